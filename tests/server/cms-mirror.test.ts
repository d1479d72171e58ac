import type { FastifyInstance } from 'fastify';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import type { UserState } from '../../server/users';
import { addStrapiRoutes } from './strapi-stand-in';

// The mirror against a CMS speaking Strapi's REST: this project's own server on a copy of the demo bundle, with
// the world-secrets and user-states routes Strapi's cms/ adds, and a switch that makes it answer 503 like a failing Strapi. The
// same flows against the real Strapi: e2e-cms/.
const DEMO = resolve('content/demo');
const SECRET = 'hook-secret';

let root: string;
let sourceDir: string;
let cacheDir: string;
let source: FastifyInstance;
let showroom: FastifyInstance | null = null;
let cmsUrl: string;
let base: string;
let cmsToken: string;
const cms = {
  down: false,
  secrets: true,
  requests: [] as string[],
  /** How long the stand-in holds a request back (ms): a slow read. */
  delay: (_url: string): number => 0,
  /** What Strapi's user states say beside the stand-in's own users: a user blocked, deleted or given a new password. */
  users: (states: UserState[]): UserState[] => states,
};

async function startShowroom(): Promise<void> {
  showroom = await buildServer({
    contentDir: 'no-bundle',
    distDir: root,
    authSecret: 'showroom',
    cms: {
      url: cmsUrl,
      token: cmsToken,
      cacheDir,
      intervalMs: 60_000,
      probeMs: 200,
      webhookSecret: SECRET,
      settingsFile: 'public/app-settings.json',
    },
  });
  base = `${await showroom.listen({ host: '127.0.0.1', port: 0 })}/box-api`;
}

async function stopShowroom(): Promise<void> {
  await showroom?.close();
  showroom = null;
}

const health = async () =>
  ((await (await fetch(`${base}/health`)).json()) as { data: { ready: boolean; fallback: boolean; syncing: boolean } })
    .data;

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** cms/'s webhook call after a document action (cms/src/utils/content-events.js). */
const contentHook = (paths: string[], published: boolean) =>
  fetch(`${base}/cms-hook`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      event: 'showroom.content',
      model: 'article',
      uid: 'api::article.article',
      paths,
      published,
    }),
  });

/** The content API requests to the CMS since the `from`th request. */
const contentReads = (from: number) => cms.requests.slice(from).filter((url) => url.startsWith('/box-api/api/'));

/** The locales of the requests for `endpoint` among `urls`. */
const localesRead = (urls: string[], endpoint: string) =>
  new Set(
    urls
      .filter((url) => url.startsWith(`/box-api/api/${endpoint}?`))
      .map((url) => new URL(url, 'http://cms').searchParams.get('locale')),
  );

/** Sets the title of the first English article in the CMS; the title it had. */
async function retitleArticle(title: string): Promise<string> {
  const file = join(sourceDir, 'api', 'articles', 'en.json');
  const articles = JSON.parse(await readFile(file, 'utf8')) as { title: string }[];
  const before = articles[0]!.title;
  articles[0]!.title = title;
  await writeFile(file, JSON.stringify(articles));
  return before;
}

const servedArticles = async () => JSON.stringify((await get('/api/articles?locale=en&pagination[pageSize]=100')).body);

/** Full reads of the CMS so far: each reads the world secrets once. */
const reads = () => cms.requests.filter((url) => url.startsWith('/box-api/api/world-secrets')).length;

const snapshots = async () => (await readdir(join(cacheDir, 'snapshots'))).length;

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  return { response, body: (await response.json()) as { data: unknown } };
}

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'vf-cms-mirror-'));
  await writeFile(join(root, 'index.html'), '<!doctype html>');
  sourceDir = join(root, 'cms');
  cacheDir = join(root, 'cache');
  await cp(join(DEMO, 'api'), join(sourceDir, 'api'), { recursive: true });
  await cp(join(DEMO, 'server'), join(sourceDir, 'server'), { recursive: true });
  await symlink(join(DEMO, 'uploads'), join(sourceDir, 'uploads'));
  source = await buildServer({ contentDir: sourceDir, distDir: root, authSecret: 'cms' });
  source.addHook('onRequest', async (request, reply) => {
    cms.requests.push(request.url);
    const delay = cms.delay(request.url);
    if (delay > 0) await new Promise((done) => setTimeout(done, delay));
    if (cms.down) await reply.code(503).send({ data: null, error: { status: 503, name: 'ServiceUnavailableError' } });
  });
  // cms/'s user states decide whether a login still stands (server/users.ts).
  addStrapiRoutes(source, sourceDir, { secrets: () => cms.secrets, users: (states) => cms.users(states) });
  cmsUrl = `${await source.listen({ host: '127.0.0.1', port: 0 })}/box-api`;
  // Strapi's full-access token sees login-only worlds; the stand-in's jwt does the same.
  cmsToken = String(
    (await post(`${cmsUrl}/api/auth/local`, { identifier: 'demo', password: 'showroom-demo' })).body.jwt,
  );
});

