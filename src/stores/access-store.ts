import { create } from 'zustand';
import { ApiError } from '../content/api-error.ts';
import { unlockWorld } from '../content/world-access.ts';
import type { TranslationKey } from '../domain/types.ts';

const STORAGE_KEY = 'world-access-keys';

interface AccessState {
  /** world slug -> access key issued by the server for that world's password. */
  keys: Record<string, string>;
  /** A password-protected world the visitor wants to enter: the keyboard modal asks for its code. */
  request: { world: string; target: string } | null;
  ask: (request: { world: string; target: string }) => void;
  dismiss: () => void;
  grant: (world: string, key: string) => void;
  /**
   * Sends a world's code to the server; the key it hands out is kept. On failure, the translation key of what
   * to tell the visitor: a wrong code, or the SPEC §8 message of another error (too many tries, invalid input).
   */
  unlock: (world: string, code: string) => Promise<{ ok: true } | { ok: false; messageKey: TranslationKey }>;
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
  unlock: async (world, code) => {
    try {
      get().grant(world, await unlockWorld(world, code));
      return { ok: true };
    } catch (caught) {
      const mapped = caught instanceof ApiError ? caught.mapped : null;
      const specific = mapped?.kind === 'notify' && mapped.messageKey !== 'error__email_password_validation';
      return { ok: false, messageKey: specific ? mapped.messageKey : 'access__code_incorrect' };
    }
  },
}));
