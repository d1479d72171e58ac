import type { ContentBundle, Locale } from '../domain/types.ts';
import { createParseContext, type ParseContextOptions } from './parse-context.ts';
import { parseItems, parseItemsInSteps } from './parse-items.ts';
import { parseAppSettings } from './schemas/app-setting.ts';
import { createSchemas } from './schemas/create-schemas.ts';

/** Wire data of one load: the app-setting `data` and every collection's items (already merged per locale). */
export interface RawContent {
  settings: unknown;
  worlds: readonly unknown[];
  contents: readonly unknown[];
  transitions: readonly unknown[];
  articles: readonly unknown[];
  dashboards: readonly unknown[];
  menus: readonly unknown[];
  icons: readonly unknown[];
  screensavers: readonly unknown[];
}

/**
 * The parse in steps: a `collection` step after each collection, an `item` step between the items of the large ones
 * (locations, transitions, articles, dashboards). A caller may let the page breathe between them.
 */
function* parseSteps(
  raw: RawContent,
  locale: Locale,
  options: ParseContextOptions,
): Generator<'collection' | 'item', ContentBundle> {
  const ctx = createParseContext(options);
  const schemas = createSchemas(ctx);
  const settings = parseAppSettings(raw.settings, ctx, schemas.media);
  ctx.defaultAnimation = settings.hotspots.defaultAnimation;
  yield 'collection';
  const worlds = parseItems('worlds', raw.worlds, schemas.world, ctx, (w) => w.slug);
  yield 'collection';
  const locations = yield* parseItemsInSteps('contents', raw.contents, schemas.location, ctx, (l) => l.payloadId);
  yield 'collection';
  const transitions = yield* parseItemsInSteps(
    'transitions',
    raw.transitions,
    schemas.transition,
    ctx,
    (t) => t.payloadId,
  );
  yield 'collection';
  const articles = yield* parseItemsInSteps('articles', raw.articles, schemas.article, ctx, (a) => a.id);
  yield 'collection';
  const dashboards = yield* parseItemsInSteps('dashboards', raw.dashboards, schemas.dashboard, ctx, (d) => d.id);
  yield 'collection';
  const menus = parseItems('menus', raw.menus, schemas.menu, ctx, (m) => m.key);
  const icons = parseItems('icons', raw.icons, schemas.icon, ctx, (i) => i.id);
  const screensavers = parseItems('screensavers', raw.screensavers, schemas.screensaver, ctx, (s) => s.id);
  return { locale, settings, worlds, locations, transitions, articles, dashboards, menus, icons, screensavers };
}

/**
 * Turns wire data into the domain bundle. Settings are parsed first: their default hotspot animation
 * fills locations that set none. Invalid items are dropped with a warning; this never throws.
 */
export function parseContent(raw: RawContent, locale: Locale, options: ParseContextOptions): ContentBundle {
  const steps = parseSteps(raw, locale, options);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** The browser's next task: `scheduler.yield()` where there is one (Chromium), else a timeout. */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * How long the parse may hold the page between turns within a collection: the demo's 18 locations (150 KB of JSON)
 * were one task, four times as long on a phone as Lighthouse simulates it (its 4x slower CPU).
 */
const SLICE_MS = 8;

/**
 * {@link parseContent} in tasks: a turn for the page after every collection, and within one whenever the parse has
 * run for `SLICE_MS` (the whole took one task of about 100 ms on a 2-core machine at the first visit, in which the
 * page could neither paint nor answer a tap).
 */
export async function parseContentInTasks(
  raw: RawContent,
  locale: Locale,
  options: ParseContextOptions,
): Promise<ContentBundle> {
  const steps = parseSteps(raw, locale, options);
  let turn = performance.now();
  let step = steps.next();
  while (!step.done) {
    if (step.value === 'collection' || performance.now() - turn >= SLICE_MS) {
      await nextTask();
      turn = performance.now();
    }
    step = steps.next();
  }
  return step.value;
}
