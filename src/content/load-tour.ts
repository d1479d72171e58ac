// What the tour check (src/domain/tour-check.ts) reads, from any source: each locale is loaded as the client loads it
// (load-content.ts: de fallback, parse, dropped items), and once more without the fallback, which shows what is
// translated. Sources: server/tour-source.ts (an offline bundle, a CMS with a token) and the studio's tour map in the
// Strapi admin (cms/src/plugins/studio), which runs the check in the editor's browser.
import type { ContentWarning, LocaleContent, TourCheckInput } from '../domain/tour-check.ts';
import { DEFAULT_LOCALE, LOCALES, type ContentBundle, type Locale } from '../domain/types.ts';
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

/** Whether a locale has no document of its own in any of `endpoints`: a visitor gets de's content as it is. */
async function fallsBackWhole(
  endpoints: readonly ClientEndpoint[],
  read: (endpoint: ClientEndpoint) => Promise<unknown>,
): Promise<boolean> {
  const own = await Promise.all(endpoints.map(read));
  return own.every((data) => data === null || data === undefined || (Array.isArray(data) && data.length === 0));
}

/** A bundle of `locale` with no document: what a locale without translations has translated. */
function untranslated(like: ContentBundle, locale: Locale): ContentBundle {
  return {
    ...like,
    locale,
    worlds: [],
    locations: [],
    transitions: [],
    articles: [],
    dashboards: [],
    menus: [],
  };
}

/**
 * Every locale's content for the check; each endpoint of each locale is read once, and each locale without a
 * document of its own is parsed no more than once (it is de's).
 */
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
  const contentEndpoints = settings.endpoints.filter((e) => e.localized && e.store !== 'uiTranslation');
  const uiEndpoint = findEndpoint(settings, 'uiTranslation');
  const ui = async (locale: Locale) => (uiEndpoint ? parseUiTranslations(await ownLocale(uiEndpoint, locale)) : {});
  // de first: a locale without a document of its own gets de's content as it is (the same objects), which
  // `checkTour` checks once for all of them.
  const ordered = [...locales].sort((a, b) => Number(b === DEFAULT_LOCALE) - Number(a === DEFAULT_LOCALE));
  for (const locale of ordered) {
    const de = loaded.find((l) => l.content.locale === DEFAULT_LOCALE);
    if (de && (await fallsBackWhole(contentEndpoints, (endpoint) => own(endpoint, locale)))) {
      loaded.push({
        ...de,
        content: { ...de.content, locale },
        translated: untranslated(de.translated, locale),
        ui: await ui(locale),
      });
      continue;
    }
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
    loaded.push({ content, translated, ui: await ui(locale), warnings });
  }
  return {
    locales: locales.map((locale) => loaded.find((l) => l.content.locale === locale)!),
    passwords: await source.passwords(),
    frames: { frameOrigins: settings.viewers.frameOrigins, pageOrigin: '' },
  };
}
