// `npm run soak [-- --minutes 30 --seed 7 --idle-seconds 15]`: the demo left to run unattended (issue 15, point 8).
// A seeded visitor taps locations and hotspots, then leaves the showroom idle until the screensaver plays, wakes it,
// and so on until the time is up; the bench build's read-only probe (window.__tour) is read on the way. Reports
// navigations, the JS heap after forced GC at start and end, textures and video elements at the end, errors logged,
// and the longest time the screen stood unchanged. Exits 1 when something went wrong: an error logged, a move that
// never arrived, a frozen screen, more video elements than the stage keeps. `npm test` runs a 3-minute version.
import { chromium, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/fixtures/chromium.ts';
import { startServer } from './bench/server.ts';
import { fixed, table, type Row } from './bench/stats.ts';
import { arrived, heapAfterGc, resources } from './bench/tour-probe.ts';

const { values: options } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
    // The accelerated clock: the screensaver's idle time, shortened from the demo's 60 s so that a short run
    // still sees it come and go several times.
    'idle-seconds': { type: 'string', default: '15' },
  },
});
const minutes = Number(options.minutes);
const seed = Number(options.seed);
const idleSeconds = Number(options['idle-seconds']);

/** Visitor time between two idle spells, and how long the screensaver plays before a touch wakes the tour. */
const VISIT_MS = 40_000;
const SCREENSAVER_MS = 25_000;
/** Warm-up navigations before the heap at start is taken: V8 compiles the tour's hot code during the first ones. */
const WARM_UP = 10;
/** A picture may stand still this much longer than the longest clip (or screensaver still) before it counts. */
const FROZEN_GRACE_MS = 3000;
/** The stage keeps at most this many <video> elements holding a source (PERFORMANCE.md). */
const MAX_LIVE_VIDEOS = 3;

/** Park-Miller: the same seed, the same visitor. */
function random(state: number): () => number {
  let s = state % 2147483647 || 1;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}
const next = random(seed);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

/**
 * The screen's changes, from Chromium's screencast: a frame comes when the page is drawn again, and its picture is
 * compared with the last one. A stretch is the time between two changes, kept with what was on screen when it
 * began: `moving` (a route under way), `still` (the tour at rest), or the screensaver's item kind.
 */
async function watchScreen(page: Page) {
  const session = await page.context().newCDPSession(page);
  let lastHash = '';
  let lastChange = Date.now();
  let kindAtChange = 'still';
  const stretches: Stretch[] = [];
  const kindNow = () =>
    page
      .evaluate(
        () =>
          document.querySelector<HTMLElement>('[data-testid="screensaver"]')?.dataset.kind ??
          (window.__tour?.presenter().nav?.route ? 'moving' : 'still'),
      )
      .catch(() => 'still');
  session.on('Page.screencastFrame', ({ data, sessionId }) => {
    void session.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
    const hash = createHash('sha1').update(data).digest('hex');
    if (hash === lastHash) return;
    const now = Date.now();
    stretches.push({ ms: now - lastChange, kind: kindAtChange });
    lastHash = hash;
    lastChange = now;
    void kindNow().then((kind) => (kindAtChange = kind));
  });
  await session.send('Page.startScreencast', { format: 'jpeg', quality: 50, maxWidth: 320, maxHeight: 320 });
  return {
    /** Every stretch so far, the one still running included. */
    stretches: (): Stretch[] => [...stretches, { ms: Date.now() - lastChange, kind: kindAtChange }],
    stop: () => session.send('Page.stopScreencast').catch(() => {}),
  };
}

interface Stretch {
  ms: number;
  kind: string;
}

/** The longest transition clip of the demo (ms), read from the clips' own metadata. */
function longestClipMs(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const urls = new Set(
      window.__tour!.content().index!.bundle.transitions.flatMap((transition) => transition.video?.url ?? []),
    );
    const durations = await Promise.all(
      [...urls].map(
        (url) =>
          new Promise<number>((resolve) => {
            const video = document.createElement('video');
            video.preload = 'metadata';
            video.onloadedmetadata = () => resolve(video.duration * 1000);
            video.onerror = () => resolve(0);
            video.src = url;
          }),
      ),
    );
    return Math.max(0, ...durations);
  });
}

const current = (page: Page) => page.evaluate(() => window.__tour!.presenter().current!);

/**
 * A tap on a location the visitor's one can reach along the transitions of its world (as a menu item or a station
 * would lead there: near or a fly route away), then the arrival.
 */
