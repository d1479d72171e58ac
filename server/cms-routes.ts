import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { StrapiError } from './errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Strapi's webhook payload: only the model is read (a lead stored for sales changes no content). */
const HookPayload = z.looseObject({ model: z.unknown().optional() }).nullish();
/** A changed entry is sent along; past this it is not read, and the call still counts as "something changed". */
const HOOK_BODY_LIMIT = 64 * 1024;

/**
 * `GET /health`: where the content comes from and whether it is there (a load balancer's check: 200 once content can
 * be served, 503 before). With the CMS and a webhook secret, `POST /cms-hook`: Strapi's webhook (cms/ registers it)
 * tells the mirrors (what is published, and drafts once previewed) that something changed. The secret is checked before a byte of the body is read; the mirror
 * coalesces however many calls into at most one read of Strapi at a time and one per `minIntervalMs`.
 */
export const cmsRoutes: FastifyPluginAsyncZod<{ webhookSecret: string | undefined }> = async (
  app,
  { webhookSecret },
) => {
  app.get('/health', async (_request, reply) => {
    const { cms } = app;
    reply.header('Cache-Control', 'no-store');
    const data = cms
      ? { source: 'cms', ready: cms.ready, fallback: cms.fallback, syncing: cms.syncing, syncedAt: cms.syncedAt }
      : { source: 'bundle', ready: true, fallback: false, syncing: false, syncedAt: null };
    return reply.code(data.ready ? 200 : 503).send({ data, meta: {} });
  });

  const { cms } = app;
  if (!cms || !webhookSecret) return;
  const expected = digest(`Bearer ${webhookSecret}`);
  // What is published and the drafts an editor previews: either may have changed.
  const changed = () => {
    cms.requestSync();
    app.preview?.changed();
  };
  app.post(
    '/cms-hook',
    {
      bodyLimit: HOOK_BODY_LIMIT,
      onRequest: async (request) => {
        if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
          throw new StrapiError(401, 'UnauthorizedError', 'Missing or invalid credentials');
        }
      },
      // An authenticated call whose entry is too large to read still says that something changed.
      errorHandler: (error, _request, reply) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          changed();
          return reply.code(204).send();
        }
        throw error;
      },
      schema: { body: HookPayload },
    },
    async (request, reply) => {
      if (request.body?.model !== 'lead') changed();
      return reply.code(204).send();
    },
  );
};
