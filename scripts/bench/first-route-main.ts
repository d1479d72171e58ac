// The first route's JavaScript alone, in seconds rather than the bench's 20 minutes:
// `node --import tsx scripts/bench/first-route-main.ts [path]` builds the bench build when its sources changed,
// opens `path` (default the bench's first route) in Chromium and lists every script loaded until the first
// picture, largest first, with the total against the budget. Exits with 1 over the budget.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/fixtures/chromium.ts';
import { FIRST_ROUTE_BUDGET_KB, FIRST_ROUTE_PATH, firstRouteScripts, totalKb } from './first-route.ts';
import { startServer } from './server.ts';

const path = process.argv[2] ?? FIRST_ROUTE_PATH;
const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let total: number;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const scripts = await firstRouteScripts(page, server.url, path);
  for (const script of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes))
    console.log(`${(script.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${script.path}`);
  total = totalKb(scripts);
  console.log(`${total.toFixed(1).padStart(7)} KB  first route JS, gzip (${path}); budget ${FIRST_ROUTE_BUDGET_KB} KB`);
} finally {
  await browser.close();
  server.process.kill();
}
if (total > FIRST_ROUTE_BUDGET_KB) process.exitCode = 1;
