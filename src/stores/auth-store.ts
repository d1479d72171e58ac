import { create } from 'zustand';
import type { AuthUser } from '../content/auth.ts';

const TOKEN_KEY = 'jwt';
/** The signed-in user, kept beside the token so that the signed-in state survives a reload. */
const USER_KEY = 'jwt-user';

interface AuthState {
  user: AuthUser | null;
  loggedIn: boolean;
  token: string | null;
  logIn: (token: string, user: AuthUser) => void;
  /** Signs out (and clears a login before a new attempt): token and user are forgotten. */
  reset: () => void;
}

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The stored user when it has the shape the login answered with; anything else is dropped. */
function storedUser(): AuthUser | null {
  try {
    const value = JSON.parse(read(USER_KEY) ?? 'null') as Partial<AuthUser> | null;
    if (typeof value?.id !== 'number' || typeof value.username !== 'string' || typeof value.email !== 'string') {
      return null;
    }
    return { id: value.id, username: value.username, email: value.email };
  } catch {
    return null;
  }
}

/** The signed-in visitor. The token is kept as `jwt` and sent as a Bearer header by the content client. */
export const useAuth = create<AuthState>()((set) => {
  const token = read(TOKEN_KEY);
  return {
    user: token === null ? null : storedUser(),
    loggedIn: token !== null,
    token,
    logIn: (nextToken, user) => {
      globalThis.localStorage?.setItem(TOKEN_KEY, nextToken);
      globalThis.localStorage?.setItem(USER_KEY, JSON.stringify(user));
      set({ token: nextToken, user, loggedIn: true });
    },
    reset: () => {
      globalThis.localStorage?.removeItem(TOKEN_KEY);
      globalThis.localStorage?.removeItem(USER_KEY);
      set({ token: null, user: null, loggedIn: false });
    },
  };
});
