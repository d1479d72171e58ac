import { chromium } from '@playwright/test';
import lighthouse, { type Config, type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { createServer } from 'node:net';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/fixtures/chromium.ts';
import { FIRST_ROUTE_PATH } from './first-route.ts';
import { fixed, type Row } from './stats.ts';

/** Issue 31, point 3: what the first visit should reach, per preset (Lighthouse's simulated throttling). */
const TARGETS = {
  mobile: { performance: 90, lcpSeconds: 2.5 },
  desktop: { performance: 95, lcpSeconds: Number.NaN },
} as const;
const FULL_MARKS = ['accessibility', 'best-practices', 'seo'] as const;

type Preset = keyof typeof TARGETS;
const CONFIGS: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

/** A free TCP port on loopback, for Chromium's DevTools endpoint that Lighthouse drives. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface LighthouseFigures {
  preset: Preset;
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What the LCP element is (Lighthouse's selector), to see what the first picture waits for. */
  lcpElement: string;
  /** Audits under full marks in the categories that should have them, by id. */
  failing: string[];
}

function figures(preset: Preset, result: RunnerResult): LighthouseFigures {
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(
    Object.entries(categories).map(([id, category]) => [id, (category.score ?? 0) * 100]),
  );
  const failing = FULL_MARKS.flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  const lcpItems = (audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined)?.items;
  const lcpNode = JSON.stringify(lcpItems?.[0] ?? {}).match(/"selector":"([^"]*)"/)?.[1] ?? 'unknown';
  return {
    preset,
    scores,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpElement: lcpNode,
    failing,
  };
}

/**
 * Lighthouse 12.2.3 on `baseUrl + path` in Debian's Chromium, once per run and preset (mobile: Moto G Power over slow
 * 4G; desktop), each in a fresh browser so nothing is cached. With several runs the median run by performance is kept.
 */
export async function lighthouseRuns(baseUrl: string, path = FIRST_ROUTE_PATH, runs = 1): Promise<LighthouseFigures[]> {
  const kept: LighthouseFigures[] = [];
  for (const preset of Object.keys(TARGETS) as Preset[]) {
    const results: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      const port = await freePort();
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
      });
      try {
        const flags: Flags = {
          port,
          output: 'json',
          logLevel: 'error',
          formFactor: preset === 'mobile' ? 'mobile' : 'desktop',
        };
        const result = await lighthouse(`${baseUrl}${path}`, flags, CONFIGS[preset]);
        if (!result) throw new Error('Lighthouse returned no result');
        results.push(figures(preset, result));
      } finally {
        await browser.close();
      }
    }
    results.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
    kept.push(results[Math.floor(results.length / 2)]!);
  }
  return kept;
}

/** The report's rows: scores, LCP, TBT and CLS per preset, and the audits that keep a category under 100. */
export function lighthouseRows(all: readonly LighthouseFigures[]): Row[] {
  return all.flatMap((run) => {
    const target = TARGETS[run.preset];
    const name = `Lighthouse ${run.preset}`;
    return [
      {
        figure: `${name}: performance`,
        value: fixed(run.scores.performance ?? Number.NaN, 0),
        target: `>= ${target.performance}`,
      },
      {
        figure: `${name}: LCP (s), element`,
        value: `${fixed(run.lcpMs / 1000, 2)} (${run.lcpElement})`,
        target: Number.isNaN(target.lcpSeconds) ? 'report' : `<= ${target.lcpSeconds}`,
      },
      { figure: `${name}: TBT (ms) / CLS`, value: `${fixed(run.tbtMs, 0)} / ${fixed(run.cls, 3)}`, target: 'report' },
      {
        figure: `${name}: accessibility / best practices / SEO`,
        value: FULL_MARKS.map((id) => fixed(run.scores[id] ?? Number.NaN, 0)).join(' / '),
        target: '100 / 100 / 100',
      },
      { figure: `${name}: audits under full marks`, value: run.failing.join(', ') || 'none', target: 'none' },
    ];
  });
}

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string } };
}

/** A main-thread task of the first visit, and what it mostly ran. */
export interface Task {
  ms: number;
  ran: string;
}

/** What a task spent its time on: a script by name, module evaluation (which names no script), else 'rendering'. */
function ranIn(task: TraceEvent, events: readonly TraceEvent[]): string {
  const time = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== task.pid || event.tid !== task.tid || !event.dur || event.name === 'RunTask') continue;
    if (event.ts < task.ts || event.ts > task.ts + task.dur!) continue;
    const url = event.args?.data?.url;
    const what = url ? url.split('/').pop()! : event.name === 'v8.evaluateModule' ? 'module evaluation' : null;
    if (what) time.set(what, (time.get(what) ?? 0) + event.dur);
  }
  return [...time].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'rendering';
}

/**
 * The first visit's main-thread tasks on this machine, unthrottled (Chromium's trace), from the page request until
 * `settleMs` after the load, longest first.
 */
export async function firstVisitTasks(baseUrl: string, path = FIRST_ROUTE_PATH, settleMs = 6000): Promise<Task[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    // The server has made the locale's head before the measured visit, as it has for all but the first visitor.
    await page.request.get(`${baseUrl}${path}`);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    // The page's main thread: the one that ran its scripts.
    const calls = new Map<string, number>();
    for (const event of traceEvents)
      if (event.name === 'FunctionCall')
        calls.set(`${event.pid}:${event.tid}`, (calls.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
    const main = [...calls].sort((a, b) => b[1] - a[1])[0]?.[0];
    return traceEvents
      .filter((event) => event.name === 'RunTask' && `${event.pid}:${event.tid}` === main && event.dur)
      .map((task) => ({ ms: task.dur! / 1000, ran: ranIn(task, traceEvents) }))
      .sort((a, b) => b.ms - a.ms);
  } finally {
    await browser.close();
  }
}

/** The rows of {@link firstVisitTasks}: the longest task, and the long ones (over 50 ms) together. */
export function taskRows(tasks: readonly Task[]): Row[] {
  const long = tasks.filter((task) => task.ms > 50);
  const longest = tasks[0] ?? { ms: Number.NaN, ran: 'none' };
  return [
    {
      figure: 'first visit, this machine: longest main-thread task (ms), what it ran',
      value: `${fixed(longest.ms, 0)} (${longest.ran})`,
      target: '<= 200',
    },
    {
      figure: 'first visit, this machine: tasks over 50 ms, count / total (ms)',
      value: `${long.length} / ${fixed(
        long.reduce((sum, task) => sum + task.ms, 0),
        0,
      )}`,
      target: 'report',
    },
  ];
}
