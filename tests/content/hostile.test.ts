import fc from 'fast-check';
import type { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMediaUrlResolver } from '../../src/content/media-url.ts';
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

const GOOD = Object.fromEntries(COLLECTIONS.map((c) => [c, fixtureData(FIXTURES[c]) as unknown[]]));
const good = (collection: (typeof COLLECTIONS)[number]): unknown[] => GOOD[collection]!;

const parse = (raw: RawContent) => parseContent(raw, 'de', { resolveMediaUrl, log: () => {} });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

/** Replaces one random path inside a JSON value by a random value. */
function mutate(value: unknown, path: number[], replacement: unknown): unknown {
  if (path.length === 0 || value === null || typeof value !== 'object') return replacement;
  const entries = Object.entries(value);
  if (entries.length === 0) return replacement;
  const [head, ...rest] = path;
  const index = head! % entries.length;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
  const key = entries[index]![0];
  (copy as Record<string, unknown>)[key] = mutate(entries[index]![1], rest, replacement);
  return copy;
}

describe('hostile payloads never throw out of the parser', () => {
  it('random JSON in every slot', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(fc.jsonValue(), { maxLength: 5 }), (settings, items) => {
        const raw = empty();
        raw.settings = settings;
        for (const c of COLLECTIONS) raw[c] = items;
        const bundle = parse(raw);
        expect(bundle.locale).toBe('de');
      }),
      { numRuns: 40 },
    );
  });

  it('random JSON items, with one schema set (faster, more runs)', () => {
    const ctx = createParseContext({ resolveMediaUrl, log: () => {} });
    const schemas = createSchemas(ctx);
    const anything = fc.oneof(fc.jsonValue(), fc.anything());
    fc.assert(
      fc.property(anything, fc.array(anything, { maxLength: 4 }), (settings, items) => {
        parseAppSettings(settings, ctx, schemas.media);
        for (const key of [
          'world',
          'location',
          'transition',
          'article',
          'dashboard',
          'menu',
          'icon',
          'screensaver',
        ] as const) {
          parseItems(key, items, schemas[key] as unknown as z.ZodType<unknown>, ctx);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('random mutations of good items: never throws, unbroken items survive', () => {
    const ctx = createParseContext({ resolveMediaUrl, log: () => {} });
    const schemas = createSchemas(ctx);
    const schemaOf = {
      worlds: schemas.world,
      contents: schemas.location,
      transitions: schemas.transition,
      articles: schemas.article,
      dashboards: schemas.dashboard,
      menus: schemas.menu,
      icons: schemas.icon,
      screensavers: schemas.screensaver,
    } as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...COLLECTIONS),
        fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
        fc.oneof(fc.jsonValue(), fc.constant(null), fc.string({ minLength: 20_000, maxLength: 20_001 })),
        (collection, path, replacement) => {
          const items = good(collection);
          const schema = schemaOf[collection] as unknown as z.ZodType<unknown>;
          const mutated = mutate(items[0], path, replacement);
          const survivors = parseItems(collection, [mutated, ...items.slice(1)], schema, ctx).length;
          const untouched = parseItems(collection, items.slice(1), schema, ctx).length;
          // the mutated item may survive or be dropped; the others always load
          expect(survivors === untouched || survivors === untouched + 1).toBe(true);
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
