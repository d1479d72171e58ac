import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspDirectives } from '../../server/security-headers';
import { createFixture, type Fixture } from './fixture';

describe('the CSP and the tag manager', () => {
  it('names the tag manager for scripts, connections and images only when a container is configured', () => {
    const off = cspDirectives({ tagManager: false });
    expect(Object.values(off).flat()).not.toContain('https://www.googletagmanager.com');
    const on = cspDirectives({ tagManager: true });
    expect(on['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(on['connect-src']).toContain('https://www.googletagmanager.com');
    expect(on['img-src']).toContain('https://www.googletagmanager.com');
    expect(on['frame-src']).not.toContain('https://www.googletagmanager.com');
  });

  it("lets the CMS admin panel's preview frame the showroom, plain http too, beside the settings' ancestors", () => {
    const csp = cspDirectives({ frameAncestors: ['https://www.company.example'], editorOrigin: 'http://cms.lan:1337' });
    expect(csp['frame-ancestors']).toEqual(["'self'", 'https://www.company.example', 'http://cms.lan:1337']);
    expect(cspDirectives()['frame-ancestors']).toEqual(["'self'"]);
  });

  it('never allows inline scripts or eval', () => {
    for (const csp of [cspDirectives(), cspDirectives({ mediaHost: 'https://cms.example.com', tagManager: true })]) {
      expect(csp['script-src']!.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
  });
});

describe('the headers helmet sets', () => {
  let fixture: Fixture;
  let app: FastifyInstance;
  beforeAll(async () => {
    fixture = await createFixture();
    await fixture.write('dist/app-settings.json', {
      apiBase: '/box-api',
      analytics: { gtmContainer: 'GTM-ABC123' },
      security: {
        frameAncestors: ['https://www.company.example', 'https://evil.example/path', 'http://plain.example:8080', 7],
      },
    });
    app = await fixture.server();
  });
  afterAll(async () => {
    await app.close();
    await fixture.dispose();
  });

  it.each(['/de', '/box-api/api/worlds', '/box-api/api/nothing-here', '/app-settings.json'])(
    'on %s: the policy of the served settings, nosniff, same-origin framing, no X-Powered-By, no HSTS',
    async (url) => {
      const res = await app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      // Origins only, and https only: a path or plain http is no ancestor.
      expect(csp).toContain("frame-ancestors 'self' https://www.company.example;");
      expect(csp).not.toMatch(/evil\.example|plain\.example/);
      expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('follows an edited setting without a restart', async () => {
    await fixture.write('dist/app-settings.json', { apiBase: '/box-api' });
    const csp = String((await app.inject({ url: '/de' })).headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self';");
    expect(csp).toContain("script-src 'self';");
  });
});
