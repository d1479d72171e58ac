import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4319);

/** e2e runs the real server on a test build (`dist-test`, which exposes window.__tour) in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 720 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--ignore-gpu-blocklist',
        '--autoplay-policy=no-user-gesture-required',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    env: { PORT: String(port), HOST: '127.0.0.1', DIST_DIR: 'dist-test', BUILD_MODE: 'test' },
    url: `http://127.0.0.1:${port}/app-settings.json`,
    reuseExistingServer: false,
    timeout: 240_000,
  },
});
