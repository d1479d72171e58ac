import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UploadFormat } from '../media/formats.ts';
import { findTools, type MediaTools } from '../media/tools.ts';
import { adminUrl, signInToAdmin } from './fixtures/admin';
import { adminJwt, cmsE2e, startStrapi, stopStrapi, strapi } from './fixtures/cms';

// Issue 33, point 2: a video uploaded to the real Strapi goes through the media pipeline in a child process, one job
// at a time (cms/src/plugins/studio/server/media-jobs.js): processing, then ready with its renditions in the file's
// `formats` (which ffprobe reads back), a transition's clip again with its first and last frame, a text file named
// .mp4 failed with its reason in the studio's "Videos" page, jobs cut off by a stop run again at the start, and the
// renditions deleted with the file.

interface UploadFile {
  id: number;
  name: string;
  mime: string;
  url: string;
  formats: Record<string, UploadFormat> | null;
}
interface Job {
  status: 'queued' | 'processing' | 'ready' | 'failed';
  kind: string | null;
  reason: string | null;
  message: string | null;
  file: UploadFile;
}

test.describe.configure({ timeout: 240_000 });

let dir: string;
let tools: MediaTools;
test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'e2e-media-'));
  tools = await findTools();
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A small real clip: testsrc2 at 320x180, 6 s, with a tone (a second or two of work). */
function clip(name: string): string {
  const file = join(dir, name);
  execFileSync(tools.ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=s=320x180:r=25:d=6', '-f', 'lavfi', '-i', 'sine=d=6'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  return file;
}

/** An upload through the admin panel's upload API, as the Media Library sends it (a .mp4 is `video/mp4`). */
async function upload(file: string, name: string): Promise<UploadFile> {
  const form = new FormData();
  form.append('files', new Blob([readFileSync(file)], { type: 'video/mp4' }), name);
  const response = await fetch(`${cmsE2e().strapiUrl}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminJwt()}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as UploadFile[])[0]!;
}

async function jobOf(id: number): Promise<Job | undefined> {
  const { status, body } = await strapi(`/studio/media-jobs?files=${id}`, { token: await adminJwt() });
  expect(status).toBe(200);
  return (body as unknown as { results: Job[] }).results[0];
}

/**
 * Waits for the file's job to reach `status`, asking every 100 ms; returns it and every state seen on the way, each
 * with whether `formats` already held a rendition.
 */
async function until(id: number, status: Job['status'], timeout = 120_000) {
  const seen: { status: Job['status'] | undefined; rendition: boolean }[] = [];
  let job: Job | undefined;
  await expect
    .poll(
      async () => {
        job = await jobOf(id);
        const last = { status: job?.status, rendition: 'video_720' in (job?.file.formats ?? {}) };
        if (seen.at(-1)?.status !== last.status) seen.push(last);
        return job?.status;
      },
      { timeout, intervals: [100] },
    )
    .toBe(status);
  return { job: job!, seen };
}

/** What ffprobe reads of a format, fetched from Strapi's uploads. */
async function probe(format: UploadFormat): Promise<{ codec_name: string; width: number; height: number }> {
  const response = await fetch(`${cmsE2e().strapiUrl}${format.url}`);
  expect(response.status).toBe(200);
  const file = join(dir, `${format.hash}${format.ext}`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  const out = execFileSync(tools.ffprobe, [
    ...[
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=codec_name,width,height',
      '-of',
      'json',
      file,
    ],
  ]);
  return (JSON.parse(String(out)) as { streams: [{ codec_name: string; width: number; height: number }] }).streams[0];
}

/** Deletes a file through the admin's upload API, as the Media Library does; the status. */
async function remove(id: number): Promise<number> {
  const response = await fetch(`${cmsE2e().strapiUrl}/upload/files/${id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${await adminJwt()}` },
  });
  return response.status;
}

async function fileRow(id: number): Promise<{ status: number; file: UploadFile }> {
  const { status, body } = await strapi(`/api/upload/files/${id}`);
  return { status, file: body as unknown as UploadFile };
}

test('an uploaded video goes processing, then ready with renditions; a transition’s clip gets its frames', async () => {
  const uploaded = await upload(clip('tour.mp4'), 'e2e tour.mp4');
  expect(uploaded.formats ?? {}).not.toHaveProperty('video_720');
  // Processing first (the original is served meanwhile: no rendition in `formats`), then ready.
  const { job: ready, seen } = await until(uploaded.id, 'ready');
  expect(seen.map((state) => state.status).slice(-2)).toEqual(['processing', 'ready']);
  expect(seen.filter((state) => state.status !== 'ready').every((state) => !state.rendition)).toBe(true);
  expect(ready.kind).toBe('media');

  const { file } = await fileRow(uploaded.id);
  expect(file.url).toBe(uploaded.url);
  expect(Object.keys(file.formats ?? {}).sort()).toEqual(['poster', 'video_720']);
  const video = file.formats!.video_720!;
  expect(video).toEqual({
    name: 'video_720_e2e tour.mp4',
    hash: expect.stringMatching(/^video_720_/),
    ext: '.mp4',
    mime: 'video/mp4',
    width: 320,
    height: 180,
    size: expect.any(Number),
    sizeInBytes: expect.any(Number),
    url: `/uploads/${video.hash}.mp4`,
    path: null,
  });
  expect(video.size).toBeCloseTo(video.sizeInBytes / 1000, 1);
  expect(await probe(video)).toEqual({ codec_name: 'h264', width: 320, height: 180 });
  expect(file.formats!.poster).toMatchObject({ ext: '.jpg', mime: 'image/jpeg', width: 320, height: 180 });
  expect(await probe(file.formats!.poster!)).toMatchObject({ codec_name: 'mjpeg' });

  // Linked as a transition's clip, it is processed again as a transition: first and last frame.
  const { body } = await strapi('/api/content-transitions?locale=de&populate[background][populate]=*');
  const transition = (
    body?.data as { documentId: string; background: { video: { id: number } | null; image: { id: number } | null } }[]
  )[0]!;
  const kept = { video: transition.background?.video?.id ?? null, image: transition.background?.image?.id ?? null };
  const link = (video: number | null) =>
    strapi(`/api/content-transitions/${transition.documentId}?locale=de`, {
      method: 'PUT',
      body: JSON.stringify({ data: { background: { video, image: kept.image } } }),
    });
  try {
    expect((await link(uploaded.id)).status).toBe(200);
    const { job: again } = await until(uploaded.id, 'ready');
    expect(again.kind).toBe('transition');
    const { file: clipFile } = await fileRow(uploaded.id);
    expect(Object.keys(clipFile.formats ?? {}).sort()).toEqual(['first_frame', 'last_frame', 'poster', 'video_720']);
    expect(await probe(clipFile.formats!.last_frame!)).toMatchObject({ codec_name: 'mjpeg', width: 320 });
  } finally {
    expect((await link(kept.video)).status).toBe(200);
  }

  // Deleting the file deletes its renditions.
  const urls = Object.values((await fileRow(uploaded.id)).file.formats ?? {}).map((format) => format.url);
  expect(await remove(uploaded.id)).toBe(200);
  for (const url of [uploaded.url, ...urls]) {
    expect((await fetch(`${cmsE2e().strapiUrl}${url}`)).status, url).toBe(404);
  }
  expect(await jobOf(uploaded.id)).toBeUndefined();
});

test('a text file named .mp4 fails with its reason in the studio’s Videos page', async ({ page }) => {
  const text = join(dir, 'notes.mp4');
  writeFileSync(text, 'These are meeting notes, not a video.\n');
  // A name of this run's own: a kept database (CMS_E2E_DIR) may hold an earlier run's.
  const name = `e2e notes ${randomUUID().slice(0, 8)}.mp4`;
  const uploaded = await upload(text, name);
  const { job: failed } = await until(uploaded.id, 'failed');
  expect(failed.reason).toBe('not_media');
  expect((await fileRow(uploaded.id)).file.formats ?? {}).toEqual({});

  await signInToAdmin(page);
  await page.goto(`${adminUrl()}/plugins/studio/media`);
  const row = page.locator(`[data-studio-media-file="${name}"]`);
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('This file is not a video, although its name or type says so.');
  await expect(row).toContainText('The original file is played instead.');
  await page.screenshot({ path: test.info().outputPath('media-jobs.png') });
  expect(await remove(uploaded.id)).toBe(200);
});

test('jobs cut off by a stop run again when Strapi starts', async () => {
  const first = await upload(clip('one.mp4'), 'e2e one.mp4');
  const second = await upload(clip('two.mp4'), 'e2e two.mp4');
  await stopStrapi();
  // What the stop cut off, in Strapi's database: the second (one job at a time) had not finished.
  const db = new Database(join(cmsE2e().dataDir, 'data.db'), { readonly: true });
  const states = db.prepare('SELECT file, status FROM studio_media_jobs WHERE file IN (?, ?)').all(first.id, second.id);
  db.close();
  expect(states).toContainEqual({ file: second.id, status: expect.stringMatching(/^(queued|processing)$/) });
  await startStrapi();
  await until(first.id, 'ready');
  await until(second.id, 'ready');
  for (const id of [first.id, second.id]) {
    expect((await fileRow(id)).file.formats).toHaveProperty('video_720');
    expect(await remove(id)).toBe(200);
  }
});
