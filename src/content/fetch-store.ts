import { DEFAULT_LOCALE, type Locale } from '../domain/types.ts';
import type { ApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import type { ClientEndpoint } from './client-settings.ts';
import type { LocaleRead } from './locale-merge.ts';
import { mergeQueryParams } from './query.ts';

/** A missing translation of a single type is a 404; a locale unknown to the CMS may be a 400. */
function treatAsMissing(error: unknown, endpoint: ClientEndpoint, locale: Locale): null {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    console.warn(
      `[content] ${endpoint.store}: no content for locale ${locale} (HTTP ${error.status}), using ${DEFAULT_LOCALE}`,
    );
    return null;
  }
  throw error;
}

/**
 * Reads one endpoint for `locale` through `read` (one locale, or null for a type that is not localized). Non-localized
 * endpoints are read once, without a locale. For a localized endpoint and a locale other than de, the locale and de
 * are read in parallel, to be merged by {@link mergeLocaleReads} once every endpoint is read (a fallback document's
 * article and dashboard ids depend on the articles and dashboards); a single type the locale lacks reads as null.
 */
export async function readLocales(
  endpoint: ClientEndpoint,
  locale: Locale,
  read: (locale: Locale | null) => Promise<unknown>,
): Promise<LocaleRead> {
  if (!endpoint.localized) return { localized: await read(null) };
  if (locale === DEFAULT_LOCALE) return { localized: await read(DEFAULT_LOCALE) };
  const [localized, fallback] = await Promise.all([
    read(locale).catch((error: unknown) => treatAsMissing(error, endpoint, locale)),
    read(DEFAULT_LOCALE),
  ]);
  return { localized, fallback, single: endpoint.single };
}

/** {@link readLocales} from the CMS through `client`. */
export function fetchStore(
  client: ApiClient,
  endpoint: ClientEndpoint,
  locale: Locale,
  signal?: AbortSignal,
): Promise<LocaleRead> {
  const query = mergeQueryParams(endpoint.params);
  return readLocales(endpoint, locale, (loc) => {
    const q = loc === null ? query : { ...query, locale: loc };
    return endpoint.single
      ? client.getSingle(endpoint.path, q, signal)
      : client.getCollection(endpoint.path, q, signal);
  });
}
