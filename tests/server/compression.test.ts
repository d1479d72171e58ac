import type { FastifyInstance } from 'fastify';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from './fixture';

let fixture: Fixture;
let app: FastifyInstance;

/** A built chunk large enough to be worth compressing, with the copies vite.config.ts writes beside it. */
const CHUNK = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 17}`))};\n`;
/** Media that would shrink a lot if anything compressed it: it must go out byte for byte. */
const FLAT_MEDIA = Buffer.alloc(64 * 1024, 7);

beforeAll(async () => {
  fixture = await createFixture();
  await fixture.write('dist/assets/big-abc123.js', CHUNK);
  await fixture.write('dist/assets/big-abc123.js.br', brotliCompressSync(CHUNK));
  await fixture.write('dist/assets/big-abc123.js.gz', gzipSync(CHUNK));
  await fixture.write('content/uploads/hall_a.jpg', FLAT_MEDIA);
  await fixture.write('content/uploads/clip_abc.mp4', FLAT_MEDIA);
  app = await fixture.server();
});
afterAll(async () => {
  await app.close();
  await fixture.dispose();
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers } });

const varies = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .toLowerCase()
    .split(/,\s*/)
    .includes('accept-encoding');

describe('compression', () => {
  it('sends a built chunk as its brotli copy, or its gzip copy, by what the visitor accepts, still immutable', async () => {
    const br = await get('/assets/big-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(br.headers)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);

    const gz = await get('/assets/big-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);

    const plain = await get('/assets/big-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
    expect(varies(plain.headers)).toBe(true);
  });

  it('compresses the content API on the fly above 1 KB, and says so in Vary', async () => {
    const url = '/box-api/api/articles?locale=de&pagination[pageSize]=100';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get(url, 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br.headers)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(plain.body));

    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('leaves answers under 1 KB as they are', async () => {
    const res = await get('/box-api/api/worlds?locale=de', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it.each(['hall_a.jpg', 'clip_abc.mp4'])('never compresses media (%s), whole or a range', async (name) => {
    const whole = await get(`/box-api/uploads/${name}`, 'gzip, br');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.equals(FLAT_MEDIA)).toBe(true);

    const range = await get(`/box-api/uploads/${name}`, 'gzip, br', { range: 'bytes=0-2047' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.rawPayload.length).toBe(2048);
  });

  it('keeps index.html and app-settings.json revalidated', async () => {
    for (const url of ['/de', '/app-settings.json']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});
