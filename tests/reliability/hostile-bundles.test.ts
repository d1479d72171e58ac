import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_GUARDS, runGuards } from '../../src/app/guards';
import { parseClientSettings } from '../../src/content/client-settings';
import { loadContent } from '../../src/content/load-content';
import { createMediaUrlResolver } from '../../src/content/media-url';
import { parseContent, type RawContent } from '../../src/content/parse-content';
import { indexContent } from '../../src/domain/content-index';
import { buildWorldGraph, pathWeight, shortestPath } from '../../src/domain/graph';
import { finishSegment, initialNavigation, requestNavigation, type PlannerContext } from '../../src/domain/navigation';
import { segmentEnd, segmentStart } from '../../src/domain/plan';
import { resolveRoute } from '../../src/domain/route-resolution';
import type { ContentBundle, Transition } from '../../src/domain/types';
import { createFakeStrapi, fixtureData } from '../content/fake-strapi';
import { reference } from '../domain/fixtures';
import { checkProperty } from './property';

const resolveMediaUrl = createMediaUrlResolver({ apiBase: '/box-api', mediaHost: null });
const SETTINGS = fixtureData('app-setting.json');
/** Parses `raw` under the fixture's settings (kept out of the generated bundles, so that a counterexample reads). */
const parse = (raw: RawContent) =>
  parseContent({ ...raw, settings: SETTINGS }, 'de', { resolveMediaUrl, log: () => {} });
const clientSettings = parseClientSettings(
  JSON.parse(readFileSync(new URL('../../public/app-settings.json', import.meta.url), 'utf8')),
);
/** A transition clip as the CMS sends it. */
const VIDEO = (fixtureData('content-transitions.de.json') as { background: { video: unknown } }[])[0]!.background.video;

/** The collections a bundle's graph is made of; the other ones stay empty here. */
type Collection = 'worlds' | 'contents' | 'transitions';
const COLLECTIONS: readonly Collection[] = ['worlds', 'contents', 'transitions'];

const worldModel = fc.record({
  locations: fc.nat({ max: 4 }),
  start: fc.constantFrom('own', 'other', 'missing', 'none'),
  startAt: fc.nat(),
  loginOnly: fc.boolean(),
  password: fc.boolean(),
});
const transitionModel = fc.record({
  from: fc.nat(),
  to: fc.nat(),
  weight: fc.option(fc.nat({ max: 300 })),
  active: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, fc.constant(false)),
  direct: fc.boolean(),
  video: fc.boolean(),
  /** The way back too: a cycle. */
  back: fc.boolean(),
});
type WorldModel = typeof worldModel extends fc.Arbitrary<infer T> ? T : never;
type TransitionModel = typeof transitionModel extends fc.Arbitrary<infer T> ? T : never;

/** A valid bundle: worlds `w0…` with locations `w0-l0…`, transitions `t0…` (some of them back: `t0-back`). */
function validBundle(worlds: WorldModel[], transitions: TransitionModel[]): RawContent {
  const ids = worlds.map((world, i) => Array.from({ length: world.locations }, (_, k) => `w${i}-l${k}`));
  const all = ids.flat();
  const start = (world: WorldModel, i: number): string | null => {
    const own = ids[i]!;
    const other = ids[(i + 1) % ids.length]!;
    if (world.start === 'own') return own[world.startAt % Math.max(own.length, 1)] ?? null;
    if (world.start === 'other') return other[world.startAt % Math.max(other.length, 1)] ?? null;
    return world.start === 'missing' ? 'gone' : null;
  };
  const transition = (payloadId: string, from: string, to: string, model: TransitionModel) => ({
    payloadId,
    from: { payloadId: from },
    to: { payloadId: to },
    weight: model.weight,
    transitionOptions: { active: model.active, direct_transition: model.direct, blending_time: null },
    background: { video: model.video ? VIDEO : null, image: null },
    world: { slug: from.split('-')[0] },
  });
  return {
    settings: null,
    worlds: worlds.map((world, i) => ({
      slug: `w${i}`,
      name: `World ${i}`,
      start_location_id: start(world, i),
      only_logged_in_users: world.loginOnly,
      protect_with_password: world.password,
    })),
    contents: ids.flatMap((own, i) =>
      own.map((payloadId, k) => ({ payloadId, slug: `l${k}`, title: payloadId, world: { slug: `w${i}` } })),
    ),
    transitions: all.length
      ? transitions.flatMap((model, j) => {
          const from = all[model.from % all.length]!;
          const to = all[model.to % all.length]!;
          const there = transition(`t${j}`, from, to, model);
          return model.back ? [there, transition(`t${j}-back`, to, from, model)] : [there];
        })
      : [],
    articles: [],
    dashboards: [],
    menus: [],
    icons: [],
    screensavers: [],
  };
}

