import { create } from 'zustand';
import { logout, type AuthUser } from '../content/auth.ts';

const TOKEN_KEY = 'jwt';
/** The signed-in user, kept beside the token so that the signed-in state survives a reload. */
const USER_KEY = 'jwt-user';

interface AuthState {
  user: AuthUser | null;
  loggedIn: boolean;
  token: string | null;
  logIn: (token: string, user: AuthUser) => void;
  /**
   * Signs out (and clears a login before a new attempt): the server is asked to revoke the token, then token and
   * user are forgotten here at once, whether or not the server answers.
   */
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
export const useAuth = create<AuthState>()((set, get) => {
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
      const { token: signedIn } = get();
      // Sent with the token before it is forgotten, and not waited for: a server that is away must not keep the
      // visitor signed in here (the token it could not revoke then stays valid until it expires).
      if (signedIn !== null) {
        logout(signedIn, { background: true }).catch((error: unknown) => {
          console.warn('[auth] the server could not revoke the login', error);
        });
      }
      globalThis.localStorage?.removeItem(TOKEN_KEY);
      globalThis.localStorage?.removeItem(USER_KEY);
      set({ token: null, user: null, loggedIn: false });
    },
  };
});
