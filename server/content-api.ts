import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFoundError, StrapiError } from './errors';
import { paginate, paginationInfo, shouldCount, type PaginationLimits } from './pagination';
import { EDITOR_RIGHTS, requestPreview } from './preview';
import { requestRights } from './rights';
import type { Resolved } from './strapi-bundle';
import { filterItems } from './world-rights';

const Params = z.object({ endpoint: z.string().max(64), documentId: z.string().max(200).optional() });
/**
 * Strapi's query: `locale` and `pagination` are read; the other keys (populate, fields, sort, ...) are accepted and
 * ignored, the bundle being exported fully populated. A `locale` that is not one string matches no translation.
 */
const Query = z.looseObject({ locale: z.unknown().optional(), pagination: z.unknown().optional() });

/**
 * `GET /api/:endpoint[/:documentId]` answered from the bundle in Strapi 5's shape. Collections carry only what the
 * request's rights may see (server/world-rights.ts); what cannot be decided (a locale the visibility does not know)
 * is withheld. With the CMS the bundle is its mirror's current snapshot (server/cms-mirror.ts), marked by
 * `X-Content-Source`; an editor's preview key answers the drafts instead, every world open (server/preview.ts).
 */
export const contentRoutes: FastifyPluginAsyncZod<{ limits: PaginationLimits }> = async (app, { limits }) => {
  const load = async (
    request: FastifyRequest & { params: z.infer<typeof Params>; query: z.infer<typeof Query> },
    reply: FastifyReply,
  ): Promise<Resolved> => {
    // The answer depends on the request's credentials: no shared cache may keep it.
    reply.header('Cache-Control', 'private, no-cache');
    reply.header('Vary', 'Authorization, X-World-Access, X-Preview');
    const preview = await requestPreview(app, request, reply);
    const { rights } = preview ? { rights: EDITOR_RIGHTS } : await requestRights(request);
    const { bundle, access } = preview ?? app;
    const cms = preview?.mirror ?? app.cms;
    if (cms) {
      if (!cms.ready) throw new StrapiError(503, 'ServiceUnavailableError', 'The content is not available yet');
      // The client tells the visitor when this is the last good copy of an unreachable CMS.
      reply.header('X-Content-Source', cms.fallback ? 'fallback' : 'cms');
    }
    const { endpoint } = request.params;
    const raw = request.query.locale;
    const locale = raw === undefined ? bundle.defaultLocale : typeof raw === 'string' ? raw : '';
    const resolved = await bundle.resolve(endpoint, locale);
    if (!resolved) throw notFoundError();
    if (resolved.kind === 'single' || resolved.items.length === 0) return resolved;
    const visibility = (await access.visibility(rights, resolved.items)).locales.get(locale);
    if (!visibility) {
      request.log.error({ endpoint, locale }, 'content: no visibility for this locale, its items are withheld');
      return { kind: 'collection', items: [] };
    }
    return { kind: 'collection', items: filterItems(endpoint, resolved.items, visibility) };
  };

  app.get('/api/:endpoint', { schema: { params: Params, querystring: Query } }, async (request, reply) => {
    const resolved = await load(request, reply);
    if (resolved.kind === 'single') {
      if (!resolved.item) throw notFoundError();
      return { data: resolved.item, meta: {} };
    }
    const { pagination } = request.query;
    const page = paginate(resolved.items, paginationInfo(pagination, limits), shouldCount(pagination));
    return { data: page.data, meta: { pagination: page.pagination } };
  });

  app.get('/api/:endpoint/:documentId', { schema: { params: Params, querystring: Query } }, async (request, reply) => {
    const resolved = await load(request, reply);
    const { documentId } = request.params;
    const item =
      resolved.kind === 'collection'
        ? resolved.items.find((entry) => (entry as { documentId?: unknown } | null)?.documentId === documentId)
        : undefined;
    if (item === undefined) throw notFoundError();
    return { data: item, meta: {} };
  });
};
