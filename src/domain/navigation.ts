import { shortestPath, type WorldGraph } from './graph.ts';
import { planRoute, segmentEnd, segmentStart, type Plan, type PlanFlags, type PlanSegment } from './plan.ts';
import type { PathfindingSettings } from './types.ts';

/** What planning needs besides the two locations. */
export interface PlannerContext {
  graph: WorldGraph;
  settings: PathfindingSettings;
  flags: PlanFlags;
}

/** Shortest path (across worlds through portals) planned by the SPEC §4 rules; `null` for the same target. */
export function planNavigation(ctx: PlannerContext, from: string, to: string): Plan | null {
  return planRoute(from, to, shortestPath(ctx.graph, from, to), ctx.settings, ctx.flags);
}

export type ReplanResult = { kind: 'ignore' } | { kind: 'replan'; plan: Plan };

/**
 * A new target while segment `runningIndex` of `running` plays: the running segment is finished, the rest of the
 * old route is dropped, and the route goes on from the NEXT location (the end of the running segment).
 * The returned plan starts with the running segment itself (the caller's index becomes 0); when that segment
 * already ends at the new target it is the only one left, and its end becomes a real arrival.
 * The same target as the running route's end is ignored.
 */
export function replanFrom(running: Plan, runningIndex: number, newTarget: string, ctx: PlannerContext): ReplanResult {
  const segment = running.segments[runningIndex];
  if (segment === undefined) throw new RangeError(`no segment ${runningIndex} in a plan of ${running.segments.length}`);
  if (newTarget === running.to) return { kind: 'ignore' };
  const rest = planNavigation(ctx, segmentEnd(segment), newTarget);
  const head: PlanSegment = rest ? segment : { ...segment, passThrough: false };
  return {
    kind: 'replan',
    plan: {
      from: segmentStart(segment),
      to: newTarget,
      mode: rest?.mode ?? running.mode,
      segments: [head, ...(rest?.segments ?? [])],
    },
  };
}

/** The presenter's navigation state; the store keeps it and calls the functions below. */
export interface NavigationState {
  /** The location last reached, arrived at or passed through. */
  current: string;
  /** The route being played and the index of its running segment. */
  route: { plan: Plan; index: number } | null;
  /** A target remembered while a non-looping background video plays (delayed navigation). */
  pending: string | null;
  /** The current location's background is a video that does not loop and is still playing. */
  backgroundBusy: boolean;
}

/** The segment that plays now: the head of the route's queue (SPEC §4 queue: "current"). */
export function runningSegment(state: NavigationState | null): PlanSegment | null {
  const route = state?.route;
  return route ? (route.plan.segments[route.index] ?? null) : null;
}

/** The segments after the running one; the first is the next payload, primed before the running one ends. */
export function upcomingSegments(state: NavigationState | null): PlanSegment[] {
  const route = state?.route;
  return route ? route.plan.segments.slice(route.index + 1) : [];
}

/** A location reached at the end of a segment. Pass-through arrivals get no hotspots, history or hooks. */
export interface Arrival {
  payloadId: string;
  passThrough: boolean;
}

export function initialNavigation(current: string): NavigationState {
  return { current, route: null, pending: null, backgroundBusy: false };
}

function start(state: NavigationState, target: string, ctx: PlannerContext): NavigationState {
  const plan = planNavigation(ctx, state.current, target);
  return { ...state, pending: null, route: plan ? { plan, index: 0 } : null };
}

/**
 * SPEC §4 Navigation: "The same target as the current is ignored. If the current background is an image or a
 * looping video, the shortest path [...] is computed and queued for playback; otherwise the target is remembered
 * and applied after the running animation ends (delayed navigation)."
 * During a route, a new target re-plans from the end of the running segment ({@link replanFrom}) so that the
 * next clip can be primed at once. Returns `state` itself when the target is ignored.
 */
export function requestNavigation(state: NavigationState, target: string, ctx: PlannerContext): NavigationState {
  const { route } = state;
  if (route) {
    const result = replanFrom(route.plan, route.index, target, ctx);
    return result.kind === 'ignore' ? state : { ...state, route: { plan: result.plan, index: 0 } };
  }
  if (target === (state.pending ?? state.current)) return state;
  if (target === state.current) return { ...state, pending: null };
  return state.backgroundBusy ? { ...state, pending: target } : start(state, target, ctx);
}

/** The running segment has ended: its end is reached, and the route goes on or is over. */
export function finishSegment(state: NavigationState): { state: NavigationState; arrival: Arrival | null } {
  const { route } = state;
  const segment = route?.plan.segments[route.index];
  if (!route || !segment) return { state, arrival: null };
  const last = route.index >= route.plan.segments.length - 1;
  const payloadId = segmentEnd(segment);
  return {
    state: { ...state, current: payloadId, route: last ? null : { plan: route.plan, index: route.index + 1 } },
    arrival: { payloadId, passThrough: !last && segment.passThrough },
  };
}

/**
 * Records whether the current background is a non-looping video still playing. When it ends (`busy` false) a
 * remembered target is applied.
 */
export function setBackgroundBusy(state: NavigationState, busy: boolean, ctx: PlannerContext): NavigationState {
  const next = { ...state, backgroundBusy: busy };
  return !busy && next.pending !== null && !next.route ? start(next, next.pending, ctx) : next;
}
