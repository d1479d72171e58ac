// `npm run bench`: the performance report (PERFORMANCE.md) and the reliability figures (issue 15). Figures are ratios
// and counts from one run on this machine; the script reports, it never fails on a time. `--navigations N` (default 150).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { articleBench } from './article-bench.ts';
import { browserBench } from './browser-bench.ts';
import { cmsLoadBench } from './cms-bench.ts';
import { firstVisitTasks, lighthouseRows, lighthouseRuns, taskRows } from './lighthouse-bench.ts';
import { loadBench } from './load-bench.ts';
import { pathBench } from './path-bench.ts';
import { reliabilityBench } from './reliability-bench.ts';
import { startServer } from './server.ts';
import { tourCheckBench } from './tour-check-bench.ts';
import { table, type Row } from './stats.ts';

const flag = process.argv.indexOf('--navigations');
const navigations = flag > 0 ? Number(process.argv[flag + 1]) : 150;

const rows: Row[] = [...pathBench(), ...(await tourCheckBench())];
// The load bench's submissions go to a file of their own; TRUST_PROXY lets each count as another visitor. The taps
// are a wall's: as a kiosk, which keeps every likely clip primed (a visitor's own device primes the likeliest only).
const scratch = mkdtempSync(join(tmpdir(), 'vf-bench-'));
const server = await startServer({ TRUST_PROXY: '1', CONTACT_DB: join(scratch, 'contact.sqlite'), KIOSK: '1' });
try {
  rows.push(...(await loadBench(server.url)));
  rows.push(...(await cmsLoadBench()));
  rows.push(...(await browserBench(server.url, navigations)));
  rows.push(...(await articleBench(server.url)));
} finally {
  server.process.kill();
  rmSync(scratch, { recursive: true, force: true });
}
// The first visit, from outside: the production build as `npm start` serves it to a website's visitor.
const production = await startServer({ DIST_DIR: 'dist', BUILD_MODE: 'production' });
try {
  rows.push(...taskRows(await firstVisitTasks(production.url)));
  rows.push(...lighthouseRows(await lighthouseRuns(production.url)));
} finally {
  production.process.kill();
}
// The fault and bad-input suites bring their own servers.
rows.push(...reliabilityBench());
console.log(`\nVirtual Factory bench (${new Date().toISOString()})\n`);
console.log(table(rows));
writeFileSync('bench-report.json', `${JSON.stringify(rows, null, 2)}\n`);
console.log('\nWritten to bench-report.json');
