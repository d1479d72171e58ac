import type { FastifyInstance } from 'fastify';
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import qs from 'qs';
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

const get = async (path: string, query: object = {}) => {
  const search = qs.stringify(query, { encodeValuesOnly: true });
  const res = await app.inject({ method: 'GET', url: search ? `${path}?${search}` : path });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

const NOT_FOUND = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } };

describe('collections in Strapi 5 shape', () => {
  it('answers data without an attributes wrapper and page meta by default (locale de, pageSize 25)', async () => {
    const { status, body } = await get('/box-api/api/worlds', { populate: '*' });
    expect(status).toBe(200);
    expect(body.data.map((w: { slug: string }) => w.slug)).toEqual(['factory', 'secret-hall', 'lab']);
    expect(body.data[0]).toMatchObject({ documentId: 'w-factory', name: 'Fabrik' });
    expect(body.data[0].attributes).toBeUndefined();
    expect(body.meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 1, total: 3 } });
  });

  it('pages with page and pageSize', async () => {
    const { body } = await get('/box-api/api/icons', { pagination: { page: 2, pageSize: 7 } });
    expect(body.data.map((i: { id: number }) => i.id)).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(body.meta.pagination).toEqual({ page: 2, pageSize: 7, pageCount: 5, total: 30 });
  });

  it('uses 25 as the default page size, so 30 icons make two pages', async () => {
    const first = await get('/box-api/api/icons');
    expect(first.body.data).toHaveLength(25);
    expect(first.body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 2, total: 30 });
    const second = await get('/box-api/api/icons', { pagination: { page: 2 } });
    expect(second.body.data).toHaveLength(5);
  });

  it('answers an empty page past the end', async () => {
    const { body } = await get('/box-api/api/icons', { pagination: { page: 9, pageSize: 10 } });
    expect(body.data).toEqual([]);
    expect(body.meta.pagination).toEqual({ page: 9, pageSize: 10, pageCount: 3, total: 30 });
  });

  it('caps pageSize at maxLimit 100', async () => {
    const { body } = await get('/box-api/api/articles', { pagination: { pageSize: 500 } });
    expect(body.data).toHaveLength(100);
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 100, pageCount: 2, total: 120 });
  });

  it('reads everything by paging until page >= pageCount', async () => {
    const seen: number[] = [];
    for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
      const { body } = await get('/box-api/api/articles', { pagination: { page, pageSize: 100 } });
      seen.push(...body.data.map((a: { id: number }) => a.id));
      pageCount = body.meta.pagination.pageCount;
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
  });

  it('supports start/limit with offset meta, also capped at maxLimit', async () => {
    const { body } = await get('/box-api/api/articles', { pagination: { start: 10, limit: 3 } });
    expect(body.data.map((a: { id: number }) => a.id)).toEqual([11, 12, 13]);
    expect(body.meta.pagination).toEqual({ start: 10, limit: 3, total: 120 });
    const capped = await get('/box-api/api/articles', { pagination: { limit: 1000 } });
    expect(capped.body.data).toHaveLength(100);
    expect(capped.body.meta.pagination).toEqual({ start: 0, limit: 100, total: 120 });
  });

  it('reproduces Strapi 5.54: pagination[limit]=-1 returns ONE item', async () => {
    const { status, body } = await get('/box-api/api/articles', { pagination: { limit: -1 } });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.meta.pagination).toEqual({ start: 0, limit: 1, total: 120 });
  });

  it('rejects mixing page/pageSize with start/limit with a 400 ValidationError', async () => {
    const { status, body } = await get('/box-api/api/articles', { pagination: { page: 1, limit: 10 } });
    expect(status).toBe(400);
    expect(body).toEqual({
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Invalid pagination parameters. Expected either start/limit or page/pageSize',
        details: {},
      },
    });
  });

  it('rejects non-integer pagination values', async () => {
    const { status, body } = await get('/box-api/api/articles', { pagination: { page: 'two' } });
    expect(status).toBe(400);
    expect(body.error.name).toBe('ValidationError');
  });

  it('leaves out the count with pagination[withCount]=false', async () => {
    const { body } = await get('/box-api/api/icons', { pagination: { pageSize: 5, withCount: false } });
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 5 });
  });

  it('finds one document by documentId', async () => {
    expect((await get('/box-api/api/worlds/w-lab')).body).toEqual({
      data: expect.objectContaining({ slug: 'lab' }),
      meta: {},
    });
    expect(await get('/box-api/api/worlds/nope')).toMatchObject({ status: 404, body: NOT_FOUND });
  });
});

