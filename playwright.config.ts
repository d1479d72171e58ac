import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/fixtures/chromium.ts';
import { contactDbPath } from './e2e/fixtures/contact.ts';
import { E2E_AUTH_SECRET } from './e2e/fixtures/portals.ts';

const port = Number(process.env.E2E_PORT ?? 4319);

/** e2e runs the real server on a test build (`dist-test`, which exposes window.__tour) in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  // Two workers, test by test: much of a test's time is waiting (boot, real-time transitions and videos), so a
  // second browser fills the idle time even on 2 cores. Test by test rather than file by file, so that the last
  // long file (menus, 19 tests) does not run alone at the end. Every test opens its own page; state shared by the
  // workers is the one server, whose login, unlock and contact limits count per IP: the specs that use them up
  // start servers of their own (fixtures/own-server.ts), and contact submissions are found by their message.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 720 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Recording a trace of every test costs a third of the suite's time: record it when a failed test is retried.
    trace: 'on-first-retry',
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: 'dist-test',
      BUILD_MODE: 'test',
      // Contact submissions of this run, read back by e2e/contact.spec.ts (one file per port: no clashes).
      CONTACT_DB: contactDbPath(port),
      AUTH_SECRET: E2E_AUTH_SECRET,
    },
    url: `http://127.0.0.1:${port}/app-settings.json`,
    reuseExistingServer: false,
    timeout: 240_000,
  },
});
