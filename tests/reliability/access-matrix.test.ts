import type { FastifyInstance } from 'fastify';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Tokens } from '../../server/tokens';
import { fileFixture } from '../server/fixture';
import { rawGet } from '../server/raw-http';
import { AccessProbe, type Credential, type MatrixTarget } from './access-matrix';
import { copyDemo, edit, retarget, withPasswordWorld } from './demo-copy';
import { signedAgo, tampered, unsigned, withoutSignature } from './forged-tokens';
import { tally } from './ledger';
import { readProtection, secretScanner } from './protected-demo';

// The demo bundle: `service` is login-only, `innovation-lab` has a password (content/demo/README.md).
const DEMO = 'content/demo';
const LAB = 'innovation-lab';
const SERVICE = 'service';
const LOGIN = { identifier: 'demo', password: 'showroom-demo' };
const LAB_CODE = 'factory-2026';
const SERVICE_CODE = 'service-2026';
/** Wrong logins or codes per route and address before 429: server/app.ts's default, Strapi's. */
const ATTEMPTS = 10;
const SECRET = 'test-secret';
const FAR = Math.floor(Date.now() / 1000) + 365 * 24 * 3600;

const shared = fileFixture();
const tokens = new Tokens(SECRET);
const otherServer = new Tokens('another-secret');
let ip = 0;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const keys = (...values: string[]) => ({ 'x-world-access': values.join(', ') });
const cookie = (token: string) => ({ cookie: `vf_rights=${token}` });
/** A media-only credential: a cookie that should open nothing. */
const badCookie = (name: string, token: string): Credential => ({
  name,
  headers: cookie(token),
  opens: [],
  mediaOnly: true,
});

async function login(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/box-api/api/auth/local',
    payload: LOGIN,
    remoteAddress: `10.9.0.${++ip}`,
  });
  return res.json().jwt;
}
async function unlock(app: FastifyInstance, world: string, password: string): Promise<string> {
  const url = `/box-api/api/worlds/${world}/unlock`;
  const res = await app.inject({ method: 'POST', url, payload: { password }, remoteAddress: `10.9.1.${++ip}` });
  return res.json().accessKey;
}
async function sessionCookie(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/box-api/api/session', headers });
  return /vf_rights=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1] ?? '';
}

/** Runs every credential through the probe, records the case for the bench, and lists what leaked or was withheld. */
async function matrix(target: MatrixTarget, name: string, credentials: Credential[]) {
  const probe = new AccessProbe(target);
  for (const credential of credentials) await probe.run(credential);
  const { problems } = probe;
  tally({ name: `access: ${name}`, inputs: probe.requests, failed: problems.length });
  // One wrong rule fails thousands of requests: the first few tell which.
  expect(problems.length > 40 ? [...problems.slice(0, 40), `and ${problems.length - 40} more`] : problems).toEqual([]);
}