/** A key no valid item has: broken items are told apart from valid ones by it. */
const xKey = fc.string({ minLength: 1, maxLength: 6 }).map((s) => `x-${s}`);

/** Items that are not valid: missing or wrong-typed fields, dangling relations, self-loops, plain garbage. */
function brokenItems(locationIds: readonly string[]): Record<Collection, fc.Arbitrary<unknown>> {
  const end = (locationIds.length ? fc.oneof(fc.constantFrom(...locationIds), xKey) : xKey).map((payloadId) => ({
    payloadId,
  }));
  return {
    worlds: fc.oneof(
      fc.jsonValue(),
      fc.record({ slug: fc.constantFrom(42, '', '   ', null, ['w0'], { slug: 'w0' }) }, { requiredKeys: [] }),
      fc.record({ slug: xKey, name: fc.constantFrom(7, {}, true), protect_with_password: fc.constant('yes') }),
      // Kept by the parser: a start location that does not exist, or lies in another world.
      fc.record({ slug: xKey, start_location_id: locationIds.length ? fc.constantFrom(...locationIds) : xKey }),
    ),
    contents: fc.oneof(
      fc.jsonValue(),
      fc.record({
        payloadId: fc.constantFrom(7, '', null),
        slug: fc.constant('l0'),
        world: fc.constant({ slug: 'w0' }),
      }),
      // Without a world, a world of the wrong type, an unknown world, or a location no transition reaches.
      fc.record({
        payloadId: xKey,
        slug: xKey,
        world: fc.oneof(
          fc.constantFrom(null, 'w0', {}, { slug: 'w0' }),
          xKey.map((slug) => ({ slug })),
        ),
      }),
    ),
    transitions: fc.oneof(
      fc.jsonValue(),
      fc.record({ payloadId: xKey, from: fc.constantFrom(null, 'w0-l0', { payloadId: 7 }), to: end }),
      fc.record({ payloadId: xKey, from: end, to: end, weight: fc.constantFrom('heavy', -1, true, {}) }),
      // Kept by the parser: dangling ends, self-loops, inactive ones, and more edges between valid locations (cycles).
      fc.record({
        payloadId: fc.option(xKey),
        from: end,
        to: end,
        weight: fc.option(fc.nat({ max: 300 })),
        transitionOptions: fc.option(fc.record({ active: fc.boolean() })),
      }),
    ),
  };
}

/** `valid` with `broken` items put in between, each at its own place; the valid ones keep their order. */
function interleave(valid: readonly unknown[], broken: readonly (readonly [unknown, number])[]): unknown[] {
  const out = [...valid];
  for (const [item, at] of broken) out.splice(at % (out.length + 1), 0, item);
  return out;
}

/** A valid bundle, and the same with broken items among its items. */
const hostileBundle = fc
  .record({
    worlds: fc.array(worldModel, { minLength: 1, maxLength: 3 }),
    transitions: fc.array(transitionModel, { maxLength: 12 }),
  })
  .chain(({ worlds, transitions }) => {
    const valid = validBundle(worlds, transitions);
    const broken = brokenItems((valid.contents as { payloadId: string }[]).map((l) => l.payloadId));
    const some = (collection: Collection) => fc.array(fc.tuple(broken[collection], fc.nat()), { maxLength: 4 });
    return fc
      .record({ worlds: some('worlds'), contents: some('contents'), transitions: some('transitions') })
      .map((extra) => ({
        valid,
        hostile: { ...valid, ...Object.fromEntries(COLLECTIONS.map((c) => [c, interleave(valid[c], extra[c])])) },
      }));
  });