afterAll(async () => {
  await stopShowroom();
  await source.close();
  await rm(root, { recursive: true, force: true });
});

describe('the server with CMS_URL', () => {
  it('refuses to start a snapshot without the world secrets: no content rather than an open password world', async () => {
    cms.secrets = false;
    await startShowroom();
    await until(async () => (await health()).fallback, 'the failed first sync');
    const { response } = await get('/api/worlds?locale=de');
    expect(response.status).toBe(503);
    expect((await fetch(`${base}/health`)).status).toBe(503);
    cms.secrets = true;
    await stopShowroom();
  });

  it('serves the CMS content through the same protection rules as the bundle, marked as from the CMS', async () => {
    await startShowroom();
    await until(async () => (await health()).ready, 'the first sync');
    for (const endpoint of ['content-locations', 'worlds', 'articles', 'menus']) {
      const mirrored = await get(`/api/${endpoint}?locale=de&pagination[pageSize]=100`);
      const direct = await fetch(`${cmsUrl}/api/${endpoint}?locale=de&pagination[pageSize]=100`);
      expect(mirrored.response.headers.get('x-content-source'), endpoint).toBe('cms');
      // A guest sees of the mirror what a guest sees of the bundle: no login-only and no password world content.
      expect(mirrored.body, endpoint).toEqual(await direct.json());
    }
    const locations = (await get('/api/content-locations?locale=de&pagination[pageSize]=100')).body.data as {
      payloadId: string;
    }[];
    expect(locations.some((location) => location.payloadId.startsWith('service-'))).toBe(false);
  });

  it('signs in through the CMS: its refusal as it is, its acceptance as this server’s own jwt', async () => {
    const wrong = await post(`${base}/api/auth/local`, { identifier: 'demo', password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { name: 'ValidationError', message: 'Invalid identifier or password' } });
    const right = await post(`${base}/api/auth/local`, { identifier: 'demo', password: 'showroom-demo' });
    expect(right.status).toBe(200);
    expect(right.body.user).toMatchObject({ username: 'demo' });
    const locations = (
      await get('/api/content-locations?locale=de&pagination[pageSize]=100', {
        authorization: `Bearer ${String(right.body.jwt)}`,
      })
    ).body.data as { payloadId: string }[];
    expect(locations.some((location) => location.payloadId.startsWith('service-'))).toBe(true);
  });

  it('ends the logins of a user Strapi blocks, deletes or gives a new password, at the next sync', async () => {
    const signIn = async () => {
      const { body } = await post(`${base}/api/auth/local`, { identifier: 'demo', password: 'showroom-demo' });
      return { authorization: `Bearer ${String(body.jwt)}` };
    };
    const status = async (headers: Record<string, string>) =>
      (await get('/api/worlds?locale=de', headers)).response.status;
    /** Strapi's webhook, and the read it asks for done. */
    const synced = async () => {
      const before = ((await (await fetch(`${base}/health`)).json()) as { data: { syncedAt: number } }).data.syncedAt;
      await fetch(`${base}/cms-hook`, { method: 'POST', headers: { authorization: `Bearer ${SECRET}` } });
      await until(async () => {
        const now = (await (await fetch(`${base}/health`)).json()) as { data: { syncedAt: number; syncing: boolean } };
        return now.data.syncedAt > before && !now.data.syncing;
      }, 'the read the webhook asked for');
    };
    const changes: [string, (states: UserState[]) => UserState[]][] = [
      ['blocked', (states) => states.map((state) => ({ ...state, blocked: true }))],
      ['deleted', () => []],
      [
        'given a new password',
        (states) => states.map((state) => ({ ...state, credential: `${state.credential}-new` })),
      ],
    ];
    for (const [change, users] of changes) {
      cms.users = (states) => states;
      await synced();
      const login = await signIn();
      expect(await status(login), change).toBe(200);
      cms.users = users;
      await synced();
      expect(await status(login), change).toBe(401);
    }
    // A new password in Strapi, and a sign-in with it before the mirror has read it: the sign-in stands.
    cms.users = (states) => states.map((state) => ({ ...state, credential: `${state.credential}-newer` }));
    expect(await status(await signIn())).toBe(200);
    cms.users = (states) => states;
    await synced();
    expect(await status(await signIn())).toBe(200);
  }, 60_000);

  it('checks world codes against the secrets it mirrored', async () => {
    expect((await post(`${base}/api/worlds/innovation-lab/unlock`, { password: 'wrong' })).status).toBe(400);
    const unlocked = await post(`${base}/api/worlds/innovation-lab/unlock`, { password: 'factory-2026' });
    expect(unlocked.status).toBe(200);
    expect(typeof unlocked.body.accessKey).toBe('string');
  });

  it('fetches media from the CMS on first use, then serves them from its cache with Range; unknown ones not at all', async () => {
    const locations = JSON.stringify((await get('/api/content-locations?locale=de')).body);
    const video = /"url":"(\/uploads\/[^"]+\.mp4)"/.exec(locations)?.[1];
    expect(video).toBeDefined();
    const ranged = await fetch(`${base}${video}`, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
    const name = video!.slice('/uploads/'.length);
    expect((await readFile(join(cacheDir, 'media', name))).equals(await readFile(join(DEMO, 'uploads', name)))).toBe(
      true,
    );
    expect((await fetch(`${base}/uploads/not-named-by-any-content.mp4`)).status).toBe(404);
    // (The mirror fetches the named media ahead meanwhile: only this one must never be asked for.)
    expect(cms.requests).not.toContain('/box-api/uploads/not-named-by-any-content.mp4');
  });

  it('keeps serving the last good content while the CMS answers 5xx, says so, and says when it is back', async () => {
    cms.down = true;
    await fetch(`${base}/cms-hook`, { method: 'POST', headers: { authorization: `Bearer ${SECRET}` } });
    await until(async () => (await health()).fallback, 'the fallback');
    const served = await get('/api/worlds?locale=de');
    expect(served.response.status).toBe(200);
    expect(served.response.headers.get('x-content-source')).toBe('fallback');
    expect((served.body.data as unknown[]).length).toBeGreaterThan(0);
    cms.down = false;
    await fetch(`${base}/cms-hook`, { method: 'POST', headers: { authorization: `Bearer ${SECRET}` } });
    await until(async () => !(await health()).fallback, 'the CMS back');
    expect((await get('/api/worlds?locale=de')).response.headers.get('x-content-source')).toBe('cms');
  });

  it('notices a CMS gone by its health check, and reads it again as soon as it answers', async () => {
    // No webhook, no read running, and the next full read is a minute away: only the health check can tell.
    await until(async () => !(await health()).syncing, 'the reads the webhooks asked for');
    cms.down = true;
    await until(async () => (await health()).fallback, 'the health check failing');
    cms.down = false;
    const before = cms.requests.length;
    await until(async () => !(await health()).fallback, 'the CMS read again');
    expect(cms.requests.slice(before)).toContain('/box-api/api/world-secrets');
  });

  it('reads nothing for a lead Strapi announces: a lead for sales changes no content', async () => {
    await until(async () => !(await health()).syncing, 'the reads asked for before');
    const before = cms.requests.length;
    const hook = await fetch(`${base}/cms-hook`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'entry.create', model: 'lead', entry: { id: 1 } }),
    });
    expect(hook.status).toBe(204);
    await new Promise((done) => setTimeout(done, 800));
    expect(cms.requests.slice(before).filter((url) => url.startsWith('/box-api/api/'))).toEqual([]);
  });

  it('takes an edit in on the webhook, atomically; an unchanged CMS makes no new snapshot; a wrong secret nothing', async () => {
    const before = await snapshots();
    expect((await fetch(`${base}/cms-hook`, { method: 'POST', headers: { authorization: 'Bearer no' } })).status).toBe(
      401,
    );
    await fetch(`${base}/cms-hook`, { method: 'POST', headers: { authorization: `Bearer ${SECRET}` } });
    await new Promise((done) => setTimeout(done, 1000));
    expect(await snapshots()).toBe(before);

    const file = join(sourceDir, 'api', 'worlds', 'en.json');
    const worlds = JSON.parse(await readFile(file, 'utf8')) as { name: string }[];
    worlds[0]!.name = 'Edited in the CMS';
    await writeFile(file, JSON.stringify(worlds));
    await fetch(`${base}/cms-hook`, { method: 'POST', headers: { authorization: `Bearer ${SECRET}` } });
    await until(
      async () => JSON.stringify((await get('/api/worlds?locale=en')).body).includes('Edited in the CMS'),
      'the edit',
    );
    expect(await snapshots()).toBe(before + 1);
  });

  it('checks the webhook secret before it reads a byte of the body, and makes one read of 60 replayed calls', async () => {
    const hook = (authorization: string, body: string) =>
      fetch(`${base}/cms-hook`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body,
      });
    // Unparsable and 4 MiB: refused for its secret, not its body.
    expect((await hook('Bearer no', '{"model": ')).status).toBe(401);
    expect((await hook('Bearer no', `{"entry":"${'x'.repeat(4 * 1024 * 1024)}"}`)).status).toBe(401);
    // An entry too large to read still announces a change.
    expect((await hook(`Bearer ${SECRET}`, `{"entry":"${'x'.repeat(1024 * 1024)}"}`)).status).toBe(204);
    await until(async () => !(await health()).syncing && reads() > 0, 'the read the large entry asked for');
    const before = reads();
    // Replayed one after the other over 3 s, as an attacker holding one valid call would.
    for (let i = 0; i < 60; i++) {
      expect((await hook(`Bearer ${SECRET}`, '{"model":"world"}')).status).toBe(204);
      await new Promise((done) => setTimeout(done, 50));
    }
    // At most one read in flight and one per CMS_SYNC_MIN_INTERVAL_MS (5 s): the 60 calls are one read.
    expect(reads() - before).toBeLessThanOrEqual(1);
  });

  it('reads the endpoints a published change names first, on their own, and everything after', async () => {
    await until(async () => !(await health()).syncing, 'the reads asked for before');
    const before = cms.requests.length;
    await retitleArticle('Published in the CMS');
    expect((await contentHook(['/api/articles'], true)).status).toBe(204);
    await until(async () => (await servedArticles()).includes('Published in the CMS'), 'the published article');
    await until(async () => !(await health()).syncing, 'the full read after');
    const reads = contentReads(before);
    // First the articles in every locale, the world secrets and the users: the edit is served after those alone.
    const first = reads.slice(0, reads.findIndex((url) => url.startsWith('/box-api/api/user-states')) + 1);
    expect(localesRead(first, 'articles').size).toBe(10);
    expect(first.filter((url) => !/^\/box-api\/api\/(articles|world-secrets|user-states)\b/.test(url))).toEqual([]);
    // Then everything, for copies of the change that other answers may hold.
    const rest = reads.slice(first.length);
    expect(localesRead(rest, 'content-locations').size).toBe(10);
    expect(localesRead(rest, 'app-setting')).toEqual(new Set([null]));
  });

  it('reads nothing for visitors when only a draft was saved', async () => {
    await until(async () => !(await health()).syncing, 'the reads asked for before');
    const before = cms.requests.length;
    expect((await contentHook(['/api/articles'], false)).status).toBe(204);
    await new Promise((done) => setTimeout(done, 800));
    expect(contentReads(before)).toEqual([]);
  });

  it('stops a slow full read for a published change, serves the change, and reads everything again after', async () => {
    await until(async () => !(await health()).syncing, 'the reads asked for before');
    const before = cms.requests.length;
    // Each location answer takes 2 s: a full read would take 20 s.
    cms.delay = (url) => (url.startsWith('/box-api/api/content-locations') ? 2000 : 0);
    try {
      await fetch(`${base}/cms-hook`, { method: 'POST', headers: { authorization: `Bearer ${SECRET}` } });
      await until(async () => contentReads(before).some((url) => url.includes('content-locations')), 'the full read');
      const title = await retitleArticle('Published during a full read');
      expect((await contentHook(['/api/articles'], true)).status).toBe(204);
      await until(
        async () => (await servedArticles()).includes('Published during a full read'),
        'the change served before the full read could end',
        5000,
      );
      // What was not read again is served as before, in every locale: kept from the snapshot before.
      for (const locale of ['de', 'en', 'zh'])
        for (const endpoint of ['worlds', 'content-locations'])
          expect((await get(`/api/${endpoint}?locale=${locale}`)).body, `${endpoint} ${locale}`).toEqual(
            await (await fetch(`${cmsUrl}/api/${endpoint}?locale=${locale}`)).json(),
          );
      cms.delay = () => 0;
      await retitleArticle(title);
    } finally {
      cms.delay = () => 0;
    }
    // The full read stopped is made again: it takes in the title set back, which no event announced.
    await until(async () => !(await servedArticles()).includes('Published during a full read'), 'the full read again');
  });

  it('after a restart with the CMS down, serves what it kept on disk at once, in fallback', async () => {
    // The reads the edits above asked for are done: what is on disk is what was served last.
    await until(async () => !(await health()).syncing, 'the reads asked for before');
    await stopShowroom();
    cms.down = true;
    await startShowroom();
    const served = await get('/api/worlds?locale=en');
    expect(served.response.status).toBe(200);
    expect(JSON.stringify(served.body)).toContain('Edited in the CMS');
    await until(async () => (await health()).fallback, 'the fallback');
    expect((await get('/api/worlds?locale=en')).response.headers.get('x-content-source')).toBe('fallback');
    cms.down = false;
  });
});
