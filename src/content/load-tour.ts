// What the tour check (src/domain/tour-check.ts) reads, from any source: each locale is loaded as the client loads it
// (load-content.ts: de fallback, parse, dropped items), and once more without the fallback, which shows what is
// translated. Sources: server/tour-source.ts (an offline bundle, a CMS with a token) and the studio's tour map in the
// Strapi admin (cms/src/plugins/studio), which runs the check in the editor's browser.
import type { ContentWarning, LocaleContent, TourCheckInput } from '../domain/tour-check.ts';
import { LOCALES, type Locale } from '../domain/types.ts';
import type { ApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import type { ClientEndpoint, ClientSettings } from './client-settings.ts';
import { findEndpoint } from './client-settings.ts';
import { readLocales } from './fetch-store.ts';
import { loadContentFrom } from './load-content.ts';
import { mergeQueryParams } from './query.ts';
import { parseUiTranslations } from './ui-translations.ts';

export interface TourSource {
  /** One endpoint's data in one locale (null: not localized), that locale's documents only: null or [] for none. */
  read(endpoint: ClientEndpoint, locale: Locale | null): Promise<unknown>;
  /** For each world with a password held: whether it is a real one. */
  passwords(): Promise<Map<string, boolean>>;
}

/** One endpoint in one locale (null: not localized): a collection's every page, or a single type (null: none). */
export async function readEndpoint(
  client: ApiClient,
  endpoint: ClientEndpoint,
  locale: string | null,
): Promise<unknown> {
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
    const content = await loadContentFrom((endpoint) => readLocales(endpoint, locale, (loc) => own(endpoint, loc)), {
      settings,
      locale,
      log: quiet,
      onWarning: (item, message) => warnings.push({ item, message }),
    });
    const translated = await loadContentFrom(async (endpoint) => ({ localized: await ownLocale(endpoint, locale) }), {
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
