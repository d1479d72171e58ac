import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from './auth';
import { isNonEmpty, readWorldSecrets } from './content-access';
import { notFoundError, StrapiError, validationError } from './errors';
import { verifySecret } from './passwords';
import { rateLimitedRoute, type RateLimitOptions } from './rate-limit';

const World = z.object({ slug: z.string().min(1).max(200) });

/**
 * World passwords are checked here and never sent to the browser: the client trades the password for a signed
 * 12-hour access key (`POST /api/worlds/:slug/unlock`) and can verify a stored key later (`GET .../access`). No
 * answer may be kept by a cache.
 */
export const worldUnlockRoutes: FastifyPluginAsyncZod<{ rateLimit: RateLimitOptions }> = async (app, { rateLimit }) => {
  app.addHook('onSend', noStore);

  app.post(
    '/api/worlds/:slug/unlock',
    {
      ...rateLimitedRoute(rateLimit),
      schema: {
        params: World,
        // Trimmed: a code typed on a touch keyboard may carry a space or a newline.
        body: z.object({ password: z.string().max(1024).trim().min(1) }),
        response: { 200: z.object({ accessKey: z.string(), expiresAt: z.string() }) },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const secret = (await readWorldSecrets(app.jsonCache, app.dirs.content)).get(slug);
      // An empty password protects nothing: such a world has no code to enter.
      if (!secret || !(await isNonEmpty(secret))) throw notFoundError();
      if (!(await verifySecret(request.body.password, secret)))
        throw validationError('The code is incorrect, please try again');
      return await app.tokens.signAccessKey(slug);
    },
  );

  app.get(
    '/api/worlds/:slug/access',
    { schema: { params: World, querystring: z.looseObject({ key: z.unknown().optional() }) } },
    async (request, reply) => {
      const { key } = request.query;
      if (typeof key !== 'string' || !(await app.tokens.verifyAccessKey(key, request.params.slug))) {
        throw new StrapiError(403, 'ForbiddenError', 'Forbidden');
      }
      return reply.code(204).send();
    },
  );
};
