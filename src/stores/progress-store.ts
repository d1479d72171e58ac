import { create } from 'zustand';
import {
  callEnded,
  callStarted,
  hideEnded,
  IDLE_PROGRESS,
  PROGRESS_DONE_MS,
  PROGRESS_FAILED_MS,
  PROGRESS_THROTTLE_MS,
  throttlePassed,
  type Progress,
} from '../domain/progress.ts';

interface ProgressState extends Progress {
  /** A call to the API starts. */
  start: () => void;
  /** A call ends; `failed` when it errored (an HTTP error, no answer, an unreadable one). */
  end: (failed: boolean) => void;
}

let throttle: ReturnType<typeof setTimeout> | null = null;
let hide: ReturnType<typeof setTimeout> | null = null;

const clear = (timer: ReturnType<typeof setTimeout> | null) => {
  if (timer !== null) clearTimeout(timer);
  return null;
};

/**
 * The calls to the API in flight, for the progress bar (SPEC §9: throttle 200 ms, duration 5000 ms; §8: failed
 * when a call errors). The API client reports each call through the app (`observeRequests`).
 */
export const useProgress = create<ProgressState>()((set, get) => {
  const apply = (next: Progress) => {
    set(next);
    if (next.phase !== 'waiting') throttle = clear(throttle);
    if (next.active === 0 && (next.phase === 'done' || next.phase === 'failed')) {
      hide = clear(hide);
      hide = setTimeout(
        () => {
          hide = null;
          set(hideEnded(get()));
        },
        next.phase === 'done' ? PROGRESS_DONE_MS : PROGRESS_FAILED_MS,
      );
    }
  };
  return {
    ...IDLE_PROGRESS,
    start: () => {
      const from = get();
      const next = callStarted(from);
      set(next);
      if (next.phase === 'waiting' && from.phase !== 'waiting') {
        throttle = clear(throttle);
        throttle = setTimeout(() => {
          throttle = null;
          set(throttlePassed(get()));
        }, PROGRESS_THROTTLE_MS);
      }
    },
    end: (failed) => apply(callEnded(get(), failed)),
  };
});
