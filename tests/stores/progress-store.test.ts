import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_PROGRESS, PROGRESS_DONE_MS, PROGRESS_FAILED_MS } from '../../src/domain/progress';
import { useProgress } from '../../src/stores/progress-store';

const phase = () => useProgress.getState().phase;

describe('progress store timing (SPEC §9: throttle 200 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useProgress.setState(IDLE_PROGRESS);
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('shows nothing before 200 ms, then runs until the call ends, fills and goes', () => {
    useProgress.getState().start();
    vi.advanceTimersByTime(199);
    expect(phase()).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(phase()).toBe('running');
    vi.advanceTimersByTime(10_000);
    expect(phase()).toBe('running');
    useProgress.getState().end(false);
    expect(phase()).toBe('done');
    vi.advanceTimersByTime(PROGRESS_DONE_MS - 1);
    expect(phase()).toBe('done');
    vi.advanceTimersByTime(1);
    expect(phase()).toBe('idle');
  });

  it('a call answered within 150 ms never shows the bar', () => {
    useProgress.getState().start();
    vi.advanceTimersByTime(150);
    useProgress.getState().end(false);
    expect(phase()).toBe('idle');
    vi.advanceTimersByTime(1000);
    expect(phase()).toBe('idle');
  });

  it('throttles from the first of overlapping calls, not from each', () => {
    useProgress.getState().start();
    vi.advanceTimersByTime(150);
    useProgress.getState().start();
    vi.advanceTimersByTime(50);
    expect(phase()).toBe('running');
  });

  it('turns failed when a call errors and holds it before it goes', () => {
    useProgress.getState().start();
    vi.advanceTimersByTime(300);
    useProgress.getState().end(true);
    expect(phase()).toBe('failed');
    vi.advanceTimersByTime(PROGRESS_FAILED_MS - 1);
    expect(phase()).toBe('failed');
    vi.advanceTimersByTime(1);
    expect(phase()).toBe('idle');
  });

  it('a new call during the fade starts over, and the old fade does not hide it', () => {
    useProgress.getState().start();
    vi.advanceTimersByTime(300);
    useProgress.getState().end(false);
    useProgress.getState().start();
    vi.advanceTimersByTime(PROGRESS_DONE_MS);
    expect(phase()).toBe('running');
  });
});