/** Each collection's parsed items with the key the parser tells duplicates by. */
const KEY_OF = {
  worlds: (bundle: ContentBundle) => bundle.worlds.map((w) => [w.slug, w] as const),
  contents: (bundle: ContentBundle) => bundle.locations.map((l) => [l.payloadId, l] as const),
  transitions: (bundle: ContentBundle) => bundle.transitions.map((t) => [t.payloadId, t] as const),
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('hostile content bundles (RELIABILITY.md: content)', () => {
  it('parse without throwing, and the valid items come through unchanged and in order', async () => {
    await checkProperty(
      'hostile bundles: valid part unchanged',
      fc.property(hostileBundle, ({ valid, hostile }) => {
        const expected = parse(valid);
        const bundle = parse(hostile);
        // The valid bundle parses whole: nothing valid is dropped on its own.
        expect(expected.worlds).toHaveLength(valid.worlds.length);
        expect(expected.locations).toHaveLength(valid.contents.length);
        expect(expected.transitions).toHaveLength(valid.transitions.length);
        const changed = COLLECTIONS.flatMap((c) => {
          const want = KEY_OF[c](expected);
          const keys = new Set(want.map(([key]) => key));
          const got = KEY_OF[c](bundle).filter(([key]) => keys.has(key));
          return isDeepStrictEqual(got, want) ? [] : [{ collection: c, got: got.map(([key]) => key) }];
        });
        expect(changed).toEqual([]);
        expect(bundle.settings).toStrictEqual(expected.settings);
      }),
      30,
    );
  });

  it('load through the API client without throwing, as they parse', async () => {
    await checkProperty(
      'hostile bundles: loading',
      fc.asyncProperty(hostileBundle, async ({ hostile }) => {
        // What the wire carries: JSON (fast-check's -0 arrives as 0).
        const wire = JSON.parse(JSON.stringify({ ...hostile, settings: SETTINGS })) as RawContent;
        const routes = Object.fromEntries(
          clientSettings.endpoints.flatMap(({ store, path, single, localized }) =>
            store in wire
              ? [[path, { single, byLocale: { [localized ? 'de' : '*']: wire[store as keyof RawContent] } }]]
              : [],
          ),
        );
        const bundle = await loadContent({
          locale: 'de',
          settings: clientSettings,
          fetch: createFakeStrapi(routes).fetch,
        });
        expect(bundle).toStrictEqual(parse(wire));
      }),
      10,
    );
  });

  it('give every pair of locations a valid, shortest path or "no path", and every move an end', async () => {
    await checkProperty(
      'hostile bundles: paths',
      fc.property(hostileBundle, fc.boolean(), fc.boolean(), ({ hostile }, powerSaveMode, reducedMotion) => {
        const bundle = parse(hostile);
        const graph = buildWorldGraph(bundle.locations, bundle.transitions);
        const ctx: PlannerContext = {
          graph,
          settings: bundle.settings.pathfinding,
          flags: { powerSaveMode, reducedMotion },
        };
        // What may be walked, read off the bundle rather than the graph: active transitions between its locations.
        const ids = bundle.locations.map((location) => location.payloadId);
        const known = new Set(ids);
        const walkable = bundle.transitions.filter((t) => t.options.active && known.has(t.from) && known.has(t.to));
        const failures = [...ids, 'x-nowhere'].flatMap((from) => {
          const distances = known.has(from) ? reference(ids, walkable, from) : new Map<string, { dist: number }>();
          return [...ids, 'x-nowhere'].flatMap((to) => {
            const path = shortestPath(graph, from, to);
            const problems = [
              ...pathProblems(walkable, from, to, path, known.has(to) ? distances.get(to)?.dist : undefined),
              ...(known.has(from) && known.has(to) ? moveProblems(ctx, walkable, from, to) : []),
            ];
            return problems.length ? [{ from, to, problems }] : [];
          });
        });
        expect(failures).toEqual([]);
      }),
      50,
    );
  });

  it('give each world its start, or a clear "no start" the guards tell', async () => {
    await checkProperty(
      'hostile bundles: route resolution',
      fc.property(hostileBundle, fc.boolean(), ({ valid, hostile }, loggedIn) => {
        const index = indexContent(parse(hostile));
        const graph = buildWorldGraph(index.bundle.locations, index.bundle.transitions);
        const failures = index.bundle.worlds.flatMap((world) => {
          const resolution = resolveRoute(index, world.slug, []);
          const outcome = runGuards(PAGE_GUARDS.world, {
            locale: 'de',
            params: { world: world.slug, rest: '' },
            index,
            loggedIn,
            powerSaveMode: false,
            hostname: 'showroom.example',
          });
          // A valid world's start, when it was given one of its own locations (`w0-l…` of `w0`); a broken world's is
          // not known here, only that it must lie in the world.
          const given = (valid.worlds as { slug: string; start_location_id: string | null }[]).find(
            (w) => w.slug === world.slug,
          );
          const own = given?.start_location_id?.startsWith(`${world.slug}-`) ? given.start_location_id : null;
          const start = given ? own : resolution.kind === 'location' ? resolution.location.payloadId : null;
          const withheld = !index.locationsBySlug.get(world.slug)?.size;
          const expected =
            world.onlyLoggedInUsers && !loggedIn
              ? 'redirect'
              : world.protectWithPassword && withheld
                ? 'locked'
                : start
                  ? 'pass'
                  : 'misconfigured';
          const fine =
            (start
              ? resolution.kind === 'location' &&
                resolution.location.payloadId === start &&
                resolution.location.worldSlug === world.slug &&
                graph.locations.has(start)
              : resolution.kind === 'no-start') &&
            outcome.kind === expected &&
            (outcome.kind !== 'redirect' || outcome.to.startsWith('/de/login?'));
          return fine ? [] : [{ world: world.slug, start, resolution: resolution.kind, outcome }];
        });
        expect(failures).toEqual([]);
      }),
      50,
    );
  });
});

/** What is wrong with `path` as the answer for `from` -> `to`, given the shortest distance (none: unreachable). */
function pathProblems(
  walkable: readonly Transition[],
  from: string,
  to: string,
  path: Transition[] | null,
  distance: number | undefined,
): string[] {
  if (path === null) return distance === undefined ? [] : ['no path, though one exists'];
  if (distance === undefined) return ['a path where none exists'];
  const problems: string[] = [];
  const visited = [from, ...path.map((step) => step.to)];
  if (path.some((step, i) => step.from !== visited[i] || !walkable.includes(step)))
    problems.push(`a step that is no active transition from where the path is: ${path.map((s) => s.payloadId)}`);
  if (visited.at(-1) !== to) problems.push(`ends at ${visited.at(-1)}`);
  if (new Set(visited).size !== visited.length) problems.push(`visits a location twice: ${visited}`);
  if (pathWeight(path) !== distance) problems.push(`weighs ${pathWeight(path)}, the shortest ${distance}`);
  return problems;
}

/** What is wrong with moving from `from` to `to` as the presenter does: plan, then play segment after segment. */
function moveProblems(ctx: PlannerContext, walkable: readonly Transition[], from: string, to: string): string[] {
  let state = requestNavigation(initialNavigation(from), to, ctx);
  const segments = state.route?.plan.segments ?? [];
  if (from === to) return state.route ? ['a route to where it is'] : [];
  if (segments.length === 0) return ['no route'];
  if (segments.some((segment, i) => segmentStart(segment) !== (i === 0 ? from : segmentEnd(segments[i - 1]!))))
    return ['segments that do not join'];
  if (segments.some((segment) => segment.kind === 'clip' && !walkable.includes(segment.transition)))
    return ['a clip of no active transition'];
  for (let played = 0; state.route && played <= segments.length; played++) state = finishSegment(state).state;
  return state.route === null && state.current === to ? [] : [`ended at ${state.current}, moving: ${!!state.route}`];
}
