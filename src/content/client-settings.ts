import { z } from 'zod/mini';
import type { SecuritySettings, ViewerSettings } from '../domain/types.ts';
import { ApiError } from './api-error.ts';
import { formatIssues } from './issues.ts';

/** Stores filled from the CMS; each endpoint entry of `app-settings.json` names one. */
export const STORE_NAMES = [
  'settings',
  'uiTranslation',
  'icons',
  'worlds',
  'contents',
  'transitions',
  'articles',
  'dashboards',
  'menus',
  'screensavers',
] as const;
export type StoreName = (typeof STORE_NAMES)[number];

export interface ClientEndpoint {
  store: StoreName;
  /** Path below `{host}{apiBase}`, e.g. `/api/worlds`. */
  path: string;
  localized: boolean;
  single: boolean;
  /** qs object fragments, deep-merged in order into the query (e.g. `{ populate: {...} }`). */
  params: Record<string, unknown>[];
}

/** The client's boot configuration, `public/app-settings.json`. */
export interface ClientSettings {
  apiBase: string;
  /** null: media through the `{apiBase}` proxy path; else a host such as `https://cms.example.com`. */
  mediaHost: string | null;
  pageSize: number;
  endpoints: ClientEndpoint[];
  /** The content viewers' rules for this installation. */
  viewers: ViewerSettings;
  security: SecuritySettings;
  /** SPEC §1: the tag manager container (`GTM-…`); null, the default, loads nothing and sends no request. */
  analytics: { gtmContainer: string | null };
}

const endpointSchema = z.object({
  store: z.enum(STORE_NAMES),
  path: z.string().check(
    z.maxLength(200),
    z.regex(/^\/api\/[A-Za-z0-9\-_/]+$/, 'must look like /api/<name>'),
    z.refine((p) => !p.includes('//'), 'must not contain //'),
  ),
  localized: z.boolean(),
  single: z.boolean(),
  params: z.array(z.record(z.string(), z.unknown())),
});

const settingsSchema = z.object({
  apiBase: z
    .string()
    .check(z.maxLength(200), z.regex(/^(?:\/[A-Za-z0-9\-_.~]+)*$/, 'must be empty or a path like /box-api')),
  mediaHost: z._default(
    z.nullable(
      z
        .string()
        .check(
          z.maxLength(200),
          z.regex(/^https?:\/\/[^/?#\s]+\/?$/, 'must be null or an origin like https://cms.example.com'),
        ),
    ),
    null,
  ),
  pageSize: z._default(z.number().check(z.int(), z.gte(1), z.lte(1000)), 100),
  endpoints: z.array(endpointSchema).check(z.maxLength(50)),
  viewers: z._default(
    z.object({
      frameOrigins: z._default(
        z
          .array(z.string().check(z.regex(/^https:\/\/[^/?#\s]+$/, 'must be an origin like https://www.example.com')))
          .check(z.maxLength(100)),
        [],
      ),
      kiosk: z._default(z.boolean(), false),
      pdfDownload: z._default(z.boolean(), true),
    }),
    { frameOrigins: [], kiosk: false, pdfDownload: true },
  ),
  // Entries that are not bare https origins are dropped where the list is used (domain/frames.ts), as the server's
  // CSP drops them: the two never disagree on who may frame the showroom.
  security: z._default(
    z.object({
      frameAncestors: z._default(z.array(z.string()).check(z.maxLength(100)), []),
      screensaverEndsLogin: z.optional(z.boolean()),
    }),
    { frameAncestors: [] },
  ),
  analytics: z._default(
    z.object({
      gtmContainer: z._default(
        z.nullable(z.string().check(z.regex(/^GTM-[A-Z0-9]{1,20}$/, 'must be null or a container id like GTM-ABC123'))),
        null,
      ),
    }),
    { gtmContainer: null },
  ),
});

function describeEndpoint(entry: unknown, index: number): string {
  if (typeof entry !== 'object' || entry === null) return `#${index}`;
  const { store, path } = entry as { store?: unknown; path?: unknown };
  const name = typeof store === 'string' ? `"${store.slice(0, 40)}"` : `#${index}`;
  return typeof path === 'string' ? `${name} (${path.slice(0, 100)})` : name;
}

/**
 * Validates `app-settings.json`. Throws an Error with a readable message when it is invalid; an
 * endpoint without a `params` array is named in the message (SPEC §5: loading fails).
 */
export function parseClientSettings(json: unknown): ClientSettings {
  const endpoints = typeof json === 'object' && json !== null ? (json as { endpoints?: unknown }).endpoints : undefined;
  if (Array.isArray(endpoints)) {
    endpoints.forEach((entry, index) => {
      const params = typeof entry === 'object' && entry !== null ? (entry as { params?: unknown }).params : undefined;
      if (!Array.isArray(params)) {
        throw new Error(`app-settings.json: endpoint ${describeEndpoint(entry, index)} has no "params" array`);
      }
    });
  }
  const result = settingsSchema.safeParse(json);
  if (!result.success) throw new Error(`app-settings.json is invalid: ${formatIssues(result.error.issues)}`);
  const seen = new Set<StoreName>();
  for (const endpoint of result.data.endpoints) {
    if (seen.has(endpoint.store)) throw new Error(`app-settings.json: store "${endpoint.store}" is listed twice`);
    seen.add(endpoint.store);
  }
  const mediaHost = result.data.mediaHost?.replace(/\/$/, '') ?? null;
  const { frameAncestors, screensaverEndsLogin } = result.data.security;
  const security = { frameAncestors, screensaverEndsLogin: screensaverEndsLogin ?? result.data.viewers.kiosk };
  return { ...result.data, mediaHost, security };
}

export interface LoadClientSettingsOptions {
  fetch?: typeof fetch;
  /** Defaults to `/app-settings.json`. */
  url?: string;
  signal?: AbortSignal;
}

let cached: Promise<ClientSettings> | null = null;

async function fetchClientSettings(options: LoadClientSettingsOptions): Promise<ClientSettings> {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const url = options.url ?? '/app-settings.json';
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { Accept: 'application/json' }, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // No answer at all, as for a call to the CMS: the visitor is told there is no connection (SPEC §8).
    throw new ApiError(`${url}: network error (${String(error).slice(0, 200)})`, 0, undefined, error);
  }
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    throw new Error(`${url}: not JSON`);
  }
  return parseClientSettings(json);
}

/**
 * Fetches and validates the boot configuration; format errors reject with a clear Error, no answer with an
 * ApiError of status 0.
 * Called without options, the first successful answer is kept for the page's lifetime (a failure is
 * retried on the next call).
 */
export function loadClientSettings(options?: LoadClientSettingsOptions): Promise<ClientSettings> {
  if (options) return fetchClientSettings(options);
  cached ??= fetchClientSettings({}).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

export function findEndpoint(settings: ClientSettings, store: StoreName): ClientEndpoint | undefined {
  return settings.endpoints.find((e) => e.store === store);
}
