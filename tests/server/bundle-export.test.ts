import type { FastifyInstance } from 'fastify';
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportBundle, mediaPaths } from '../../server/bundle-export';
import { buildServer } from '../../server/app';
import { parseClientSettings } from '../../src/content/client-settings';

const DEMO = 'content/demo';
const settings = parseClientSettings(JSON.parse(await readFile('public/app-settings.json', 'utf8')));

let root: string;
let server: FastifyInstance;
let from: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'vf-export-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  server = await buildServer({ contentDir: DEMO, distDir: root, authSecret: 'export-test' });
  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  from = `${address}/box-api`;
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

/** An export into a bundle that holds the world secrets already (`server/`, carried over: the server has no route for them). */
async function bundleWithSecrets(name: string): Promise<string> {
  const out = join(root, name);
  await cp(join(DEMO, 'server'), join(out, 'server'), { recursive: true });
  return out;
}

const json = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, 'utf8'));

/** Every `api/` file of a bundle, by its path under `api/`, as data (a missing translation counts as none). */
async function apiFiles(bundle: string): Promise<Map<string, unknown>> {
  const files = new Map<string, unknown>();
  for (const entry of await readdir(join(bundle, 'api'), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const data = await json(path);
    if (!(Array.isArray(data) && data.length === 0)) files.set(path.slice(join(bundle, 'api').length + 1), data);
  }
  return files;
}

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${from}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe('npm run export-bundle', () => {
  it('writes every endpoint in every locale and every media file the answers name: the demo, unchanged', async () => {
    const { jwt } = await post('/api/auth/local', { identifier: 'demo', password: 'showroom-demo' });
    const { accessKey } = await post('/api/worlds/innovation-lab/unlock', { password: 'factory-2026' });
    const out = await bundleWithSecrets('bundle');
    const report = await exportBundle({ from, out, settings, token: String(jwt), accessKeys: [String(accessKey)] });

    const expected = await apiFiles(DEMO);
    const exported = await apiFiles(out);
    expect([...exported.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [path, data] of expected) expect(exported.get(path), path).toEqual(data);

    const named = mediaPaths([...expected.values()]);
    expect(named.size).toBeGreaterThan(100);
    // The demo's processed clips: their renditions and pictures travel with them.
    expect(
      [...named].filter((path) => /^\/uploads\/(video_1080|video_720|first_frame|last_frame)_/.test(path)),
    ).toHaveLength(8);
    expect(report.media).toBe(named.size);
    for (const path of named) {
      const name = path.slice('/uploads/'.length);
      expect((await stat(join(out, 'uploads', name))).size, name).toBe((await stat(join(DEMO, 'uploads', name))).size);
    }
    expect((await readdir(join(out, 'uploads'))).length).toBe(named.size);
  });

  it('refuses to write a bundle in which a password world would have no secret: it would be open to anyone', async () => {
    const out = join(root, 'no-secrets');
    await expect(exportBundle({ from, out, settings })).rejects.toThrow(
      /world\(s\) innovation-lab would have a password and no secret/,
    );
    expect(await stat(out).catch(() => null)).toBeNull();
  });

  it('without the rights to a world, leaves its content out, as the server does', async () => {
    const out = await bundleWithSecrets('public-only');
    await exportBundle({ from, out, settings });
    const locations = (await json(join(out, 'api', 'content-locations', 'de.json'))) as { payloadId: string }[];
    expect(locations.some((location) => location.payloadId === 'factory-entrance')).toBe(true);
    expect(locations.some((location) => location.payloadId.startsWith('service-'))).toBe(false);
    expect(locations.some((location) => location.payloadId.startsWith('lab-'))).toBe(false);
  });

  it('keeps the previous bundle whole when the CMS fails half-way', async () => {
    const out = await bundleWithSecrets('kept');
    await exportBundle({ from, out, settings });
    const before = await apiFiles(out);
    const failing = {
      ...settings,
      endpoints: [...settings.endpoints, { ...settings.endpoints.find((e) => !e.single)!, path: '/api/gone' }],
    };
    await expect(exportBundle({ from, out, settings: failing })).rejects.toThrow(/404/);
    expect(await apiFiles(out)).toEqual(before);
    expect((await readdir(root)).filter((name) => name.includes('.export-'))).toEqual([]);
  });
});

describe('mediaPaths', () => {
  it("names a processed video's renditions and pictures (its formats) beside the original", () => {
    const formats = Object.fromEntries(
      ['video_1080', 'video_720', 'poster', 'first_frame', 'last_frame'].map((key) => [
        key,
        { url: `/uploads/${key}_clip.${key.startsWith('video') ? 'mp4' : 'jpg'}`, path: null },
      ]),
    );
    const transition = { background: { video: { url: '/uploads/clip.mp4', mime: 'video/mp4', formats } } };
    expect([...mediaPaths([transition])].sort()).toEqual([
      '/uploads/clip.mp4',
      '/uploads/first_frame_clip.jpg',
      '/uploads/last_frame_clip.jpg',
      '/uploads/poster_clip.jpg',
      '/uploads/video_1080_clip.mp4',
      '/uploads/video_720_clip.mp4',
    ]);
  });
});
