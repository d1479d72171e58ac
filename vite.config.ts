import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const serverPort = Number(process.env.SERVER_PORT ?? 8080);

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  // Test builds expose window.__tour and keep the drawing buffer readable; bench builds are production builds that
  // expose window.__tour only. Each goes to its own folder.
  build: {
    outDir: mode === 'test' || mode === 'bench' ? `dist-${mode}` : 'dist',
    sourcemap: mode === 'test',
    chunkSizeWarningLimit: 1200,
    // Font subsets stay files: inlined into the CSS, every visitor would download every subset.
    assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
  },
  server: {
    proxy: {
      '/box-api': `http://localhost:${serverPort}`,
    },
  },
}));
