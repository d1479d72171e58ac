import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { StrapiError } from './errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Strapi's webhook payload. A lead stored for sales (`model`) changes no content. cms/'s `showroom.content` event
 * (cms/src/utils/content-events.js) names the endpoints a document action changed (`paths`) and whether visitors
 * may see a difference (`published`: a saved draft is the preview's alone); any other call, or one whose fields are
 * not of that shape, says only that something changed.
 */
const HookPayload = z.looseObject({ model: z.unknown().optional() }).nullish();
const ContentEvent = z.object({
  event: z.literal('showroom.content'),
  paths: z.array(z.string()),
  published: z.boolean(),
});
/** A changed entry is sent along; past this it is not read, and the call still counts as "something changed". */
const HOOK_BODY_LIMIT = 64 * 1024;

/**
 * `GET /health`: where the content comes from and whether it is there (a load balancer's check: 200 once content can
 * be served, 503 before). With the CMS and a webhook secret, `POST /cms-hook`: Strapi's webhook (cms/ registers it)
 * tells the mirrors (what is published, and drafts once previewed) that something changed, and where. The secret is
 * checked before a byte of the body is read; the mirror coalesces however many calls into at most one read of Strapi
 * at a time, the endpoints named at once and a whole read at most once per `minIntervalMs`.
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
  const changed = (content?: z.infer<typeof ContentEvent>) => {
    if (content?.published !== false) cms.requestSync(content?.paths);
    app.preview?.changed(content?.paths);
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
      if (request.body?.model !== 'lead') changed(ContentEvent.safeParse(request.body).data);
      return reply.code(204).send();
    },
  );
};
