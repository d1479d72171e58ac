import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import type { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMediaUrlResolver } from '../../src/content/media-url.ts';
import type { ContentBundle } from '../../src/domain/types.ts';
import { parseContent, type RawContent } from '../../src/content/parse-content.ts';
import { createParseContext } from '../../src/content/parse-context.ts';
import { parseItems } from '../../src/content/parse-items.ts';
import { parseAppSettings } from '../../src/content/schemas/app-setting.ts';
import { createSchemas } from '../../src/content/schemas/create-schemas.ts';
import { parseUiTranslations } from '../../src/content/ui-translations.ts';
import { fixtureData } from './fake-strapi.ts';

const resolveMediaUrl = createMediaUrlResolver({ apiBase: '/box-api', mediaHost: null });
const COLLECTIONS = [
  'worlds',
  'contents',
  'transitions',
  'articles',
  'dashboards',
  'menus',
  'icons',
  'screensavers',
] as const;
const FIXTURES: Record<(typeof COLLECTIONS)[number], string> = {
  worlds: 'worlds.de.json',
  contents: 'content-locations.de.json',
  transitions: 'content-transitions.de.json',
  articles: 'articles.de.json',
  dashboards: 'dashboards.de.json',
  menus: 'menus.de.json',
  icons: 'icons.json',
  screensavers: 'screensavers.json',
};

const empty = (): RawContent => ({
  settings: null,
  worlds: [],
  contents: [],
  transitions: [],
  articles: [],
  dashboards: [],
  menus: [],
  icons: [],
  screensavers: [],
});

type Collection = (typeof COLLECTIONS)[number];

/** Frozen, so that a parser that writes into what it reads throws (and drops the item) instead of passing. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

const GOOD = deepFreeze(Object.fromEntries(COLLECTIONS.map((c) => [c, fixtureData(FIXTURES[c]) as unknown[]])));
const good = (collection: Collection): unknown[] => GOOD[collection]!;
const GOOD_SETTINGS = deepFreeze(fixtureData('app-setting.json'));

const parse = (raw: RawContent) => parseContent(raw, 'de', { resolveMediaUrl, log: () => {} });

/** The clean fixtures as one load. */
const clean = (settings: unknown = GOOD_SETTINGS): RawContent => ({ settings, ...GOOD }) as unknown as RawContent;

/** Where each collection's items land in the bundle, and (below) the key that makes two parsed items duplicates. */
const FIELD = {
  worlds: 'worlds',
  contents: 'locations',
  transitions: 'transitions',
  articles: 'articles',
  dashboards: 'dashboards',
  menus: 'menus',
  icons: 'icons',
  screensavers: 'screensavers',
} as const satisfies Record<Collection, keyof ContentBundle>;
const keyOf = (collection: Collection, item: unknown): unknown => {
  const entry = item as Record<string, unknown>;
  if (collection === 'worlds') return entry.slug;
  if (collection === 'contents' || collection === 'transitions') return entry.payloadId;
  return collection === 'menus' ? entry.key : entry.id;
};
const parsed = (bundle: ContentBundle, collection: Collection): unknown[] => bundle[FIELD[collection]];

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

/** The paths to every node of a JSON value, the value itself first. */
function nodePaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  return [prefix, ...Object.entries(value).flatMap(([key, inner]) => nodePaths(inner, [...prefix, key]))];
}

/**
 * A copy of `value` with the node at `path` replaced by `replacement` (`undefined`: the key removed). Only the
 * nodes on the path are copied: the rest is shared with `value`.
 */
function mutate(value: unknown, path: readonly string[], replacement: unknown): unknown {
  if (path.length === 0 || value === null || typeof value !== 'object') return replacement;
  const [key, ...rest] = path;
  const copy: Record<string, unknown> = Array.isArray(value)
    ? ([...value] as unknown as Record<string, unknown>)
    : { ...value };
  const inner = mutate((value as Record<string, unknown>)[key!], rest, replacement);
  if (inner === undefined && !Array.isArray(value)) delete copy[key!];
  else copy[key!] = inner;
  return copy;
}

/**
 * Throws, naming the first path where they differ, unless `actual` deep-equals `expected`. Cheaper than
 * `expect().toStrictEqual` on a failure (no diff of whole bundles), which matters when fast-check shrinks.
 */
