import { create } from 'zustand';

const STORAGE_KEY = 'world-access-keys';

interface AccessState {
  /** world slug -> access key issued by the server for that world's password. */
  keys: Record<string, string>;
  /** A password-protected world the visitor wants to enter: the keyboard modal asks for its code. */
  request: { world: string; target: string } | null;
  ask: (request: { world: string; target: string }) => void;
  dismiss: () => void;
  grant: (world: string, key: string) => void;
  revoke: (world: string) => void;
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
  revoke: (world) => {
    const { [world]: _removed, ...keys } = get().keys;
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(keys));
    set({ keys });
  },
}));
