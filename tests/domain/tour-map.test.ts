/**
 * Issue 32, point 3: the tour map of a world built from the content (its locations, one arrow per direction, the
 * worlds its portals lead to, the tour check's problems on what they name) and the kept layout merged with the
 * automatic one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TourProblem } from '../../src/domain/tour-check.ts';
import { buildWorldMap, layoutForest, mergeLayout, thumbnailOf } from '../../src/domain/tour-map.ts';
import type { ContentBundle } from '../../src/domain/types.ts';
import { DEMO, loadBundle } from '../fixtures/tour-bundles.ts';

let de: ContentBundle;
beforeAll(async () => {
  de = (await loadBundle(DEMO)).locales.find((l) => l.content.locale === 'de')!.content;
});

const problem = (entity: TourProblem['entity'], kind: TourProblem['kind'] = 'unreachable-location'): TourProblem => ({
  kind,
  locales: ['de'],
  entity,
  message: kind,
});

describe('buildWorldMap', () => {
  it("draws the factory's locations, its start, an arrow per direction and the worlds its portals lead to", () => {
    const map = buildWorldMap(de, 'factory', []);
    const locations = de.locations.filter((l) => l.worldSlug === 'factory').map((l) => l.payloadId);
    expect(map.nodes.filter((n) => n.kind === 'location').map((n) => n.id)).toEqual(locations);
    expect(map.nodes.filter((n) => n.start).map((n) => n.id)).toEqual(['factory-entrance']);
    expect(map.nodes.filter((n) => n.kind === 'portal').map((n) => [n.id, n.label])).toEqual([
      ['world:service', de.worlds.find((w) => w.slug === 'service')!.name],
      ['world:innovation-lab', de.worlds.find((w) => w.slug === 'innovation-lab')!.name],
    ]);
    const touching = de.transitions.filter((t) => locations.includes(t.from) || locations.includes(t.to));
    expect(map.edges.map((e) => e.id).sort()).toEqual(touching.map((t) => t.payloadId).sort());
    expect(map.edges.every((e) => e.clip && e.transition === e.id)).toBe(true);
    const gate = map.edges.find((e) => e.from === 'factory-service-gate' && e.to === 'service-reception')!;
    expect([gate.source, gate.target]).toEqual(['factory-service-gate', 'world:service']);
  });

  it('shows small renditions only, never an original', () => {
    const map = buildWorldMap(de, 'factory', []);
    for (const node of map.nodes.filter((n) => n.thumbnail)) expect(node.thumbnail).toMatch(/\/thumbnail_/);
    expect(thumbnailOf(null)).toBeNull();
  });

  it('draws a direction without a clip, and one no transition plays, as arrows without a clip', () => {
    const cut = structuredClone(de);
    const there = cut.transitions.find((t) => t.payloadId === 'factory-lobby--factory-hall')!;
    there.video = null;
    cut.transitions = cut.transitions.filter((t) => t.payloadId !== 'factory-cnc--factory-hall');
    const map = buildWorldMap(cut, 'factory', [
      problem({ type: 'transition', id: there.payloadId, world: 'factory' }, 'transition-without-clip'),
      problem({ type: 'transition', id: 'factory-cnc--factory-hall', world: 'factory' }, 'transition-without-clip'),
    ]);
    const lobby = map.edges.find((e) => e.id === there.payloadId)!;
    expect([lobby.clip, lobby.transition, lobby.problems.length]).toEqual([false, there.payloadId, 1]);
    const missing = map.edges.find((e) => e.id === 'factory-cnc--factory-hall')!;
    expect(missing).toMatchObject({ clip: false, transition: null, source: 'factory-cnc', target: 'factory-hall' });
    expect(missing.problems).toHaveLength(1);
  });

  it("puts a location's problems, its hotspots' too, on its node", () => {
    const map = buildWorldMap(de, 'factory', [
      problem({ type: 'location', id: 'factory-cnc', world: 'factory' }),
      problem({ type: 'hotspot', id: 'h1', location: 'factory-cnc', world: 'factory' }, 'hotspot-cut-off'),
      problem({ type: 'location', id: 'service-parts', world: 'service' }),
    ]);
    const marked = map.nodes.filter((n) => n.problems.length).map((n) => [n.id, n.problems.map((p) => p.kind)]);
    expect(marked).toEqual([['factory-cnc', ['unreachable-location', 'hotspot-cut-off']]]);
  });
});

describe('layoutForest', () => {
  it('hangs every node under the node it is first reached from, the start first, the unreached as roots', () => {
    const cut = structuredClone(de);
    cut.transitions = cut.transitions.filter((t) => t.to !== 'factory-warehouse');
    const forest = layoutForest(buildWorldMap(cut, 'factory', []));
    expect(forest[0]).toEqual({ id: 'factory-entrance', parent: null });
    expect(forest.filter((n) => n.parent === null).map((n) => n.id)).toEqual(['factory-entrance', 'factory-warehouse']);
    expect(new Set(forest.map((n) => n.id)).size).toBe(forest.length);
  });
});

describe('mergeLayout', () => {
  it("keeps where an editor put a node, the automatic place for the others, and drops the gone ones' places", () => {
    const auto = { a: { x: 0, y: 0 }, b: { x: 100, y: 0 }, c: { x: 200, y: 0 } };
    const saved = { b: { x: 5, y: 7 }, gone: { x: 1, y: 1 } };
    expect(mergeLayout(['a', 'b', 'c'], auto, saved)).toEqual({
      a: { x: 0, y: 0 },
      b: { x: 5, y: 7 },
      c: { x: 200, y: 0 },
    });
  });
});
