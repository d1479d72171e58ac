import type { FastifyInstance, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { isRecord, type ServerContext } from './context';
import { rateLimitedRoute } from './rate-limit';
import { requiredFieldsError, StrapiError, validationError } from './errors';
import { verifySecret } from './passwords';

interface StoredUser {
  id: number | string;
  documentId?: string;
  username: string;
  email: string;
  salt: string;
  hash: string;
}

const isUser = (value: unknown): value is StoredUser =>
  isRecord(value) &&
  (typeof value.id === 'number' || typeof value.id === 'string') &&
  typeof value.username === 'string' &&
  typeof value.email === 'string' &&
  typeof value.salt === 'string' &&
  typeof value.hash === 'string';

async function readUsers(ctx: ServerContext): Promise<StoredUser[]> {
  const value = await ctx.cache.read(join(ctx.contentDir, 'server', 'users.json'));
  return Array.isArray(value) ? value.filter(isUser) : [];
}

/**
 * Whether a login token's user still is one. With the bundle: while users.json holds them, so that removing a user
 * ends their logins at once (Strapi answers a deleted user's token 401 too) instead of after 30 days. With the CMS
 * the users are Strapi's, unknown here: a token lasts until it expires.
 */
export async function isCurrentUser(ctx: ServerContext, id: unknown): Promise<boolean> {
  return ctx.cms !== null || (await readUsers(ctx)).some((user) => user.id === id);
}

/**
 * The Bearer token's claims, null without a token (the Public role), and Strapi's 401 for a bad or
 * expired one, or one of a user who is no more.
 */
export async function authenticate(
  request: FastifyRequest,
  ctx: ServerContext,
): Promise<Record<string, unknown> | null> {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const claims = match?.[1] === undefined ? null : await ctx.tokens.verifyJwt(match[1]);
  if (!claims || !(await isCurrentUser(ctx, claims.id))) {
    throw new StrapiError(401, 'UnauthorizedError', 'Missing or invalid credentials');
  }
  return claims;
}

/** The public part of a users-permissions user. */
const publicUser = (user: { id: unknown; documentId?: unknown; username: unknown; email: unknown }) => ({
  id: user.id,
  ...(user.documentId === undefined ? {} : { documentId: user.documentId }),
  username: user.username,
  email: user.email,
});

const cmsUnreachable = () => new StrapiError(503, 'ServiceUnavailableError', 'The sign-in service is not reachable');

/**
 * Strapi's users-permissions checks the password (its users, its rules: blocked, unconfirmed); its answer is passed
 * on as it is when it refuses, and a sign-in it accepts gets this server's own jwt, which every process of it
 * verifies, also while Strapi is away.
 */
async function signInThroughCms(cmsUrl: string, identifier: string, password: string) {
  let response: Response;
  let answer: unknown;
  try {
    response = await fetch(`${cmsUrl}/api/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ identifier, password }),
      signal: AbortSignal.timeout(10_000),
    });
    answer = await response.json();
  } catch {
    throw cmsUnreachable();
  }
  const error = isRecord(answer) && isRecord(answer.error) ? answer.error : null;
  if (!response.ok) {
    if (response.status >= 500 || !error) throw cmsUnreachable();
    const details = isRecord(error.details) ? error.details : {};
    throw new StrapiError(response.status, String(error.name), String(error.message), details);
  }
  const user = isRecord(answer) && isRecord(answer.user) ? answer.user : null;
  if (!user || (typeof user.id !== 'number' && typeof user.id !== 'string')) throw cmsUnreachable();
  return user as { id: number | string; documentId?: unknown; username: unknown; email: unknown };
}

/**
 * `POST /box-api/api/auth/local`, users-permissions' local login: against `server/users.json`, or with the CMS
 * against Strapi itself.
 */
export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/box-api/api/auth/local', rateLimitedRoute(ctx.authRateLimit), async (request) => {
    const body = isRecord(request.body) ? request.body : {};
    const { identifier, password } = body;
    const missing = (['identifier', 'password'] as const).filter(
      (field) => typeof body[field] !== 'string' || body[field] === '',
    );
    if (missing.length > 0 || typeof identifier !== 'string' || typeof password !== 'string') {
      throw requiredFieldsError(missing);
    }
    if (ctx.cms) {
      const user = await signInThroughCms(ctx.cms.cmsUrl, identifier, password);
      return { jwt: await ctx.tokens.signJwt(user.id), user: publicUser(user) };
    }
    const email = identifier.toLowerCase();
    const user = (await readUsers(ctx)).find((u) => u.username === identifier || u.email.toLowerCase() === email);
    // verifySecret runs scrypt even without a user, so timing does not reveal which accounts exist.
    const valid = await verifySecret(password, user);
    if (!user || !valid) throw validationError('Invalid identifier or password');
    return { jwt: await ctx.tokens.signJwt(user.id), user: publicUser(user) };
  });
}
