import type { PathfindingSettings, Transition } from './types.ts';

/**
 * SPEC §9 presenter defaults when the CMS sends none: fly mode on, 6 world items, skip location, rate 2. The
 * settings' blending time (0.6 s in the demo's settings) is unset, so each transition's own or 0.4 s applies.
 */
export const DEFAULT_PATHFINDING_SETTINGS: PathfindingSettings = {
  flyMode: true,
  maxItems: 6,
  skipLocation: true,
  playbackRate: 2,
  blendingTime: null,
  reducedMotion: false,
};
/** SPEC §9: "normal rate 1". */
export const NORMAL_PLAYBACK_RATE = 1;
/** SPEC §9: "default transition blending 0.4". */
export const DEFAULT_BLENDING_TIME = 0.4;

/** Play a transition clip; the location it leads to is reached when it ends. */
export interface ClipSegment {
  kind: 'clip';
  transition: Transition;
  rate: number;
  /** Passed through, not arrived at: no hotspots, history or arrival hooks for `transition.to`. */
  passThrough: boolean;
  /** The blend (seconds) of the cut that replaces the clip when it cannot play. */
  blendingTime: number;
}

/** A blended cut: show the location `to` at once, mixing the pictures over `blendingTime` seconds (0: hard cut). */
export interface CutSegment {
  kind: 'cut';
  from: string;
  to: string;
  blendingTime: number;
  passThrough: boolean;
}

export type PlanSegment = ClipSegment | CutSegment;

/** Which rule of SPEC §4 produced a plan; for tests, logs and analytics. */
export type PlanMode =
  'power-save' | 'reduced-motion' | 'unreachable' | 'direct' | 'single' | 'fly' | 'jump' | 'normal';

export interface Plan {
  from: string;
  to: string;
  mode: PlanMode;
  segments: readonly PlanSegment[];
}

export interface PlanFlags {
  powerSaveMode: boolean;
  /** prefers-reduced-motion; `settings.reducedMotion` forces the same. */
  reducedMotion: boolean;
}

export function segmentStart(segment: PlanSegment): string {
  return segment.kind === 'clip' ? segment.transition.from : segment.from;
}

/** The location a segment leads to. */
export function segmentEnd(segment: PlanSegment): string {
  return segment.kind === 'clip' ? segment.transition.to : segment.to;
}

/** Blend duration in seconds: the settings' blending time wins, else the transition's, else 0.4 s. */
export function blendingTimeFor(settings: PathfindingSettings, transition: Transition | null): number {
  const valid = (s: number | null | undefined): s is number => typeof s === 'number' && Number.isFinite(s) && s >= 0;
  if (valid(settings.blendingTime)) return settings.blendingTime;
  const own = transition?.options.blendingTime;
  return valid(own) ? own : DEFAULT_BLENDING_TIME;
}

/** A step without a clip to play (marked direct, or no video) becomes a blended cut. */
function playable(step: Transition): boolean {
  return !step.options.directTransition && step.video !== null;
}

function cut(from: string, to: string, blendingTime: number, passThrough = false): CutSegment {
  return { kind: 'cut', from, to, blendingTime, passThrough };
}

/**
 * Plans how the presenter gets from `from` to `to` along `steps` (the shortest path, `null` when unreachable).
 * Returns `null` when there is nothing to do (same target). An unreachable target gets a blended cut so that a
 * tap never leads nowhere; the caller may log it (mode `unreachable`).
 */
export function planRoute(
  from: string,
  to: string,
  steps: readonly Transition[] | null,
  settings: PathfindingSettings,
  flags: PlanFlags,
): Plan | null {
  const plan = (mode: PlanMode, segments: PlanSegment[]): Plan => ({ from, to, mode, segments });
  const last = steps?.[steps.length - 1] ?? null;
  const blending = (transition: Transition | null) => blendingTimeFor(settings, transition);
  const clip = (transition: Transition, rate: number, passThrough: boolean): ClipSegment => ({
    kind: 'clip',
    transition,
    rate,
    passThrough,
    blendingTime: blending(transition),
  });
  const blendedCut = (mode: PlanMode): Plan => plan(mode, [cut(from, to, blending(last))]);

  // SPEC §4 Navigation: "The same target as the current is ignored."
  if (from === to || steps?.length === 0) return null;
  // SPEC §4 Fly modes: "Power-save mode goes straight to the target." No clip and no blend: nothing to decode.
  if (flags.powerSaveMode) return plan('power-save', [cut(from, to, 0)]);
  // PathfindingSettings.reducedMotion: "Replace transition clips with a blended cut".
  if (flags.reducedMotion || settings.reducedMotion) return blendedCut('reduced-motion');
  if (steps === null) return blendedCut('unreachable');

  const length = steps.length;
  const first = steps[0];
  // SPEC §4 Fly modes: "Single-step path: non-direct transition." It plays at normal rate; a step marked
  // direct_transition, or without a video, is a blended cut instead.
  if (length === 1 && first) {
    return playable(first) ? plan('single', [clip(first, NORMAL_PLAYBACK_RATE, false)]) : blendedCut('direct');
  }
  // SPEC §4 Fly modes: "Fly mode inactive and path longer than 2: jump directly to the end with a blended
  // transition." A fly-mode path longer than max items is jumped the same way.
  if (length > 2 && (!settings.flyMode || length > settings.maxItems)) return blendedCut('jump');
  // SPEC §4 Fly modes: "fly mode active and path length 3 to max items: play the transitions (optionally
  // skipping intermediate locations)." Skipped locations are passed through, not arrived at.
  const fly = length > 2;
  const flyRate =
    Number.isFinite(settings.playbackRate) && settings.playbackRate > 0
      ? settings.playbackRate
      : DEFAULT_PATHFINDING_SETTINGS.playbackRate;
  const rate = fly ? flyRate : NORMAL_PLAYBACK_RATE;
  const skip = fly && settings.skipLocation;
  // SPEC §4 Fly modes: "Otherwise play normally." (a two-step path, each clip at rate 1)
  return plan(
    fly ? 'fly' : 'normal',
    steps.map((step, i): PlanSegment => {
      const passThrough = skip && i < length - 1;
      return playable(step) ? clip(step, rate, passThrough) : cut(step.from, step.to, blending(step), passThrough);
    }),
  );
}