function expectSame(actual: unknown, expected: unknown, label: string): void {
  if (isDeepStrictEqual(actual, expected)) return;
  const where = (a: unknown, b: unknown, path: string): string => {
    if (
      a === null ||
      b === null ||
      typeof a !== 'object' ||
      typeof b !== 'object' ||
      Array.isArray(a) !== Array.isArray(b)
    )
      return `${path || '(root)'}: ${JSON.stringify(a)?.slice(0, 200)} instead of ${JSON.stringify(b)?.slice(0, 200)}`;
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    const key = keys.find(
      (k) => !isDeepStrictEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    );
    return key === undefined
      ? `${path || '(root)'}: differs`
      : where((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`);
  };
  throw new Error(`${label} changed at ${where(actual, expected, '')}`);
}

describe('hostile payloads never throw out of the parser', () => {
  it('random JSON in every slot, before the good items: the good items come through unchanged', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(fc.jsonValue(), { maxLength: 5 }), (settings, items) => {
        const raw = empty();
        raw.settings = settings;
        for (const c of COLLECTIONS) raw[c] = [...items, ...good(c)];
        const bundle = parse(raw);
        expect(bundle.locale).toBe('de');
        // The same fixtures parsed without the garbage, under the same (random) settings: locations take
        // their default hotspot animation from the settings.
        const expected = parse(clean(settings));
        for (const c of COLLECTIONS) {
          const items = parsed(expected, c);
          expect(items.length).toBeGreaterThan(0);
          expectSame(parsed(bundle, c).slice(-items.length), items, `${c} after garbage`);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('random JSON items, with one schema set (faster, more runs): the good items after them come through unchanged', () => {
    const ctx = createParseContext({ resolveMediaUrl, log: () => {} });
    const schemas = createSchemas(ctx);
    const SCHEMA_OF = {
      worlds: 'world',
      contents: 'location',
      transitions: 'transition',
      articles: 'article',
      dashboards: 'dashboard',
      menus: 'menu',
      icons: 'icon',
      screensavers: 'screensaver',
    } as const satisfies Record<Collection, keyof typeof schemas>;
    const expected = parse(clean(null));
    const anything = fc.oneof(fc.jsonValue(), fc.anything());
    fc.assert(
      fc.property(anything, fc.array(anything, { maxLength: 4 }), (settings, items) => {
        parseAppSettings(settings, ctx, schemas.media);
        for (const c of COLLECTIONS) {
          const schema = schemas[SCHEMA_OF[c]] as unknown as z.ZodType<unknown>;
          const out = parseItems(c, [...items, ...good(c)], schema, ctx);
          // The schema set has parsed every earlier run's garbage: none of it may change a good item.
          const goodItems = parsed(expected, c);
          expectSame(out.slice(-goodItems.length), goodItems, `${c} after garbage`);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('random mutations of one good item: the other items come through unchanged and in place', () => {
    const expected = parse(clean());
    // Each fixture item as the clean load parses it (null: dropped), found by parsing it alone.
    const alone = (collection: Collection, item: unknown): unknown[] =>
      parsed(parse({ ...empty(), settings: GOOD_SETTINGS, [collection]: [item] }), collection);
    const cleanItems = Object.fromEntries(
      COLLECTIONS.map((c) => {
        const kept = parsed(expected, c);
        let next = 0;
        const byIndex = good(c).map((item) => (alone(c, item).length > 0 ? kept[next++] : null));
        // Every kept item was matched to its fixture item, in order.
        expect(next).toBe(kept.length);
        byIndex.forEach((item, i) => {
          if (item !== null) expect(alone(c, good(c)[i])).toStrictEqual([item]);
        });
        return [c, byIndex];
      }),
    ) as Record<Collection, unknown[]>;
    fc.assert(
      fc.property(
        fc.constantFrom(...COLLECTIONS),
        fc.nat(),
        fc.nat(),
        fc.oneof(
          fc.jsonValue(),
          fc.constant(null),
          fc.constant(undefined),
          // Longer than any text the schemas keep; one value, not a string fast-check would shrink char by char.
          fc.constant('x'.repeat(20_001)),
        ),
        (collection, at, node, replacement) => {
          const items = good(collection);
          const index = at % items.length;
          // Any node of the item, as likely deep inside (a format of an image of a background) as at the top.
          const paths = nodePaths(items[index]);
          const mutated = mutate(items[index], paths[node % paths.length]!, replacement);
          const own = alone(collection, mutated);
          // A mutated key equal to another item's makes one of them a duplicate: a rightful drop.
          fc.pre(
            own.every((item) =>
              cleanItems[collection].every(
                (other, i) => i === index || other === null || keyOf(collection, other) !== keyOf(collection, item),
              ),
            ),
          );
          const bundle = parse({ ...clean(), [collection]: items.map((item, i) => (i === index ? mutated : item)) });
          for (const c of COLLECTIONS) {
            // The mutated item is kept or dropped as it would be alone; every other item is the clean one.
            const want =
              c === collection
                ? cleanItems[c].flatMap((item, i) => (i === index ? own : item === null ? [] : [item]))
                : parsed(expected, c);
            expectSame(parsed(bundle, c), want, `${c} with one ${collection} item mutated`);
          }
          expectSame(bundle.settings, expected.settings, 'settings');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('drops garbage items and keeps the good ones', () => {
    const raw = empty();
    for (const c of COLLECTIONS) raw[c] = [null, 42, 'x', [], {}, { id: { $gt: 0 } }, ...good(c), true];
    const bundle = parse(raw);
    expect(bundle.worlds).toHaveLength(3);
    expect(bundle.locations).toHaveLength(3);
    expect(bundle.transitions).toHaveLength(3);
    expect(bundle.articles).toHaveLength(1);
    expect(bundle.dashboards).toHaveLength(1);
    expect(bundle.menus).toHaveLength(2);
    expect(bundle.icons).toHaveLength(1);
    expect(bundle.screensavers).toHaveLength(2);
  });

  it('null where objects are expected', () => {
    const raw = empty();
    raw.worlds = [{ slug: 'w', menus: null, logo: null, logo_settings: null, screensaver: null }];
    raw.contents = [
      {
        payloadId: 'p',
        slug: 's',
        world: { slug: 'w' },
        background: [null, { key: 'mobile', type: 'image', image: null, video: null, options: null }],
        hotspots: [null, { __component: 'hotspots.navigation', id: 1, position: { x: 0, y: 0 }, action_target: null }],
        group: null,
      },
    ];
    const bundle = parse(raw);
    expect(bundle.worlds[0]!.menus).toEqual([]);
    expect(bundle.locations[0]!.backgrounds).toHaveLength(1);
    expect(bundle.locations[0]!.hotspots[0]!.target).toEqual({
      id: null,
      payloadId: null,
      url: null,
      newTab: false,
      newWindow: false,
      menuKey: null,
    });
  });

  it('prototype-pollution keys change no prototype', () => {
    const payload = JSON.parse(
      '{"slug":"w","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},' +
        '"logo_settings":{"__proto__":{"polluted":true}}}',
    ) as unknown;
    const settings = JSON.parse(
      '{"box_hooks":[{"name":"h","type":"onTargetLocationChange","params":{"__proto__":{"polluted":true},"a":{"__proto__":{"x":1},"b":2}}}]}',
    ) as unknown;
    const raw = empty();
    raw.worlds = [payload];
    raw.settings = settings;
    const bundle = parse(raw);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(bundle.worlds[0])).toBe(Object.prototype);
    expect((bundle.worlds[0] as unknown as Record<string, unknown>).polluted).toBeUndefined();
    const params = bundle.settings.boxHooks[0]!.params;
    expect(Object.getPrototypeOf(params)).toBe(Object.prototype);
    expect(Object.keys(params)).toEqual(['a']);
    expect(params.a).toEqual({ b: 2 });
    expect(Object.getPrototypeOf(params.a)).toBe(Object.prototype);

    const strings = parseUiTranslations(
      JSON.parse('{"items":[{"key":"__proto__","value":"x"},{"key":"ok","value":"y"}]}'),
    );
    expect(Object.getPrototypeOf(strings)).toBe(Object.prototype);
    expect(strings).toEqual({ ok: 'y' });
  });

  it('huge strings and unknown components do not break loading', () => {
    const raw = empty();
    raw.worlds = [{ slug: 'x'.repeat(1_000_000) }, { slug: 'ok', name: 'n'.repeat(5_000_000) }, { slug: 'fine' }];
    raw.contents = [
      {
        payloadId: 'p',
        slug: 's',
        world: { slug: 'w' },
        hotspots: [{ __component: 'hotspots.self-destruct', id: 1, position: { x: 0, y: 0 } }],
      },
    ];
    raw.screensavers = [
      {
        id: 1,
        media: [{ __component: 'screensaver.evil' }, { __component: 'screensaver.video', media: { url: 'data:x' } }],
      },
    ];
    const bundle = parse(raw);
    expect(bundle.worlds.map((w) => w.slug)).toEqual(['fine']);
    expect(bundle.locations[0]!.hotspots).toEqual([]);
    expect(bundle.screensavers[0]!.items).toEqual([]);
  });

  it('wrong types for ids and flags drop the item; non-finite numbers are refused', () => {
    const raw = empty();
    raw.worlds = [
      { slug: 42 },
      { slug: 'a', protect_with_password: 'yes' },
      { slug: 'b', only_logged_in_users: 1 },
      { slug: 'c', sidebars_transition_time: -1 },
      { slug: 'd' },
    ];
    raw.transitions = [{ payloadId: 't', from: { payloadId: 'a' }, to: { payloadId: 'b' }, weight: Infinity }];
    const bundle = parse(raw);
    expect(bundle.worlds.map((w) => w.slug)).toEqual(['d']);
    expect(bundle.transitions).toEqual([]);
  });

  it('caps the number of warnings per load', () => {
    const log = vi.fn();
    const raw = empty();
    raw.worlds = Array.from({ length: 1000 }, () => ({}));
    parseContent(raw, 'de', { resolveMediaUrl, log, maxWarnings: 50 });
    expect(log).toHaveBeenCalledTimes(51);
  });
});
