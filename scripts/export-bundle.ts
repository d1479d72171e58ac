// `npm run export-bundle -- --from <cms url> [--out <dir>] [--token <api token>]`: writes a complete offline bundle
// from a CMS (Strapi 5, or any server answering its REST format, such as this project's own server): the JSON of
// every endpoint of app-settings.json in every locale (`api/<endpoint>/<locale>.json`, `api/<endpoint>.json` for a
// type that is not localized), and every media file those answers name, with each of its formats
// (`uploads/<file>`). The embedded server serves the result as it is (`CONTENT_DIR=<dir> npm start`).
//
// The bundle is written beside `--out` and moved into place only when complete: a kiosk reading `--out` never
// sees half an export. World passwords and users are not part of any REST answer; keep the bundle's `server/`
// folder (it is carried over from the previous export when there is one).
import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createApiClient, type ApiClient } from '../src/content/api-client.ts';
import { ApiError } from '../src/content/api-error.ts';
import { parseClientSettings, type ClientEndpoint, type ClientSettings } from '../src/content/client-settings.ts';
import { mergeQueryParams } from '../src/content/query.ts';
import { DEFAULT_LOCALE, LOCALES } from '../src/domain/types.ts';

export interface ExportOptions {
  /** The CMS's origin (Strapi: `http://localhost:1337`) or API base (this server: `http://host/box-api`). */
  from: string;
  out: string;
  settings: ClientSettings;
  /** A Strapi API token (read access to everything), sent as Bearer. */
  token?: string | null;
  /** Access keys of password worlds, for a source that withholds them without one (this project's server). */
  accessKeys?: readonly string[];
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
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** A file name from an upload path: no folders, nothing that climbs out of `uploads/`. */
function uploadFile(path: string): string {
  const name = basename(decodeURIComponent(path.slice(UPLOADS.length)));
  if (!name || name === '.' || name === '..' || name !== path.slice(UPLOADS.length)) {
    throw new Error(`refusing the upload path ${path}`);
  }
  return name;
}

/** One endpoint in one locale (null: not localized): a collection's every page, or a single type (null: none). */
async function read(client: ApiClient, endpoint: ClientEndpoint, locale: string | null): Promise<unknown> {
  const query = mergeQueryParams(endpoint.params);
  if (locale !== null) query.locale = locale;
  if (!endpoint.single) return client.getCollection(endpoint.path, query);
  try {
    return await client.getSingle(endpoint.path, query);
  } catch (error) {
    // A single type without this translation is a 404 (Strapi) or 400 (a locale the CMS does not have).
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

async function writeJson(file: string, data: unknown): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
}

async function download(source: string, file: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(source, { headers });
  if (!response.ok) throw new Error(`GET ${source}: HTTP ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const announced = response.headers.get('content-length');
  if (announced !== null && Number(announced) !== bytes.length) {
    throw new Error(`GET ${source}: ${bytes.length} of ${announced} bytes`);
  }
  await writeFile(file, bytes);
  return bytes.length;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Writes the bundle of `options.from` to `options.out`, replacing what was there only once it is complete. */
export async function exportBundle(options: ExportOptions): Promise<ExportReport> {
  const log = options.log ?? (() => undefined);
  const from = options.from.replace(/\/+$/, '');
  const out = resolve(options.out);
  const staging = `${out}.export-${process.pid}`;
  const client = createApiClient({
    apiBase: from,
    token: options.token,
    accessKeys: options.accessKeys,
    pageSize: options.settings.pageSize,
  });
  // Strapi's uploads ignore them; this project's server opens a protected world's media with them.
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.accessKeys?.length) headers['X-World-Access'] = options.accessKeys.join(', ');
  const report: ExportReport = { files: 0, items: 0, media: 0, bytes: 0 };
  const media = new Set<string>();
  await rm(staging, { recursive: true, force: true });
  try {
    for (const endpoint of options.settings.endpoints) {
      const name = endpoint.path.replace(/^\/api\//, '');
      for (const locale of endpoint.localized ? LOCALES : [null]) {
        const data = await read(client, endpoint, locale);
        // No translation: nothing to write; the server answers as Strapi does (an empty list, a 404). The default
        // locale is always written, so that the server knows the endpoint.
        if (
          data === null ||
          (Array.isArray(data) && data.length === 0 && locale !== DEFAULT_LOCALE && locale !== null)
        ) {
          continue;
        }
        const file =
          locale === null ? join(staging, 'api', `${name}.json`) : join(staging, 'api', name, `${locale}.json`);
        await writeJson(file, data);
        mediaPaths(data, media);
        report.files += 1;
        report.items += Array.isArray(data) ? data.length : 1;
      }
      log(`${endpoint.path}: done`);
    }
    await mkdir(join(staging, 'uploads'), { recursive: true });
    const queue = [...media];
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        report.bytes += await download(`${from}${path}`, join(staging, 'uploads', uploadFile(path)), headers);
        report.media += 1;
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
    log(`${report.media} media files, ${(report.bytes / 1e6).toFixed(1)} MB`);
    if (await exists(join(out, 'server'))) await cp(join(out, 'server'), join(staging, 'server'), { recursive: true });
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

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      out: { type: 'string', default: 'content/exported' },
      settings: { type: 'string', default: 'public/app-settings.json' },
      token: { type: 'string', default: process.env.CMS_TOKEN },
    },
  });
  if (!values.from) {
    console.error('usage: npm run export-bundle -- --from <cms url> [--out <dir>] [--settings <file>] [--token <t>]');
    process.exit(2);
  }
  const settings = parseClientSettings(JSON.parse(await readFile(values.settings, 'utf8')));
  const report = await exportBundle({
    from: values.from,
    out: values.out,
    settings,
    token: values.token ?? null,
    log: (line) => console.log(line),
  });
  console.log(
    `exported ${report.items} items in ${report.files} files and ${report.media} media files to ${values.out}`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
