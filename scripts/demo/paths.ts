import { createHash } from 'node:crypto';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const OUT = path.join(ROOT, 'content/demo');
export const API = path.join(OUT, 'api');
export const UPLOADS = path.join(OUT, 'uploads');
export const SERVER = path.join(OUT, 'server');
/** Intermediate renders (4K masters, cache keys); never committed. */
export const CACHE = path.join(ROOT, 'node_modules/.cache/demo-render');

/** Strapi-style file hash: readable base plus 10 hex digits derived from the name (stable across runs). */
export function fileHash(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `${base}_${createHash('sha1').update(name).digest('hex').slice(0, 10)}`;
}
