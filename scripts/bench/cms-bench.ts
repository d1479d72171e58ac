import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boot, ensureInstalled, headlessEnv, stopChild } from '../../cms/scripts/boot-strapi.mjs';
import { contentPath, drive, rows } from './load-bench.ts';
import { transcodeResponsiveness } from './media-bench.ts';
import { startServer } from './server.ts';
import type { Row } from './stats.ts';

async function untilReady(url: string): Promise<void> {
  for (const end = Date.now() + 120_000; Date.now() < end;) {
    const ready = await fetch(`${url}/box-api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('the server did not get the CMS content within 2 minutes');
}

/**
 * The tour's content request answered three ways, each driven from a second process: by the server from the CMS
 * through its mirror (CMS_URL), and by Strapi itself (the same populate query with the server's full-access token:
 * Strapi refuses every read without one), beside the bundle's figure of loadBench. The real Strapi in cms/ imports
 * the demo into a fresh SQLite file first (a few minutes; BENCH_CMS_DIR keeps and reuses the folder). Then Strapi's API
 * while it transcodes a 4K upload (media-bench.ts).
 */
export async function cmsLoadBench(): Promise<Row[]> {
  if (!ensureInstalled()) throw new Error('cms/ could not be installed');
  const kept = process.env.BENCH_CMS_DIR;
  const scratch = mkdtempSync(join(tmpdir(), 'vf-bench-cms-'));
  const dataDir = kept ?? join(scratch, 'strapi');
  const token = randomBytes(24).toString('hex');
  console.log('[bench] starting Strapi (the first start imports the demo: a few minutes)');
  const strapi = await boot(headlessEnv(dataDir, { CMS_SERVER_TOKEN: token }));
  const cms = `http://127.0.0.1:${strapi.port}`;
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    server = await startServer({ CMS_URL: cms, CMS_TOKEN: token, CMS_CACHE_DIR: join(scratch, 'cache') });
    await untilReady(server.url);
    const mirrored = await drive({ url: `${server.url}${contentPath()}` });
    const direct = await drive({
      url: `${cms}${contentPath().replace(/^\/box-api/, '')}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return [
      ...rows('content from the CMS through the server', mirrored),
      ...rows('content from Strapi directly', direct),
      ...(await transcodeResponsiveness(cms, token, dataDir)),
    ];
  } finally {
    server?.process.kill();
    await stopChild(strapi.child);
    rmSync(scratch, { recursive: true, force: true });
  }
}
