import { create } from 'zustand';
import type { TranslationKey } from '../domain/types.ts';

export type NotificationStatus = 'default' | 'danger' | 'warning' | 'success' | 'primary';

export interface Notification {
  id: number;
  message: TranslationKey;
  values?: Record<string, string>;
  status: NotificationStatus;
  /** Milliseconds; 0 keeps it until closed. */
  timeout: number;
  pos: 'bottom-center' | 'top-center';
}

export const NOTIFICATION_TIMEOUT_MS = 3000;

interface NotificationState {
  queue: Notification[];
  notify: (input: Partial<Omit<Notification, 'id'>> & { message: string }) => number;
  dismiss: (id: number) => void;
  closeAll: () => void;
}

let nextId = 1;

/** FIFO notifications (SPEC §4, §9): default timeout 3000 ms at the bottom centre. */
export const useNotifications = create<NotificationState>()((set, get) => ({
  queue: [],
  notify: (input) => {
    const existing = get().queue.find(
      (item) => item.message === input.message && item.timeout === 0 && (input.timeout ?? 1) === 0,
    );
    if (existing) return existing.id;
    const notification: Notification = {
      id: nextId++,
      status: 'default',
      timeout: NOTIFICATION_TIMEOUT_MS,
      pos: 'bottom-center',
      ...input,
    };
    set((state) => ({ queue: [...state.queue, notification] }));
    return notification.id;
  },
  dismiss: (id) => set((state) => ({ queue: state.queue.filter((item) => item.id !== id) })),
  closeAll: () => set({ queue: [] }),
}));
