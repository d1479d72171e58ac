import { expect, test } from '@playwright/test';
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  adminJwt,
  cmsE2e,
  createApiToken,
  demoUserJwt,
  eventually,
  startStrapi,
  stopStrapi,
  storedPasswordHash,
  strapi,
} from './fixtures/cms';

// Closed by default (issue 30): Strapi's roles read nothing and nobody registers. The showroom server reads with
// its full-access token and applies the access rules itself; a user's jwt from Strapi is no key to anything.

/** Every list or single type of the REST API, ours and users-permissions'. */
const LISTS = [
  '/api/worlds',
  '/api/content-locations',
  '/api/content-transitions',
  '/api/articles',
  '/api/dashboards',
  '/api/menus',
  '/api/screensavers',
  '/api/icons',
  '/api/ui-translation',
  '/api/app-setting',
  '/api/leads',
  '/api/world-secrets',
  '/api/user-states',
  '/api/users',
];

/** The collection types whose single documents (`findOne`) guests must not read either: the lists but the single
 * types and the routes that answer one list of their own. */
const NOT_COLLECTIONS = new Set([
  '/api/ui-translation',
  '/api/app-setting',
  '/api/world-secrets',
  '/api/user-states',
  '/api/users',
]);
const COLLECTIONS = LISTS.filter((path) => !NOT_COLLECTIONS.has(path));

