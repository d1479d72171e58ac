import { buildWorldGraph, shortestPath } from '../../src/domain/graph.ts';
import { makeLargeTour } from '../demo/large-tour.ts';
import { fixed, percentile, type Row } from './stats.ts';

/** Shortest path on the large synthetic tour (2,000 locations, 6,000 transitions), in Node. */
export function pathBench(queries = 2000): Row[] {
  const tour = makeLargeTour({ locations: 2000, transitions: 6000, seed: 7 });
  const buildStart = performance.now();
  const graph = buildWorldGraph(tour.locations, tour.transitions);
  const buildMs = performance.now() - buildStart;
  const ids = tour.locations.map((location) => location.payloadId);
  let seed = 11;
  const pick = () => ids[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % ids.length]!;
  for (let i = 0; i < 200; i += 1) shortestPath(graph, pick(), pick());
  const times: number[] = [];
  for (let i = 0; i < queries; i += 1) {
    const from = pick();
    const to = pick();
    const start = performance.now();
    shortestPath(graph, from, to);
    times.push(performance.now() - start);
  }
  return [
    {
      figure: 'large tour: locations / transitions',
      value: `${tour.locations.length} / ${tour.transitions.length}`,
      target: '2000 / 6000',
    },
    { figure: 'graph build (ms)', value: fixed(buildMs, 1), target: 'once per content load' },
    { figure: 'shortest path p50 (ms)', value: fixed(percentile(times, 50), 3), target: '' },
    { figure: 'shortest path p95 (ms)', value: fixed(percentile(times, 95), 3), target: '< 5' },
  ];
}
