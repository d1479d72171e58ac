import { create } from 'zustand';
import { ApiError } from '../content/api-error.ts';
import { unlockWorld } from '../content/world-access.ts';
import { notifyApiError } from './notification-store.ts';

const STORAGE_KEY = 'world-access-keys';

export type UnlockOutcome = 'unlocked' | 'wrong-code' | 'notified' | 'go-home';

interface AccessState {
  /** world slug -> access key issued by the server for that world's password. */
  keys: Record<string, string>;
  /** A password-protected world the visitor wants to enter: the keyboard modal asks for its code. */
  request: { world: string; target: string } | null;
  ask: (request: { world: string; target: string }) => void;
  dismiss: () => void;
  grant: (world: string, key: string) => void;
  clear: () => void;
  /**
   * Sends a world's code to the server; the key it hands out is kept. A wrong code (the server's 400) is the
   * dialog's to say (SPEC §5); any other failure is told in a SPEC §8 notification, and `go-home` asks the
   * caller to send the visitor home.
   */
  unlock: (world: string, code: string) => Promise<UnlockOutcome>;
}

function stored(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Access keys of password-protected worlds, kept for the browser session. */
export const useAccess = create<AccessState>()((set, get) => ({
  keys: stored(),
  request: null,
  ask: (request) => set({ request }),
  dismiss: () => set({ request: null }),
  grant: (world, key) => {
    const keys = { ...get().keys, [world]: key };
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(keys));
    set({ keys });
  },
  /** Forgets every access key: the next visitor enters the code again. */
  clear: () => {
    globalThis.sessionStorage?.removeItem(STORAGE_KEY);
    set({ keys: {}, request: null });
  },
  unlock: async (world, code) => {
    try {
      get().grant(world, await unlockWorld(world, code));
      return 'unlocked';
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400) return 'wrong-code';
      return notifyApiError(caught).goHome ? 'go-home' : 'notified';
    }
  },
}));
