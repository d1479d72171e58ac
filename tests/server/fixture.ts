import type { ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { dirname, join } from 'node:path';
import { startServer } from '../../scripts/bench/server';
import { buildServer, type ServerOptions } from '../../server/app';
import type { ContactFields } from '../../src/domain/contact';
import { hashSecret } from '../../server/passwords';
import { HOSTILE_UPLOADS } from './hostile-uploads';

/** A visitor's contact form, as the contact and lead delivery tests send it. */
export const ADA: ContactFields = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines',
  phone: '+44 20 7946 0958',
  email: 'ada@engines.example',
  subject: 'Laser cutter',
  message: 'Please call me back.\nAda',
};

export const VIDEO_BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
/** The fixture's uploads that content names (PUBLIC_UPLOADS); `unnamed.jpg` is on disk and named by nothing. */
const PUBLIC_UPLOADS = [
  'clip_abc.mp4',
  'clip_abc.webm',
  'hall_a.jpg',
  'hall_a.png',
  'hall_a.webp',
  'manual.pdf',
  'logo.svg',
  'page.html',
  'tool.js',
];

const world = (slug: string, name: string, locale: string) => ({
  id: slug.length,
  documentId: `w-${slug}`,
  slug,
  name,
  locale,
  protect_with_password: slug === 'secret-hall',
  password: null,
  only_logged_in_users: false,
});

/** Writes a small bundle and a fake build into a temp folder; `dispose` removes it. */
export async function createFixture() {
  const root = await mkdtemp(join(tmpdir(), 'vf-server-'));
  const contentDir = join(root, 'content');
  const distDir = join(root, 'dist');
  const write = async (path: string, data: string | Buffer | object) => {
    const file = join(root, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, typeof data === 'string' || Buffer.isBuffer(data) ? data : JSON.stringify(data));
  };

  await write('content/api/worlds/de.json', [
    world('factory', 'Fabrik', 'de'),
    world('secret-hall', 'Geheime Halle', 'de'),
    world('lab', 'Labor', 'de'),
  ]);
  await write('content/api/worlds/en.json', [world('factory', 'Factory', 'en')]);
  await write(
    'content/api/articles/de.json',
    Array.from({ length: 120 }, (_, i) => ({ id: i + 1, documentId: `a${i + 1}`, title: `Artikel ${i + 1}` })),
  );
  await write(
    'content/api/icons.json',
    Array.from({ length: 30 }, (_, i) => ({ id: i + 1, documentId: `i${i + 1}`, name: `icon-${i + 1}` })),
  );
  await write('content/api/app-setting.json', { id: 1, documentId: 's1', default_world: { slug: 'factory' } });
  await write('content/api/ui-translation/de.json', {
    id: 1,
    documentId: 't1',
    items: [{ key: 'hello', value: 'Hallo' }],
  });
  await write('content/api/ui-translation/en.json', {
    id: 2,
    documentId: 't1',
    items: [{ key: 'hello', value: 'Hello' }],
  });
  // The server serves only uploads content names: a screensaver names these, for anyone.
  await write(
    'content/api/screensavers.json',
    PUBLIC_UPLOADS.map((file, i) => ({ id: i + 1, documentId: `s${i + 1}`, media: { url: `/uploads/${file}` } })),
  );
  await write('content/uploads/clip_abc.mp4', VIDEO_BYTES);
  await write('content/uploads/clip_abc.webm', VIDEO_BYTES);
  await write('content/uploads/hall_a.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  await write('content/uploads/hall_a.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await write('content/uploads/hall_a.webp', Buffer.from('RIFF0000WEBP'));
  await write('content/uploads/manual.pdf', '%PDF-1.4\n');
  for (const [file, text] of Object.entries(HOSTILE_UPLOADS)) await write(`content/uploads/${file}`, text);
  await write('content/uploads/unnamed.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  await write('content/server/users.json', [
    { id: 1, username: 'demo', email: 'demo@example.com', ...(await hashSecret('demo-password')) },
  ]);
  await write('content/server/world-secrets.json', { 'secret-hall': await hashSecret('open sesame') });
  await write('content/secret.txt', 'outside uploads');
  await write('dist/index.html', '<!doctype html><html><body><div id="root"></div></body></html>');
  await write('dist/assets/x-abc123.js', 'console.log("x");');
  await write('dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await write('dist/app-settings.json', { mediaHost: '', apiBase: '/box-api' });

  return {
    root,
    contentDir,
    distDir,
    write,
    server: (options: Partial<ServerOptions> = {}) =>
      buildServer({ contentDir, distDir, authSecret: 'test-secret', ...options }),
    dispose: () => rm(root, { recursive: true, force: true }),
  };
}

export type Fixture = Awaited<ReturnType<typeof createFixture>>;

/**
 * The real server as `npm start` runs it (server/main.ts), in a child process on a free port, on `fixture`'s bundle
 * and build; resolves with its address once it prints it.
 */
export async function spawnServer(
  fixture: Pick<Fixture, 'contentDir' | 'distDir'>,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const { url, process: child } = await startServer({
    CONTENT_DIR: fixture.contentDir,
    DIST_DIR: fixture.distDir,
    SKIP_BUILD: '1',
    LOG_LEVEL: 'silent',
    ...env,
  });
  return { child, url };
}

/**
 * One fixture for a test file, made before its first test and removed after its last, and `cleanups` run after
 * each test, the last registered first.
 */
export function fileFixture(): { readonly fixture: Fixture; cleanups: (() => Promise<unknown> | unknown)[] } {
  let fixture: Fixture | undefined;
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  beforeAll(async () => {
    fixture = await createFixture();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await fixture?.dispose();
  });
  return {
    get fixture() {
      if (!fixture) throw new Error('the fixture is made in beforeAll');
      return fixture;
    },
    cleanups,
  };
}
