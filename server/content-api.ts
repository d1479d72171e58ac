import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from './context';
import { notFoundError, StrapiError } from './errors';
import { paginate, paginationInfo, shouldCount } from './pagination';
import type { Resolved } from './strapi-bundle';
import { requestRights } from './rights';
import { filterItems } from './world-rights';

type ContentRequest = FastifyRequest<{
  Params: { endpoint: string; documentId?: string };
  Querystring: Record<string, unknown>;
}>;

/** Strapi reads one `locale`; anything else (an array, an object) matches no translation. */
const localeOf = (query: Record<string, unknown>) =>
  query.locale === undefined ? undefined : typeof query.locale === 'string' ? query.locale : '';

/**
 * `GET /box-api/api/:endpoint[/:documentId]` answered from the bundle in Strapi 5's shape. Query keys
 * other than `locale` and `pagination` (populate, fields, sort, ...) are accepted and ignored: the bundle
 * is exported fully populated. Collections carry only what the request's rights may see (server/world-rights.ts).
 * With the CMS the bundle is its mirror's current snapshot (server/cms-mirror.ts), marked by `X-Content-Source`.
 */
export function registerContentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const load = async (request: ContentRequest, reply: FastifyReply): Promise<Resolved> => {
    const { rights } = await requestRights(request, ctx);
    // The answer depends on the request's credentials: no shared cache may keep it.
    reply.header('Cache-Control', 'private, no-cache');
    reply.header('Vary', 'Authorization, X-World-Access');
    if (ctx.cms) {
      if (!ctx.cms.ready) throw new StrapiError(503, 'ServiceUnavailableError', 'The content is not available yet');
      // The client tells the visitor when this is the last good copy of an unreachable CMS.
      reply.header('X-Content-Source', ctx.cms.fallback ? 'fallback' : 'cms');
    }
    const { endpoint } = request.params;
    const locale = localeOf(request.query);
    const resolved = await ctx.bundle.resolve(endpoint, locale);
    if (!resolved) throw notFoundError();
    if (resolved.kind === 'single') return resolved;
    const visibility = (await ctx.access.visibility(rights, resolved.items)).locales.get(
      locale ?? ctx.bundle.defaultLocale,
    );
    return visibility ? { kind: 'collection', items: filterItems(endpoint, resolved.items, visibility) } : resolved;
  };

  app.get('/box-api/api/:endpoint', async (request: ContentRequest, reply) => {
    const resolved = await load(request, reply);
    if (resolved.kind === 'single') {
      if (!resolved.item) throw notFoundError();
      return { data: resolved.item, meta: {} };
    }
    const { pagination } = request.query;
    const page = paginate(resolved.items, paginationInfo(pagination, ctx.limits), shouldCount(pagination));
    return { data: page.data, meta: { pagination: page.pagination } };
  });

  app.get('/box-api/api/:endpoint/:documentId', async (request: ContentRequest, reply) => {
    const resolved = await load(request, reply);
    const { documentId } = request.params;
    const item =
      resolved.kind === 'collection'
        ? resolved.items.find((entry) => (entry as { documentId?: unknown } | null)?.documentId === documentId)
        : undefined;
    if (item === undefined) throw notFoundError();
    return { data: item, meta: {} };
  });
}
