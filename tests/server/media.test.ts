import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, VIDEO_BYTES, type Fixture } from './fixture';
import { HOSTILE_UPLOADS } from './hostile-uploads';
import { rawGet } from './raw-http';

let fixture: Fixture;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  fixture = await createFixture();
  app = await fixture.server();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await fixture.dispose();
});

const media = (path: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/box-api/uploads/${path}`, headers });

describe('media under /box-api/uploads', () => {
  it.each([
    ['clip_abc.mp4', 'video/mp4'],
    ['clip_abc.webm', 'video/webm'],
    ['hall_a.jpg', 'image/jpeg'],
    ['hall_a.png', 'image/png'],
    ['hall_a.webp', 'image/webp'],
    ['manual.pdf', 'application/pdf'],
    ['logo.svg', 'image/svg+xml'],
  ])('serves %s as %s with a long cache and Accept-Ranges, shown in the page, never as one', async (file, type) => {
    const res = await media(file);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(type);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).toMatch(/^sandbox; default-src 'none'(;|$)/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const res = await media('clip_abc.mp4', { range: 'bytes=100-199' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-199/1000');
    expect(res.headers['content-length']).toBe('100');
    expect(res.rawPayload.equals(VIDEO_BYTES.subarray(100, 200))).toBe(true);
  });

  it('answers open-ended and suffix ranges', async () => {
    const tail = await media('clip_abc.mp4', { range: 'bytes=990-' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(VIDEO_BYTES.subarray(990))).toBe(true);
    const suffix = await media('clip_abc.mp4', { range: 'bytes=-10' });
    expect(suffix.headers['content-range']).toBe('bytes 990-999/1000');
    expect(suffix.rawPayload.equals(VIDEO_BYTES.subarray(990))).toBe(true);
  });

  it('answers 416 with the size for an unsatisfiable range', async () => {
    const res = await media('clip_abc.mp4', { range: 'bytes=5000-6000' });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */1000');
  });

  it('serves SVG in a sandbox whose policy allows no script', async () => {
    const res = await media('logo.svg');
    expect(res.body).toBe(HOSTILE_UPLOADS['logo.svg']);
    expect(res.headers['content-security-policy']).not.toContain('script-src');
    expect(String(res.headers['content-security-policy'])).toMatch(/^sandbox; default-src 'none'/);
  });

  it.each(['page.html', 'tool.js'])(
    'serves %s, not an image, video, audio, PDF or font, only as a download',
    async (file) => {
      const res = await media(file);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment');
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(String(res.headers['content-security-policy'])).toMatch(/^sandbox; default-src 'none'/);
    },
  );

  it('answers an upload no content names as unknown (404): whose it is cannot be told', async () => {
    expect((await media('unnamed.jpg')).statusCode).toBe(404);
  });

  it('answers a missing file with Strapi 404', async () => {
    const res = await media('missing.mp4');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ status: 404, name: 'NotFoundError' });
  });
});

describe('path traversal', () => {
  const attempts = [
    '/box-api/uploads/..%2fserver%2fusers.json',
    '/box-api/uploads/../server/users.json',
    '/box-api/uploads/%2e%2e/server/users.json',
    '/box-api/uploads/%2e%2e%2fserver%2fusers.json',
    '/box-api/uploads/..%5cserver%5cusers.json',
    '/box-api/uploads/..\\server\\users.json',
    '/box-api/uploads/%252e%252e%252fserver%252fusers.json',
    '/box-api/uploads/..%252fserver%252fusers.json',
    '/box-api/uploads/....//server/users.json',
    '/box-api/uploads/%c0%ae%c0%ae/server/users.json',
    '/box-api/uploads//etc/passwd',
    '/box-api/uploads/%2fetc%2fpasswd',
    '/box-api/uploads/..%2fsecret.txt',
    '/box-api/uploads/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/box-api/uploads/clip_abc.mp4%00.json',
    '/box-api/server/users.json',
    '/box-api/api/..%2fserver%2fusers',
    '/..%2fcontent%2fserver%2fusers.json',
    '/%2e%2e/content/server/users.json',
    '/../content/server/users.json',
    '/assets/..%2f..%2fcontent%2fserver%2fusers.json',
  ];

  it.each(attempts)('never leaks server files: %s', async (path) => {
    const res = await rawGet(port, path);
    expect(res.body).not.toContain('demo@example.com');
    expect(res.body).not.toContain('"salt"');
    expect(res.body).not.toContain('outside uploads');
    expect(res.body).not.toContain('root:');
    if (path.startsWith('/box-api')) expect(res.status).toBeGreaterThanOrEqual(400);
  });
});
