// `npm run bench:media`: Strapi's API while the media pipeline transcodes a 4K upload (issue 33, point 2: p95 under
// 500 ms). Also part of `npm run bench` (cms-bench.ts calls transcodeResponsiveness on its Strapi).
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { boot, ensureInstalled, headlessEnv, stopChild } from '../../cms/scripts/boot-strapi.mjs';
import { findTools } from '../../media/tools.ts';
import { fixed, p50p95, table, type Row } from './stats.ts';

/** How long the API is asked, before and during the transcode (s), and the pause between two requests (ms). */
const SAMPLE_SECONDS = 30;
const GAP_MS = 100;
/** The API request: a page of locations, as an editor's list or a client reads it. */
const API_PATH = '/api/content-locations?locale=de&pagination[pageSize]=25';

/**
 * One request after another for `seconds` or until `going()` says stop: each one's time in ms (a failed answer counts
 * as failed, not timed).
 */
async function sample(url: string, token: string, seconds: number, going = () => true) {
  const ms: number[] = [];
  let failed = 0;
  for (const end = Date.now() + seconds * 1000; Date.now() < end && going();) {
    const start = performance.now();
    const ok = await fetch(url, { headers: { authorization: `Bearer ${token}` } }).then(
      async (response) => (await response.arrayBuffer(), response.ok),
      () => false,
    );
    if (ok) ms.push(performance.now() - start);
    else failed++;
    await new Promise((done) => setTimeout(done, GAP_MS));
  }
  return { ms, failed };
}

/** The state of a file's media job, read from Strapi's database (the bench has no editor's sign-in). */
function jobStatus(dataDir: string, file: number): string | undefined {
  const db = new Database(join(dataDir, 'data.db'), { readonly: true });
  try {
    const row = db.prepare('SELECT status FROM studio_media_jobs WHERE file = ?').get(file) as
      { status: string } | undefined;
    return row?.status;
  } finally {
    db.close();
  }
}

async function until(what: () => boolean, timeoutMs: number): Promise<boolean> {
  for (const end = Date.now() + timeoutMs; Date.now() < end;) {
    if (what()) return true;
    await new Promise((done) => setTimeout(done, 250));
  }
  return false;
}

/**
 * The API's p50/p95 with the machine idle, then while Strapi transcodes a 4K upload (3840x2160 testsrc2, 8 s at 30
 * fps: 2160p, 1080p and 720p, a minute or more on 2 cores) in its child process at nice 19. The upload is deleted after.
 */
export async function transcodeResponsiveness(cms: string, token: string, dataDir: string): Promise<Row[]> {
  const scratch = mkdtempSync(join(tmpdir(), 'vf-bench-media-'));
  try {
    const { ffmpeg } = await findTools();
    const clip = join(scratch, 'uhd.mp4');
    execFileSync(ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=3840x2160:r=30:d=8'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip],
    ]);
    const idle = await sample(`${cms}${API_PATH}`, token, SAMPLE_SECONDS);

    const form = new FormData();
    form.append('files', new Blob([readFileSync(clip)], { type: 'video/mp4' }), 'bench-uhd.mp4');
    const uploaded = await fetch(`${cms}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
    const [file] = (await uploaded.json()) as { id: number }[];
    const started = Date.now();
    try {
      if (!(await until(() => jobStatus(dataDir, file!.id) === 'processing', 60_000))) {
        throw new Error('the 4K job did not start within a minute');
      }
      // Only while the job runs (the clip takes a minute or two: the sample ends first).
      const busy = await sample(
        `${cms}${API_PATH}`,
        token,
        SAMPLE_SECONDS,
        () => jobStatus(dataDir, file!.id) === 'processing',
      );
      await until(() => jobStatus(dataDir, file!.id) !== 'processing', 15 * 60_000);
      const status = jobStatus(dataDir, file!.id);
      return [
        { figure: `media: ${API_PATH} p50 / p95 ms, idle`, value: p50p95(idle.ms), target: 'report' },
        {
          figure: `media: ${API_PATH} p50 / p95 ms, during a 4K transcode (${busy.ms.length} requests)`,
          value: p50p95(busy.ms),
          target: '< 500 (p95)',
        },
        { figure: 'media: failed API answers during the transcode', value: String(busy.failed), target: '0' },
        {
          figure: 'media: 4K 8 s upload to ready (2160p, 1080p, 720p, poster), s',
          value: status === 'ready' ? fixed((Date.now() - started) / 1000, 0) : `not ready: ${status}`,
          target: 'report',
        },
      ];
    } finally {
      await fetch(`${cms}/api/upload/files/${file!.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Standalone: a Strapi of its own (BENCH_CMS_DIR keeps its folder and demo import for the next run). */
async function main(): Promise<void> {
  if (!ensureInstalled()) throw new Error('cms/ could not be installed');
  const scratch = mkdtempSync(join(tmpdir(), 'vf-bench-cms-'));
  const dataDir = process.env.BENCH_CMS_DIR ?? join(scratch, 'strapi');
  const token = randomBytes(24).toString('hex');
  console.log('[bench] starting Strapi (the first start imports the demo: a few minutes)');
  const strapi = await boot(headlessEnv(dataDir, { CMS_SERVER_TOKEN: token }));
  try {
    const rows = await transcodeResponsiveness(`http://127.0.0.1:${strapi.port}`, token, dataDir);
    console.log(table(rows));
  } finally {
    await stopChild(strapi.child);
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
