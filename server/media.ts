import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { ServerContext } from './context';
import { notFoundError, StrapiError } from './errors';
import { mediaRights, NO_RIGHTS } from './rights';

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'none'; sandbox";
const PREFIX = '/box-api/uploads/';

/** The upload a media URL names, as the content spells it (`/uploads/<file>`); null when it does not decode. */
function uploadOf(request: FastifyRequest): string | null {
  const path = request.url.slice(PREFIX.length).split(/[?#]/, 1)[0] ?? '';
  try {
    return `/uploads/${decodeURIComponent(path)}`;
  } catch {
    return null;
  }
}

/**
 * `/box-api/uploads/*`: the bundle's media, as Strapi's local upload provider serves them, with HTTP Range
 * for video seeking. @fastify/static (send) confines paths to the root, rejecting `..` in any encoding.
 * Media only hidden worlds use are a 404 (as unknown files) unless the rights cookie opens their world (an <img> or
 * <video> sends no headers), or the headers of a content request do (a program: `npm run export-bundle`). The check
 * is a token verification and a set lookup per request. With the CMS they come from its mirror's media cache,
 * fetched from Strapi the first time (server/cms-mirror.ts).
 */
export async function registerMedia(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  // Requests for media of a protected world: no shared cache may keep the answer.
  const personal = new WeakSet<IncomingMessage>();
  await app.register(async (media) => {
    media.addHook('onRequest', async (request) => {
      const upload = uploadOf(request);
      if (upload !== null && (await ctx.access.visibility(NO_RIGHTS)).hiddenMedia.has(upload)) {
        const { hiddenMedia } = await ctx.access.visibility(await mediaRights(request, ctx));
        if (hiddenMedia.has(upload)) throw notFoundError();
        personal.add(request.raw);
      }
      // The CMS's uploads come into the mirror's media cache on first use (or ahead); only those content names.
      const fetched = ctx.cms && upload !== null ? await ctx.cms.media(upload) : 'cached';
      if (fetched === 'unknown') throw notFoundError();
      if (fetched === 'unavailable')
        throw new StrapiError(503, 'ServiceUnavailableError', 'The media is not available');
    });
    await media.register(fastifyStatic, {
      root: ctx.mediaDir,
      prefix: PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      acceptRanges: true,
      cacheControl: false,
      suppressWarning: true,
      setHeaders: (reply, path) => {
        // Media names carry Strapi's hash, but a re-exported bundle may reuse one: long, not immutable.
        reply.header('Cache-Control', `${personal.has(reply.request.raw) ? 'private' : 'public'}, max-age=31536000`);
        if (path.toLowerCase().endsWith('.svg')) {
          reply.header('Content-Type', 'image/svg+xml');
          reply.header('Content-Security-Policy', SVG_CSP);
        }
      },
    });
  });
}
