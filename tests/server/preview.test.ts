import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { addStrapiRoutes } from './strapi-stand-in';

// Issue 32, point 6: an editor's preview of drafts. A stand-in Strapi answers its drafts for `status=draft` (a copy of
// the demo bundle where the factory is renamed and the entrance has a picture no published content names) and what
// is published otherwise; the showroom shows the drafts only to a request with a valid preview key, as
// cms/src/utils/preview.js signs it. The same flow against the real Strapi: e2e-cms/preview.spec.ts.
const DEMO = resolve('content/demo');
const PREVIEW_SECRET = 'preview-secret-of-at-least-32-bytes!';
const HOOK_SECRET = 'hook-secret';
const DRAFT_PICTURE = '/uploads/draft-only-entrance.jpg';

let root: string;
let draftDir: string;
const sources: FastifyInstance[] = [];
let front: Server;
let cmsUrl: string;
/** Every request Strapi got: path and query. */
const requested: string[] = [];
const showrooms: FastifyInstance[] = [];

interface Entry {
  slug?: string;
  name?: string;
  payloadId?: string;
  title?: string;
  background?: { image?: { url: string; formats?: unknown } | null }[];
}

async function editJson(file: string, edit: (items: Entry[]) => void): Promise<void> {
  const items = JSON.parse(await readFile(file, 'utf8')) as Entry[];
  edit(items);
  await writeFile(file, JSON.stringify(items));
}

const renameFactory = (name: string) =>
  editJson(join(draftDir, 'api', 'worlds', 'de.json'), (worlds) => {
    worlds.find((world) => world.slug === 'factory')!.name = name;
  });

/** A copy of the demo bundle that shares its uploads (each a link). */
async function bundleCopy(name: string): Promise<string> {
  const dir = join(root, name);
  await cp(join(DEMO, 'api'), join(dir, 'api'), { recursive: true });
  await cp(join(DEMO, 'server'), join(dir, 'server'), { recursive: true });
  await mkdir(join(dir, 'uploads'));
  for (const file of await readdir(join(DEMO, 'uploads'))) {
    await symlink(join(DEMO, 'uploads', file), join(dir, 'uploads', file));
  }
  return dir;
}

async function standIn(dir: string): Promise<string> {
  const source = await buildServer({ contentDir: dir, distDir: root, authSecret: 'cms' });
  addStrapiRoutes(source, dir);
  sources.push(source);
  return `${await source.listen({ host: '127.0.0.1', port: 0 })}/box-api`;
}

async function showroom(previewSecret?: string, webhookSecret: string | null = HOOK_SECRET): Promise<string> {
  const token = JSON.parse(await readFile(join(root, 'token'), 'utf8')) as string;
  const app = await buildServer({
    contentDir: 'no-bundle',
    distDir: root,
    authSecret: 'showroom',
    cms: {
      url: cmsUrl,
      token,
      cacheDir: join(root, `cache-${showrooms.length}`),
      intervalMs: 60_000,
      minIntervalMs: 100,
      webhookSecret: webhookSecret ?? undefined,
      previewSecret,
      settingsFile: 'public/app-settings.json',
    },
  });
  showrooms.push(app);
  const base = `${await app.listen({ host: '127.0.0.1', port: 0 })}/box-api`;
  await until(async () => (await fetch(`${base}/health`)).status === 200, 'the first sync');
  return base;
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** A preview key as "Open in showroom" signs it (cms/src/utils/preview.js). */
const previewKey = (secret = PREVIEW_SECRET, { audience = 'vf-preview', expires = '1h' } = {}) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(new TextEncoder().encode(secret));

async function worlds(base: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/api/worlds?locale=de`, { headers });
  const body = (await response.json()) as { data: Entry[]; error?: { message: string } };
  return { response, body, names: response.ok ? body.data.map((world) => world.name) : [] };
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'vf-preview-'));
  await writeFile(join(root, 'index.html'), '<!doctype html>');
  const publishedDir = await bundleCopy('published');
  draftDir = await bundleCopy('drafts');
  await renameFactory('Fabrik (Entwurf)');
  await cp(
    join(DEMO, 'uploads', 'location_factory_entrance_16x9_40b340572c.jpg'),
    join(draftDir, DRAFT_PICTURE.slice(1)),
  );
  await editJson(join(draftDir, 'api', 'content-locations', 'de.json'), (locations) => {
    const entrance = locations.find((location) => location.payloadId === 'factory-entrance')!;
    entrance.title = 'Eingang (Entwurf)';
    entrance.background![0]!.image = { ...entrance.background![0]!.image!, url: DRAFT_PICTURE, formats: {} };
  });
  const published = await standIn(publishedDir);
  const drafts = await standIn(draftDir);
  // Strapi answers its drafts to `status=draft` and serves every upload; the stand-ins know no status.
  front = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://cms');
    requested.push(`${url.pathname}${url.search}`);
    const draft = url.searchParams.get('status') === 'draft' || url.pathname.startsWith('/uploads/');
    const base = draft ? drafts : published;
    url.searchParams.delete('status');
    const path = `${url.pathname.replace(/^\/box-api/, '')}${url.search}`;
    void fetch(`${base}${path}`, { headers: { authorization: request.headers.authorization ?? '' } }).then(
      async (answer) => {
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      },
    );
  });
  await new Promise<void>((done) => front.listen(0, '127.0.0.1', done));
  cmsUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  const login = await fetch(`${published}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'demo', password: 'showroom-demo' }),
  });
  await writeFile(join(root, 'token'), JSON.stringify(((await login.json()) as { jwt: string }).jwt));
});

