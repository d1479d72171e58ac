/** SPEC §9: "Progress bar throttle 200 ms": a call answered sooner shows no bar. */
export const PROGRESS_THROTTLE_MS = 200;
/** SPEC §9: "duration 5000 ms": the time the bar takes to creep toward its end. */
export const PROGRESS_DURATION_MS = 5000;
/** A completed bar fills and fades out over this long before it is gone. */
export const PROGRESS_DONE_MS = 400;
/** A failed bar (SPEC §8) stays as long as a notification does. */
export const PROGRESS_FAILED_MS = 3000;

/**
 * idle: nothing runs; waiting: calls run, within the throttle; running: the bar creeps; done: the bar fills and
 * fades; failed: a call failed (SPEC §8), the bar shows it until the calls have ended and the hold is over.
 */
export type ProgressPhase = 'idle' | 'waiting' | 'running' | 'done' | 'failed';

export interface Progress {
  phase: ProgressPhase;
  /** Calls in flight. */
  active: number;
  /** Calls started and ended since the bar last started from idle. */
  started: number;
  settled: number;
  /** Share of those calls that ended, never going back while they run (new calls do not shrink it). */
  fraction: number;
}

export const IDLE_PROGRESS: Progress = { phase: 'idle', active: 0, started: 0, settled: 0, fraction: 0 };

/** The bar is on screen. */
export const isShown = (phase: ProgressPhase): boolean => phase === 'running' || phase === 'done' || phase === 'failed';

/** A call starts. From rest (idle, or a bar fading or holding its failure) a new round begins, within the throttle. */
export function callStarted(progress: Progress): Progress {
  if (progress.active === 0) return { phase: 'waiting', active: 1, started: 1, settled: 0, fraction: 0 };
  return { ...progress, active: progress.active + 1, started: progress.started + 1 };
}

/** The throttle has passed: the bar shows if calls still run (and nothing failed meanwhile). */
export function throttlePassed(progress: Progress): Progress {
  return progress.phase === 'waiting' && progress.active > 0 ? { ...progress, phase: 'running' } : progress;
}

/** A call ends. A failure turns the bar to failed at once; the last call's end completes a shown bar. */
export function callEnded(progress: Progress, failed: boolean): Progress {
  const active = Math.max(0, progress.active - 1);
  const settled = Math.min(progress.started, progress.settled + 1);
  const fraction = Math.max(progress.fraction, progress.started === 0 ? 1 : settled / progress.started);
  const next = { ...progress, active, settled, fraction };
  if (failed || progress.phase === 'failed') return { ...next, phase: 'failed' };
  if (active > 0) return next;
  if (progress.phase === 'running') return { ...next, phase: 'done' };
  return { ...IDLE_PROGRESS };
}

/** The done bar has faded, or the failed one has been shown long enough: back to rest if nothing runs. */
export function hideEnded(progress: Progress): Progress {
  return progress.active === 0 && (progress.phase === 'done' || progress.phase === 'failed')
    ? { ...IDLE_PROGRESS }
    : progress;
}
