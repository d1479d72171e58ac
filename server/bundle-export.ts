// Reading a CMS (Strapi 5, or any server answering its REST format, such as this server) into the offline bundle's
// files: `npm run export-bundle` writes them once (scripts/export-bundle.ts); the server's CMS mirror
// (server/cms-mirror.ts) keeps them up to date while Strapi is reachable and serves the last good copy when not.
import { randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../src/content/api-client.ts';
import type { ClientSettings } from '../src/content/client-settings.ts';
import { readEndpoint } from '../src/content/load-tour.ts';
import { DEFAULT_LOCALE, LOCALES } from '../src/domain/types.ts';
import { isRecord } from './is-record';
import type { StoredSecret } from './passwords';
import { worldsWithoutSecret } from './world-rights';

/** The JSON files of a bundle, by their path under the bundle (`api/worlds/de.json`), and the uploads they name. */
export interface BundleContent {
  files: Map<string, unknown>;
  media: Set<string>;
  /** Items over all files (a single type counts one). */
  items: number;
}

export interface ExportOptions {
  /** The CMS's origin (Strapi: `http://localhost:1337`) or API base (this server: `http://host/box-api`). */
  from: string;
  out: string;
  settings: ClientSettings;
  /** A Strapi API token (read access to everything), sent as Bearer. */
  token?: string | null;
  /** Access keys of password worlds, for a source that withholds them without one (this project's server). */
  accessKeys?: readonly string[];
  /**
   * Read the world passwords' salts and hashes from Strapi's `GET /api/world-secrets` (a full-access token only)
   * into `server/world-secrets.json`. Otherwise the previous bundle's `server/` folder is carried over.
   */
  worldSecrets?: boolean;
  /** Downloads in flight at once. */
  concurrency?: number;
  log?: (line: string) => void;
}

export interface ExportReport {
  files: number;
  items: number;
  media: number;
  bytes: number;
}

const UPLOADS = '/uploads/';

/** Every uploaded file an answer names: each media object's `url` and the `url` of each of its formats. */
export function mediaPaths(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) mediaPaths(item, found);
  else if (isRecord(value)) {
    const url = value.url;
    if (typeof url === 'string' && typeof value.mime === 'string' && url.startsWith(UPLOADS)) found.add(url);
    if (isRecord(value.formats)) {
      for (const format of Object.values(value.formats)) {
        if (isRecord(format) && typeof format.url === 'string' && format.url.startsWith(UPLOADS)) found.add(format.url);
      }
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'formats') mediaPaths(child, found);
  }
  return found;
}

/** A file name from an upload path: no folders, nothing that climbs out of `uploads/`; null for anything else. */
export function uploadName(path: string): string | null {
  if (!path.startsWith(UPLOADS)) return null;
  const raw = path.slice(UPLOADS.length);
  let name: string;
  try {
    name = basename(decodeURIComponent(raw));
  } catch {
    return null;
  }
  return name && name !== '.' && name !== '..' && name === raw ? name : null;
}

/** The API client of an export: Strapi's token, password worlds' keys, and a time limit on every request. */
export function exportClient(
  options: Pick<ExportOptions, 'from' | 'token' | 'accessKeys'> & {
    pageSize: number;
    timeoutMs?: number;
    drafts?: boolean;
    /** Ends every request of this client (a read that is no longer wanted). */
    signal?: AbortSignal;
  },
): ApiClient {
  const { timeoutMs: limit, signal } = options;
  const timed: ApiClientOptions['fetch'] =
    limit === undefined && signal === undefined
      ? undefined
      : (input, init) => {
          const signals = [
            ...(limit === undefined ? [] : [AbortSignal.timeout(limit)]),
            ...(signal ? [signal] : []),
            ...(init?.signal ? [init.signal] : []),
          ];
          return fetch(input, { ...init, signal: AbortSignal.any(signals) });
        };
  return createApiClient({
    apiBase: options.from.replace(/\/+$/, ''),
    token: options.token,
    accessKeys: options.accessKeys,
    pageSize: options.pageSize,
    drafts: options.drafts,
    fetch: timed,
  });
}

/** Every endpoint of the settings in every locale, as the bundle's files. */
export async function readBundleContent(
  client: ApiClient,
  settings: ClientSettings,
  log: (line: string) => void = () => undefined,
): Promise<BundleContent> {
  const content: BundleContent = { files: new Map(), media: new Set(), items: 0 };
  for (const endpoint of settings.endpoints) {
    const name = endpoint.path.replace(/^\/api\//, '');
    for (const locale of endpoint.localized ? LOCALES : [null]) {
      const data = await readEndpoint(client, endpoint, locale);
      // No translation: nothing to write; the server answers as Strapi does (an empty list, a 404). The default
      // locale is always written, so that the server knows the endpoint.
      if (data === null || (Array.isArray(data) && data.length === 0 && locale !== DEFAULT_LOCALE && locale !== null)) {
        continue;
      }
      content.files.set(locale === null ? `api/${name}.json` : `api/${name}/${locale}.json`, data);
      mediaPaths(data, content.media);
      content.items += Array.isArray(data) ? data.length : 1;
    }
    log(`${endpoint.path}: done`);
  }
  return content;
}

/** The world items of a bundle's files, every locale's. */
export function bundleWorlds(files: ReadonlyMap<string, unknown>): unknown[] {
  return [...files]
    .filter(([path]) => path === 'api/worlds.json' || path.startsWith('api/worlds/'))
    .flatMap(([, data]) => (Array.isArray(data) ? data : [data]));
}

/** A JSON file's value; undefined when it is missing or does not parse. */
export const readJson = (file: string): Promise<unknown> =>
  readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as unknown,
    () => undefined,
  );

