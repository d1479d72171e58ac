import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/fixtures/chromium.ts';
import { fixed, percentile, type Row } from './stats.ts';

interface Edge {
  from: string;
  to: string;
}

/** Locations `steps` transitions away from `start` (breadth first), with the path there. */
function farthest(edges: readonly Edge[], start: string, steps: number): string | null {
  let frontier = new Set([start]);
  const seen = new Set([start]);
  for (let depth = 0; depth < steps; depth += 1) {
    const next = new Set<string>();
    for (const edge of edges) if (frontier.has(edge.from) && !seen.has(edge.to)) next.add(edge.to);
    next.forEach((id) => seen.add(id));
    frontier = next;
  }
  return [...frontier].sort()[0] ?? null;
}

async function arrived(page: Page, payloadId: string): Promise<void> {
  const waiting = page.waitForFunction(
    (id) => {
      const presenter = window.__tour?.presenter();
      return (
        presenter?.current === id && presenter.queue.current === null && window.__tour?.scene.backgroundReady === id
      );
    },
    payloadId,
    { timeout: 60_000 },
  );
  await waiting.catch(async (error: unknown) => {
    const state = await page.evaluate(() => {
      const presenter = window.__tour?.presenter();
      return { current: presenter?.current, queue: presenter?.queue.current, scene: window.__tour?.scene };
    });
    throw new Error(`did not arrive at ${payloadId}: ${JSON.stringify(state)}`, { cause: error });
  });
}

async function go(page: Page, payloadId: string): Promise<void> {
  await page.evaluate((id) => window.__tour?.tap(id), payloadId);
  await arrived(page, payloadId);
}

async function heapAfterGc(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  await session.send('Performance.enable');
  const { metrics } = await session.send('Performance.getMetrics');
  await session.detach();
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
}

/** Everything measured in Chromium on the demo, in one run (PERFORMANCE.md: ratios and counts). */
export async function browserBench(baseUrl: string, navigations: number): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js') && response.ok())
        scripts.push(response.body().then((body) => gzipSync(body).length));
    });
    await page.goto(`${baseUrl}/de`);
    await page.waitForFunction(() => Boolean(window.__tour?.scene.backgroundReady), null, { timeout: 60_000 });
    const firstRouteKb = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0) / 1024;

    const { start, edges, stills } = await page.evaluate(() => {
      const index = window.__tour!.content().index!;
      const current = window.__tour!.presenter().current!;
      const world = index.locations.get(current)!.worldSlug;
      return {
        start: current,
        edges: index.bundle.transitions
          .filter((transition) => transition.video && transition.worldSlug === world)
          .map((transition) => ({ from: transition.from, to: transition.to })),
        stills: index.bundle.locations
          .filter(
            (location) => location.worldSlug === world && location.backgrounds.every((entry) => entry.type === 'image'),
          )
          .map((location) => location.payloadId),
      };
    });
    const still = stills.includes(start) ? start : stills[0];
    if (!still) throw new Error('the demo world has no location with a still background');
    if (still !== start) await go(page, still);
    const neighbour = farthest(edges, still, 1);
    const twoSteps = farthest(edges, still, 2);
    const flyTarget = farthest(edges, still, 3);
    if (!neighbour || !twoSteps || !flyTarget) throw new Error('the demo world is too small for the bench');
    console.log(`bench moves: at ${still}; one step ${neighbour}; two steps ${twoSteps}; fly ${flyTarget}`);

    // Idle: a still picture, nothing moving.
    await page.waitForTimeout(1500);
    const rendersBefore = await page.evaluate(() => window.__tour!.scene.renders);
    await page.waitForTimeout(3000);
    const idleRenders = ((await page.evaluate(() => window.__tour!.scene.renders)) - rendersBefore) / 3;

    // Warm-up round trip, then the baseline of resources and heap.
    await go(page, neighbour);
    await go(page, still);
    const baseline = await page.evaluate(() => window.__tour!.scene.resources());
    const heapBefore = await heapAfterGc(page);

    // Seams: a two-step route at rate 1 and a fly route at rate 2, twice each.
    for (let i = 0; i < 2; i += 1) {
      await go(page, twoSteps);
      await go(page, still);
      await go(page, flyTarget);
      await go(page, still);
    }

    // Many navigations (tap to motion measured on each), then resources and heap again.
    await page.evaluate(() => performance.clearMeasures('tour:tap-to-motion'));
    for (let i = 0; i < navigations; i += 1) await go(page, i % 2 === 0 ? neighbour : still);
    const tapToMotion = await page.evaluate(() =>
      performance.getEntriesByName('tour:tap-to-motion').map((entry) => entry.duration),
    );
    const seams = await page.evaluate(() => window.__tour!.scene.seams);
    const after = await page.evaluate(() => window.__tour!.scene.resources());
    const heapAfter = await heapAfterGc(page);
    const skipped = await page.evaluate(() => window.__tour!.scene.skippedClips);

    const ratios = (rate: number) =>
      seams.filter((seam) => seam.rate === rate).map((seam) => seam.gapMs / seam.intervalMs);
    const seamRow = (rate: number, target: string): Row[] => {
      const values = ratios(rate);
      return [
        {
          figure: `seam gap / frame interval at rate ${rate}, median (n=${values.length})`,
          value: fixed(percentile(values, 50)),
          target,
        },
        { figure: `seam gap / frame interval at rate ${rate}, worst`, value: fixed(Math.max(...values)), target },
      ];
    };
    return [
      { figure: 'first route JS, gzip (KB)', value: fixed(firstRouteKb, 1), target: 'floor react+fiber+three ~312' },
      {
        figure: `tap to first transition frame p50 (ms, n=${tapToMotion.length})`,
        value: fixed(percentile(tapToMotion, 50), 1),
        target: '',
      },
      {
        figure: 'tap to first transition frame p95 (ms)',
        value: fixed(percentile(tapToMotion, 95), 1),
        target: '< 100',
      },
      ...seamRow(1, '<= 1'),
      ...seamRow(2, '<= 2'),
      { figure: 'renders per second, idle still background', value: fixed(idleRenders, 1), target: '0' },
      {
        figure: `textures after ${navigations} navigations (baseline)`,
        value: `${after.textures} (${baseline.textures})`,
        target: 'baseline',
      },
      { figure: 'geometries (baseline)', value: `${after.geometries} (${baseline.geometries})`, target: 'baseline' },
      {
        figure: 'live video elements (baseline)',
        value: `${after.liveVideos} (${baseline.liveVideos})`,
        target: '<= 3',
      },
      {
        figure: 'JS heap growth after GC (%)',
        value: fixed(((heapAfter - heapBefore) / heapBefore) * 100, 1),
        target: '< 5',
      },
      { figure: 'clips skipped (errors, stalls)', value: String(skipped), target: '0' },
    ];
  } finally {
    await browser.close();
  }
}
