import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusesFrame } from '../../server/frame-check';
import { createFixture, type Fixture } from './fixture';

let fixture: Fixture;
let app: FastifyInstance;

/** An allowlisted origin on a port nothing listens on: the probe cannot reach it. */
const DEAD = 'https://127.0.0.1:9';

beforeAll(async () => {
  fixture = await createFixture();
  await fixture.write('dist/app-settings.json', {
    apiBase: '/box-api',
    viewers: {
      frameOrigins: ['https://allowed.example', DEAD, 'https://allowed.example/path', 'http://plain.example'],
    },
  });
  app = await fixture.server();
});
afterAll(async () => {
  await app.close();
  await fixture.dispose();
});

describe('the page CSP follows the frame allowlist', () => {
  it('allows frames from the allowlisted origins and the video embed hosts only', async () => {
    const csp = String((await app.inject({ url: '/de' })).headers['content-security-policy']);
    const frameSrc = csp.split(/;\s*/).find((directive) => directive.startsWith('frame-src '));
    expect(frameSrc).toBe(
      `frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://allowed.example ${DEAD}`,
    );
  });

  it('picks an edited allowlist up without a restart', async () => {
    await fixture.write('dist/app-settings.json', {
      apiBase: '/box-api',
      viewers: { frameOrigins: ['https://Other.example'] },
    });
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://other.example;');
    await fixture.write('dist/app-settings.json', {
      apiBase: '/box-api',
      viewers: { frameOrigins: ['https://allowed.example', DEAD] },
    });
  });
});

describe('GET /frame-check', () => {
  it.each([
    'https://evil.example/',
    'https://allowed.example.evil.net/',
    'https://allowed.example@evil.net/',
    'https://user@allowed.example/',
    'http://plain.example/',
    'https://allowed.example:8443/',
    'not a url',
  ])('refuses to fetch %s, which is off the allowlist', async (url) => {
    const res = await app.inject({ url: `/frame-check?url=${encodeURIComponent(url)}` });
    expect(res.statusCode).toBe(400);
  });

  it('says an allowlisted page that does not answer is unreachable', async () => {
    const res = await app.inject({ url: `/frame-check?url=${encodeURIComponent(`${DEAD}/page`)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ frameable: false, reason: 'unreachable' });
  });
});

describe('refusesFrame', () => {
  const page = new URL('https://showroom.example');
  const refuses = (headers: Record<string, string>, on = page) => refusesFrame(new Headers(headers), on);

  it('reads X-Frame-Options as the browser does', () => {
    expect(refuses({ 'x-frame-options': 'DENY' })).toBe(true);
    expect(refuses({ 'x-frame-options': 'sameorigin' })).toBe(true);
    expect(refuses({ 'x-frame-options': 'ALLOW-FROM https://showroom.example' })).toBe(false);
    expect(refuses({})).toBe(false);
  });

  it('reads CSP frame-ancestors', () => {
    expect(refuses({ 'content-security-policy': "frame-ancestors 'none'" })).toBe(true);
    expect(refuses({ 'content-security-policy': "default-src 'self'; frame-ancestors 'self'" })).toBe(true);
    expect(refuses({ 'content-security-policy': 'frame-ancestors https://other.example' })).toBe(true);
    expect(refuses({ 'content-security-policy': 'frame-ancestors https://showroom.example.evil.net' })).toBe(true);
    expect(refuses({ 'content-security-policy': 'frame-ancestors *' })).toBe(false);
    expect(refuses({ 'content-security-policy': 'frame-ancestors https:' })).toBe(false);
    expect(refuses({ 'content-security-policy': "frame-ancestors 'self' https://showroom.example" })).toBe(false);
    expect(refuses({ 'content-security-policy': 'frame-ancestors *.example' })).toBe(false);
    expect(refuses({ 'content-security-policy': "default-src 'self'" })).toBe(false);
    expect(
      refuses({ 'content-security-policy': 'frame-ancestors http://127.0.0.1:8080' }, new URL('http://127.0.0.1:8080')),
    ).toBe(false);
    expect(
      refuses({ 'content-security-policy': 'frame-ancestors http://127.0.0.1:8081' }, new URL('http://127.0.0.1:8080')),
    ).toBe(true);
  });
});
