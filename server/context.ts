import type { CmsMirror } from './cms-mirror';
import type { ContentAccess } from './content-access';
import type { JsonFileCache } from './json-cache';
import type { PaginationLimits } from './pagination';
import type { RateLimitOptions } from './rate-limit';
import type { ContentBundle } from './strapi-bundle';
import type { Tokens } from './tokens';

/** What the route modules share. */
export interface ServerContext {
  /** The bundle, or the CMS mirror's current snapshot. */
  contentDir: string;
  /** The uploads served under /box-api/uploads: the bundle's, or the CMS mirror's media cache. */
  mediaDir: string;
  distDir: string;
  /** Strapi behind the server (`CMS_URL`); null: the bundle alone. */
  cms: CmsMirror | null;
  mediaHost: string | undefined;
  /** A kiosk on this machine: the served settings turn `viewers.kiosk` on. */
  kiosk: boolean;
  cache: JsonFileCache;
  bundle: ContentBundle;
  /** What each set of rights may see of the bundle. */
  access: ContentAccess;
  tokens: Tokens;
  /** Login and unlock: Strapi's default is 10 per 60 s per route and IP. */
  authRateLimit: RateLimitOptions;
  limits: PaginationLimits;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