/** Strapi's `GET /api/world-secrets` (cms/): world slug -> scrypt salt and hash, for a full-access token only. */
export async function fetchWorldSecrets(client: ApiClient): Promise<Record<string, StoredSecret>> {
  const body = await client.getJson('/api/world-secrets');
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data)) throw new Error('GET /api/world-secrets: expected { data: { <slug>: { salt, hash } } }');
  const secrets: Record<string, StoredSecret> = {};
  for (const [slug, secret] of Object.entries(data)) {
    if (!isRecord(secret) || typeof secret.salt !== 'string' || typeof secret.hash !== 'string') {
      throw new Error(`GET /api/world-secrets: the secret of ${slug} is malformed`);
    }
    secrets[slug] = { salt: secret.salt, hash: secret.hash };
  }
  return secrets;
}

/** A file written whole under a temporary name, then renamed: a reader sees the old file or the new one. */
export async function writeWhole(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.part-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export const jsonText = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

/** The JSON files of `content` under `dir`. */
export async function writeBundleFiles(dir: string, files: ReadonlyMap<string, unknown>): Promise<void> {
  for (const [path, data] of files) await writeWhole(join(dir, path), jsonText(data));
}

/** One upload, checked against its announced length, written whole. */
export async function downloadUpload(
  url: string,
  file: string,
  headers: Record<string, string> = {},
  timeoutMs = 120_000,
): Promise<number> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const announced = response.headers.get('content-length');
  if (announced !== null && Number(announced) !== bytes.length) {
    throw new Error(`GET ${url}: ${bytes.length} of ${announced} bytes`);
  }
  await writeWhole(file, bytes);
  return bytes.length;
}

export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Runs `task` for every item, `concurrency` at a time; the first failure rejects (after the others stop). */
export async function eachLimited<T>(items: Iterable<T>, concurrency: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}

/** Writes the bundle of `options.from` to `options.out`, replacing what was there only once it is complete. */
export async function exportBundle(options: ExportOptions): Promise<ExportReport> {
  const log = options.log ?? (() => undefined);
  const from = options.from.replace(/\/+$/, '');
  const out = resolve(options.out);
  const staging = `${out}.export-${process.pid}`;
  const client = exportClient({ ...options, pageSize: options.settings.pageSize });
  // Strapi's uploads ignore them; this project's server opens a protected world's media with them.
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.accessKeys?.length) headers['X-World-Access'] = options.accessKeys.join(', ');
  await rm(staging, { recursive: true, force: true });
  try {
    const content = await readBundleContent(client, options.settings, log);
    const secrets = options.worldSecrets ? await fetchWorldSecrets(client) : null;
    const held = secrets ?? (await readJson(join(out, 'server', 'world-secrets.json')));
    const withoutSecret = worldsWithoutSecret(
      bundleWorlds(content.files),
      new Set(isRecord(held) ? Object.keys(held) : []),
    );
    if (withoutSecret.length > 0) {
      throw new Error(
        `refusing to write a bundle in which world(s) ${withoutSecret.join(', ')} would have a password and no ` +
          'secret: export with a full-access token (--token, which reads the world secrets) or into a bundle whose ' +
          'server/world-secrets.json holds them',
      );
    }
    await writeBundleFiles(staging, content.files);
    const report: ExportReport = { files: content.files.size, items: content.items, media: 0, bytes: 0 };
    await mkdir(join(staging, 'uploads'), { recursive: true });
    await eachLimited(content.media, options.concurrency ?? 4, async (path) => {
      const name = uploadName(path);
      if (name === null) throw new Error(`refusing the upload path ${path}`);
      report.bytes += await downloadUpload(`${from}${path}`, join(staging, 'uploads', name), headers);
      report.media += 1;
    });
    log(`${report.media} media files, ${(report.bytes / 1e6).toFixed(1)} MB`);
    if (secrets) {
      await writeWhole(join(staging, 'server', 'world-secrets.json'), jsonText(secrets));
    } else if (await exists(join(out, 'server'))) {
      await cp(join(out, 'server'), join(staging, 'server'), { recursive: true });
    }
    const previous = `${out}.previous-${process.pid}`;
    if (await exists(out)) await rename(out, previous);
    await rename(staging, out);
    await rm(previous, { recursive: true, force: true });
    return report;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** The names in a folder, none when it does not exist. */
export const listDir = (dir: string) => readdir(dir).catch(() => [] as string[]);
