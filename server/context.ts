import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentAccess } from './content-access';
import type { JsonFileCache } from './json-cache';
import type { PaginationLimits } from './pagination';
import type { RateLimiter } from './rate-limit';
import type { ContentBundle } from './strapi-bundle';
import type { Tokens } from './tokens';
import { StrapiError } from './errors';

/** What the route modules share. */
export interface ServerContext {
  contentDir: string;
  distDir: string;
  mediaHost: string | undefined;
  cache: JsonFileCache;
  bundle: ContentBundle;
  /** What each set of rights may see of the bundle. */
  access: ContentAccess;
  tokens: Tokens;
  authLimiter: RateLimiter;
  limits: PaginationLimits;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** onRequest hook: Strapi's auth rate limit, one window per route and client IP. */
export const rateLimited =
  (limiter: RateLimiter, route: string) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const wait = limiter.hit(`${route}|${request.ip}`);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw new StrapiError(429, 'RateLimitError', 'Too many requests, please try again later.');
    }
  };
