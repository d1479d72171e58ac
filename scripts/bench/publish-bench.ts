import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { boot, ensureInstalled, headlessEnv, stopChild } from '../../cms/scripts/boot-strapi.mjs';
import { buildServer } from '../../server/app.ts';
import { p50p95, table, type Row } from './stats.ts';

interface Entry {
  documentId: string;
  title: string;
}

/** What a publish changes, per content type: the REST path and the field it retitles. */
const TYPES = [
  { name: 'article', path: '/api/articles' },
  { name: 'location', path: '/api/content-locations' },
] as const;

/**
 * From Publish to the showroom (issue 32, point 6): a real Strapi (the demo; BENCH_PUBLISH_CMS_DIR keeps its folder,
 * the first start imports it, about 4 minutes) with its webhook to a showroom server reading it (`CMS_URL`). Each run
 * publishes a new English title through Strapi's REST API (a save that publishes, as the admin panel's Publish) and
 * polls the showroom's content API every 50 ms until it answers that title: the time from the publish request to
 * the answer, and Strapi's own part (the publish request's answer). Titles are set back at the end.
 */
export async function publishBench(runs = 10): Promise<Row[]> {
  if (!ensureInstalled()) throw new Error('cms/ could not be installed');
  const scratch = mkdtempSync(join(tmpdir(), 'vf-bench-publish-'));
  const dataDir = process.env.BENCH_PUBLISH_CMS_DIR ?? join(scratch, 'strapi');
  const token = randomBytes(32).toString('hex');
  const webhookSecret = randomBytes(16).toString('hex');
  const port = 40000 + Math.floor(Math.random() * 10000);
  console.log('[bench] starting Strapi (the first start imports the demo: about 4 minutes)');
  const strapi = await boot({
    ...headlessEnv(dataDir, {
      CMS_SERVER_TOKEN: token,
      CMS_WEBHOOK_URL: `http://127.0.0.1:${port}/box-api/cms-hook`,
      CMS_WEBHOOK_SECRET: webhookSecret,
    }),
  });
  const cmsUrl = `http://127.0.0.1:${strapi.port}`;
  const server = await buildServer({
    contentDir: 'no-bundle',
    distDir: 'public',
    authSecret: randomBytes(16).toString('hex'),
    cms: {
      url: cmsUrl,
      token,
      cacheDir: join(scratch, 'mirror'),
      webhookSecret,
      settingsFile: 'public/app-settings.json',
    },
  });
  const strapiJson = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${cmsUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { data: Entry[] };
  };
  try {
    const base = `${await server.listen({ host: '127.0.0.1', port })}/box-api`;
    while ((await fetch(`${base}/health`)).status !== 200) await new Promise((done) => setTimeout(done, 200));
    const shown = async (path: string, documentId: string) => {
      const { data } = (await (await fetch(`${base}${path}?locale=en&pagination[pageSize]=100`)).json()) as {
        data: Entry[];
      };
      return data.find((entry) => entry.documentId === documentId)?.title;
    };
    const rows: Row[] = [];
    for (const { name, path } of TYPES) {
      const [entry] = (await strapiJson(`${path}?locale=en&sort=id&pagination[pageSize]=1`)).data;
      if (!entry) throw new Error(`no ${name} in English`);
      const total: number[] = [];
      const own: number[] = [];
      try {
        for (let i = 0; i < runs; i += 1) {
          const title = `${entry.title} (bench ${i})`;
          const start = performance.now();
          await strapiJson(`${path}/${entry.documentId}?locale=en`, {
            method: 'PUT',
            body: JSON.stringify({ data: { title } }),
          });
          own.push(performance.now() - start);
          while ((await shown(path, entry.documentId)) !== title) await new Promise((done) => setTimeout(done, 50));
          total.push(performance.now() - start);
          // Apart from each other, as editors publish: the mirror's whole read after each has ended.
          while (((await (await fetch(`${base}/health`)).json()) as { data: { syncing: boolean } }).data.syncing)
            await new Promise((done) => setTimeout(done, 100));
        }
      } finally {
        await strapiJson(`${path}/${entry.documentId}?locale=en`, {
          method: 'PUT',
          body: JSON.stringify({ data: { title: entry.title } }),
        });
      }
      rows.push(
        { figure: `publish: ${name} in the showroom, p50 / p95 (ms)`, value: p50p95(total, 0), target: '< 5000' },
        { figure: `publish: ${name}, Strapi's own part, p50 / p95 (ms)`, value: p50p95(own, 0), target: '' },
      );
    }
    return rows;
  } finally {
    await server.close();
    await stopChild(strapi.child);
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log(table(await publishBench(Number(process.argv[2] ?? 10))));
