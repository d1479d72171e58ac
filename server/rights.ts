import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, isCurrentLogin, noStore } from './auth';
import type { LoginClaims } from './tokens';
import type { Rights } from './world-rights';

/** The client's access keys, comma-separated; each names its world in its claims. */
export const ACCESS_HEADER = 'x-world-access';
/** The rights of `ACCESS_HEADER` and the Bearer token for media requests, which cannot send headers. */
export const RIGHTS_COOKIE = 'vf_rights';
const MAX_KEYS = 16;
const MAX_KEY_LENGTH = 4096;

export const NO_RIGHTS: Rights = { loggedIn: false, worlds: [] };

/**
 * What a content request may see: login-only worlds with a current Bearer jwt (a bad one is Strapi's 401),
 * each password world whose valid, unexpired access key it sends. A forged, tampered or expired key opens
 * nothing. `expiresAt` (seconds) is the earliest expiry of the tokens that granted something.
 */
export async function requestRights(
  request: Pick<FastifyRequest, 'headers' | 'server'>,
): Promise<{ rights: Rights; expiresAt: number | null; login: LoginClaims | null }> {
  const login = await authenticate(request);
  let expiresAt = login?.exp ?? null;
  const header = request.headers[ACCESS_HEADER];
  const keys = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '' && key.length <= MAX_KEY_LENGTH)
    .slice(0, MAX_KEYS);
  const worlds = new Set<string>();
  for (const key of keys) {
    const access = await request.server.tokens.readAccessKey(key);
    if (!access) continue;
    worlds.add(access.world);
    expiresAt = Math.min(expiresAt ?? access.exp, access.exp);
  }
  return { rights: { loggedIn: login !== null, worlds: [...worlds].sort() }, expiresAt, login };
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/** The rights the media cookie carries: none without a valid one, no login once that login no longer stands. */
export async function cookieRights(request: FastifyRequest): Promise<Rights> {
  const token = cookieValue(request, RIGHTS_COOKIE);
  const claims = token ? await request.server.tokens.verifyRights(token) : null;
  if (!claims) return NO_RIGHTS;
  const { login } = claims;
  return { loggedIn: login !== undefined && (await isCurrentLogin(request.server, login)), worlds: claims.worlds };
}

/** The rights of a media request: its cookie's, and those of the headers a program may send with it. */
export async function mediaRights(request: FastifyRequest): Promise<Rights> {
  const cookie = await cookieRights(request);
  if (request.headers.authorization === undefined && request.headers[ACCESS_HEADER] === undefined) return cookie;
  const { rights } = await requestRights(request);
  return {
    loggedIn: cookie.loggedIn || rights.loggedIn,
    worlds: [...new Set([...cookie.worlds, ...rights.worlds])].sort(),
  };
}

/** `Secure` when the request came over https: itself, or as a trusted proxy says (`X-Forwarded-Proto`). */
function setRightsCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAge: number): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${RIGHTS_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${Math.max(0, Math.floor(maxAge))}${secure}`,
  );
}

const SessionAnswer = z.object({
  data: z.object({ loggedIn: z.boolean(), worlds: z.array(z.string()) }),
  meta: z.object({}),
});

/**
 * `POST /api/session`: the client calls it with its jwt and access keys whenever they change (login, unlock,
 * logout); the answer sets the media cookie to exactly those rights (or removes it), and says which.
 */
export const sessionRoute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  app.post('/api/session', { schema: { response: { 200: SessionAnswer } } }, async (request, reply) => {
    const { rights, expiresAt, login } = await requestRights(request);
    if (expiresAt === null) setRightsCookie(request, reply, '', 0);
    else {
      const cookie = await app.tokens.signRights({ ...rights, ...(login ? { login } : {}) }, expiresAt);
      setRightsCookie(request, reply, cookie, expiresAt - Date.now() / 1000);
    }
    return { data: { loggedIn: rights.loggedIn, worlds: [...rights.worlds] }, meta: {} };
  });
};
