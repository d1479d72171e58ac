import { describe, expect, it } from 'vitest';
import { buildWorldGraph, isPortal, pathWeight, shortestPath } from '../../src/domain/graph.ts';
import { makeLargeTour } from '../../scripts/demo/large-tour.ts';
import { reference } from './fixtures.ts';

// Timing lives in the bench (PERFORMANCE.md: "a benchmark is a script that reports, not a test that fails on a
// time"); this protects correctness at the size the bench measures.
describe('shortestPath on a large tour (2,000 locations, 6,000 transitions, 4 worlds)', () => {
  const tour = makeLargeTour({ locations: 2000, transitions: 6000, worlds: 4, seed: 7 });
  const graph = buildWorldGraph(tour.locations, tour.transitions);
  const active = [...graph.transitions.values()];
  const ids = tour.locations.map((l) => l.payloadId);

  it('builds the size it was asked for, dropping only inactive transitions', () => {
    expect(tour.locations).toHaveLength(2000);
    expect(tour.transitions).toHaveLength(6000);
    expect(graph.skipped.every((s) => s.reason === 'inactive')).toBe(true);
    expect(graph.skipped.length).toBeGreaterThan(0);
  });

  it('is deterministic for a seed', () => {
    const again = makeLargeTour({ locations: 2000, transitions: 6000, worlds: 4, seed: 7 });
    expect(again.transitions.map((t) => [t.from, t.to, t.weight])).toEqual(
      tour.transitions.map((t) => [t.from, t.to, t.weight]),
    );
  });

  it('finds routes as cheap and as short as a Bellman-Ford reference, within and across worlds', () => {
    const sources = ['w1-l0001', 'w2-l0250', 'w4-l0500'];
    for (const from of sources) {
      const best = reference(ids, active, from);
      expect(best.size).toBe(ids.length); // everything is reachable
      for (let k = 0; k < 40; k++) {
        const to = ids[(k * 997 + from.length * 31) % ids.length]!;
        const path = shortestPath(graph, from, to)!;
        expect(path, `${from} -> ${to}`).not.toBeNull();
        expect(path[0]?.from ?? from).toBe(from);
        expect(path.every((t, i) => i === 0 || path[i - 1]!.to === t.from)).toBe(true);
        expect(path.at(-1)?.to ?? from).toBe(to);
        expect([pathWeight(path), path.length]).toEqual([best.get(to)!.dist, best.get(to)!.hops]);
      }
    }
  });

  it('crosses into another world through a portal', () => {
    const path = shortestPath(graph, 'w1-l0001', 'w4-l0001')!;
    expect(path.filter((t) => isPortal(graph, t)).length).toBeGreaterThanOrEqual(3);
    expect(shortestPath(graph, 'w1-l0001', 'w4-l0001', { withinWorld: true })).toBeNull();
  });
});
