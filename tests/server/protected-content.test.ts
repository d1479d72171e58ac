import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Tokens } from '../../server/tokens';
import { createFixture, type Fixture } from './fixture';

// The demo bundle: `service` is login-only, `innovation-lab` has a password (content/demo/README.md).
const DEMO = 'content/demo';
const LAB = 'innovation-lab';
const LAB_CODE = 'factory-2026';
const SECRET = 'test-secret';
const ENDPOINTS = ['content-locations', 'content-transitions', 'articles', 'dashboards', 'menus'] as const;

let fixture: Fixture;
let app: FastifyInstance;
let jwt: string;
let labKey: string;

beforeAll(async () => {
  fixture = await createFixture();
  app = await fixture.server({ contentDir: DEMO, authSecret: SECRET });
  jwt = (
    await app.inject({
      method: 'POST',
      url: '/box-api/api/auth/local',
      payload: { identifier: 'demo', password: 'showroom-demo' },
    })
  ).json().jwt;
  labKey = (
    await app.inject({ method: 'POST', url: `/box-api/api/worlds/${LAB}/unlock`, payload: { password: LAB_CODE } })
  ).json().accessKey;
});
afterAll(async () => {
  await app.close();
  await fixture.dispose();
});

type Headers = Record<string, string>;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
const keys = (...values: string[]): Headers => ({ 'x-world-access': values.join(', ') });

async function get(url: string, headers: Headers = {}) {
  const res = await app.inject({ url, headers });
  return { status: res.statusCode, body: res.body, json: res.json() as { data: Record<string, unknown>[] } };
}

/** A transition with an end in a world whose locations' payloadIds start with `prefix` (portals included). */
const endsIn = (item: Record<string, unknown>, prefix: string) =>
  [item.from, item.to].some((end) => String((end as { payloadId: string }).payloadId).startsWith(prefix));

// What of each protected world the demo's answers can carry (content/demo/api/*).
const MARKS: Record<string, Record<(typeof ENDPOINTS)[number], (item: Record<string, unknown>) => boolean>> = {
  service: {
    'content-locations': (item) => (item.world as { slug: string }).slug === 'service',
    'content-transitions': (item) => endsIn(item, 'service-'),
    articles: (item) => item.id === 10 || item.id === 11,
    dashboards: (item) => item.id === 6,
    menus: (item) => ['world-service', 'group-service', 'menu-service'].includes(String(item.key)),
  },
  [LAB]: {
    'content-locations': (item) => (item.world as { slug: string }).slug === LAB,
    'content-transitions': (item) => endsIn(item, 'lab-'),
    articles: (item) => [12, 13, 14].includes(Number(item.id)),
    dashboards: () => false,
    menus: (item) => ['world-innovation-lab', 'group-lab'].includes(String(item.key)),
  },
};

/** The protected worlds whose content (on every endpoint: all or nothing) an answer carries. */
async function worldsIn(headers: Headers, locale = 'de'): Promise<Set<string>> {
  const found = new Set<string>();
  for (const [world, marks] of Object.entries(MARKS)) {
    const seen = [];
    for (const endpoint of ENDPOINTS) {
      const { status, json } = await get(`/box-api/api/${endpoint}?locale=${locale}&pagination[pageSize]=100`, headers);
      expect(status).toBe(200);
      if (json.data.some(marks[endpoint])) seen.push(endpoint);
    }
    if (seen.length > 0) {
      // Either the world's whole content or none of it.
      expect(seen).toEqual(world === LAB ? ENDPOINTS.filter((e) => e !== 'dashboards') : [...ENDPOINTS]);
      found.add(world);
    }
  }
  return found;
}

