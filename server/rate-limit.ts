import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { StrapiError } from './errors';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

/**
 * @fastify/rate-limit, on the routes that ask for it only (`rateLimitedRoute`): each such route counts per client in
 * its own window; a client is its address as Fastify's `trustProxy` finds it, an IPv6 client its /64 (the plugin's
 * default key). With `redis` the counters live there, so that every process behind a balancer enforces one limit;
 * otherwise in this process's memory. Over the limit: Strapi's 429 RateLimitError with Retry-After.
 */
export async function registerRateLimit(app: FastifyInstance, redis: Redis | null): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ipv6Subnet: 64,
    ...(redis ? { redis, nameSpace: 'vf:rate:' } : {}),
    errorResponseBuilder: () => new StrapiError(429, 'RateLimitError', 'Too many requests, please try again later.'),
  });
}

/** The route options that limit a route to `max` requests per `windowMs` per client. */
export const rateLimitedRoute = (options: RateLimitOptions) => ({
  config: { rateLimit: { max: options.max, timeWindow: options.windowMs } },
});
