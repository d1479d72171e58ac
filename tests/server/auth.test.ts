import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Tokens } from '../../server/tokens';
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

/** Each test logs in from its own address, so the rate limit of one does not leak into another. */
const login = (payload: unknown, remoteAddress = `10.0.0.${++ip}`) =>
  app.inject({ method: 'POST', url: '/box-api/api/auth/local', payload: payload as object, remoteAddress });

const INVALID = {
  data: null,
  error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password', details: {} },
};

describe('POST /box-api/api/auth/local', () => {
  it('logs in by username and answers a 30-day HS256 JWT and the user', async () => {
    const res = await login({ identifier: 'demo', password: 'demo-password' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ id: 1, username: 'demo', email: 'demo@example.com' });
    const [header, payload] = String(body.jwt).split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    expect(claims.id).toBe(1);
    expect(claims.exp - claims.iat).toBe(30 * 24 * 3600);
    expect(await new Tokens('test-secret').verifyJwt(body.jwt)).toMatchObject({ id: 1 });
    expect(await new Tokens('other-secret').verifyJwt(body.jwt)).toBeNull();
  });

  it('logs in by email, case-insensitively', async () => {
    const res = await login({ identifier: 'Demo@Example.COM', password: 'demo-password' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    { identifier: 'demo', password: 'wrong' },
    { identifier: 'nobody', password: 'demo-password' },
    { identifier: 'DEMO', password: 'demo-password' },
    { identifier: 'demo', password: 'demo-password ' },
  ])("rejects %o with Strapi's 400", async (credentials) => {
    const res = await login(credentials);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it('answers missing fields with details.errors like Strapi', async () => {
    const one = await login({ identifier: 'demo' });
    expect(one.statusCode).toBe(400);
    expect(one.json().error).toEqual({
      status: 400,
      name: 'ValidationError',
      message: 'password is a required field',
      details: { errors: [{ path: ['password'], message: 'password is a required field', name: 'ValidationError' }] },
    });
    const both = await login({});
    expect(both.json().error.message).toBe('2 errors occurred');
    expect(both.json().error.details.errors.map((e: { path: string[] }) => e.path)).toEqual([
      ['identifier'],
      ['password'],
    ]);
  });

  it('answers malformed JSON with a 400 in Strapi shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/box-api/api/auth/local',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier": "demo", ',
      remoteAddress: '10.1.0.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ data: null, error: { status: 400, details: {} } });
  });

  it('refuses bodies over 16 KB', async () => {
    const res = await login({ identifier: 'demo', password: 'x'.repeat(20_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ data: null, error: { status: 413, name: 'PayloadTooLargeError' } });
  });

  it('limits to 10 requests per minute per IP, then answers 429 RateLimitError', async () => {
    const address = '10.2.0.1';
    for (let i = 0; i < 10; i += 1) expect((await login({ identifier: 'demo' }, address)).statusCode).toBe(400);
    const limited = await login({ identifier: 'demo', password: 'demo-password' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      data: null,
      error: {
        status: 429,
        name: 'RateLimitError',
        message: 'Too many requests, please try again later.',
        details: {},
      },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login({ identifier: 'demo', password: 'demo-password' }, '10.2.0.2')).statusCode).toBe(200);
  });

  it('accepts its token as Bearer on content routes (Authenticated)', async () => {
    const { jwt } = (await login({ identifier: 'demo', password: 'demo-password' })).json();
    const res = await app.inject({ url: '/box-api/api/worlds', headers: { authorization: `Bearer ${jwt}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(3);
  });

  it('rejects expired and alg=none tokens with 401', async () => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ id: 1, exp: 9_999_999_999 })}.`;
    vi.setSystemTime(Date.now() - 31 * 24 * 3600 * 1000);
    const old = await new Tokens('test-secret').signJwt(1, 'a-credential');
    vi.useRealTimers();
    for (const token of [none, old]) {
      const res = await app.inject({ url: '/box-api/api/worlds', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
    }
  });
});