interface UserState {
  id: number;
  documentId: string;
  blocked: boolean;
  confirmed: boolean;
  credential: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const userStates = async () => {
  const { status, body } = await strapi('/api/user-states');
  expect(status).toBe(200);
  return body?.data as UserState[];
};

const demoUserId = async () => {
  const { status, body } = await strapi('/api/users?filters[username][$eq]=demo');
  expect(status).toBe(200);
  const [user] = body as unknown as { id: number }[];
  expect(user).toBeDefined();
  return user!.id;
};

/** One document's path per collection (read with the server token), e.g. `/api/worlds/<documentId>`. */
const documentPaths = async () => {
  const paths = [];
  for (const list of COLLECTIONS) {
    const { status, body } = await strapi(`${list}?locale=de&pagination[pageSize]=1`);
    expect(status, list).toBe(200);
    const [first] = body?.data as { documentId: string }[];
    if (first) paths.push(`${list}/${first.documentId}`);
  }
  // The demo bundle leaves no collection empty but the leads (none sent yet, or some: both are fine here).
  expect(paths.length).toBeGreaterThanOrEqual(COLLECTIONS.length - 1);
  return paths;
};

test.describe('Strapi closed by default', () => {
  test('guests are refused every REST endpoint, lists and single documents alike (403)', async () => {
    const paths = [...LISTS, ...(await documentPaths()), `/api/users/${await demoUserId()}`, '/api/users/me'];
    for (const path of paths) {
      const { status, body } = await strapi(path, { token: null });
      expect(status, path).toBe(403);
      expect(body?.error?.name, path).toBe('ForbiddenError');
    }
  });

  test('nobody may register: POST /api/auth/local/register is refused (403) and makes no user', async () => {
    const users = async () => {
      const { status, body } = await strapi('/api/users/count');
      expect(status).toBe(200);
      return body as unknown as number;
    };
    const before = await users();
    const name = `intruder-${randomUUID().slice(0, 8)}`;
    const { status, body } = await strapi('/api/auth/local/register', {
      method: 'POST',
      token: null,
      body: JSON.stringify({ username: name, email: `${name}@example.com`, password: 'Intruder-2026' }),
    });
    expect(status, JSON.stringify(body)).toBe(403);
    expect(body?.error?.name).toBe('ForbiddenError');
    expect(body?.jwt).toBeUndefined();
    expect(await users()).toBe(before);
  });

  test('a user’s own jwt from Strapi reads no content and no user states (403)', async () => {
    const jwt = await demoUserJwt();
    for (const path of [...LISTS, ...(await documentPaths()), '/api/users/me']) {
      const { status } = await strapi(path, { token: jwt });
      expect(status, path).toBe(403);
    }
  });

  test('GET /api/user-states gives the full-access token every user by id; a read-only token gets 403', async () => {
    const states = await userStates();
    expect(states.length).toBeGreaterThan(0);
    for (const state of states) {
      expect(Object.keys(state).sort()).toEqual(['blocked', 'confirmed', 'credential', 'documentId', 'id']);
      expect(state).toEqual({
        id: expect.any(Number),
        documentId: expect.any(String),
        blocked: expect.any(Boolean),
        confirmed: expect.any(Boolean),
        credential: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(state.credential).toBe(sha256(storedPasswordHash(state.id) ?? ''));
    }
    const ids = states.map((state) => state.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const demoId = await demoUserId();
    expect(states.find((state) => state.id === demoId)).toMatchObject({ blocked: false, confirmed: true });
    const readOnly = await createApiToken('read-only');
    expect((await strapi('/api/user-states', { token: readOnly })).status).toBe(403);
  });

  test('a new password changes the user’s credential, and blocking flips blocked', async () => {
    const id = await demoUserId();
    const state = async () => (await userStates()).find((candidate) => candidate.id === id)!;
    const put = async (data: Record<string, unknown>) => {
      const { status, body } = await strapi(`/api/users/${id}`, { method: 'PUT', body: JSON.stringify(data) });
      expect(status, JSON.stringify(body)).toBe(200);
    };
    const before = await state();
    expect(before.blocked).toBe(false);
    try {
      await put({ password: 'Rotated-2026-demo' });
      const rotated = await state();
      expect(rotated.credential).not.toBe(before.credential);
      expect(rotated.credential).toBe(sha256(storedPasswordHash(id)!));
      expect(rotated).toMatchObject({ blocked: false, documentId: before.documentId });

      await put({ blocked: true });
      expect(await state()).toEqual({ ...rotated, blocked: true });
    } finally {
      // Back to the demo password (now a bcrypt hash: the sign-in checks either) and unblocked, for the specs after.
      await put({ password: 'showroom-demo', blocked: false });
    }
    const after = await state();
    expect(after.blocked).toBe(false);
    expect(after.credential).not.toBe(before.credential);
  });

  test('a showroom login through Strapi ends at sign-out, and when Strapi blocks its user, at the next sync', async () => {
    const { showroomUrl, webhookSecret } = cmsE2e();
    const showroom = (path: string, init: RequestInit = {}) =>
      fetch(new URL(`/box-api${path}`, showroomUrl), {
        ...init,
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.headers as Record<string, string> | undefined),
        },
      });
    const signIn = async () => {
      const response = await showroom('/api/auth/local', {
        method: 'POST',
        body: JSON.stringify({ identifier: 'demo', password: 'showroom-demo' }),
      });
      expect(response.status).toBe(200);
      return { authorization: `Bearer ${((await response.json()) as { jwt: string }).jwt}` };
    };
    const worlds = async (headers: Record<string, string>) => (await showroom('/api/worlds', { headers })).status;

    const signedOut = await signIn();
    expect(await worlds(signedOut)).toBe(200);
    expect((await showroom('/api/auth/logout', { method: 'POST', headers: signedOut })).status).toBe(204);
    expect(await worlds(signedOut)).toBe(401);

    const id = await demoUserId();
    const login = await signIn();
    expect(await worlds(login)).toBe(200);
    const block = (blocked: boolean) =>
      strapi(`/api/users/${id}`, { method: 'PUT', body: JSON.stringify({ blocked }) });
    expect((await block(true)).status).toBe(200);
    try {
      // Strapi's webhook, as an edit in the admin sends it: the mirror reads Strapi, its user states included.
      await showroom('/cms-hook', {
        method: 'POST',
        headers: { authorization: `Bearer ${webhookSecret}` },
        body: JSON.stringify({ model: 'user' }),
      });
      await eventually(async () => (await worlds(login)) === 401, 'the blocked user’s login to end', 60_000);
    } finally {
      expect((await block(false)).status).toBe(200);
    }
  });

  test('an editor’s Public reads and registration are taken back at the next start, and logged', async () => {
    const admin = await adminJwt();
    const asAdmin = async (path: string, init: RequestInit = {}) => {
      const { status, body } = await strapi(path, { ...init, token: admin });
      expect(status, `${path} ${JSON.stringify(body)}`).toBe(200);
      return body as unknown as Record<string, unknown>;
    };
    const advanced = async () => (await asAdmin('/users-permissions/advanced')).settings as Record<string, unknown>;
    const { roles } = (await asAdmin('/users-permissions/roles')) as { roles: { id: number; type: string }[] };
    const publicRole = roles.find((role) => role.type === 'public')!;
    const logged = () => readFileSync(join(cmsE2e().runDir, 'strapi.log'), 'utf8');
    const logStart = logged().length;
    try {
      // What an editor does in the admin panel: ticks "find" on worlds and "register" for Public, allows sign-ups.
      await asAdmin(`/users-permissions/roles/${publicRole.id}`, {
        method: 'PUT',
        body: JSON.stringify({
          name: 'Public',
          description: 'Default role given to unauthenticated user.',
          permissions: {
            'api::world': { controllers: { world: { find: { enabled: true } } } },
            'plugin::users-permissions': {
              controllers: { auth: { callback: { enabled: true }, register: { enabled: true } } },
            },
          },
        }),
      });
      await asAdmin('/users-permissions/advanced', {
        method: 'PUT',
        body: JSON.stringify({ ...(await advanced()), allow_register: true }),
      });
      expect((await strapi('/api/worlds?locale=de', { token: null })).status).toBe(200); // until the next start
    } finally {
      await stopStrapi();
      await startStrapi();
    }
    expect((await strapi('/api/worlds?locale=de', { token: null })).status).toBe(403);
    const register = await strapi('/api/auth/local/register', {
      method: 'POST',
      token: null,
      body: JSON.stringify({
        username: `x-${randomUUID()}`,
        email: `${randomUUID()}@example.com`,
        password: 'X-2026-x',
      }),
    });
    expect(register.status).toBe(403);
    expect((await advanced()).allow_register).toBe(false);
    const log = await eventually(() => {
      const text = logged().slice(logStart);
      return text.includes('public registration turned off') && text;
    }, 'the start’s log');
    const takenBack = /\[permissions\] public role: taken back (.*)/.exec(log)?.[1]?.split(', ');
    expect(takenBack?.sort()).toEqual(['api::world.world.find', 'plugin::users-permissions.auth.register']);
    // The showroom's sign-in through Strapi is the one thing Public keeps.
    expect(await demoUserJwt()).toBeTruthy();
  });
});
