/**
 * SPEC §4 Queue as a pure reducer: "enqueue adds items and sets next payload to the head. Dequeue takes head as
 * current and the new head as next. Setting a location as current also records it as current location. Reset
 * clears queue, next payload and interrupted background."
 * Items are whatever the presenter queues (plan segments, world items); `B` is the background that a navigation
 * interrupted, kept so that it can be resumed.
 */
export interface QueueState<T, B = unknown> {
  items: readonly T[];
  /** The item being played (taken from the head by `dequeue`). */
  current: T | null;
  /** The head of the queue: the next payload, to prime before `current` ends. */
  next: T | null;
  /** The payloadId of the location last set as current. */
  currentLocation: string | null;
  interruptedBackground: B | null;
}

export type QueueAction<T, B = unknown> =
  | { type: 'enqueue'; items: readonly T[] }
  | { type: 'dequeue' }
  | { type: 'set-current'; item: T | null; location: string | null }
  | { type: 'interrupt-background'; background: B | null }
  | { type: 'reset' };

export function emptyQueue<T, B = unknown>(): QueueState<T, B> {
  return { items: [], current: null, next: null, currentLocation: null, interruptedBackground: null };
}

export function queueReducer<T, B = unknown>(state: QueueState<T, B>, action: QueueAction<T, B>): QueueState<T, B> {
  switch (action.type) {
    case 'enqueue': {
      if (action.items.length === 0) return state;
      const items = [...state.items, ...action.items];
      return { ...state, items, next: items[0] ?? null };
    }
    case 'dequeue': {
      const [head, ...rest] = state.items;
      if (head === undefined) return { ...state, current: null, next: null };
      return { ...state, items: rest, current: head, next: rest[0] ?? null };
    }
    case 'set-current':
      // A location set as current is also recorded as the current location.
      return { ...state, current: action.item, currentLocation: action.location ?? state.currentLocation };
    case 'interrupt-background':
      return { ...state, interruptedBackground: action.background };
    case 'reset':
      return { ...state, items: [], next: null, interruptedBackground: null };
  }
}
