import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const OUT = path.join(ROOT, 'content/demo');
export const API = path.join(OUT, 'api');
export const UPLOADS = path.join(OUT, 'uploads');
export const SERVER = path.join(OUT, 'server');
/** Intermediate renders (4K masters, cache keys); never committed. */
export const CACHE = path.join(ROOT, 'node_modules/.cache/demo-render');

/** Debian's ffmpeg when installed, else the one from @ffmpeg-installer. */
export function ffmpegPath(): string {
  if (existsSync('/usr/bin/ffmpeg')) return '/usr/bin/ffmpeg';
  // The package is the binary and its package.json, with no module to import.
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@ffmpeg-installer/linux-x64/package.json')), 'ffmpeg');
}

/** Strapi-style file hash: readable base plus 10 hex digits derived from the name (stable across runs). */
export function fileHash(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `${base}_${createHash('sha1').update(name).digest('hex').slice(0, 10)}`;
}
