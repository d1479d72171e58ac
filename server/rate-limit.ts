import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { StrapiError } from './errors';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

/**
 * @fastify/rate-limit, on the routes that ask for it only (`rateLimitedRoute`): each such route counts per client
 * IP in its own window, kept in this process's memory (behind a load balancer each process counts for itself).
 * Over the limit: Strapi's 429 RateLimitError with Retry-After.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new StrapiError(429, 'RateLimitError', 'Too many requests, please try again later.'),
  });
}

/** The route options that limit a route to `max` requests per `windowMs` per client IP. */
export const rateLimitedRoute = (options: RateLimitOptions) => ({
  config: { rateLimit: { max: options.max, timeWindow: options.windowMs } },
});
