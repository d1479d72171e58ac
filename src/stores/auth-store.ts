import { create } from 'zustand';
import type { AuthUser } from '../content/auth.ts';

const TOKEN_KEY = 'jwt';

interface AuthState {
  user: AuthUser | null;
  loggedIn: boolean;
  token: string | null;
  logIn: (token: string, user: AuthUser) => void;
  reset: () => void;
}

function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The signed-in visitor. The token is kept as `jwt` and sent as a Bearer header by the content client. */
export const useAuth = create<AuthState>()((set) => {
  const token = storedToken();
  return {
    user: null,
    loggedIn: token !== null,
    token,
    logIn: (nextToken, user) => {
      globalThis.localStorage?.setItem(TOKEN_KEY, nextToken);
      set({ token: nextToken, user, loggedIn: true });
    },
    reset: () => {
      globalThis.localStorage?.removeItem(TOKEN_KEY);
      set({ token: null, user: null, loggedIn: false });
    },
  };
});
