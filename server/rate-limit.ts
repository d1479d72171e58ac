import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { isIP } from 'node:net';
import { StrapiError } from './errors';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

/**
 * Fastify's `trustProxy` from `TRUST_PROXY`: unset (or `0`, `false`) trusts no proxy; a number is the count of
 * proxies in front (`1`: the address the nearest proxy saw is the client's); a comma-separated list names the
 * proxies by address or CIDR (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`). `true` would trust every hop,
 * and let a client choose its own address with `X-Forwarded-For`: refused, as anything else unclear.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = (entry: string) => {
    if (named.has(entry)) return true;
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? 0 : Number(bits);
    return (
      family !== 0 &&
      rest.length === 0 &&
      Number.isInteger(prefix) &&
      prefix >= 0 &&
      prefix <= (family === 4 ? 32 : 128)
    );
  };
  const invalid = entries.filter((entry) => !valid(entry));
  if (invalid.length > 0) {
    throw new Error(
      `TRUST_PROXY=${text}: give the number of proxies in front of the server (1 for one) or their addresses ` +
        `(10.0.0.2,10.1.0.0/16); "true" would let any client choose its address with X-Forwarded-For`,
    );
  }
  return entries;
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
