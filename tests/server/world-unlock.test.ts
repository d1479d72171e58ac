import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from './fixture';

let fixture: Fixture;
let app: FastifyInstance;
let ip = 0;

beforeAll(async () => {
  fixture = await createFixture();
  app = await fixture.server();
});
afterAll(async () => {
  await app.close();
  await fixture.dispose();
});

const unlock = (slug: string, payload: unknown, remoteAddress = `10.0.1.${++ip}`) =>
  app.inject({ method: 'POST', url: `/box-api/api/worlds/${slug}/unlock`, payload: payload as object, remoteAddress });

const access = (slug: string, key: string) =>
  app.inject({ url: `/box-api/api/worlds/${slug}/access?key=${encodeURIComponent(key)}` });

describe('world passwords', () => {
  it('trades the (trimmed) password for a 12-hour access key that names the world', async () => {
    const res = await unlock('secret-hall', { password: '  open sesame \n' });
    expect(res.statusCode).toBe(200);
    const { accessKey, expiresAt } = res.json();
    expect(typeof accessKey).toBe('string');
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    expect(res.body).not.toContain('open sesame');

    expect((await access('secret-hall', accessKey)).statusCode).toBe(204);
    expect((await access('factory', accessKey)).statusCode).toBe(403);
  });

  it("answers a wrong password with the spec's message", async () => {
    const res = await unlock('secret-hall', { password: 'open sesame!' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'The code is incorrect, please try again', details: {} },
    });
  });

  it('answers an empty password with a validation error', async () => {
    const res = await unlock('secret-hall', { password: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.errors[0].path).toEqual(['password']);
  });

  it.each(['factory', 'no-such-world', '__proto__', 'constructor'])(
    'answers 404 for %s (unknown or unprotected)',
    async (slug) => {
      const res = await unlock(slug, { password: 'open sesame' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.name).toBe('NotFoundError');
    },
  );

  it('rejects forged, tampered and JWT-shaped keys', async () => {
    const { accessKey } = (await unlock('secret-hall', { password: 'open sesame' })).json();
    const [payload, signature] = String(accessKey).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, world: 'factory' })).toString('base64url');
    for (const key of [
      '',
      'nonsense',
      `${forged}.${signature}`,
      `${payload}.${signature}x`,
      `${payload}.${signature}.x`,
    ]) {
      expect((await access('secret-hall', key)).statusCode).toBe(403);
    }
    const login = await app.inject({
      method: 'POST',
      url: '/box-api/api/auth/local',
      payload: { identifier: 'demo', password: 'demo-password' },
      remoteAddress: '10.9.9.9',
    });
    expect((await access('secret-hall', login.json().jwt)).statusCode).toBe(403);
    expect((await app.inject({ url: '/box-api/api/worlds/secret-hall/access' })).statusCode).toBe(403);
  });

  it('does not accept a key signed by another server secret', async () => {
    const other = await fixture.server({ authSecret: 'another-secret' });
    try {
      const { accessKey } = (
        await other.inject({
          method: 'POST',
          url: '/box-api/api/worlds/secret-hall/unlock',
          payload: { password: 'open sesame' },
        })
      ).json();
      expect((await access('secret-hall', accessKey)).statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });

  it('is rate-limited like the auth routes', async () => {
    const address = '10.3.0.1';
    for (let i = 0; i < 10; i += 1) await unlock('secret-hall', { password: '' }, address);
    const limited = await unlock('secret-hall', { password: 'open sesame' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.name).toBe('RateLimitError');
  });

  it('keeps world secrets out of every content response', async () => {
    const res = await app.inject({ url: '/box-api/api/worlds' });
    expect(res.body).not.toMatch(/"(salt|hash)"/);
  });
});
