import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/fixtures/chromium.ts';
import { SHOWROOM_PORT } from './e2e-cms/fixtures/cms.ts';

/**
 * The real-Strapi suite (`npm run test:cms`): global setup installs cms/ if needed, boots Strapi headless on a
 * fresh SQLite database (CMS_E2E_DIR: a kept one, the demo import done once) and the showroom server against
 * it (e2e-cms/global-setup.ts). One worker: specs stop and start the one Strapi.
 */
export default defineConfig({
  testDir: 'e2e-cms',
  globalSetup: './e2e-cms/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${SHOWROOM_PORT}`,
    viewport: { width: 1280, height: 720 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
