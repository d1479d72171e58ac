// Where the tour check (src/domain/tour-check.ts) reads from on a server or the command line: an offline bundle's
// folder, read as the embedded server answers it (strapi-bundle.ts), or a CMS, read as the export and the CMS mirror
// read it (bundle-export.ts). src/content/load-tour.ts loads every locale from either.
import { join } from 'node:path';
import type { ClientSettings } from '../src/content/client-settings.ts';
import { readEndpoint, type TourSource } from '../src/content/load-tour.ts';
import { downloadUpload, exportClient, fetchWorldSecrets, uploadName } from './bundle-export.ts';
import { passwordsHeld, readWorldSecrets } from './content-access.ts';
import { JsonFileCache } from './json-cache.ts';
import { ContentBundle as BundleFiles } from './strapi-bundle.ts';

/** An offline bundle's folder (`content/demo`): `api/` as the embedded server answers it, `server/` secrets. */
export function bundleSource(dir: string): TourSource {
  const cache = new JsonFileCache();
  const files = new BundleFiles(dir, cache);
  return {
    async read(endpoint, locale) {
      const resolved = await files.resolve(endpoint.path.replace(/^\/api\//, ''), locale ?? undefined);
      if (!resolved) throw new Error(`${dir}: the bundle has no ${endpoint.path}`);
      return resolved.kind === 'collection' ? resolved.items : resolved.item;
    },
    passwords: async () => passwordsHeld(await readWorldSecrets(cache, dir)),
  };
}

/** A CMS (Strapi 5) at `url`, read with a full-access API token: every entry, and the world secrets. */
export function cmsSource(url: string, token: string | null, settings: ClientSettings): TourSource {
  const client = exportClient({ from: url, token, pageSize: settings.pageSize, timeoutMs: 30_000 });
  return {
    read: (endpoint, locale) => readEndpoint(client, endpoint, locale),
    passwords: async () => passwordsHeld(new Map(Object.entries(await fetchWorldSecrets(client)))),
  };
}

export { loadTour } from '../src/content/load-tour.ts';

/** The name of an upload the content names (`…/uploads/<name>`, behind any media host or path), else null. */
function uploadNameOf(url: string): string | null {
  const at = url.lastIndexOf('/uploads/');
  return at < 0 ? null : uploadName(new URL(url.slice(at), 'http://x').pathname);
}

/** The local file of an upload a bundle's content names: in its `uploads/`. */
export function bundleUploads(dir: string): (url: string) => Promise<string> {
  return async (url) => {
    const name = uploadNameOf(url);
    if (!name) throw new Error(`${url} is no upload of the bundle`);
    return join(dir, 'uploads', name);
  };
}

/** The local file of an upload a CMS's content names: downloaded once into `scratch`, with the API token. */
export function cmsUploads(url: string, token: string | null, scratch: string): (url: string) => Promise<string> {
  const from = url.replace(/\/+$/, '');
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const downloads = new Map<string, Promise<string>>();
  return (upload) => {
    const name = uploadNameOf(upload);
    if (!name) return Promise.reject(new Error(`${upload} is no upload of ${from}`));
    let download = downloads.get(name);
    if (!download) {
      const file = join(scratch, name);
      download = downloadUpload(`${from}/uploads/${encodeURIComponent(name)}`, file, headers).then(() => file);
      downloads.set(name, download);
    }
    return download;
  };
}