describe('locales', () => {
  it('reads the requested locale', async () => {
    const { body } = await get('/box-api/api/worlds', { locale: 'en' });
    expect(body.data).toEqual([expect.objectContaining({ slug: 'factory', name: 'Factory' })]);
    expect(body.meta.pagination.total).toBe(1);
  });

  it('answers an empty list for a locale without translations, like Strapi (no server fallback)', async () => {
    const { status, body } = await get('/box-api/api/worlds', { locale: 'fr' });
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } });
  });

  it('ignores the locale of a non-localized type', async () => {
    const { body } = await get('/box-api/api/icons', { locale: 'fr' });
    expect(body.meta.pagination.total).toBe(30);
  });

  it('never lets a crafted locale address another file', async () => {
    for (const locale of ['../../server/users', '..%2f..%2fserver%2fusers', '../worlds/de', 'de.json']) {
      const { status, body } = await get('/box-api/api/worlds', { locale });
      expect(status).toBe(200);
      expect(body.data).toEqual([]);
    }
  });
});

describe('single types', () => {
  it('answers { data, meta: {} }', async () => {
    expect((await get('/box-api/api/app-setting')).body).toEqual({
      data: { id: 1, documentId: 's1', default_world: { slug: 'factory' } },
      meta: {},
    });
  });

  it('is localized when the bundle says so, and 404s for a missing translation', async () => {
    expect((await get('/box-api/api/ui-translation', { locale: 'en' })).body.data.items).toEqual([
      { key: 'hello', value: 'Hello' },
    ]);
    expect((await get('/box-api/api/ui-translation')).body.data.items[0].value).toBe('Hallo');
    expect(await get('/box-api/api/ui-translation', { locale: 'pl' })).toMatchObject({ status: 404, body: NOT_FOUND });
  });
});

describe('unknown paths and server files', () => {
  it.each([
    '/box-api/api/unknown',
    '/box-api/api/server',
    '/box-api/api/users',
    '/box-api/api/..%2fserver%2fusers',
    '/box-api/api/%2e%2e%2fserver%2fusers',
    '/box-api/api/worlds/w-lab/extra/deep',
    '/box-api/nothing',
    '/box-api',
    '/box-api/server/users.json',
  ])('answers Strapi 404 for %s', async (path) => {
    const { status, body } = await get(path);
    expect(status).toBe(404);
    expect(body).toEqual(NOT_FOUND);
  });

  it('answers Strapi 404 to other methods', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/box-api/api/worlds' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });
});

describe('authentication on content routes', () => {
  it('answers 401 for a bad Bearer token, as Strapi does', async () => {
    const res = await app.inject({ url: '/box-api/api/worlds', headers: { authorization: 'Bearer nonsense' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ status: 401, name: 'UnauthorizedError' });
  });
});

describe('caching of bundle files', () => {
  it('re-reads a file when its mtime changes, and keeps the last good version of a broken one', async () => {
    const file = join(fixture.contentDir, 'api', 'menus', 'de.json');
    await fixture.write('content/api/menus/de.json', [{ id: 1, key: 'application-main' }]);
    expect((await get('/box-api/api/menus')).body.data).toHaveLength(1);

    await fixture.write('content/api/menus/de.json', [
      { id: 1, key: 'a' },
      { id: 2, key: 'b' },
    ]);
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    expect((await get('/box-api/api/menus')).body.data).toHaveLength(2);

    await fixture.write('content/api/menus/de.json', '[{"id": 1, "key":');
    const evenLater = new Date(Date.now() + 10_000);
    await utimes(file, evenLater, evenLater);
    const broken = await get('/box-api/api/menus');
    expect(broken.status).toBe(200);
    expect(broken.body.data).toHaveLength(2);
  });
});
