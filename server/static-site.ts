import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { withHead, type FirstVisit } from './first-visit';
import { isRecord } from './is-record';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** index.html, re-read when it changes (a rebuild while the server runs). */
function readIndexHtml(distDir: string) {
  const file = join(distDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  return async (): Promise<string | undefined> => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
      return cached.html;
    } catch {
      return undefined;
    }
  };
}

/** How long the first visitor of a locale waits for its head (server/first-visit.ts) before getting the page as built. */
const HEAD_WAIT_MS = 600;

/**
 * The SPA fallback: index.html with the head of the address asked (title, description, Open Graph, first picture),
 * never cached without revalidation.
 */
export function indexSender(
  distDir: string,
  firstVisit: FirstVisit,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const html = readIndexHtml(distDir);
  return async (request, reply) => {
    const page = await html();
    reply.header('Cache-Control', 'no-cache');
    if (page === undefined) return reply.code(503).type('text/plain').send('The client is not built yet.');
    const head = await firstVisit.head(request.url, request.hostname, HEAD_WAIT_MS);
    const origin = `${request.protocol}://${request.host}`;
    const sent = head ? withHead(page, head, origin, new URL(request.url, origin).pathname) : page;
    return reply.code(200).type('text/html; charset=utf-8').send(sent);
  };
}

/**
 * The built client: hashed `/assets/*` cached for a year, everything else revalidated, each file sent as the
 * build's brotli or gzip copy when the visitor accepts it (vite.config.ts writes them; `Vary: accept-encoding`), and
 * `/app-settings.json` with `mediaHost` taken from MEDIA_HOST when set, and `viewers.kiosk` on for a kiosk (KIOSK=1,
 * `npm run kiosk`).
 */
export const staticSite: FastifyPluginAsync<{ mediaHost: string | undefined; kiosk: boolean }> = async (
  app,
  { mediaHost, kiosk },
) => {
  const assetsDir = join(app.dirs.dist, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: app.dirs.dist,
    prefix: '/',
    decorateReply: false,
    // index.html goes out with the head of the address asked (indexSender), `/` included.
    index: false,
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });

  app.get('/app-settings.json', async (request, reply) => {
    const settings = await app.clientSettings();
    reply.header('Cache-Control', 'no-cache');
    if (!settings) {
      request.log.warn('app-settings.json is missing from the build or not an object');
      return reply.code(404).send({ error: 'app-settings.json is missing' });
    }
    const served = mediaHost ? { ...settings, mediaHost } : settings;
    return kiosk
      ? { ...served, viewers: { ...(isRecord(served.viewers) ? served.viewers : {}), kiosk: true } }
      : served;
  });
};
