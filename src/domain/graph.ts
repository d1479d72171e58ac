import { MinHeap } from './min-heap.ts';
import type { Location, Transition } from './types.ts';

/** SPEC §9: "Transition weight default 100". Also used for weights that are missing, negative or not finite. */
export const DEFAULT_TRANSITION_WEIGHT = 100;

/** Why a transition was left out of the graph; the content layer may log these. */
export interface SkippedTransition {
  transition: Transition;
  reason: 'inactive' | 'unknown-from' | 'unknown-to' | 'self-loop' | 'duplicate-id';
}

export interface ShortestPathOptions {
  /** Stay inside the world of `from`: portals (transitions between worlds) are not taken. Default false. */
  withinWorld?: boolean;
}

/**
 * The world graph, built once per content bundle by {@link buildWorldGraph}: every location of every world,
 * joined by the active transitions. A transition whose ends lie in different worlds is a portal.
 */
export interface WorldGraph {
  readonly locations: ReadonlyMap<string, Location>;
  /** Active transitions between known locations, by payloadId. */
  readonly transitions: ReadonlyMap<string, Transition>;
  readonly skipped: readonly SkippedTransition[];
  /** @internal Node index -> payloadId, sorted by payloadId so that results do not depend on input order. */
  readonly ids: readonly string[];
  /** @internal payloadId -> node index. */
  readonly indexOf: ReadonlyMap<string, number>;
  /** @internal Compressed adjacency: the out-edges of node i are `edges[offsets[i] .. offsets[i + 1])`. */
  readonly offsets: Int32Array;
  readonly edgeTo: Int32Array;
  readonly edgeWeight: Float64Array;
  readonly edges: readonly Transition[];
  /** @internal World index per node, to tell portals apart cheaply. */
  readonly worldIndex: Int32Array;
}

const byString = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function effectiveWeight(transition: Transition): number {
  const w = transition.weight;
  return Number.isFinite(w) && w >= 0 ? w : DEFAULT_TRANSITION_WEIGHT;
}

/**
 * Builds the graph from all locations and transitions. Transitions with `options.active === false`, with an
 * unknown end, from a location to itself, or repeating an earlier payloadId are left out and listed in
 * `skipped`. The first of two locations with the same payloadId wins.
 */
export function buildWorldGraph(locations: readonly Location[], transitions: readonly Transition[]): WorldGraph {
  const locationMap = new Map<string, Location>();
  for (const l of locations) if (!locationMap.has(l.payloadId)) locationMap.set(l.payloadId, l);
  const ids = [...locationMap.keys()].sort(byString);
  const indexOf = new Map(ids.map((id, i) => [id, i] as const));
  const worlds = new Map<string, number>();
  const worldIndex = new Int32Array(ids.length);
  ids.forEach((id, i) => {
    const slug = locationMap.get(id)?.worldSlug ?? '';
    if (!worlds.has(slug)) worlds.set(slug, worlds.size);
    worldIndex[i] = worlds.get(slug) ?? 0;
  });

  const transitionMap = new Map<string, Transition>();
  const skipped: SkippedTransition[] = [];
  const skip = (transition: Transition, reason: SkippedTransition['reason']): void => {
    skipped.push({ transition, reason });
  };
  for (const t of transitions) {
    if (t.options.active === false) skip(t, 'inactive');
    else if (!indexOf.has(t.from)) skip(t, 'unknown-from');
    else if (!indexOf.has(t.to)) skip(t, 'unknown-to');
    else if (t.from === t.to) skip(t, 'self-loop');
    else if (transitionMap.has(t.payloadId)) skip(t, 'duplicate-id');
    else transitionMap.set(t.payloadId, t);
  }

  // Out-edges sorted by payloadId: between parallel edges of equal weight the smaller payloadId wins.
  const edges = [...transitionMap.values()].sort(
    (a, b) => (indexOf.get(a.from) ?? 0) - (indexOf.get(b.from) ?? 0) || byString(a.payloadId, b.payloadId),
  );
  const offsets = new Int32Array(ids.length + 1);
  for (const e of edges) {
    const i = (indexOf.get(e.from) ?? 0) + 1;
    offsets[i] = (offsets[i] ?? 0) + 1;
  }
  for (let i = 0; i < ids.length; i++) offsets[i + 1] = (offsets[i + 1] ?? 0) + (offsets[i] ?? 0);
  const edgeTo = Int32Array.from(edges, (e) => indexOf.get(e.to) ?? 0);
  const edgeWeight = Float64Array.from(edges, effectiveWeight);

  return {
    locations: locationMap,
    transitions: transitionMap,
    skipped,
    ids,
    indexOf,
    offsets,
    edgeTo,
    edgeWeight,
    edges,
    worldIndex,
  };
}

/** The active transitions leaving a location, sorted by payloadId. */
export function outgoing(graph: WorldGraph, payloadId: string): readonly Transition[] {
  const i = graph.indexOf.get(payloadId);
  if (i === undefined) return [];
  return graph.edges.slice(graph.offsets[i], graph.offsets[i + 1]);
}

