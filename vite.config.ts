import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const serverPort = Number(process.env.SERVER_PORT ?? 8080);

export default defineConfig(({ mode }) => ({
  // Text assets also as .br and .gz beside them, made once here rather than per request: the server sends the copy
  // the visitor accepts (server/static-site.ts). Fonts, pictures and video are compressed already.
  plugins: [
    react(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|json|svg|txt)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
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
