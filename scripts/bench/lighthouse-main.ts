// Lighthouse alone, in a minute rather than the bench's 20: `node --import tsx scripts/bench/lighthouse-main.ts
// [path] [--runs N]` builds the production client when its sources changed, serves it as `npm start` does and prints
// the mobile and desktop figures of `npm run bench` for `path` (default the first route).
import { firstVisitTasks, lighthouseRows, lighthouseRuns, taskRows } from './lighthouse-bench.ts';
import { startServer } from './server.ts';
import { table } from './stats.ts';

const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 1;
const path = process.argv.slice(2).find((arg, i, args) => !arg.startsWith('--') && args[i - 1] !== '--runs');
const server = await startServer({ DIST_DIR: 'dist', BUILD_MODE: 'production' });
try {
  const rows = [
    ...taskRows(await firstVisitTasks(server.url, path)),
    ...lighthouseRows(await lighthouseRuns(server.url, path, runs)),
  ];
  console.log(table(rows));
} finally {
  server.process.kill();
}
