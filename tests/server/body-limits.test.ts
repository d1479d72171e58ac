import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from './fixture';

let fixture: Fixture;
let app: FastifyInstance;
beforeAll(async () => {
  fixture = await createFixture();
  app = await fixture.server({ contact: { dbPath: `${fixture.root}/contact.sqlite` } });
});
afterAll(async () => {
  await app.close();
  await fixture.dispose();
});

const post = (url: string, bytes: number) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'idempotency-key': 'k'.repeat(32) },
    payload: JSON.stringify({ data: { message: 'x'.repeat(bytes) } }),
  });

describe('request bodies are limited on every route', () => {
  it.each([
    ['/box-api/api/auth/local', 16 * 1024],
    ['/box-api/api/worlds/secret-hall/unlock', 16 * 1024],
    ['/box-api/api/session', 16 * 1024],
    ['/box-api/api/contact', 64 * 1024],
    ['/box-api/api/articles', 16 * 1024],
    ['/de', 16 * 1024],
    ['/anything/else', 16 * 1024],
  ])('%s refuses a body over %i bytes with a 413', async (url, limit) => {
    const res = await post(url, limit + 1);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ data: null, error: { status: 413, name: 'PayloadTooLargeError' } });
  });
});
