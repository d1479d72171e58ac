import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { notFoundError, StrapiError } from './errors';
import { EDITOR_RIGHTS, requestPreview } from './preview';
import { mediaRights, NO_RIGHTS } from './rights';

/**
 * Every upload answer's policy: should one be opened as a page (an `.html`, an `.svg` with a script), it runs in a
 * sandbox of its own (an opaque origin: no cookie, no storage of the showroom's) with nothing allowed to load. A
 * policy on an image, a video or a PDF that a page of the showroom loads does not apply to that page.
 */
const UPLOAD_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** What an upload may be shown as in the browser; anything else is only ever a download. */
const INLINE_TYPES = /^(?:image|video|audio|font)\/|^application\/pdf(?:;|$)/;

/**
 * `/uploads/*`: the bundle's media, as Strapi's local upload provider serves them, with HTTP Range for video seeking.
 * @fastify/static (send) confines paths to the root, rejecting `..` in any encoding. Only uploads that content the
 * request's rights may see names are served (server/content-access.ts): others, and those no content names, are a 404
 * like unknown files. Rights come from the rights cookie (an <img> or <video> sends no headers), or the headers of a
 * content request (a program: `npm run export-bundle`). With the CMS they come from its mirror's media cache, fetched
 * from Strapi the first time (server/cms-mirror.ts). With an editor's preview key (`?preview=`) the drafts name what
 * may be served (server/preview.ts). No upload can act as a page of the showroom (UPLOAD_CSP).
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  // Requests for media of a protected world: no shared cache may keep the answer; of a preview: no cache at all.
  const personal = new WeakSet<IncomingMessage>();
  const previewed = new WeakSet<IncomingMessage>();
  const prefix = `${app.prefix}/`;
  app.addHook('onRequest', async (request, reply) => {
    // The upload the URL names, as the content spells it (`/uploads/<file>`).
    const path = request.url.slice(prefix.length).split(/[?#]/, 1)[0] ?? '';
    let upload: string;
    try {
      upload = `/uploads/${decodeURIComponent(path)}`;
    } catch {
      throw notFoundError();
    }
    const preview = await requestPreview(app, request, reply);
    if (preview) {
      if (!(await preview.access.visibility(EDITOR_RIGHTS)).media.has(upload)) throw notFoundError();
      previewed.add(request.raw);
    } else if (!(await app.access.visibility(NO_RIGHTS)).media.has(upload)) {
      if (!(await app.access.visibility(await mediaRights(request))).media.has(upload)) throw notFoundError();
      personal.add(request.raw);
    }
    // The CMS's uploads come into the mirror's media cache on first use (or ahead); only those content names.
    const mirror = preview?.mirror ?? app.cms;
    const fetched = mirror ? await mirror.media(upload) : 'cached';
    if (fetched === 'unknown') throw notFoundError();
    if (fetched === 'unavailable') throw new StrapiError(503, 'ServiceUnavailableError', 'The media is not available');
  });
  await app.register(fastifyStatic, {
    root: app.dirs.media,
    prefix: '/',
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    acceptRanges: true,
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (reply, path) => {
      // Media names carry Strapi's hash, but a re-exported bundle may reuse one: long, not immutable.
      const raw = reply.request.raw;
      reply.header(
        'Cache-Control',
        previewed.has(raw) ? 'no-store' : `${personal.has(raw) ? 'private' : 'public'}, max-age=31536000`,
      );
      reply.header('Content-Security-Policy', UPLOAD_CSP);
      if (path.toLowerCase().endsWith('.svg')) reply.header('Content-Type', 'image/svg+xml');
      // Anything else is bytes to download: with nosniff, no browser runs it as a script or shows it as a page,
      // whoever includes it.
      if (!INLINE_TYPES.test(String(reply.getHeader('content-type') ?? ''))) {
        reply.header('Content-Type', 'application/octet-stream');
        reply.header('Content-Disposition', 'attachment');
      }
    },
  });
};
