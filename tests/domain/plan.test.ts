import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BLENDING_TIME,
  DEFAULT_PATHFINDING_SETTINGS,
  blendingTimeFor,
  planRoute,
  segmentEnd,
  segmentStart,
  type ClipSegment,
  type PlanFlags,
} from '../../src/domain/plan.ts';
import type { PathfindingSettings } from '../../src/domain/types.ts';
import { SETTINGS, chain, transition } from './fixtures.ts';

const FLAGS: PlanFlags = { powerSaveMode: false, reducedMotion: false };
const path = (n: number) => chain(...Array.from({ length: n + 1 }, (_, i) => `l${i}`));
const plan = (n: number, settings: Partial<PathfindingSettings> = {}, flags: Partial<PlanFlags> = {}) =>
  planRoute('l0', `l${n}`, path(n), { ...SETTINGS, ...settings }, { ...FLAGS, ...flags });

describe('planRoute (SPEC §4 fly modes)', () => {
  it('ignores the same target as the current location', () => {
    expect(planRoute('a', 'a', [], SETTINGS, FLAGS)).toBeNull();
  });

  it('plays a single-step path as one clip at rate 1', () => {
    const p = plan(1);
    expect(p?.mode).toBe('single');
    expect(p?.segments).toEqual([
      { kind: 'clip', transition: path(1)[0], rate: 1, passThrough: false, blendingTime: 0.6 },
    ]);
  });

  it('turns a single direct transition, or one without video, into a blended cut', () => {
    const direct = transition('a', 'b', { options: { directTransition: true } });
    const noVideo = transition('a', 'b', { video: null });
    for (const step of [direct, noVideo]) {
      const p = planRoute('a', 'b', [step], SETTINGS, FLAGS);
      expect(p?.mode).toBe('direct');
      expect(p?.segments).toEqual([{ kind: 'cut', from: 'a', to: 'b', blendingTime: 0.6, passThrough: false }]);
    }
  });

  it('plays a two-step path normally at rate 1, arriving at the middle location, fly mode or not', () => {
    for (const flyMode of [true, false]) {
      const p = plan(2, { flyMode });
      expect(p?.mode).toBe('normal');
      expect(p?.segments.map((s) => [s.kind, (s as ClipSegment).rate, s.passThrough])).toEqual([
        ['clip', 1, false],
        ['clip', 1, false],
      ]);
    }
  });

  it('flies paths of 3 to max items at the playback rate, passing through skipped locations', () => {
    for (const n of [3, 6]) {
      const p = plan(n);
      expect(p?.mode).toBe('fly');
      expect(p?.segments.map((s) => (s as ClipSegment).rate)).toEqual(Array(n).fill(2));
      expect(p?.segments.map((s) => s.passThrough)).toEqual([...Array(n - 1).fill(true), false]);
      expect(p?.segments.map(segmentEnd)).toEqual(path(n).map((t) => t.to));
    }
  });

  it('arrives at every location of a flight when skip location is off', () => {
    expect(plan(4, { skipLocation: false })?.segments.every((s) => !s.passThrough)).toBe(true);
  });

  it('jumps with one blended cut when fly mode is off and the path is longer than 2', () => {
    const p = plan(3, { flyMode: false });
    expect(p?.mode).toBe('jump');
    expect(p?.segments).toEqual([{ kind: 'cut', from: 'l0', to: 'l3', blendingTime: 0.6, passThrough: false }]);
  });

  it('jumps with one blended cut when a fly-mode path is longer than max items', () => {
    expect(plan(7)?.mode).toBe('jump');
    expect(plan(4, { maxItems: 3 })?.segments).toHaveLength(1);
  });

  it('goes straight to the target in power-save mode, with no clip and no blend', () => {
    for (const n of [1, 2, 4, 9]) {
      const p = plan(n, {}, { powerSaveMode: true });
      expect(p?.mode).toBe('power-save');
      expect(p?.segments).toEqual([{ kind: 'cut', from: 'l0', to: `l${n}`, blendingTime: 0, passThrough: false }]);
    }
  });

  it('replaces any route with a single blended cut under reduced motion (flag or setting)', () => {
    expect(plan(1, {}, { reducedMotion: true })?.segments).toEqual([
      { kind: 'cut', from: 'l0', to: 'l1', blendingTime: 0.6, passThrough: false },
    ]);
    expect(plan(4, { reducedMotion: true })?.mode).toBe('reduced-motion');
  });

  it('falls back to a blended cut when the target cannot be reached', () => {
    const p = planRoute('a', 'z', null, SETTINGS, FLAGS);
    expect(p?.mode).toBe('unreachable');
    expect(p?.segments).toEqual([{ kind: 'cut', from: 'a', to: 'z', blendingTime: 0.6, passThrough: false }]);
  });

  it('cuts over a step without video inside a played route, keeping its pass-through mark', () => {
    const steps = [transition('a', 'b'), transition('b', 'c', { video: null }), transition('c', 'd')];
    const p = planRoute('a', 'd', steps, SETTINGS, FLAGS);
    expect(p?.segments.map((s) => [s.kind, segmentStart(s), segmentEnd(s), s.passThrough])).toEqual([
      ['clip', 'a', 'b', true],
      ['cut', 'b', 'c', true],
      ['clip', 'c', 'd', false],
    ]);
  });
});

describe('blendingTimeFor', () => {
  const t = transition('a', 'b', { options: { blendingTime: 1.2 } });
  it('uses the settings blending time first', () => {
    expect(blendingTimeFor(SETTINGS, t)).toBe(0.6);
    expect(blendingTimeFor({ ...SETTINGS, blendingTime: 0 }, t)).toBe(0);
  });
  it("falls back to the transition's blending time, then to 0.4 s", () => {
    const noSetting = { ...SETTINGS, blendingTime: null };
    expect(blendingTimeFor(noSetting, t)).toBe(1.2);
    expect(blendingTimeFor(noSetting, transition('a', 'b'))).toBe(DEFAULT_BLENDING_TIME);
    expect(blendingTimeFor(noSetting, null)).toBe(0.4);
  });
  it('gives each clip the blend of the cut that replaces it when it cannot play', () => {
    const steps = [t, transition('b', 'c')];
    const noSetting = { ...SETTINGS, blendingTime: null };
    expect(planRoute('a', 'c', steps, noSetting, FLAGS)?.segments.map((s) => s.blendingTime)).toEqual([1.2, 0.4]);
    expect(planRoute('a', 'c', steps, SETTINGS, FLAGS)?.segments.map((s) => s.blendingTime)).toEqual([0.6, 0.6]);
  });
  it('leaves the blend to the transitions when the CMS sets none (SPEC §9 defaults)', () => {
    expect(blendingTimeFor(DEFAULT_PATHFINDING_SETTINGS, t)).toBe(1.2);
    expect(blendingTimeFor(DEFAULT_PATHFINDING_SETTINGS, null)).toBe(DEFAULT_BLENDING_TIME);
  });
  it("uses the last step's blending time for a jump", () => {
    const steps = [transition('a', 'b'), transition('b', 'c'), transition('c', 'd', { options: { blendingTime: 2 } })];
    const p = planRoute('a', 'd', steps, { ...SETTINGS, flyMode: false, blendingTime: -1 }, FLAGS);
    expect(p?.segments[0]).toMatchObject({ kind: 'cut', blendingTime: 2 });
  });
});
