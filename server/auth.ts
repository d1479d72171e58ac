import type { FastifyInstance, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { isRecord, type ServerContext } from './context';
import { rateLimitedRoute } from './rate-limit';
import { requiredFieldsError, StrapiError, validationError } from './errors';
import { verifySecret } from './passwords';
import type { Tokens } from './tokens';

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
 * The Bearer token's claims, null without a token (the Public role), and Strapi's 401 for a bad or
 * expired one.
 */
export async function authenticate(request: FastifyRequest, tokens: Tokens): Promise<Record<string, unknown> | null> {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const claims = match?.[1] === undefined ? null : await tokens.verifyJwt(match[1]);
  if (!claims) throw new StrapiError(401, 'UnauthorizedError', 'Missing or invalid credentials');
  return claims;
}

/** `POST /box-api/api/auth/local`, users-permissions' local login against `server/users.json`. */
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
    const email = identifier.toLowerCase();
    const user = (await readUsers(ctx)).find((u) => u.username === identifier || u.email.toLowerCase() === email);
    // verifySecret runs scrypt even without a user, so timing does not reveal which accounts exist.
    const valid = await verifySecret(password, user);
    if (!user || !valid) throw validationError('Invalid identifier or password');
    const { id, documentId, username } = user;
    return {
      jwt: await ctx.tokens.signJwt(id),
      user: { id, ...(documentId === undefined ? {} : { documentId }), username, email: user.email },
    };
  });
}
