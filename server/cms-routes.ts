import type { FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { isRecord, type ServerContext } from './context';
import { StrapiError } from './errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `GET /box-api/health`: where the content comes from and whether it is there (a load balancer's check: 200 once
 * content can be served, 503 before). With the CMS and a webhook secret, `POST /box-api/cms-hook`: Strapi's webhook
 * (cms/ registers it) tells the mirror that something changed, and the mirror reads Strapi; only the payload's
 * `model` is looked at: a lead stored for sales (cms/src/api/lead) changes no content.
 */
export function registerCmsRoutes(app: FastifyInstance, ctx: ServerContext, webhookSecret: string | undefined): void {
  app.get('/box-api/health', async (_request, reply) => {
    const { cms } = ctx;
    reply.header('Cache-Control', 'no-store');
    const data = cms
      ? { source: 'cms', ready: cms.ready, fallback: cms.fallback, syncing: cms.syncing, syncedAt: cms.syncedAt }
      : { source: 'bundle', ready: true, fallback: false, syncing: false, syncedAt: null };
    return reply.code(data.ready ? 200 : 503).send({ data, meta: {} });
  });

  const { cms } = ctx;
  if (!cms || !webhookSecret) return;
  const expected = digest(`Bearer ${webhookSecret}`);
  // Strapi sends the changed entry along: allow a large one, read none of it.
  app.post('/box-api/cms-hook', { bodyLimit: 4 * 1024 * 1024 }, async (request, reply) => {
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      throw new StrapiError(401, 'UnauthorizedError', 'Missing or invalid credentials');
    }
    if (!(isRecord(request.body) && request.body.model === 'lead')) cms.requestSync();
    return reply.code(204).send();
  });
}
