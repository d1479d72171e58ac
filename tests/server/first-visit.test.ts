import type { FastifyInstance } from 'fastify';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { withHead } from '../../server/first-visit';

/** The demo bundle's API and server files in a folder of our own (uploads linked), so a test may edit them. */
let root: string;
let app: FastifyInstance;

const DEMO = resolve('content/demo');

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'vf-first-visit-'));
  await cp(join(DEMO, 'api'), join(root, 'content/api'), { recursive: true });
  await cp(join(DEMO, 'server'), join(root, 'content/server'), { recursive: true });
  await symlink(join(DEMO, 'uploads'), join(root, 'content/uploads'));
  // The page as Vite builds it from index.html, and the settings the client boots with.
  await cp(resolve('index.html'), join(root, 'dist/index.html'));
  await cp(resolve('public/app-settings.json'), join(root, 'dist/app-settings.json'));
  app = await buildServer({
    contentDir: join(root, 'content'),
    distDir: join(root, 'dist'),
    authSecret: 'x'.repeat(32),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

/** The page for `url`, asked until the head is there (the first visitor of a locale may get the page as built). */
async function page(url: string, host = 'showroom.example'): Promise<string> {
  for (let tries = 0; ; tries++) {
    const res = await app.inject({ url, headers: { host } });
    expect(res.statusCode).toBe(200);
    if (res.body.includes('og:title') || tries === 20) return res.body;
    await new Promise((done) => setTimeout(done, 100));
  }
}

const meta = (html: string, name: string) =>
  new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

async function demoItems(collection: string, locale: string): Promise<Record<string, unknown>[]> {
  return JSON.parse(await readFile(join(DEMO, 'api', collection, `${locale}.json`), 'utf8')) as Record<
    string,
    unknown
  >[];
}

describe('the first visit: the head and first picture of the address asked', () => {
  it('names the location and its world, describes it and shows its picture before any script', async () => {
    const html = await page('/en/factory/factory-hall');
    expect(html).toContain('<html lang="en-GB"');
    expect(title(html)).toBe('Production hall · Factory');
    expect(meta(html, 'description')).toBe(
      'Production hall in Factory: a virtual tour with films, articles, videos and data sheets.',
    );
    expect(meta(html, 'og:title')).toBe('Production hall · Factory');
    expect(meta(html, 'og:url')).toBe('http://showroom.example/en/factory/factory-hall');
    // The narrowest rendition at least 1200 px wide, as an absolute address.
    expect(meta(html, 'og:image')).toBe(
      'http://showroom.example/box-api/uploads/xlarge_location_factory_hall_16x9_hq_a51b0f2246.jpg',
    );
    // One description: the page's own is replaced, not added to.
    expect(html.match(/name="description"/g)).toHaveLength(1);
    const picture = /<picture id="first-picture"[^]*?<\/picture>/.exec(html)?.[0] ?? '';
    expect(picture).toContain('/box-api/uploads/xlarge_location_factory_hall_16x9_hq_a51b0f2246.jpg 1920w');
    expect(picture).toContain('fetchpriority="high"');
    // Before the app, so it is found and painted before any JavaScript runs.
    expect(html.indexOf('<picture id="first-picture"')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).toContain('<link rel="preload" as="image" href="/box-api/uploads/');
  });

  it('gives the root and a locale the home world start, in the locale asked', async () => {
    const home = await page('/de');
    expect(home).toContain('<html lang="de-DE"');
    expect(title(home)).toBe('Eingang · Fabrik');
    expect(home).toContain('id="first-picture"');
    expect(title(await page('/'))).toBe('Eingang · Fabrik');
    expect(title(await page('/zh/factory/factory-hall'))).toBe('生产车间 · 工厂');
  });

  it.each(['/en/service/service-reception', '/en/service', '/en/innovation-lab/lab-entrance', '/en/innovation-lab'])(
    'says nothing of a world that asks for a login or a code (%s)',
    async (url) => {
      const html = await page(url);
      expect(title(html)).toBe('Virtual Factory – Showroom');
      expect(html).not.toContain('first-picture');
      expect(meta(html, 'og:image')).toBeUndefined();
      const worlds = await demoItems('worlds', 'en');
      const locations = await demoItems('content-locations', 'en');
      const secret = ['service', 'innovation-lab'];
      const words = [
        ...worlds.filter((world) => secret.includes(String(world.slug))).map((world) => String(world.name)),
        ...locations
          .filter((location) => secret.includes(String((location.world as { slug?: string } | null)?.slug)))
          .flatMap((location) => [String(location.title), ...JSON.stringify(location).match(/\/uploads\/[^"]+/g)!]),
      ];
      expect(words.length).toBeGreaterThan(6);
      const head = html.replace(/<meta property="og:url"[^>]*>/, '');
      for (const word of words) expect(head, word).not.toContain(word);
    },
  );

  it('says nothing of a protected world that is the home of the host asked', async () => {
    const file = join(root, 'content/api/worlds/en.json');
    const worlds = await demoItems('worlds', 'en');
    for (const world of worlds) if (world.slug === 'service') world.URL_ALIAS = 'service.example';
    await writeFile(file, JSON.stringify(worlds));
    const service = String(worlds.find((world) => world.slug === 'service')!.name);
    // The edit is seen (the alias works for the factory's own host too), and the service world's home says nothing.
    await expect
      .poll(async () => title(await page('/en', 'service.example')), { timeout: 10_000 })
      .toBe('Virtual Factory – Showroom');
    const html = await page('/en', 'service.example');
    expect(html).not.toContain(service);
    expect(html).not.toContain('first-picture');
    expect(title(await page('/en'))).toBe('Entrance · Factory');
  });

  it("gives other pages and unknown places the showroom's own head", async () => {
    for (const url of ['/login?redirect=%2Fde', '/en/nowhere', '/en/factory/nowhere']) {
      const html = await page(url);
      // The demo's CMS strings name the showroom alike in every locale.
      expect(title(html), url).toBe('Virtual Factory – Showroom');
      expect(meta(html, 'description'), url).toMatch(/Showroom/);
      expect(html, url).not.toContain('first-picture');
    }
  });

  it('follows an edit of the content', async () => {
    expect(title(await page('/en/factory/factory-lobby'))).toBe('Lobby &amp; showroom · Factory');
    const file = join(root, 'content/api/content-locations/en.json');
    const locations = await demoItems('content-locations', 'en');
    for (const location of locations) if (location.slug === 'factory-lobby') location.title = 'Welcome desk';
    await writeFile(file, JSON.stringify(locations));
    await expect
      .poll(async () => title(await page('/en/factory/factory-lobby')), { timeout: 10_000 })
      .toBe('Welcome desk · Factory');
  });
});

describe('a locale whose content cannot be loaded', () => {
  it('is tried once for many pages, which go out as built meanwhile', async () => {
    const broken = await mkdtemp(join(tmpdir(), 'vf-first-visit-broken-'));
    await cp(join(root, 'content'), join(broken, 'content'), { recursive: true, dereference: false });
    await cp(join(root, 'dist'), join(broken, 'dist'), { recursive: true });
    // The worlds' endpoint answers 404: the client's loader fails.
    const settingsFile = join(broken, 'dist/app-settings.json');
    const settings = JSON.parse(await readFile(settingsFile, 'utf8')) as {
      endpoints: { store: string; path: string }[];
    };
    for (const endpoint of settings.endpoints) if (endpoint.store === 'worlds') endpoint.path = '/api/nowhere';
    await writeFile(settingsFile, JSON.stringify(settings));
    const server = await buildServer({ contentDir: join(broken, 'content'), distDir: join(broken, 'dist') });
    const asked: string[] = [];
    const inject = server.inject.bind(server);
    server.inject = ((options: { url: string }) => {
      asked.push(options.url);
      return inject(options as never);
    }) as typeof server.inject;
    try {
      for (let visit = 0; visit < 5; visit++) {
        const res = await inject({ url: '/fr/factory' });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('first-picture');
      }
      expect(asked.filter((url) => url.startsWith('/box-api/api/nowhere') && url.includes('locale=fr'))).toHaveLength(
        1,
      );
    } finally {
      await server.close();
      await rm(broken, { recursive: true, force: true });
    }
  });
});

describe('withHead', () => {
  it('escapes what editors wrote', () => {
    const html = withHead(
      '<html lang="de"><head><title>x</title></head><body><div id="root"></div></body></html>',
      {
        lang: 'en-GB',
        title: '"><script>alert(1)</script>',
        description: "it's <b>bold</b> & more",
        picture: {
          landscape: { src: '/u/a.jpg?x="><script>', srcset: '' },
          portrait: { src: '/u/a.jpg?x="><script>', srcset: '' },
          share: '/u/a.jpg',
        },
        logo: null,
      },
      'https://showroom.example',
      '/en',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="it&#39;s &lt;b&gt;bold&lt;/b&gt; &amp; more"');
    expect(html).toContain('src="/u/a.jpg?x=&quot;&gt;&lt;script&gt;"');
  });
});
