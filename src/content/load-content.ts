import type { AppSettings, ContentBundle, Locale } from '../domain/types.ts';
import { findEndpoint, loadClientSettings, type ClientEndpoint, type StoreName } from './client-settings.ts';
import { createContentClient, type ContentSourceOptions } from './content-client.ts';
import { fetchStore } from './fetch-store.ts';
import { asList, mergeLocaleReads, type LocaleRead } from './locale-merge.ts';
import { createMediaUrlResolver } from './media-url.ts';
import { parseContentInTasks, type RawContent } from './parse-content.ts';
import { createParseContext, type ParseContextOptions } from './parse-context.ts';
import { parseAppSettings } from './schemas/app-setting.ts';
import { createMediaSchemas } from './schemas/media.ts';
import { mergeQueryParams } from './query.ts';
import { parseUiTranslations } from './ui-translations.ts';

export interface LoadContentOptions extends ContentSourceOptions {
  locale: Locale;
}

/** What {@link loadContentFrom} needs besides its source: the endpoints, the locale, where warnings go. */
export type ParseSourceOptions = Pick<LoadContentOptions, 'settings' | 'locale' | 'signal' | 'log' | 'preview'> &
  Pick<ParseContextOptions, 'onWarning' | 'maxWarnings'>;

/**
 * One endpoint's data (`data` of the answer, every page) for the locale being loaded, with de's when it is the
 * fallback; {@link loadContentFrom} merges them.
 */
export type EndpointReader = (endpoint: ClientEndpoint, signal: AbortSignal) => Promise<LocaleRead>;

/**
 * Loads every endpoint of the settings in parallel for `locale` (with de fallback) and parses it into
 * a ContentBundle. Bad items are dropped with warnings; an endpoint missing from the settings gives an
 * empty list (settings: defaults). A failed request (network, HTTP status, non-JSON, malformed envelope)
 * cancels the others and is logged and rethrown (SPEC §8) as an ApiError; an abort through `signal`
 * rethrows the AbortError unlogged.
 */
export function loadContent(options: LoadContentOptions): Promise<ContentBundle> {
  const client = createContentClient(options);
  return loadContentFrom((endpoint, signal) => fetchStore(client, endpoint, options.locale, signal), options);
}

/** {@link loadContent} from another source of the same data: an offline bundle's files, say (the tour check). */
export async function loadContentFrom(read: EndpointReader, options: ParseSourceOptions): Promise<ContentBundle> {
  const { settings, locale } = options;
  const warn = options.log ?? ((message: string) => console.warn(message));
  const failed = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, failed.signal]) : failed.signal;
  const readStore = async (store: StoreName): Promise<LocaleRead> => {
    const endpoint = findEndpoint(settings, store);
    if (!endpoint) {
      warn(`[content] app-settings.json has no endpoint for "${store}"`);
      return { localized: null };
    }
    return read(endpoint, signal);
  };
  try {
    const [settingsRead, worlds, contents, transitions, articles, dashboards, menus, icons, screensavers] =
      await Promise.all([
        readStore('settings'),
        readStore('worlds'),
        readStore('contents'),
        readStore('transitions'),
        readStore('articles'),
        readStore('dashboards'),
        readStore('menus'),
        readStore('icons'),
        readStore('screensavers'),
      ]).catch((error: unknown) => {
        failed.abort();
        throw error;
      });
    const data = mergeLocaleReads({
      settings: settingsRead,
      worlds,
      contents,
      transitions,
      articles,
      dashboards,
      menus,
      icons,
      screensavers,
    });
    const raw: RawContent = {
      settings: Array.isArray(data.settings) ? data.settings[0] : data.settings,
      worlds: asList(data.worlds),
      contents: asList(data.contents),
      transitions: asList(data.transitions),
      articles: asList(data.articles),
      dashboards: asList(data.dashboards),
      menus: asList(data.menus),
      icons: asList(data.icons),
      screensavers: asList(data.screensavers),
    };
    return await parseContentInTasks(raw, locale, {
      resolveMediaUrl: createMediaUrlResolver(settings, options.preview),
      log: options.log,
      onWarning: options.onWarning,
      maxWarnings: options.maxWarnings,
    });
  } catch (error) {
    if (!options.signal?.aborted) {
      if (options.log) options.log(`[content] loading content failed: ${String(error)}`);
      else console.error('[content] loading content failed', error);
    }
    throw error;
  }
}

/**
 * Only the app-setting, read again while the tour runs (power save may be switched on any time) without reloading
 * the rest, in the background (no progress bar). A failed request rejects with the ApiError, unlogged: the caller
 * keeps what it had.
 */
export async function loadAppSettings(options: LoadContentOptions): Promise<AppSettings> {
  const endpoint = findEndpoint(options.settings, 'settings');
  const data = endpoint
    ? mergeLocaleReads({
        settings: await fetchStore(
          createContentClient({ ...options, background: true }),
          endpoint,
          options.locale,
          options.signal,
        ),
      }).settings
    : null;
  const ctx = createParseContext({ resolveMediaUrl: createMediaUrlResolver(options.settings, options.preview) });
  return parseAppSettings(Array.isArray(data) ? data[0] : data, ctx, createMediaSchemas(ctx));
}

/**
 * The CMS UI strings for `locale`, to merge over the built-in ones. No de fallback here: the i18n
 * layer falls back per key. Settings default to `loadClientSettings()`. Failures are only logged and
 * give {} (SPEC §7).
 */
export async function loadUiTranslations(
  locale: Locale,
  options: Partial<ContentSourceOptions> = {},
): Promise<Record<string, string>> {
  try {
    const settings = options.settings ?? (await loadClientSettings());
    const endpoint = findEndpoint(settings, 'uiTranslation');
    if (!endpoint) return {};
    const client = createContentClient({ ...options, settings });
    const query = mergeQueryParams(endpoint.params);
    const data = await client.getSingle(
      endpoint.path,
      endpoint.localized ? { ...query, locale } : query,
      options.signal,
    );
    return parseUiTranslations(data);
  } catch (error) {
    if (options.signal?.aborted) return {};
    if (options.log) options.log(`[content] loading UI translations for ${locale} failed: ${String(error)}`);
    else console.warn(`[content] loading UI translations for ${locale} failed`, error);
    return {};
  }
}
