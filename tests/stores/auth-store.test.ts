import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseClientSettings } from '../../src/content/client-settings.ts';
import { createFakeStrapi } from '../content/fake-strapi.ts';

// The installation's API base is not /box-api: the sign-out follows the settings, as every call does.
const settings = parseClientSettings({
  ...(JSON.parse(readFileSync(new URL('../../public/app-settings.json', import.meta.url), 'utf8')) as object),
  apiBase: '/showroom-api',
});
vi.mock('../../src/content/client-settings.ts', async (original) => ({
  ...(await original<object>()),
  loadClientSettings: async () => settings,
}));

const { useAuth } = await import('../../src/stores/auth-store.ts');

const USER = { id: 4, username: 'demo', email: 'demo@example.com' };

/** A fake server that answers the sign-out 204, and a fetch that holds its answer until `answer()`. */
function logoutServer() {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const server = createFakeStrapi(
    {},
    {
      apiBase: '/showroom-api',
      override: (request) => (request.path === '/api/auth/logout' ? new Response(null, { status: 204 }) : undefined),
    },
  );
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = server.fetch(input, init);
    await answered;
    return response;
  });
  vi.stubGlobal('fetch', fetch);
  return { requests: server.requests, fetch, answer };
}

let stored: Map<string, string>;
beforeEach(() => {
  stored = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signing out (issue 30: the server revokes the jwt)', () => {
  it('asks the server to revoke the jwt, and forgets it here without waiting for the answer', async () => {
    const server = logoutServer();
    useAuth.getState().logIn('jwt.1', USER);
    useAuth.getState().reset();
    // Signed out here at once, while the server has not answered.
    expect(useAuth.getState()).toMatchObject({ token: null, user: null, loggedIn: false });
    expect([...stored.keys()]).toEqual([]);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/showroom-api/api/auth/logout' });
    expect(server.requests[0]!.headers.Authorization).toBe('Bearer jwt.1');
    server.answer();
  });

  it('signs out here all the same when the server is unreachable, and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    useAuth.getState().logIn('jwt.2', USER);
    useAuth.getState().reset();
    expect(useAuth.getState().loggedIn).toBe(false);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[auth] the server could not revoke the login', expect.anything()),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks nothing of the server for a guest (the login form clears before each attempt)', async () => {
    const server = logoutServer();
    useAuth.getState().reset();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.fetch).not.toHaveBeenCalled();
    server.answer();
  });
});
