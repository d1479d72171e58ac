import { describe, expect, it } from 'vitest';
import { buildWorldGraph } from '../../src/domain/graph.ts';
import {
  finishSegment,
  initialNavigation,
  planNavigation,
  replanFrom,
  requestNavigation,
  setBackgroundBusy,
  type NavigationState,
  type PlannerContext,
} from '../../src/domain/navigation.ts';
import { segmentEnd } from '../../src/domain/plan.ts';
import { SETTINGS, chain, location, transition } from './fixtures.ts';

// a - b - c - d - e - f in a line (both ways), and a branch c -> x -> y
const names = ['a', 'b', 'c', 'd', 'e', 'f', 'x', 'y'];
const line = chain('a', 'b', 'c', 'd', 'e', 'f');
const graph = buildWorldGraph(
  names.map((n) => location(n)),
  [...line, ...chain('f', 'e', 'd', 'c', 'b', 'a'), transition('c', 'x'), transition('x', 'y')],
);
const ctx: PlannerContext = { graph, settings: SETTINGS, flags: { powerSaveMode: false, reducedMotion: false } };
const ends = (s: NavigationState) => s.route?.plan.segments.map(segmentEnd);

describe('replanFrom', () => {
  const route = planNavigation(ctx, 'a', 'f')!;

  it('ignores the same target as the running route end', () => {
    expect(replanFrom(route, 1, 'f', ctx)).toEqual({ kind: 'ignore' });
  });

  it('finishes the running clip, then goes on from its end instead of finishing the old route', () => {
    const result = replanFrom(route, 1, 'y', ctx);
    expect(result.kind).toBe('replan');
    if (result.kind !== 'replan') return;
    expect(result.plan.segments[0]).toBe(route.segments[1]);
    expect(result.plan.segments.map(segmentEnd)).toEqual(['c', 'x', 'y']);
    expect(result.plan).toMatchObject({ from: 'b', to: 'y', mode: 'normal' });
  });

  it('stops at the end of the running clip when that is the new target, arriving there for real', () => {
    const result = replanFrom(route, 2, 'd', ctx);
    expect(route.segments[2]?.passThrough).toBe(true);
    expect(result.kind === 'replan' && result.plan.segments).toEqual([{ ...route.segments[2], passThrough: false }]);
  });

  it('re-plans backwards through the running clip end', () => {
    const result = replanFrom(route, 2, 'a', ctx);
    expect(result.kind === 'replan' && result.plan.segments.map(segmentEnd)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('refuses an index outside the plan', () => {
    expect(() => replanFrom(route, 9, 'a', ctx)).toThrow(RangeError);
  });
});

describe('navigation state', () => {
  it('ignores the current location as a target', () => {
    const s = initialNavigation('a');
    expect(requestNavigation(s, 'a', ctx)).toBe(s);
  });

  it('queues the planned route when the background is still, and reports arrivals segment by segment', () => {
    let s = requestNavigation(initialNavigation('a'), 'e', ctx);
    expect(ends(s)).toEqual(['b', 'c', 'd', 'e']);
    const arrivals = [];
    while (s.route) {
      const step = finishSegment(s);
      s = step.state;
      arrivals.push(step.arrival);
    }
    expect(arrivals).toEqual([
      { payloadId: 'b', passThrough: true },
      { payloadId: 'c', passThrough: true },
      { payloadId: 'd', passThrough: true },
      { payloadId: 'e', passThrough: false },
    ]);
    expect(s.current).toBe('e');
  });

  it('re-plans a running route from the end of the running clip', () => {
    let s = requestNavigation(initialNavigation('a'), 'f', ctx);
    s = finishSegment(s).state; // at b, clip b -> c running
    s = requestNavigation(s, 'y', ctx);
    expect(s.route?.index).toBe(0);
    expect(ends(s)).toEqual(['c', 'x', 'y']);
    expect(requestNavigation(s, 'y', ctx)).toBe(s);
  });

  it('remembers a target while a non-looping background plays and applies it when the video ends', () => {
    let s = setBackgroundBusy(initialNavigation('a'), true, ctx);
    s = requestNavigation(s, 'c', ctx);
    expect(s).toMatchObject({ pending: 'c', route: null });
    expect(requestNavigation(s, 'c', ctx)).toBe(s);
    s = requestNavigation(s, 'b', ctx);
    expect(s.pending).toBe('b');
    s = setBackgroundBusy(s, false, ctx);
    expect(s.pending).toBeNull();
    expect(ends(s)).toEqual(['b']);
  });

  it('forgets a remembered target when the visitor picks the current location again', () => {
    let s = requestNavigation(setBackgroundBusy(initialNavigation('a'), true, ctx), 'c', ctx);
    s = requestNavigation(s, 'a', ctx);
    expect(s.pending).toBeNull();
    expect(setBackgroundBusy(s, false, ctx).route).toBeNull();
  });

  it('does nothing when no segment runs', () => {
    const s = initialNavigation('a');
    expect(finishSegment(s)).toEqual({ state: s, arrival: null });
  });
});
