import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from './fixture';

let fixture: Fixture;
let app: FastifyInstance;

beforeAll(async () => {
  fixture = await createFixture();
  app = await fixture.server();
});
afterAll(async () => {
  await app.close();
  await fixture.dispose();
});

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('the built client', () => {
  it.each(['/', '/index.html', '/de', '/en/factory/hall-a?article=3', '/login?redirect=%2Fde'])(
    'serves index.html for %s, uncached, with the security headers',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "media-src 'self' blob: https:",
        "connect-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com;",
        "worker-src 'self' blob:",
        'frame-src https://www.youtube-nocookie.com https://player.vimeo.com;',
      ]) {
        expect(csp).toContain(directive);
      }
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );

  it('serves hashed assets as immutable for a year', async () => {
    const res = await app.inject({ url: '/assets/x-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("x");');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a missing asset with 404, not with HTML that would hide a failed chunk load', async () => {
    const res = await app.inject({ url: '/assets/gone-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });

  it('revalidates other files of dist/', async () => {
    const res = await app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD for SPA routes', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/de/factory' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('does not fall back to HTML for other methods', async () => {
    const res = await app.inject({ method: 'POST', url: '/de/factory', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('/app-settings.json', () => {
  it('serves the built settings, uncached', async () => {
    const res = await app.inject({ url: '/app-settings.json' });
    expect(res.json()).toEqual({ mediaHost: '', apiBase: '/box-api' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('takes mediaHost from MEDIA_HOST and adds its origin to the CSP', async () => {
    const withHost = await fixture.server({ mediaHost: 'http://media.local:9000' });
    try {
      const res = await withHost.inject({ url: '/app-settings.json' });
      expect(res.json()).toEqual({ mediaHost: 'http://media.local:9000', apiBase: '/box-api' });
      const page = await withHost.inject({ url: '/' });
      expect(page.headers['content-security-policy']).toContain("connect-src 'self' http://media.local:9000");
    } finally {
      await withHost.close();
    }
  });

  it('turns the kiosk setting on for a kiosk, keeping the other viewer settings', async () => {
    await fixture.write('dist/app-settings.json', { apiBase: '/box-api', viewers: { pdfDownload: false } });
    const kiosk = await fixture.server({ kiosk: true });
    try {
      const res = await kiosk.inject({ url: '/app-settings.json' });
      expect(res.json()).toEqual({ apiBase: '/box-api', viewers: { pdfDownload: false, kiosk: true } });
      expect((await app.inject({ url: '/app-settings.json' })).json().viewers).toEqual({ pdfDownload: false });
    } finally {
      await kiosk.close();
      await fixture.write('dist/app-settings.json', { mediaHost: '', apiBase: '/box-api' });
    }
  });
});

describe('/robots.txt', () => {
  /**
   * Whether a crawler that follows robots.txt as Google and the link preview bots do may fetch `path`: the longest
   * matching rule wins, Allow on a tie.
   */
  function allowed(robots: string, path: string): boolean {
    const rules = robots
      .split('\n')
      .map((line) => /^(allow|disallow):\s*(\S*)/i.exec(line.trim()))
      .filter((match) => match !== null && match[2] !== '' && path.startsWith(match[2]!))
      .map((match) => ({ allow: match![1]!.toLowerCase() === 'allow', length: match![2]!.length }))
      .sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow));
    return rules[0]?.allow ?? true;
  }

  it("lets crawlers into the showroom and its pictures (a shared link's og:image), never into the API", async () => {
    await fixture.write('dist/robots.txt', await readFile('public/robots.txt'));
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/^User-agent: \*$/m);
    for (const path of ['/', '/de', '/en/factory/factory-hall', '/box-api/uploads/xlarge_hall_16x9.jpg'])
      expect(allowed(res.body, path), path).toBe(true);
    for (const path of ['/box-api/api/content-locations?locale=de', '/box-api/auth/local', '/box-api/contact'])
      expect(allowed(res.body, path), path).toBe(false);
  });
});

describe('without a build', () => {
  it('answers 503 instead of crashing when index.html is missing', async () => {
    const bare = await fixture.server({ distDir: `${fixture.root}/no-dist` });
    try {
      const res = await bare.inject({ url: '/de' });
      expect(res.statusCode).toBe(503);
      expect((await bare.inject({ url: '/box-api/api/icons' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
