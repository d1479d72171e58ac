import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allowedFrameOrigins } from '../src/domain/frames.ts';
import { frameOriginsOf } from './security-headers';

/** What the client's frame viewer learns before it shows a page: whether the browser would show it at all. */
export interface FrameCheck {
  frameable: boolean;
  reason: 'ok' | 'refused' | 'unreachable';
}

const TIMEOUT_MS = 5000;
const MAX_REDIRECTS = 3;
const KEEP_MS = 60_000;
const KEEP_MAX = 200;

/** True when a `frame-ancestors` source list lets `pageOrigin` frame the page (CSP 3, the common forms). */
function ancestorAllowed(sources: string[], pageOrigin: URL): boolean {
  return sources.some((raw) => {
    const source = raw.toLowerCase();
    if (source === '*') return true;
    if (source === "'none'" || source === "'self'") return false;
    if (/^[a-z][a-z0-9+.-]*:$/.test(source)) return source === pageOrigin.protocol;
    const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?/.exec(source);
    if (!match) return false;
    const [, scheme, wildcard, host = '', port] = match;
    if (scheme && `${scheme}:` !== pageOrigin.protocol) return false;
    const hostOk = wildcard ? pageOrigin.hostname.endsWith(`.${host}`) : pageOrigin.hostname === host;
    const defaultPort = pageOrigin.protocol === 'https:' ? '443' : '80';
    const portOk = port === '*' || (port ?? defaultPort) === (pageOrigin.port || defaultPort);
    return hostOk && portOk;
  });
}

/**
 * Whether a page with these response headers refuses a frame on `pageOrigin`: any X-Frame-Options value the
 * browser obeys (DENY, SAMEORIGIN: the page is of another origin than the showroom), or a CSP whose
 * `frame-ancestors` does not name the showroom.
 */
export function refusesFrame(headers: Headers, pageOrigin: URL): boolean {
  const xfo = (headers.get('x-frame-options') ?? '').toLowerCase();
  if (xfo.split(',').some((value) => ['deny', 'sameorigin'].includes(value.trim()))) return true;
  const policies = (headers.get('content-security-policy') ?? '').split(',');
  return policies.some((policy) =>
    policy.split(';').some((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return name?.toLowerCase() === 'frame-ancestors' && !ancestorAllowed(sources, pageOrigin);
    }),
  );
}

async function probe(url: URL, allowed: Set<string>, pageOrigin: URL): Promise<FrameCheck> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let response: Response;
    try {
      response = await fetch(current, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      return { frameable: false, reason: 'unreachable' };
    }
    await response.body?.cancel();
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      current = new URL(location, current);
      // The page's CSP frame-src stops a frame that is sent on to an origin off the allowlist.
      if (!allowed.has(current.origin)) return { frameable: false, reason: 'refused' };
      continue;
    }
    return refusesFrame(response.headers, pageOrigin)
      ? { frameable: false, reason: 'refused' }
      : { frameable: true, reason: 'ok' };
  }
  return { frameable: false, reason: 'unreachable' };
}

/**
 * `GET /frame-check?url=…`: a browser cannot tell a page that refused its frame (X-Frame-Options, CSP
 * frame-ancestors) or did not answer from one that loaded, so the server asks the page and reads its headers.
 * Only URLs of the allowlisted origins (app-settings.json `viewers.frameOrigins`) are asked for, so this is no
 * way to make the server fetch anything else; answers are kept for a minute.
 */
export const frameCheckRoute: FastifyPluginAsyncZod = async (app) => {
  const kept = new Map<string, { at: number; check: FrameCheck }>();
  app.get(
    '/frame-check',
    { schema: { querystring: z.looseObject({ url: z.unknown().optional() }) } },
    async (request, reply) => {
      const raw = request.query.url;
      const allowed = allowedFrameOrigins(frameOriginsOf(await app.clientSettings()));
      let url: URL | undefined;
      try {
        url = typeof raw === 'string' ? new URL(raw) : undefined;
      } catch {
        url = undefined;
      }
      reply.header('Cache-Control', 'no-store');
      if (!url || url.username || url.password || !allowed.has(url.origin)) {
        return reply.code(400).send({ error: 'url must be a page of an allowlisted frame origin' });
      }
      const pageOrigin = new URL(`${request.protocol}://${request.host}`);
      const key = `${pageOrigin.origin} ${url.href}`;
      const hit = kept.get(key);
      if (hit && Date.now() - hit.at < KEEP_MS) return hit.check;
      const check = await probe(url, allowed, pageOrigin);
      if (kept.size >= KEEP_MAX) kept.clear();
      kept.set(key, { at: Date.now(), check });
      return check;
    },
  );
};
