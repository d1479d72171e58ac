import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { needsBuild } from '../../server/build';

let root: string;
const dist = () => join(root, 'dist');

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

/** Writes a file dated `secondsAgo`; its new folders are dated long ago (a folder's mtime counts too). */
async function touch(path: string, secondsAgo: number) {
  const file = join(root, path);
  const parts = path.split('/').slice(0, -1);
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, 'x');
  await utimes(file, ago(secondsAgo), ago(secondsAgo));
  for (let i = parts.length; i > 0; i -= 1) await utimes(join(root, ...parts.slice(0, i)), ago(1000), ago(1000));
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'vf-build-'));
  await touch('src/app/deep/app.tsx', 100);
  await touch('locales/en.json', 100);
  await touch('index.html', 100);
  await touch('vite.config.ts', 100);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('builds when needed', () => {
  it('builds when dist/index.html is missing', async () => {
    expect(await needsBuild(root, dist())).toBe(true);
  });

  it('does not build when dist/ is newer than every input', async () => {
    await touch('dist/index.html', 10);
    expect(await needsBuild(root, dist())).toBe(false);
  });

  it.each([
    'src/app/deep/app.tsx',
    'shaders/blend.frag',
    'locales/de.json',
    'index.html',
    'vite.config.ts',
    'public/app-settings.json',
  ])('builds when %s is newer than dist/', async (input) => {
    await touch('dist/index.html', 10);
    await touch(input, 1);
    expect(await needsBuild(root, dist())).toBe(true);
  });

  it('builds when a file was removed from an input folder', async () => {
    await touch('dist/index.html', 10);
    await rm(join(root, 'src', 'app', 'deep', 'app.tsx'));
    expect(await needsBuild(root, dist())).toBe(true);
  });

  it('ignores node_modules inside inputs', async () => {
    await touch('dist/index.html', 10);
    await touch('src/node_modules/x.js', 1);
    expect(await needsBuild(root, dist())).toBe(false);
  });
});