afterAll(async () => {
  for (const app of [...showrooms, ...sources]) await app.close();
  front?.closeAllConnections();
  await new Promise((done) => front?.close(done));
  await rm(root, { recursive: true, force: true });
});

describe("an editor's preview of drafts", () => {
  let base: string;
  beforeAll(async () => {
    base = await showroom(PREVIEW_SECRET);
  });

  it('shows visitors what is published, and drafts to a valid preview key, kept by no cache', async () => {
    const visitor = await worlds(base);
    expect(visitor.names).toContain('Fabrik');
    expect(visitor.names).not.toContain('Fabrik (Entwurf)');

    const editor = await worlds(base, { 'X-Preview': await previewKey() });
    expect(editor.names).toContain('Fabrik (Entwurf)');
    expect(editor.response.headers.get('cache-control')).toBe('no-store');
    expect(editor.response.headers.get('x-robots-tag')).toBe('noindex');

    // What visitors see is still what is published.
    expect((await worlds(base)).names).toContain('Fabrik');
  });

  // The password world's locations the stand-in keeps to itself (its token holds no access key): hiddenWorlds'
  // own test shows a preview opens it too (world-rights.test.ts).
  it('opens the login-only world to a preview', async () => {
    const locationsOf = async (headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}/api/content-locations?locale=de&pagination[pageSize]=100`, { headers });
      const { data } = (await response.json()) as { data: { world?: { slug: string } | null }[] };
      return new Set(data.map((location) => location.world?.slug));
    };
    expect([...(await locationsOf())]).toEqual(['factory']);
    const editor = await locationsOf({ 'X-Preview': await previewKey() });
    expect([...editor].sort()).toEqual(['factory', 'service']);
  });

  it('refuses a key that is forged, for another purpose or expired, and shows nothing of the drafts', async () => {
    for (const key of [
      await previewKey('another-secret-of-at-least-32-bytes'),
      await previewKey(PREVIEW_SECRET, { audience: 'world-access' }),
      await previewKey(PREVIEW_SECRET, { expires: '-1s' }),
      'not-a-key',
    ]) {
      const { response, body } = await worlds(base, { 'X-Preview': key });
      expect(response.status).toBe(401);
      expect(body.error?.message).toBe('The preview has expired: open it again from the CMS');
      expect(JSON.stringify(body)).not.toContain('Entwurf');
    }
  });

  it("serves the drafts' media to the preview alone, uncached", async () => {
    expect((await fetch(`${base}${DRAFT_PICTURE}`)).status).toBe(404);
    expect(
      (await fetch(`${base}${DRAFT_PICTURE}?preview=${await previewKey('wrong-secret-of-32-bytes-at-least')}`)).status,
    ).toBe(401);
    const response = await fetch(`${base}${DRAFT_PICTURE}?preview=${await previewKey()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await response.arrayBuffer()).length).toBeGreaterThan(10_000);
    // Still not for visitors, now that it is in the media cache.
    expect((await fetch(`${base}${DRAFT_PICTURE}`)).status).toBe(404);
  });

  it('reads the drafts again when the webhook says something changed, and a preview waits for that read', async () => {
    const key = await previewKey();
    expect((await worlds(base, { 'X-Preview': key })).names).toContain('Fabrik (Entwurf)');
    await renameFactory('Fabrik (zweiter Entwurf)');
    // Nothing said that a draft changed: the drafts as they were read.
    expect((await worlds(base, { 'X-Preview': key })).names).toContain('Fabrik (Entwurf)');
    const hook = await fetch(`${base}/cms-hook`, {
      method: 'POST',
      headers: { authorization: `Bearer ${HOOK_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'entry.update', model: 'world' }),
    });
    expect(hook.status).toBe(204);
    // Asked at once, before the read the webhook starts: the answer waits for it.
    expect((await worlds(base, { 'X-Preview': key })).names).toContain('Fabrik (zweiter Entwurf)');
    expect((await worlds(base)).names).toContain('Fabrik');
    await renameFactory('Fabrik (Entwurf)');
  });

  it("reads the endpoints cms/'s event after a saved draft names for the preview at once, and nothing for visitors", async () => {
    const key = await previewKey();
    // The reads the test before asked for are done: Strapi has had no request for a second.
    for (let count = -1; count !== requested.length;) {
      count = requested.length;
      await new Promise((done) => setTimeout(done, 1000));
    }
    const before = requested.length;
    await renameFactory('Fabrik (vierter Entwurf)');
    const hook = await fetch(`${base}/cms-hook`, {
      method: 'POST',
      headers: { authorization: `Bearer ${HOOK_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'showroom.content', model: 'world', paths: ['/api/worlds'], published: false }),
    });
    expect(hook.status).toBe(204);
    expect((await worlds(base, { 'X-Preview': key })).names).toContain('Fabrik (vierter Entwurf)');
    const read = requested.slice(before).filter((url) => url.startsWith('/api/'));
    // The drafts of the worlds, with the world secrets and the users; nothing else first, nothing published.
    const first = read.slice(0, read.findIndex((url) => url.startsWith('/api/user-states')) + 1);
    expect(first.filter((url) => !/^\/api\/(worlds|world-secrets|user-states)\b/.test(url))).toEqual([]);
    expect(first.filter((url) => url.startsWith('/api/worlds')).length).toBeGreaterThanOrEqual(10);
    expect(first.every((url) => new URL(url, 'http://cms').searchParams.get('status') === 'draft')).toBe(true);
    await new Promise((done) => setTimeout(done, 800));
    const published = requested.slice(before).filter((url) => !url.includes('status=draft'));
    expect(published.filter((url) => url.startsWith('/api/'))).toEqual([]);
    expect((await worlds(base)).names).toContain('Fabrik');
    await renameFactory('Fabrik (Entwurf)');
  });
});

describe('a showroom without the webhook', () => {
  it('reads the drafts again for each key opened after the last read began', async () => {
    const base = await showroom(PREVIEW_SECRET, null);
    const before = await previewKey();
    // A read begun within the second a key was issued in may predate the editor's save: it is read again then.
    await new Promise((done) => setTimeout(done, 1100));
    expect((await worlds(base, { 'X-Preview': before })).names).toContain('Fabrik (Entwurf)');
    await renameFactory('Fabrik (dritter Entwurf)');
    expect((await worlds(base, { 'X-Preview': before })).names).toContain('Fabrik (Entwurf)');
    await new Promise((done) => setTimeout(done, 1100));
    expect((await worlds(base, { 'X-Preview': await previewKey() })).names).toContain('Fabrik (dritter Entwurf)');
    await renameFactory('Fabrik (Entwurf)');
  });
});

describe('a showroom without CMS_PREVIEW_SECRET', () => {
  it('refuses every preview key: it cannot tell a real one', async () => {
    const base = await showroom();
    const { response } = await worlds(base, { 'X-Preview': await previewKey() });
    expect(response.status).toBe(401);
    expect((await worlds(base)).names).toContain('Fabrik');
  });
});