async function tapLocation(page: Page): Promise<void> {
  const targets = await page.evaluate(() => {
    const index = window.__tour!.content().index!;
    const here = window.__tour!.presenter().current!;
    const world = index.locations.get(here)!.worldSlug;
    const edges = index.bundle.transitions.filter((transition) => transition.worldSlug === world);
    const reached = new Set([here]);
    for (let frontier = [here]; frontier.length;) {
      frontier = edges.filter((edge) => frontier.includes(edge.from) && !reached.has(edge.to)).map((edge) => edge.to);
      frontier.forEach((id) => reached.add(id));
    }
    reached.delete(here);
    return [...reached];
  });
  if (!targets.length) return;
  const target = pick(targets);
  // The probe's tap is no input to the idle timer: the finger's approach is, or the screensaver would take over.
  await page.mouse.move(200 + next() * 880, 200 + next() * 320, { steps: 2 });
  await page.evaluate((id) => window.__tour!.tap(id), target);
  await arrived(page, target);
}

/**
 * A tap on one of the hotspots in view, as a visitor's finger: what it opens is closed again, a move it starts is
 * waited for, and a page it leads to (the login of a login-only world) is left with the browser's back button.
 */
async function tapHotspot(page: Page, home: string): Promise<boolean> {
  const boxes = await page.evaluate(() =>
    [...document.querySelectorAll('[data-hotspot-id]')].flatMap((element) => {
      const box = element.getBoundingClientRect();
      return box.width && box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top < innerHeight
        ? [{ x: box.left + box.width / 2, y: box.top + box.height / 2 }]
        : [];
    }),
  );
  if (!boxes.length) return false;
  // Where the finger lands: what lies on top there gets the tap, as on the wall.
  const { x, y } = pick(boxes);
  await page.mouse.click(x, y);
  await page.waitForTimeout(1500);
  for (let i = 0; i < 3 && (await page.locator('[role="dialog"]:visible').count()); i += 1) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
  }
  // Left the tour (the login page of a login-only world): back, as a visitor would. The presenter keeps its place
  // meanwhile, so it is no sign of the tour: the world page is.
  const onTour = () => page.evaluate(() => Boolean(document.querySelector('[data-testid="world-page"]')));
  if (!(await onTour())) await page.goBack();
  if (!(await onTour())) await page.goto(home);
  await page.waitForFunction(() => window.__tour?.presenter().current && !window.__tour.presenter().nav?.route, null, {
    timeout: 60_000,
  });
  await arrived(page, await current(page));
  return true;
}

/** Idle until the screensaver comes, let it play, and wake the tour with a touch. */
async function idleSpell(page: Page): Promise<void> {
  const screensaver = page.getByTestId('screensaver');
  await screensaver.waitFor({ state: 'visible', timeout: (idleSeconds + 15) * 1000 });
  await page.waitForTimeout(SCREENSAVER_MS);
  await page.mouse.click(640, 360);
  await screensaver.waitFor({ state: 'detached', timeout: 10_000 });
  await page.waitForFunction(() => window.__tour?.presenter().current && !window.__tour.presenter().nav?.route, null, {
    timeout: 60_000,
  });
}

