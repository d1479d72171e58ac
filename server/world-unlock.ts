import type { FastifyInstance } from 'fastify';
import { isNonEmpty, readWorldSecrets } from './content-access';
import { isRecord, type ServerContext } from './context';
import { rateLimitedRoute } from './rate-limit';
import { notFoundError, requiredFieldsError, StrapiError, validationError } from './errors';
import { verifySecret, type StoredSecret } from './passwords';

async function readSecret(ctx: ServerContext, slug: string): Promise<StoredSecret | undefined> {
  const secrets = await readWorldSecrets(ctx.cache, ctx.contentDir);
  return secrets.get(slug);
}

/**
 * World passwords are checked here and never sent to the browser: the client trades the password for a
 * signed 12-hour access key and can verify a stored key later.
 */
export function registerWorldUnlockRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Params: { slug: string } }>(
    '/box-api/api/worlds/:slug/unlock',
    rateLimitedRoute(ctx.authRateLimit),
    async (request) => {
      const { slug } = request.params;
      const secret = await readSecret(ctx, slug);
      // An empty password protects nothing: such a world has no code to enter.
      if (!secret || !(await isNonEmpty(secret))) throw notFoundError();
      const raw = isRecord(request.body) ? request.body.password : undefined;
      const password = typeof raw === 'string' ? raw.trim() : '';
      if (password === '') throw requiredFieldsError(['password']);
      if (!(await verifySecret(password, secret))) throw validationError('The code is incorrect, please try again');
      return await ctx.tokens.signAccessKey(slug);
    },
  );

  app.get<{ Params: { slug: string }; Querystring: Record<string, unknown> }>(
    '/box-api/api/worlds/:slug/access',
    async (request, reply) => {
      const { key } = request.query;
      if (typeof key !== 'string' || !(await ctx.tokens.verifyAccessKey(key, request.params.slug))) {
        throw new StrapiError(403, 'ForbiddenError', 'Forbidden');
      }
      reply.header('Cache-Control', 'no-store');
      return reply.code(204).send();
    },
  );
}
