import { create } from 'zustand';
import { ApiError, type MappedApiError } from '../content/api-error.ts';
import { findSame, withDefaults, type Notification, type NotificationInput } from '../domain/notifications.ts';

/** Why a notification's timeout is held: the pointer is over it, or the focus is in it. */
export type Hold = 'pointer' | 'focus';

interface NotificationState {
  /** Open notifications, oldest first (SPEC §4: FIFO). */
  queue: Notification[];
  /** Shows a notification (SPEC §9 defaults) and returns its id; the same one already open is not shown twice. */
  notify: (input: NotificationInput) => number;
  dismiss: (id: number) => void;
  /** SPEC §4's 'close all' toggle. */
  closeAll: () => void;
  /** Holds the timeout while the visitor reads (pointer over it, focus in it); `release` lets the rest run. */
  hold: (id: number, reason: Hold) => void;
  release: (id: number, reason: Hold) => void;
}

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  /** When the running timer fires (ms since epoch); while held, what is left is in `remaining`. */
  deadline: number;
  remaining: number;
  holds: Set<Hold>;
}

const timers = new Map<number, Timer>();
let nextId = 1;

const stop = (id: number) => {
  const timer = timers.get(id);
  if (timer?.handle != null) clearTimeout(timer.handle);
  timers.delete(id);
};

/** FIFO notifications (SPEC §4, §9): 3000 ms at the bottom centre unless told otherwise; 0 keeps one open. */
export const useNotifications = create<NotificationState>()((set, get) => {
  const run = (id: number, timer: Timer) => {
    timer.deadline = Date.now() + timer.remaining;
    timer.handle = setTimeout(() => get().dismiss(id), timer.remaining);
  };
  const start = (item: Notification) => {
    stop(item.id);
    if (item.timeout <= 0) return;
    const timer: Timer = { handle: null, deadline: 0, remaining: item.timeout, holds: new Set() };
    timers.set(item.id, timer);
    run(item.id, timer);
  };
  return {
    queue: [],
    notify: (input) => {
      const same = findSame(get().queue, input);
      if (same) {
        // Said again: it stays up its full time from now (unless the visitor holds it anyway).
        const timer = timers.get(same.id);
        if (!timer || timer.holds.size === 0) start(same);
        else timer.remaining = same.timeout;
        return same.id;
      }
      const item = withDefaults(input, nextId++);
      set((state) => ({ queue: [...state.queue, item] }));
      start(item);
      return item.id;
    },
    dismiss: (id) => {
      stop(id);
      set((state) => ({ queue: state.queue.filter((item) => item.id !== id) }));
    },
    closeAll: () => {
      for (const id of [...timers.keys()]) stop(id);
      set({ queue: [] });
    },
    hold: (id, reason) => {
      const timer = timers.get(id);
      if (!timer) return;
      timer.holds.add(reason);
      if (timer.handle === null) return;
      clearTimeout(timer.handle);
      timer.handle = null;
      timer.remaining = Math.max(0, timer.deadline - Date.now());
    },
    release: (id, reason) => {
      const timer = timers.get(id);
      if (!timer || !timer.holds.delete(reason) || timer.holds.size > 0 || timer.handle !== null) return;
      run(id, timer);
    },
  };
});

/**
 * The one place a failed call to the API becomes what the visitor is told (SPEC §8): 429, 422 and 400 (the
 * server's words, when it sent any) as a danger notification, no answer at all as 'no internet connection', any
 * other failure `error__something_wrong`, after which the caller sends the visitor home (`goHome`).
 */
export function notifyApiError(error: unknown): { goHome: boolean } {
  const mapped: MappedApiError =
    error instanceof ApiError ? error.mapped : { kind: 'home', messageKey: 'error__something_wrong' };
  const input: NotificationInput = { message: mapped.messageKey, status: 'danger' };
  if (mapped.message !== undefined) input.text = mapped.message;
  useNotifications.getState().notify(input);
  return { goHome: mapped.kind === 'home' };
}