const scratch = mkdtempSync(join(tmpdir(), 'vf-soak-'));
const server = await startServer({ CONTACT_DB: join(scratch, 'contact.sqlite') });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const errors: string[] = [];
const problems: string[] = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  // Links opened in a tab of their own are closed: the soak looks at the showroom.
  page.on('popup', (opened) => void opened.close());
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('crash', () => errors.push('the page crashed'));
  await page.route('**/box-api/api/app-setting*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { screensaver?: Record<string, unknown> } };
    body.data.screensaver = { ...body.data.screensaver, enabled: true, timeout: idleSeconds };
    await route.fulfill({ response, json: body });
  });
  const home = `${server.url}/de`;
  await page.goto(home);
  await page.waitForFunction(() => Boolean(window.__tour?.scene.backgroundReady), null, { timeout: 60_000 });
  const longestClip = await longestClipMs(page);
  const screensaverInterval = await page.evaluate(
    () => window.__tour!.content().index!.bundle.settings.screensaver.interval,
  );
  for (let i = 0; i < WARM_UP; i += 1) await tapLocation(page);
  const heapStart = await heapAfterGc(page);
  const atStart = await page.evaluate(resources);
  const screen = await watchScreen(page);

  const started = Date.now();
  const deadline = started + minutes * 60_000;
  let navigations = 0;
  let hotspotTaps = 0;
  let screensavers = 0;
  try {
    while (Date.now() < deadline) {
      const visitUntil = Math.min(deadline, Date.now() + VISIT_MS);
      while (Date.now() < visitUntil) {
        if (next() < 0.3 && (await tapHotspot(page, home))) hotspotTaps += 1;
        else await tapLocation(page);
        navigations += 1;
        await page.waitForTimeout(500 + next() * 2500);
      }
      if (Date.now() + (idleSeconds + 5) * 1000 + SCREENSAVER_MS > deadline) break;
      await idleSpell(page);
      screensavers += 1;
    }
  } catch (error) {
    problems.push(`the tour stopped answering: ${(error as Error).message.split('\n')[0]}`);
  }
  await screen.stop();
  const ranMs = Date.now() - started;
  // Measured at rest: a move under way holds its clips.
  await page
    .waitForFunction(() => !window.__tour?.presenter().nav?.route, null, { timeout: 60_000 })
    .catch(() => problems.push('the last move never ended'));
  await page.waitForTimeout(2000);
  const heapEnd = await heapAfterGc(page);
  const atEnd = await page.evaluate(resources);

  // How long each kind of screen may stand unchanged: a tour at rest as long as the visitor looks; a moving one
  // not longer than its longest clip; the screensaver's stills, locations and arrow steps their time, its videos
  // play.
  const mayStand = (kind: string) =>
    kind === 'still'
      ? Infinity
      : ['image', 'location', 'auto'].includes(kind)
        ? Math.max(longestClip, screensaverInterval * 1000)
        : longestClip;
  const stretches = screen.stretches();
  const longestOf = (list: Stretch[]) => list.reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0, kind: '-' });
  const longest = longestOf(stretches);
  const longestMoving = longestOf(stretches.filter((stretch) => stretch.kind !== 'still'));
  const frozen = stretches.filter((stretch) => stretch.ms > mayStand(stretch.kind) + FROZEN_GRACE_MS);
  if (frozen.length) problems.push(`the screen stood still ${frozen.length} time(s) longer than it may`);
  if (atEnd.liveVideos > MAX_LIVE_VIDEOS) problems.push(`${atEnd.liveVideos} video elements hold a source`);
  if (errors.length) problems.push(`${errors.length} error(s) logged`);

  const mb = (bytes: number) => fixed(bytes / 2 ** 20, 1);
  const rows: Row[] = [
    { figure: `soak time (min), seed ${seed}`, value: fixed(ranMs / 60_000, 1), target: String(minutes) },
    { figure: 'navigations done (of which hotspot taps)', value: `${navigations} (${hotspotTaps})`, target: '' },
    { figure: 'screensaver spells (idle time, s)', value: `${screensavers} (${idleSeconds})`, target: '' },
    {
      figure: `JS heap after GC, start (after ${WARM_UP} navigations) / end (MB)`,
      value: `${mb(heapStart)} / ${mb(heapEnd)}`,
      target: '',
    },
    {
      figure: 'JS heap growth per 1,000 navigations (MB)',
      value: navigations ? mb(((heapEnd - heapStart) / navigations) * 1000) : 'n/a',
      target: '',
    },
    { figure: 'textures, start / end', value: `${atStart.textures} / ${atEnd.textures}`, target: '' },
    {
      figure: '<video> elements at the end, with a source',
      value: `${atEnd.videos}, ${atEnd.liveVideos}`,
      target: `<= ${MAX_LIVE_VIDEOS}`,
    },
    { figure: 'errors logged', value: String(errors.length), target: '0' },
    {
      figure: 'longest unchanged screen (s, what it showed)',
      value: `${fixed(longest.ms / 1000, 1)} (${longest.kind})`,
      target: '',
    },
    {
      figure: `  of those while something should move (longest clip ${fixed(longestClip / 1000, 1)} s)`,
      value: `${fixed(longestMoving.ms / 1000, 1)} (${longestMoving.kind})`,
      target: '',
    },
    { figure: 'screen unchanged longer than it may', value: frozen.length ? 'yes' : 'no', target: 'no' },
  ];
  console.log(`\nVirtual Factory soak (${new Date().toISOString()})\n`);
  console.log(table(rows));
  for (const line of [...problems, ...errors.slice(0, 20)]) console.log(`! ${line}`);
  writeFileSync('soak-report.json', `${JSON.stringify({ rows, problems, errors }, null, 2)}\n`);
  process.exitCode = problems.length ? 1 : 0;
} finally {
  await browser.close();
  server.process.kill();
  rmSync(scratch, { recursive: true, force: true });
}
// Chromium's and the server's handles would keep the process alive.
process.exit();
