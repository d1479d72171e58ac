import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALES } from '../src/domain/types.ts';
import { isRecord } from './is-record';
import type { JsonFileCache } from './json-cache';

export type Resolved =
  { kind: 'collection'; items: unknown[] } | { kind: 'single'; item: Record<string, unknown> | null };

const ENDPOINT = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** A bundle file holds the response's `data`; a whole `{ data, meta }` response is accepted too. */
function classify(value: unknown, file: string): Resolved {
  const data =
    isRecord(value) && 'data' in value && Object.keys(value).every((key) => key === 'data' || key === 'meta')
      ? value.data
      : value;
  if (Array.isArray(data)) return { kind: 'collection', items: data };
  if (isRecord(data)) return { kind: 'single', item: data };
  throw new Error(`${file}: expected an array or an object`);
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The offline bundle as Strapi would answer it: `api/<endpoint>/<locale>.json` for localized types,
 * `api/<endpoint>.json` for the others. Only endpoint names matching a strict pattern and locales of the locale list
 * (exactly: `DE` is no locale, whatever a case-insensitive file system would open) ever reach the file system, so
 * nothing outside `api/` can be addressed and every locale answered is one the visibility is computed for.
 */
export class ContentBundle {
  private readonly apiDir: string;

  constructor(
    contentDir: string,
    private readonly cache: JsonFileCache,
    readonly defaultLocale = 'de',
    readonly locales: readonly string[] = LOCALES,
  ) {
    this.apiDir = join(contentDir, 'api');
  }

  /** null when the endpoint does not exist. */
  async resolve(endpoint: string, locale: string = this.defaultLocale): Promise<Resolved | null> {
    if (!ENDPOINT.test(endpoint)) return null;
    const dir = join(this.apiDir, endpoint);
    if (await isDirectory(dir)) return this.resolveLocalized(dir, locale);
    const file = `${dir}.json`;
    const value = await this.cache.read(file);
    return value === undefined ? null : classify(value, file);
  }

  /** Every endpoint of the bundle, each with its data per locale ('' for a type that is not localized). */
  async everything(): Promise<Map<string, Map<string, unknown[]>>> {
    const all = new Map<string, Map<string, unknown[]>>();
    for (const entry of await readdir(this.apiDir, { withFileTypes: true }).catch(() => [])) {
      const endpoint = entry.isDirectory() ? entry.name : entry.name.replace(/\.json$/, '');
      if (!ENDPOINT.test(endpoint) || (!entry.isDirectory() && !entry.name.endsWith('.json'))) continue;
      const locales = entry.isDirectory()
        ? (await readdir(join(this.apiDir, endpoint))).filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -5))
        : [''];
      const byLocale = new Map<string, unknown[]>();
      for (const locale of locales.filter((name) => name === '' || this.locales.includes(name))) {
        const resolved = await this.resolve(endpoint, locale || undefined);
        if (resolved) byLocale.set(locale, resolved.kind === 'collection' ? resolved.items : [resolved.item]);
      }
      all.set(endpoint, byLocale);
    }
    return all;
  }

  private async resolveLocalized(dir: string, locale: string): Promise<Resolved> {
    if (this.locales.includes(locale)) {
      const file = join(dir, `${locale}.json`);
      const value = await this.cache.read(file);
      if (value !== undefined) return classify(value, file);
    }
    // No translation: Strapi answers an empty list, or a 404 for a single type.
    const sibling = await this.anyLocaleFile(dir);
    const siblingValue = sibling === undefined ? undefined : await this.cache.read(sibling);
    const kind =
      sibling === undefined || siblingValue === undefined ? 'collection' : classify(siblingValue, sibling).kind;
    return kind === 'single' ? { kind, item: null } : { kind, items: [] };
  }

  private async anyLocaleFile(dir: string): Promise<string | undefined> {
    const preferred = join(dir, `${this.defaultLocale}.json`);
    if ((await this.cache.read(preferred)) !== undefined) return preferred;
    const names = (await readdir(dir)).filter(
      (name) => name.endsWith('.json') && this.locales.includes(name.slice(0, -5)),
    );
    const first = names.sort()[0];
    return first === undefined ? undefined : join(dir, first);
  }
}
