import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import { addRenditions } from '../scripts/demo/renditions.ts';
import { startOwnServer } from './fixtures/own-server.ts';

/**
 * Issue 33, point 3: a route plays at the rendition tier its canvas needs. A copy of the demo, with the two clips of
 * the route entrance -> hall -> CNC put through the media pipeline as Strapi does on upload (`addRenditions`): the
 * first from a 1080p source (video_1080 and video_720), the second from a 720p one (video_720 only). Which video
 * files a phone and a wall download on that route is read from the network.
 */
const ROUTE = ['factory-entrance--factory-hall', 'factory-hall--factory-cnc'];
const START = 'factory-entrance';
const TARGET = 'factory-cnc';

interface Upload {
  url: string;
  formats: Record<string, { url: string }> | null;
}

let content: string;
let server: { url: string; close: () => Promise<void> };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  content = await mkdtemp(join(tmpdir(), 'vf-renditions-'));
  await cp('content/demo', content, { recursive: true });
  await addRenditions(content, new Set(ROUTE));
  server = await startOwnServer({ contentDir: content });
});

test.afterAll(async () => {
  await server?.close();
  if (content) await rm(content, { recursive: true, force: true });
});

/** The video files a device of `options` downloads from arriving at the start until it has gone the route. */
async function videosRequested(browser: Browser, options: BrowserContextOptions): Promise<Set<string>> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const requested = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.mp4')) requested.add(path.replace(/^\/box-api/, ''));
  });
  await page.goto(`${server.url}/de`);
  const arrived = (id: string) =>
    page.waitForFunction(
      (payloadId) =>
        window.__tour?.presenter().current === payloadId && window.__tour.scene.backgroundReady === payloadId,
      id,
      { polling: 100, timeout: 30_000 },
    );
  await arrived(START);
  const before = await page.evaluate(() => window.__tour!.scene.clipsShown);
  await page.evaluate((target) => window.__tour!.presenter().navigate(target), TARGET);
  await arrived(TARGET);
  // Both clips played (none skipped for a cut): the files were the ones the stage showed.
  expect(await page.evaluate(() => window.__tour!.scene.clipsShown)).toBe(before + ROUTE.length);
  await context.close();
  return requested;
}

/** Each clip of the route: its original and its renditions' URLs, by role. */
async function routeClips(): Promise<{ original: string; renditions: Record<string, string> }[]> {
  const transitions = JSON.parse(await readFile(join(content, 'api', 'content-transitions', 'de.json'), 'utf8')) as {
    payloadId: string;
    background: { video: Upload };
  }[];
  return ROUTE.map((id) => {
    const video = transitions.find((transition) => transition.payloadId === id)!.background.video;
    const renditions = Object.entries(video.formats ?? {}).filter(([role]) => role.startsWith('video_'));
    return { original: video.url, renditions: Object.fromEntries(renditions.map(([role, f]) => [role, f.url])) };
  });
}

test('a phone plays the whole route from the 720p renditions', async ({ browser }) => {
  // Portrait: the stage is the window's width by three quarters of it, drawn at 2 device pixels per CSS pixel
  // (780x585), which 1280x720 covers.
  const requested = await videosRequested(browser, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const [first, second] = await routeClips();
  expect(requested).toContain(first!.renditions['video_720']);
  expect(requested).toContain(second!.renditions['video_720']);
  for (const file of [first!.original, second!.original, first!.renditions['video_1080']]) {
    expect(requested, file).not.toContain(file);
  }
});

test('a 1920x1080 wall plays the route at 1080p, the clip without one from its 720p rendition', async ({ browser }) => {
  const requested = await videosRequested(browser, { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });
  const [first, second] = await routeClips();
  expect(requested).toContain(first!.renditions['video_1080']);
  expect(requested).toContain(second!.renditions['video_720']);
  for (const file of [first!.original, second!.original, first!.renditions['video_720']]) {
    expect(requested, file).not.toContain(file);
  }
});
