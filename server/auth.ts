import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StrapiError } from './errors';
import { rateLimitedRoute, type RateLimitOptions } from './rate-limit';
import type { LoginClaims } from './tokens';
import { PublicUser } from './users';

/** An onSend hook: nothing the routes of a plugin answer, errors included, may be kept by any cache. */
export const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header('Cache-Control', 'no-store');
};

const unauthorized = () => new StrapiError(401, 'UnauthorizedError', 'Missing or invalid credentials');

/** The Bearer token of a request: undefined without an Authorization header, null for one that is not Bearer. */
function bearerOf(request: Pick<FastifyRequest, 'headers'>): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null;
}

/** Whether a well-signed login still stands: not signed out, and its user still one with the same password. */
export async function isCurrentLogin(server: FastifyInstance, claims: LoginClaims): Promise<boolean> {
  return !(await server.revocations.isRevoked(claims.jti)) && (await server.users.isCurrent(claims));
}

/**
 * The Bearer token's claims, null without a token (the Public role), and Strapi's 401 for a bad, expired or revoked
 * one, or one of a user who is no more, is blocked or changed their password since.
 */
export async function authenticate(request: Pick<FastifyRequest, 'headers' | 'server'>): Promise<LoginClaims | null> {
  const token = bearerOf(request);
  if (token === undefined) return null;
  const claims = token === null ? null : await request.server.tokens.verifyJwt(token);
  if (!claims || !(await isCurrentLogin(request.server, claims))) throw unauthorized();
  return claims;
}

const Credentials = z.object({
  identifier: z.string().min(1).max(320),
  password: z.string().min(1).max(1024),
});

/**
 * `POST /api/auth/local`, users-permissions' local login, against `server/users.json` or Strapi (server/users.ts),
 * answered with this server's own jwt; `POST /api/auth/logout` revokes the Bearer token it is sent with, on every
 * process that shares the revocations. Nothing either answers may be kept by a cache. The response schema lets only
 * the public fields of a user out.
 */
export const authRoutes: FastifyPluginAsyncZod<{ rateLimit: RateLimitOptions }> = async (app, { rateLimit }) => {
  app.addHook('onSend', noStore);

  app.post(
    '/api/auth/local',
    {
      ...rateLimitedRoute(rateLimit),
      schema: { body: Credentials, response: { 200: z.object({ jwt: z.string(), user: PublicUser }) } },
    },
    async (request) => {
      const { identifier, password } = request.body;
      const { user, credential } = await app.users.signIn(identifier, password);
      return { jwt: await app.tokens.signJwt(user.id, credential), user };
    },
  );

  app.post('/api/auth/logout', async (request, reply) => {
    const token = bearerOf(request);
    const claims = token ? await app.tokens.verifyJwt(token) : null;
    if (!claims) throw unauthorized();
    await app.revocations.revoke(claims.jti, claims.exp);
    return reply.code(204).send();
  });
};