describe('content of protected worlds, per request', () => {
  it('gives an anonymous request neither protected world, on any endpoint', async () => {
    expect(await worldsIn({})).toEqual(new Set());
    expect(await worldsIn({}, 'en')).toEqual(new Set());
  });

  it('gives a valid jwt the login-only world only', async () => {
    expect(await worldsIn(bearer(jwt))).toEqual(new Set(['service']));
  });

  it('gives a valid access key its password world only', async () => {
    expect(await worldsIn(keys(labKey))).toEqual(new Set([LAB]));
    expect(await worldsIn({ ...bearer(jwt), ...keys('nonsense', labKey) })).toEqual(new Set(['service', LAB]));
  });

  it('gives nothing, and no error, for a forged, tampered, expired or other-world key', async () => {
    const [header, payload, signature] = labKey.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 1e6 })).toString('base64url')}.${signature}`;
    vi.setSystemTime(Date.now() - 13 * 3600 * 1000);
    const expired = (await new Tokens(SECRET).signAccessKey(LAB)).accessKey;
    vi.useRealTimers();
    const otherWorld = (await new Tokens(SECRET).signAccessKey('factory')).accessKey;
    const otherServer = (await new Tokens('another-secret').signAccessKey(LAB)).accessKey;
    for (const key of [forged, `${labKey}x`, expired, otherWorld, otherServer, jwt, 'a,b,,c']) {
      expect(await worldsIn(keys(key)), key).toEqual(new Set());
    }
  });

  it('keeps the protected worlds listed by name, slug and flags, without their relations', async () => {
    const { json } = await get('/box-api/api/worlds?locale=de');
    const lab = json.data.find((world) => world.slug === LAB);
    expect(lab).toMatchObject({ name: 'Innovation Lab', protect_with_password: true, menus: [], logo: null });
    const service = json.data.find((world) => world.slug === 'service');
    expect(service).toMatchObject({ only_logged_in_users: true, menus: [] });
    const opened = await get('/box-api/api/worlds?locale=de', keys(labKey));
    expect(opened.json.data.find((world) => world.slug === LAB)?.menus).toEqual([{ key: 'world-innovation-lab' }]);
  });

  it('answers the /:documentId route of hidden content as unknown (404), and with the right, the item', async () => {
    const { json } = await get('/box-api/api/articles?locale=de&pagination[pageSize]=100', keys(labKey));
    const article = json.data.find((item) => item.id === 12);
    const url = `/box-api/api/articles/${String(article?.documentId)}?locale=de`;
    expect((await get(url)).status).toBe(404);
    expect((await get(url, keys(labKey))).json.data).toMatchObject({ id: 12 });
  });

  it('rejects a bad Bearer token with 401, as Strapi does', async () => {
    expect((await get('/box-api/api/articles', bearer(labKey))).status).toBe(401);
  });

  it('never sends a password or its hash', async () => {
    const secrets = JSON.parse(await readFile(`${DEMO}/server/world-secrets.json`, 'utf8'))[LAB];
    const users = await readFile(`${DEMO}/server/users.json`, 'utf8');
    const hashes = [secrets.hash, secrets.salt, ...[...users.matchAll(/"(?:hash|salt)": "(\w+)"/g)].map((m) => m[1])];
    const answers = [
      ...(await Promise.all(
        ['worlds', ...ENDPOINTS].map((endpoint) =>
          get(`/box-api/api/${endpoint}`, { ...bearer(jwt), ...keys(labKey) }),
        ),
      )),
    ].map((answer) => answer.body);
    const unlock = await app.inject({
      method: 'POST',
      url: `/box-api/api/worlds/${LAB}/unlock`,
      payload: { password: LAB_CODE },
      remoteAddress: '10.8.0.1',
    });
    answers.push(unlock.body, JSON.stringify(unlock.headers));
    for (const answer of answers) {
      expect(answer).not.toContain(LAB_CODE);
      for (const hash of hashes) expect(answer).not.toContain(hash);
    }
  });
});

describe('media of protected worlds', () => {
  const labStill = async () => {
    const { json } = await get('/box-api/api/content-locations?locale=de&pagination[pageSize]=100', keys(labKey));
    const lab = json.data.find((location) => location.payloadId === 'lab-entrance') as {
      background: { image: { url: string } | null }[];
    };
    const url = lab.background.find((entry) => entry.image)?.image?.url;
    return `/box-api${String(url)}`;
  };
  const session = async (headers: Headers) => {
    const res = await app.inject({ method: 'POST', url: '/box-api/api/session', headers });
    return { res, cookie: String(res.headers['set-cookie']).split(';')[0] ?? '' };
  };

  it('refuses them without the rights cookie, as unknown files', async () => {
    const res = await app.inject({ url: await labStill() });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.name).toBe('NotFoundError');
  });

  it('serves them with the cookie the session route sets for a valid key, Range included', async () => {
    const { res, cookie } = await session(keys(labKey));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ loggedIn: false, worlds: [LAB] });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^vf_rights=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=4\d{4}$/);
    const url = await labStill();
    const full = await app.inject({ url, headers: { cookie } });
    expect(full.statusCode).toBe(200);
    expect(full.headers['cache-control']).toBe('private, max-age=31536000');
    const part = await app.inject({ url, headers: { cookie, range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(10);
  });

  it('does not open them for a cookie of other rights, a forged cookie or a cleared session', async () => {
    const url = await labStill();
    const login = await session(bearer(jwt));
    expect((await app.inject({ url, headers: { cookie: login.cookie } })).statusCode).toBe(404);
    const forged = await new Tokens('another-secret').signRights({ loggedIn: true, worlds: [LAB] }, 9e9);
    expect((await app.inject({ url, headers: { cookie: `vf_rights=${forged}` } })).statusCode).toBe(404);
    const cleared = await session({});
    expect(String(cleared.res.headers['set-cookie'])).toContain(
      'vf_rights=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0',
    );
  });

  it('serves them to a program that sends the rights of a content request, and only those', async () => {
    const url = await labStill();
    const withKey = await app.inject({ url, headers: keys(labKey) });
    expect(withKey.statusCode).toBe(200);
    expect(withKey.headers['cache-control']).toBe('private, max-age=31536000');
    expect((await app.inject({ url, headers: bearer(jwt) })).statusCode).toBe(404);
    const forged = await new Tokens('another-secret').signAccessKey(LAB);
    expect((await app.inject({ url, headers: keys(forged.accessKey) })).statusCode).toBe(404);
  });

  it('serves public media to anyone with a public cache header', async () => {
    const { json } = await get('/box-api/api/content-locations?locale=de');
    const entrance = json.data.find((location) => location.payloadId === 'factory-entrance') as {
      background: { image: { url: string } | null }[];
    };
    const res = await app.inject({ url: `/box-api${String(entrance.background.find((b) => b.image)?.image?.url)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000');
  });
});