/** Spellings of an upload's path that name the same file to the file system but not to a plain lookup. */
const SPELLINGS = [
  (file: string) => `/box-api/uploads/./${file}`,
  (file: string) => `/box-api/uploads//${file}`,
  (file: string) => `/box-api//uploads/${file}`,
  (file: string) => `/box-api/uploads/%2e/${file}`,
  (file: string) => `/box-api/uploads/x/../${file}`,
  (file: string) => `/box-api/uploads/${file.replace('.', '%2E')}`,
  (file: string) => `/box-api/uploads/${file.replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
  (file: string) => `/BOX-API/uploads/${file}`,
  (file: string) => `/box-api/uploads/${file}%00`,
  (file: string) => `/box-api/uploads/${file}/`,
  (file: string) => `/uploads/${file}`,
];

// Each credential's run is about a thousand requests: a minute leaves room for a busy machine.
describe('the demo bundle, asked with every kind of credential', { timeout: 60_000 }, () => {
  let target: MatrixTarget;
  let jwt: string;
  let labKey: string;
  let factoryKey: string;

  beforeAll(async () => {
    const app = await shared.fixture.server({ contentDir: DEMO, authSecret: SECRET });
    target = {
      app,
      protection: readProtection(DEMO),
      passwordWorlds: [LAB],
      scanSecrets: secretScanner(DEMO, [LOGIN.password, LAB_CODE]),
    };
    jwt = await login(app);
    labKey = await unlock(app, LAB, LAB_CODE);
    factoryKey = (await tokens.signAccessKey('factory')).accessKey;
    return () => app.close();
  });

  it('withholds every protected item without a token', async () => {
    await matrix(target, 'no token', [
      { name: 'no token', headers: {}, opens: [] },
      { name: 'empty token', headers: { authorization: 'Bearer ', 'x-world-access': ' , ,' }, opens: [] },
    ]);
  });

  it('serves every protected item to its valid token, and only those (positive controls)', async () => {
    const bothCookie = await sessionCookie(target.app, { ...bearer(jwt), ...keys(labKey) });
    await matrix(target, 'valid tokens', [
      { name: 'login jwt', headers: bearer(jwt), opens: [SERVICE] },
      { name: 'lab key', headers: keys(labKey), opens: [LAB] },
      { name: 'lab key among bad ones', headers: keys('nonsense', `${labKey}x`, labKey), opens: [LAB] },
      { name: 'jwt and lab key', headers: { ...bearer(jwt), ...keys(labKey) }, opens: [SERVICE, LAB] },
      { name: 'rights cookie', headers: cookie(bothCookie), opens: [], cookieOpens: [SERVICE, LAB] },
    ]);
  });

  it('opens nothing for tokens signed with another secret', async () => {
    await matrix(target, 'forged tokens', [
      { name: 'forged jwt', headers: bearer(await otherServer.signJwt(1, 'a-credential')), opens: [] },
      { name: 'forged lab key', headers: keys((await otherServer.signAccessKey(LAB)).accessKey), opens: [] },
      badCookie('forged rights cookie', await otherServer.signRights({ loggedIn: true, worlds: [LAB] }, FAR)),
    ]);
  });

  it('opens nothing for expired tokens', async () => {
    const now = Math.floor(Date.now() / 1000);
    const jwtAgo = await signedAgo(31 * 24 * 3600_000, () => tokens.signJwt(1, 'a-credential'));
    const keyAgo = await signedAgo(13 * 3600_000, async () => (await tokens.signAccessKey(LAB)).accessKey);
    await matrix(target, 'expired tokens', [
      { name: 'expired jwt', headers: bearer(jwtAgo), opens: [] },
      { name: 'expired lab key', headers: keys(keyAgo), opens: [] },
      badCookie('expired rights cookie', await tokens.signRights({ loggedIn: true, worlds: [LAB] }, now - 60)),
    ]);
  });

  it('opens nothing protected with a valid key of another world', async () => {
    await matrix(target, 'other-world keys', [
      { name: 'factory key', headers: keys(factoryKey), opens: [] },
      { name: 'service key', headers: keys((await tokens.signAccessKey(SERVICE)).accessKey), opens: [] },
      { name: 'unknown world key', headers: keys((await tokens.signAccessKey('no-such-world')).accessKey), opens: [] },
      { name: 'lab key as login', headers: bearer(labKey), opens: [] },
    ]);
  });

  it('opens nothing for tampered, unsigned or truncated tokens', async () => {
    const factoryCookie = await sessionCookie(target.app, keys(factoryKey));
    const rightsClaims = { loggedIn: true, worlds: [LAB], aud: 'media-rights', exp: FAR };
    await matrix(target, 'tampered tokens', [
      { name: 'jwt of another user', headers: bearer(tampered(jwt, (c) => ({ ...c, id: 2 }))), opens: [] },
      { name: 'jwt extended', headers: bearer(tampered(jwt, (c) => ({ ...c, exp: FAR }))), opens: [] },
      { name: 'factory key renamed', headers: keys(tampered(factoryKey, (c) => ({ ...c, world: LAB }))), opens: [] },
      { name: 'lab key extended', headers: keys(tampered(labKey, (c) => ({ ...c, exp: FAR }))), opens: [] },
      { name: 'alg none jwt', headers: bearer(unsigned({ id: 1, exp: FAR })), opens: [] },
      { name: 'alg none lab key', headers: keys(unsigned({ world: LAB, aud: 'world-access', exp: FAR })), opens: [] },
      { name: 'jwt without signature', headers: bearer(withoutSignature(jwt)), opens: [] },
      { name: 'lab key cut short', headers: keys(labKey.slice(0, -3)), opens: [] },
      badCookie(
        'cookie widened',
        tampered(factoryCookie, () => rightsClaims),
      ),
      badCookie('alg none cookie', unsigned(rightsClaims)),
      badCookie('cookie without signature', withoutSignature(factoryCookie)),
    ]);
  });

  it('does not take one kind of token for another', async () => {
    const bothCookie = await sessionCookie(target.app, { ...bearer(jwt), ...keys(labKey) });
    await matrix(target, 'tokens of another kind', [
      { name: 'jwt as access key', headers: keys(jwt), opens: [] },
      { name: 'rights cookie as login', headers: bearer(bothCookie), opens: [] },
      { name: 'rights cookie as access key', headers: keys(bothCookie), opens: [] },
      badCookie('jwt as cookie', jwt),
      badCookie('lab key as cookie', labKey),
    ]);
  });

  it('serves no protected upload under another spelling of its path', async () => {
    const { app, protection } = target;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const served: string[] = [];
    const paths = protection.media.flatMap(({ url, head }) =>
      SPELLINGS.map((spell) => ({ path: spell(url.slice('/uploads/'.length)), head: head.toString('latin1') })),
    );
    // A few connections at a time: each raw request is a connection of its own.
    for (let i = 0; i < paths.length; i += 16) {
      await Promise.all(
        paths.slice(i, i + 16).map(async ({ path, head }) => {
          const res = await rawGet(port, path);
          if (res.status < 300 && res.body.startsWith(head)) served.push(`${path}: ${res.status}`);
        }),
      );
    }
    tally({ name: 'access: upload path spellings', inputs: paths.length, failed: served.length });
    expect(served).toEqual([]);
  });

  it(`answers ${ATTEMPTS} wrong logins or codes per address, then 429 even to the right one`, async () => {
    const probe = new AccessProbe(target);
    const unexpected: string[] = [];
    const attempt = async (url: string, payload: object, address: string, expected: number, spoofed = false) => {
      const headers = spoofed ? { 'x-forwarded-for': `203.0.113.${++ip % 250}` } : {};
      const res = await probe.send({ method: 'POST', url, payload, remoteAddress: address, headers });
      const retryAfter = res.statusCode !== 429 || Number(res.headers['retry-after']) > 0;
      if (res.statusCode !== expected || !retryAfter) {
        unexpected.push(`${url} from ${address}: ${res.statusCode} (Retry-After ${res.headers['retry-after']})`);
      }
    };
    const routes = [
      ['/box-api/api/auth/local', (i: number) => ({ identifier: 'demo', password: `wrong-${i}` }), LOGIN],
      [`/box-api/api/worlds/${LAB}/unlock`, (i: number) => ({ password: `wrong-${i}` }), { password: LAB_CODE }],
    ] as const;
    for (const [url, wrong, right] of routes) {
      const address = `10.9.2.${++ip}`;
      for (let i = 0; i < ATTEMPTS; i++) await attempt(url, wrong(i), address, 400);
      await attempt(url, right, address, 429);
      // Without a trusted proxy, a forwarded address is the client's say-so: it starts no new count.
      await attempt(url, wrong(ATTEMPTS), address, 429, true);
      await attempt(url, right, `10.9.2.${++ip}`, 200);
    }
    tally({
      name: 'access: wrong logins and codes',
      inputs: probe.requests,
      failed: unexpected.length + probe.problems.length,
    });
    expect([...unexpected, ...probe.problems]).toEqual([]);
  });
});

describe('a bundle with two password worlds', { timeout: 60_000 }, () => {
  let target: MatrixTarget;

  beforeAll(async () => {
    const dir = await withPasswordWorld(join(shared.fixture.root, 'two-passwords'), SERVICE, SERVICE_CODE);
    const app = await shared.fixture.server({ contentDir: dir, authSecret: SECRET });
    target = {
      app,
      protection: readProtection(dir),
      passwordWorlds: [LAB, SERVICE],
      scanSecrets: secretScanner(dir, [LOGIN.password, LAB_CODE, SERVICE_CODE]),
    };
    return () => app.close();
  });

  it("opens each password world with its own key only, never with the other's", async () => {
    const labKey = await unlock(target.app, LAB, LAB_CODE);
    const serviceKey = await unlock(target.app, SERVICE, SERVICE_CODE);
    await matrix(target, "another password world's key", [
      { name: 'lab key', headers: keys(labKey), opens: [LAB] },
      { name: 'service key', headers: keys(serviceKey), opens: [SERVICE] },
      { name: 'lab key renamed', headers: keys(tampered(labKey, (c) => ({ ...c, world: SERVICE }))), opens: [] },
      { name: 'login jwt', headers: bearer(await login(target.app)), opens: [] },
    ]);
  });
});

describe('a bundle edited while the server runs', () => {
  it('withholds a protected article from the first answer after the edit', async () => {
    const dir = await copyDemo(join(shared.fixture.root, 'edited'), 'copy');
    const app = await shared.fixture.server({ contentDir: dir, authSecret: SECRET });
    shared.cleanups.push(() => app.close());
    const url = '/box-api/api/articles?locale=de&pagination[pageSize]=100';
    const ids = async (headers = {}) =>
      ((await app.inject({ url, headers })).json().data as { id: number }[]).map((article) => article.id);
    expect(await ids()).not.toContain(12);

    // The editor renumbers a lab-only article (the CMS mirror switching to a new snapshot does the same).
    await edit(dir, 'content-locations', 'de', (locations) => retarget(locations, 12, 99));
    await edit(dir, 'articles', 'de', (articles) => {
      for (const article of articles as { id: number }[]) if (article.id === 12) article.id = 99;
    });
    const leaked = (await ids()).filter((id) => id === 99);
    tally({ name: 'access: bundle edited while serving', inputs: 1, failed: leaked.length });
    expect(leaked).toEqual([]);
    expect(await ids(keys(await unlock(app, LAB, LAB_CODE)))).toContain(99);
  });
});

describe('a user removed from users.json', { timeout: 60_000 }, () => {
  let target: MatrixTarget;
  let usersFile: string;

  beforeAll(async () => {
    const dir = await copyDemo(join(shared.fixture.root, 'leaving-user'), 'link');
    usersFile = join(dir, 'server', 'users.json');
    const app = await shared.fixture.server({ contentDir: dir, authSecret: SECRET });
    target = {
      app,
      protection: readProtection(dir),
      passwordWorlds: [LAB],
      scanSecrets: secretScanner(dir, [LOGIN.password, LAB_CODE]),
    };
    return () => app.close();
  });

  it('loses the login-only world at once, by jwt and by media cookie, as Strapi refuses a deleted user', async () => {
    const jwt = await login(target.app);
    const rights = await sessionCookie(target.app, bearer(jwt));
    const before = await target.app.inject({ method: 'POST', url: '/box-api/api/session', headers: bearer(jwt) });
    expect(before.json().data.loggedIn).toBe(true);
    await writeFile(usersFile, '[]');
    await matrix(target, 'tokens of a removed user', [
      { name: 'removed user jwt', headers: bearer(jwt), opens: [] },
      { name: 'jwt of no user', headers: bearer(await tokens.signJwt(999, 'a-credential')), opens: [] },
      badCookie('removed user cookie', rights),
    ]);
  });
});
