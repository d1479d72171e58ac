import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'none'; sandbox";

/**
 * `/box-api/uploads/*`: the bundle's media, as Strapi's local upload provider serves them, with HTTP Range
 * for video seeking. @fastify/static (send) confines paths to the root, rejecting `..` in any encoding.
 */
export async function registerMedia(app: FastifyInstance, contentDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(contentDir, 'uploads'),
    prefix: '/box-api/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    acceptRanges: true,
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (reply, path) => {
      // Media names carry Strapi's hash, but a re-exported bundle may reuse one: long, not immutable.
      reply.header('Cache-Control', 'public, max-age=31536000');
      if (path.toLowerCase().endsWith('.svg')) {
        reply.header('Content-Type', 'image/svg+xml');
        reply.header('Content-Security-Policy', SVG_CSP);
      }
    },
  });
}
