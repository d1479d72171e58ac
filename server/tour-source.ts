// What the tour check (src/domain/tour-check.ts) reads: every locale's content from an offline bundle's folder or
// from a CMS, through the code the showroom reads them with. A bundle is read as the embedded server answers it
// (strapi-bundle.ts), a CMS as the export and the CMS mirror read it (bundle-export.ts); each locale is then loaded
// as the client loads it (load-content.ts: de fallback, parse, dropped items), and once more without the fallback,
// which shows what is translated.
import type { ClientEndpoint, ClientSettings } from '../src/content/client-settings.ts';
import { findEndpoint } from '../src/content/client-settings.ts';
import { readWithFallback } from '../src/content/fetch-store.ts';
import { loadContentFrom } from '../src/content/load-content.ts';
import { parseUiTranslations } from '../src/content/ui-translations.ts';
import type { ContentWarning, LocaleContent, TourCheckInput } from '../src/domain/tour-check.ts';
import { LOCALES, type Locale } from '../src/domain/types.ts';
import { exportClient, fetchWorldSecrets, readEndpoint } from './bundle-export.ts';
import { passwordsHeld, readWorldSecrets } from './content-access.ts';
import { JsonFileCache } from './json-cache.ts';
import { ContentBundle as BundleFiles } from './strapi-bundle.ts';

export interface TourSource {
  /** One endpoint's data in one locale (null: not localized), that locale's documents only: null or [] for none. */
  read(endpoint: ClientEndpoint, locale: Locale | null): Promise<unknown>;
  /** For each world with a password held: whether it is a real one. */
  passwords(): Promise<Map<string, boolean>>;
}

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

/** Every locale's content for the check; each endpoint of each locale is read once. */
export async function loadTour(
  source: TourSource,
  settings: ClientSettings,
  locales: readonly Locale[] = LOCALES,
): Promise<TourCheckInput> {
  const reads = new Map<string, Promise<unknown>>();
  const own = (endpoint: ClientEndpoint, locale: Locale | null): Promise<unknown> => {
    const key = `${endpoint.path} ${locale ?? ''}`;
    let read = reads.get(key);
    if (!read) reads.set(key, (read = source.read(endpoint, locale)));
    return read;
  };
  const ownLocale = (endpoint: ClientEndpoint, locale: Locale) => own(endpoint, endpoint.localized ? locale : null);
  const quiet = () => undefined;
  const loaded: LocaleContent[] = [];
  for (const locale of locales) {
    const warnings: ContentWarning[] = [];
    const content = await loadContentFrom(
      (endpoint) => readWithFallback(endpoint, locale, (loc) => own(endpoint, loc)),
      { settings, locale, log: quiet, onWarning: (item, message) => warnings.push({ item, message }) },
    );
    const translated = await loadContentFrom((endpoint) => ownLocale(endpoint, locale), {
      settings,
      locale,
      log: quiet,
    });
    const uiEndpoint = findEndpoint(settings, 'uiTranslation');
    const ui = uiEndpoint ? parseUiTranslations(await ownLocale(uiEndpoint, locale)) : {};
    loaded.push({ content, translated, ui, warnings });
  }
  return {
    locales: loaded,
    passwords: await source.passwords(),
    frames: { frameOrigins: settings.viewers.frameOrigins, pageOrigin: '' },
  };
}
