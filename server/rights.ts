import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, isCurrentUser } from './auth';
import type { ServerContext } from './context';
import type { Rights } from './world-rights';

/** The client's access keys, comma-separated; each names its world in its claims. */
export const ACCESS_HEADER = 'x-world-access';
/** The rights of `ACCESS_HEADER` and the Bearer token for media requests, which cannot send headers. */
export const RIGHTS_COOKIE = 'vf_rights';
const MAX_KEYS = 16;
const MAX_KEY_LENGTH = 4096;

export const NO_RIGHTS: Rights = { loggedIn: false, worlds: [] };

/**
 * What a content request may see: login-only worlds with a valid Bearer jwt (a bad one is Strapi's 401),
 * each password world whose valid, unexpired access key it sends. A forged, tampered or expired key opens
 * nothing. `expiresAt` (seconds) is the earliest expiry of the tokens that granted something.
 */
export async function requestRights(
  request: FastifyRequest,
  ctx: ServerContext,
): Promise<{ rights: Rights; expiresAt: number | null; user?: number | string }> {
  const { tokens } = ctx;
  const claims = await authenticate(request, ctx);
  let expiresAt = typeof claims?.exp === 'number' ? claims.exp : null;
  const header = request.headers[ACCESS_HEADER];
  const keys = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '' && key.length <= MAX_KEY_LENGTH)
    .slice(0, MAX_KEYS);
  const worlds = new Set<string>();
  for (const key of keys) {
    const access = await tokens.readAccessKey(key);
    if (!access) continue;
    worlds.add(access.world);
    expiresAt = Math.min(expiresAt ?? access.exp, access.exp);
  }
  const user = claims?.id;
  return {
    rights: { loggedIn: claims !== null, worlds: [...worlds].sort() },
    expiresAt,
    // The media cookie names the user, so that it too stops opening anything once they are no more.
    ...(typeof user === 'number' || typeof user === 'string' ? { user } : {}),
  };
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/** The rights the media cookie carries (none without a valid one; no login once its user is no more). */
export async function cookieRights(request: FastifyRequest, ctx: ServerContext): Promise<Rights> {
  const token = cookieValue(request, RIGHTS_COOKIE);
  const claims = token ? await ctx.tokens.verifyRights(token) : null;
  if (!claims) return NO_RIGHTS;
  return { loggedIn: claims.loggedIn && (await isCurrentUser(ctx, claims.user)), worlds: claims.worlds };
}

/** The rights of a media request: its cookie's, and those of the headers a program may send with it. */
export async function mediaRights(request: FastifyRequest, ctx: ServerContext): Promise<Rights> {
  const cookie = await cookieRights(request, ctx);
  if (request.headers.authorization === undefined && request.headers[ACCESS_HEADER] === undefined) return cookie;
  const { rights } = await requestRights(request, ctx);
  return {
    loggedIn: cookie.loggedIn || rights.loggedIn,
    worlds: [...new Set([...cookie.worlds, ...rights.worlds])].sort(),
  };
}

function setRightsCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAge: number): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${RIGHTS_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${Math.max(0, Math.floor(maxAge))}${secure}`,
  );
}

/**
 * `POST /box-api/api/session`: the client calls it with its jwt and access keys whenever they change (login,
 * unlock, logout); the answer sets the media cookie to exactly those rights (or removes it), and says which.
 */
export function registerSessionRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/box-api/api/session', async (request, reply) => {
    const { rights, expiresAt, user } = await requestRights(request, ctx);
    reply.header('Cache-Control', 'no-store');
    if (expiresAt === null) setRightsCookie(request, reply, '', 0);
    else {
      const cookie = await ctx.tokens.signRights({ ...rights, user }, expiresAt);
      setRightsCookie(request, reply, cookie, expiresAt - Date.now() / 1000);
    }
    return { data: rights, meta: {} };
  });
}
