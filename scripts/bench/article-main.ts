// The article measure alone, in a minute rather than the bench's 20: `node --import tsx scripts/bench/article-main.ts
// [taps]` builds the bench build when its sources changed and prints tap-to-article-content p50 / p95.
import { articleBench } from './article-bench.ts';
import { startServer } from './server.ts';
import { table } from './stats.ts';

const taps = process.argv[2] ? Number(process.argv[2]) : undefined;
const server = await startServer();
try {
  console.log(table(await articleBench(server.url, taps)));
} finally {
  server.process.kill();
}