/** The graph's edges turned round, in the same compressed form: the in-edges of node i, by their `from`. */
const reversed = new WeakMap<WorldGraph, { offsets: Int32Array; edgeTo: Int32Array }>();
function reverseOf(graph: WorldGraph): { offsets: Int32Array; edgeTo: Int32Array } {
  let known = reversed.get(graph);
  if (known) return known;
  const n = graph.ids.length;
  const offsets = new Int32Array(n + 1);
  for (const to of graph.edgeTo) offsets[to + 1] = (offsets[to + 1] ?? 0) + 1;
  for (let i = 0; i < n; i++) offsets[i + 1] = (offsets[i + 1] ?? 0) + (offsets[i] ?? 0);
  const fill = offsets.slice(0, n);
  const edgeTo = new Int32Array(graph.edgeTo.length);
  for (let u = 0; u < n; u++)
    for (let e = graph.offsets[u] ?? 0; e < (graph.offsets[u + 1] ?? 0); e++) {
      const v = graph.edgeTo[e] ?? 0;
      edgeTo[fill[v] ?? 0] = u;
      fill[v] = (fill[v] ?? 0) + 1;
    }
  reversed.set(graph, (known = { offsets, edgeTo }));
  return known;
}

/**
 * Every location reachable from `from` over the active transitions, portals included, `from` too; `backwards`: every
 * location from which `from` can be reached. Empty when `from` is unknown. Breadth-first, linear in the graph.
 */
export function reachable(graph: WorldGraph, from: string, { backwards = false } = {}): Set<string> {
  const source = graph.indexOf.get(from);
  if (source === undefined) return new Set();
  const { offsets, edgeTo } = backwards ? reverseOf(graph) : graph;
  const seen = new Uint8Array(graph.ids.length);
  const queue = [source];
  seen[source] = 1;
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head] ?? 0;
    for (let e = offsets[u] ?? 0; e < (offsets[u + 1] ?? 0); e++) {
      const v = edgeTo[e] ?? 0;
      if (!seen[v]) {
        seen[v] = 1;
        queue.push(v);
      }
    }
  }
  return new Set(queue.map((i) => graph.ids[i] ?? ''));
}

/** A portal joins two worlds: its `from` and `to` lie in different worlds. */
export function isPortal(graph: WorldGraph, transition: Transition): boolean {
  const from = graph.locations.get(transition.from);
  const to = graph.locations.get(transition.to);
  return from !== undefined && to !== undefined && from.worldSlug !== to.worldSlug;
}

/** Sum of the weights of a path, as the shortest-path search counts them. */
export function pathWeight(steps: readonly Transition[]): number {
  return steps.reduce((sum, t) => sum + effectiveWeight(t), 0);
}

/**
 * The cheapest route from `from` to `to` as the transitions to play, in order: Dijkstra with a binary heap,
 * weights from {@link effectiveWeight}, across worlds through portals unless `withinWorld` is set.
 * Returns `[]` when `from === to` and `null` when either end is unknown or `to` cannot be reached.
 *
 * Ties are broken the same way whatever the input order: the fewer steps wins, then the predecessor that the
 * search settles first (smaller distance, fewer steps, smaller payloadId), then the transition with the smaller
 * payloadId.
 */
export function shortestPath(
  graph: WorldGraph,
  from: string,
  to: string,
  options: ShortestPathOptions = {},
): Transition[] | null {
  const source = graph.indexOf.get(from);
  const target = graph.indexOf.get(to);
  if (source === undefined || target === undefined) return null;
  if (source === target) return [];

  const n = graph.ids.length;
  const dist = new Float64Array(n).fill(Infinity);
  const hops = new Int32Array(n).fill(0x7fffffff);
  const via = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  const world = options.withinWorld ? graph.worldIndex[source] : -1;
  const { offsets, edgeTo, edgeWeight, worldIndex } = graph;
  const heap = new MinHeap();
  dist[source] = 0;
  hops[source] = 0;
  heap.push(0, 0, source);

  while (heap.size > 0) {
    const d = heap.peekDist();
    const h = heap.peekHops();
    const u = heap.pop();
    if (done[u] || d !== dist[u] || h !== hops[u]) continue;
    done[u] = 1;
    if (u === target) break;
    const end = offsets[u + 1] ?? 0;
    for (let e = offsets[u] ?? 0; e < end; e++) {
      const v = edgeTo[e] ?? 0;
      if (done[v] || (world !== -1 && worldIndex[v] !== world)) continue;
      const nd = d + (edgeWeight[e] ?? 0);
      const nh = h + 1;
      const dv = dist[v] ?? Infinity;
      if (nd < dv || (nd === dv && nh < (hops[v] ?? 0))) {
        dist[v] = nd;
        hops[v] = nh;
        via[v] = e;
        heap.push(nd, nh, v);
      }
    }
  }

  if (!done[target]) return null;
  const steps: Transition[] = [];
  for (let v = target; v !== source;) {
    const e = via[v] ?? -1;
    const t = graph.edges[e];
    if (t === undefined) return null;
    steps.push(t);
    v = graph.indexOf.get(t.from) ?? source;
  }
  return steps.reverse();
}
