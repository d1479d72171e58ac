import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 20_000,
    // Vitest's default is one worker less than the cores: a single worker on a 2-core CI machine. Much of the suite
    // waits (real servers, a real Chromium in tests/scripts/kiosk.test.ts, child processes), so two workers keep
    // both cores busy. Measured on 2 cores: 202 s with one worker, 136 s with two; three or four were slower.
    maxWorkers: 2,
  },
});
