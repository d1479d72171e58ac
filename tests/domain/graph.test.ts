import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRANSITION_WEIGHT,
  buildWorldGraph,
  isPortal,
  outgoing,
  pathWeight,
  shortestPath,
} from '../../src/domain/graph.ts';
import type { Transition } from '../../src/domain/types.ts';
import { chain, location, reference, transition } from './fixtures.ts';

const ids = (steps: readonly Transition[] | null): string[] | null => steps?.map((t) => t.payloadId) ?? null;
const locs = (...names: string[]) => names.map((n) => location(n));

describe('buildWorldGraph', () => {
  it('keeps only active transitions between known locations and says why the others were left out', () => {
    const graph = buildWorldGraph(locs('a', 'b'), [
      transition('a', 'b'),
      transition('b', 'a', { options: { active: false } }),
      transition('a', 'x'),
      transition('x', 'a'),
      transition('a', 'a'),
      transition('a', 'b', { weight: 1 }),
    ]);
    expect([...graph.transitions.keys()]).toEqual(['a-b']);
    expect(graph.skipped.map((s) => s.reason)).toEqual([
      'inactive',
      'unknown-to',
      'unknown-from',
      'self-loop',
      'duplicate-id',
    ]);
    expect(shortestPath(graph, 'b', 'a')).toBeNull();
  });

  it('lists out-edges by payloadId and tells portals by the worlds of their ends', () => {
    const graph = buildWorldGraph(
      [location('a'), location('b'), location('c', { worldSlug: 'lab' })],
      [transition('a', 'c', { payloadId: 'z' }), transition('a', 'b', { payloadId: 'm' })],
    );
    expect(outgoing(graph, 'a').map((t) => t.payloadId)).toEqual(['m', 'z']);
    expect(outgoing(graph, 'nowhere')).toEqual([]);
    expect(isPortal(graph, graph.transitions.get('z')!)).toBe(true);
    expect(isPortal(graph, graph.transitions.get('m')!)).toBe(false);
  });
});

describe('shortestPath', () => {
  it('returns an empty path for the current location and null for unknown ends', () => {
    const graph = buildWorldGraph(locs('a', 'b'), chain('a', 'b'));
    expect(shortestPath(graph, 'a', 'a')).toEqual([]);
    expect(shortestPath(graph, 'a', 'nowhere')).toBeNull();
    expect(shortestPath(graph, 'nowhere', 'a')).toBeNull();
  });

  it('follows transitions in their direction only', () => {
    const graph = buildWorldGraph(locs('a', 'b', 'c'), chain('a', 'b', 'c'));
    expect(ids(shortestPath(graph, 'a', 'c'))).toEqual(['a-b', 'b-c']);
    expect(shortestPath(graph, 'c', 'a')).toBeNull();
  });

  it('minimises the total weight, not the number of steps', () => {
    const graph = buildWorldGraph(locs('a', 'b', 'c', 'd'), [
      transition('a', 'd', { weight: 250 }),
      transition('a', 'b', { weight: 80 }),
      transition('b', 'c', { weight: 80 }),
      transition('c', 'd', { weight: 80 }),
    ]);
    expect(ids(shortestPath(graph, 'a', 'd'))).toEqual(['a-b', 'b-c', 'c-d']);
  });

  it('counts a missing, negative or non-finite weight as the default 100', () => {
    const graph = buildWorldGraph(locs('a', 'b', 'c'), [
      transition('a', 'c', { weight: 150 }),
      transition('a', 'b', { weight: Number.NaN }),
      transition('b', 'c', { weight: -5 }),
    ]);
    expect(pathWeight(shortestPath(graph, 'a', 'b')!)).toBe(DEFAULT_TRANSITION_WEIGHT);
    expect(ids(shortestPath(graph, 'a', 'c'))).toEqual(['a-c']);
  });

  it('crosses worlds through portals, and stays in the world when asked to', () => {
    const graph = buildWorldGraph(
      [location('a'), location('b'), location('p', { worldSlug: 'lab' }), location('q', { worldSlug: 'lab' })],
      [transition('a', 'b'), transition('b', 'p'), transition('p', 'q')],
    );
    expect(ids(shortestPath(graph, 'a', 'q'))).toEqual(['a-b', 'b-p', 'p-q']);
    expect(shortestPath(graph, 'a', 'q', { withinWorld: true })).toBeNull();
    expect(ids(shortestPath(graph, 'a', 'b', { withinWorld: true }))).toEqual(['a-b']);
  });

  it('prefers fewer steps between routes of equal weight', () => {
    const graph = buildWorldGraph(locs('a', 'b', 'c'), [
      transition('a', 'b', { weight: 50 }),
      transition('b', 'c', { weight: 50 }),
      transition('a', 'c', { weight: 100 }),
    ]);
    expect(ids(shortestPath(graph, 'a', 'c'))).toEqual(['a-c']);
  });

  it('breaks remaining ties the same way whatever the input order (smaller payloadId first)', () => {
    const ls = locs('s', 'm1', 'm2', 't');
    const ts = [
      transition('s', 'm2'),
      transition('s', 'm1'),
      transition('m1', 't'),
      transition('m2', 't'),
      transition('s', 't', { payloadId: 'direct-b', weight: 200 }),
    ];
    const forward = ids(shortestPath(buildWorldGraph(ls, ts), 's', 't'));
    const backward = ids(shortestPath(buildWorldGraph([...ls].reverse(), [...ts].reverse()), 's', 't'));
    expect(forward).toEqual(['direct-b']);
    expect(backward).toEqual(forward);

    const parallel = [transition('s', 't', { payloadId: 'p2' }), transition('s', 't', { payloadId: 'p1' })];
    expect(ids(shortestPath(buildWorldGraph(ls, parallel), 's', 't'))).toEqual(['p1']);
    const twoHops = [transition('s', 'm2'), transition('m2', 't'), transition('s', 'm1'), transition('m1', 't')];
    expect(ids(shortestPath(buildWorldGraph(ls, twoHops), 's', 't'))).toEqual(['s-m1', 'm1-t']);
  });

  it('matches a Bellman-Ford reference on random graphs: same weight, fewest steps, a valid chain', () => {
    const arbGraph = fc.record({
      n: fc.integer({ min: 1, max: 12 }),
      edges: fc.array(
        fc.record({
          from: fc.nat(11),
          to: fc.nat(11),
          weight: fc.integer({ min: 0, max: 20 }),
          active: fc.boolean(),
        }),
        { maxLength: 40 },
      ),
    });
    fc.assert(
      fc.property(arbGraph, fc.nat(11), fc.nat(11), ({ n, edges }, s, t) => {
        const names = Array.from({ length: n }, (_, i) => `n${i}`);
        const transitions = edges.map((e, i) =>
          transition(`n${e.from % n}`, `n${e.to % n}`, {
            payloadId: `e${i}`,
            weight: e.weight,
            options: { active: e.active },
          }),
        );
        const graph = buildWorldGraph(locs(...names), transitions);
        const from = `n${s % n}`;
        const to = `n${t % n}`;
        const expected = reference(names, [...graph.transitions.values()], from).get(to);
        const path = shortestPath(graph, from, to);
        if (expected === undefined) return path === null;
        if (path === null) return false;
        let at = from;
        for (const step of path) {
          if (step.from !== at) return false;
          at = step.to;
        }
        return at === to && pathWeight(path) === expected.dist && path.length === expected.hops;
      }),
      { numRuns: 500 },
    );
  });
});
