import { expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../server/app.ts';
import { HOSTILE_UPLOADS } from '../tests/server/hostile-uploads.ts';

// Issue 30, point 6: an upload is never a page of the showroom's origin. A visitor signed in on the showroom (a jwt in
// localStorage) is sent to hostile uploads, an .html, an .svg and a .js that read the jwt and send it away if they run.

let app: FastifyInstance;
let url: string;
let root: string;

test.beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'vf-uploads-'));
  const names = Object.keys(HOSTILE_UPLOADS);
  await mkdir(join(root, 'api'), { recursive: true });
  await mkdir(join(root, 'uploads'), { recursive: true });
  // Content that names them (the server serves no upload that no content names), in an endpoint anyone may read.
  const screensavers = names.map((name, i) => ({ id: i + 1, documentId: `s${i}`, media: { url: `/uploads/${name}` } }));
  await writeFile(join(root, 'api', 'screensavers.json'), JSON.stringify(screensavers));
  for (const [name, text] of Object.entries(HOSTILE_UPLOADS)) await writeFile(join(root, 'uploads', name), text);
  app = await buildServer({ contentDir: root, distDir: 'dist-test' });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});

test.afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

test('hostile uploads run nothing and read no storage of the showroom, opened directly', async ({ page }) => {
  const stolen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/stolen')) stolen.push(request.url());
  });
  await page.goto(`${url}/app-settings.json`);
  await page.evaluate(() => localStorage.setItem('jwt', 'a-visitors-login'));

  // Shown (an image type), in a sandbox of its own where no script runs.
  await page.goto(`${url}/box-api/uploads/logo.svg`);
  await expect(page.locator('svg')).toBeAttached();
  expect(await page.title()).not.toBe('ran');
  expect(await page.evaluate(() => origin)).toBe('null');

  // Neither an image, video, audio, PDF nor font: only ever a download, never a page.
  for (const name of ['page.html', 'tool.js']) {
    const download = page.waitForEvent('download');
    await page.goto(`${url}/box-api/uploads/${name}`).catch(() => undefined);
    expect((await download).suggestedFilename()).toBe(name);
  }
  // The page.html framed by the showroom itself is no page either.
  await page.goto(`${url}/app-settings.json`);
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
  }, `${url}/box-api/uploads/page.html`);
  // Nor is tool.js a script, whoever includes it: it is bytes (nosniff).
  await page.evaluate((src) => {
    const script = document.createElement('script');
    script.src = src;
    document.body.append(script);
  }, `${url}/box-api/uploads/tool.js`);
  await page.waitForTimeout(500);
  expect(await page.title()).not.toBe('ran');
  expect(stolen).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBe('a-visitors-login');
});
