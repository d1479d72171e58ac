import { describe, expect, it } from 'vitest';
import {
  callEnded,
  callStarted,
  hideEnded,
  IDLE_PROGRESS,
  isShown,
  PROGRESS_DURATION_MS,
  PROGRESS_THROTTLE_MS,
  throttlePassed,
} from '../../src/domain/progress';

describe('progress rules (SPEC §8, §9)', () => {
  it('has the constants of SPEC §9', () => {
    expect(PROGRESS_THROTTLE_MS).toBe(200);
    expect(PROGRESS_DURATION_MS).toBe(5000);
  });

  it('waits out the throttle, runs, completes and rests', () => {
    let progress = callStarted(IDLE_PROGRESS);
    expect(progress.phase).toBe('waiting');
    expect(isShown(progress.phase)).toBe(false);
    progress = throttlePassed(progress);
    expect(progress.phase).toBe('running');
    progress = callEnded(progress, false);
    expect(progress).toMatchObject({ phase: 'done', active: 0, fraction: 1 });
    expect(hideEnded(progress)).toEqual(IDLE_PROGRESS);
  });

  it('never shows calls that end within the throttle', () => {
    const progress = callEnded(callStarted(IDLE_PROGRESS), false);
    expect(progress).toEqual(IDLE_PROGRESS);
    expect(throttlePassed(progress)).toEqual(IDLE_PROGRESS);
  });

  it('turns failed when a call fails, even within the throttle, and stays failed while others run', () => {
    let progress = callStarted(callStarted(IDLE_PROGRESS));
    progress = callEnded(progress, true);
    expect(progress.phase).toBe('failed');
    expect(isShown(progress.phase)).toBe(true);
    progress = callEnded(throttlePassed(progress), false);
    expect(progress).toMatchObject({ phase: 'failed', active: 0 });
    // Hidden only when the hold is over.
    expect(hideEnded(progress)).toEqual(IDLE_PROGRESS);
  });

  it('completes only when the last call ends, and counts the share of calls ended without going back', () => {
    let progress = throttlePassed(callStarted(callStarted(IDLE_PROGRESS)));
    progress = callEnded(progress, false);
    expect(progress).toMatchObject({ phase: 'running', active: 1, fraction: 0.5 });
    // More calls (the next pages) do not shrink what has been shown: 2 of 6 ended is still shown as a half.
    progress = callStarted(callStarted(callStarted(callStarted(progress))));
    expect(progress.fraction).toBe(0.5);
    progress = callEnded(progress, false);
    expect(progress).toMatchObject({ phase: 'running', active: 4, settled: 2, fraction: 0.5 });
    for (let left = 4; left > 0; left -= 1) progress = callEnded(progress, false);
    expect(progress).toMatchObject({ phase: 'done', fraction: 1 });
  });

  it('starts a new round when a call starts while a finished bar fades or a failure is shown', () => {
    const fading = callEnded(throttlePassed(callStarted(IDLE_PROGRESS)), false);
    expect(callStarted(fading)).toEqual({ phase: 'waiting', active: 1, started: 1, settled: 0, fraction: 0 });
    const failed = callEnded(callStarted(IDLE_PROGRESS), true);
    expect(callStarted(failed).phase).toBe('waiting');
    // A bar still running is not hidden by a stale hide.
    const running = throttlePassed(callStarted(IDLE_PROGRESS));
    expect(hideEnded(running)).toBe(running);
  });
});
