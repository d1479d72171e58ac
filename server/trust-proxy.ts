import { isIP } from 'node:net';

/** Who the server believes about a client's address: nobody, the nearest `n` proxies, or these proxies. */
export type TrustProxy = false | number | string[];

/**
 * Fastify's `trustProxy` from `TRUST_PROXY`: unset (or `0`, `false`) trusts no proxy; a number is the count of
 * proxies in front (`1`: the address the nearest proxy saw is the client's); a comma-separated list names the
 * proxies by address or CIDR (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`). `true` would trust every hop,
 * and let a client choose its own address with `X-Forwarded-For`: refused, as anything else unclear.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
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
 * Fastify's trustProxy. A hop count becomes proxy-addr's function of it (Fastify 5.12 takes a bare number for "trust
 * nothing"): the address `hops` proxies in from the socket is the client's, and X-Forwarded-Proto of the nearest is
 * believed. That holds only while every request comes through the proxies: docs/security.md.
 */
export const trustFunction = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
