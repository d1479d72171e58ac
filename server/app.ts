import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import qs from 'qs';
import { registerAuthRoutes } from './auth';
import { registerContactRoutes } from './contact';
import { ContactStore } from './contact-store';
import { ContentAccess } from './content-access';
import { registerContentRoutes } from './content-api';
import type { ServerContext } from './context';
import { errorBody, httpErrorName, notFoundError, StrapiError } from './errors';
import { registerFrameCheck } from './frame-check';
import { JsonFileCache } from './json-cache';
import { registerMedia } from './media';
import { registerSessionRoute } from './rights';
import type { PaginationLimits } from './pagination';
import { registerRateLimit, type RateLimitOptions } from './rate-limit';
import { registerSecurityHeaders } from './security-headers';
import { indexSender, registerStaticSite } from './static-site';
import { ContentBundle } from './strapi-bundle';
import { Tokens } from './tokens';
import { registerWorldUnlockRoutes } from './world-unlock';

export interface ServerOptions {
  /** The bundle: `api/`, `uploads/`, `server/`. */
  contentDir: string;
  /** Vite's output. */
  distDir: string;
  /** Overrides `mediaHost` in /app-settings.json. */
  mediaHost?: string | undefined;
  /** Turns `viewers.kiosk` on in /app-settings.json (`npm run kiosk`). */
  kiosk?: boolean;
  /** Signs JWTs and world access keys; random per process when missing (tokens die with the process). */
  authSecret?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /** Auth and unlock routes; Strapi's default is 10 per 60 s per route and IP. */
  rateLimit?: RateLimitOptions;
  pagination?: PaginationLimits;
  defaultLocale?: string;
  /** The contact form's store: `dbPath` is its SQLite file (none: the route answers 503). */
  contact?: { dbPath?: string | undefined; busyTimeoutMs?: number; rateLimit?: RateLimitOptions };
}

const BOX_API = /^\/box-api(?:[/?#]|$)/;

/** The showroom server, ready for `listen()` or `inject()`. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 16 * 1024,
    trustProxy: options.trustProxy ?? false,
    requestTimeout: 30_000,
    // Malformed URLs (bad percent-encoding) and the like, before any route or hook runs.
    frameworkErrors: (error, _request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).code(status).send(errorBody(status, httpErrorName(status), error.message));
    },
    routerOptions: {
      // Strapi parses its query strings with qs: pagination[page]=2 -> { pagination: { page: '2' } }.
      querystringParser: (query) => qs.parse(query, { depth: 20, arrayLimit: 100, parameterLimit: 1000 }),
    },
  });
  const cache = new JsonFileCache((message) => app.log.warn(message));
  const contentDir = resolve(options.contentDir);
  const bundle = new ContentBundle(contentDir, cache, options.defaultLocale ?? 'de');
  const ctx: ServerContext = {
    contentDir,
    distDir: resolve(options.distDir),
    mediaHost: options.mediaHost || undefined,
    kiosk: options.kiosk ?? false,
    cache,
    bundle,
    access: new ContentAccess(bundle, cache, contentDir),
    tokens: new Tokens(options.authSecret || randomBytes(32).toString('hex')),
    authRateLimit: options.rateLimit ?? { max: 10, windowMs: 60_000 },
    limits: options.pagination ?? { defaultLimit: 25, maxLimit: 100 },
  };

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof StrapiError) {
      return reply.code(error.status).send(errorBody(error.status, error.errorName, error.message, error.details));
    }
    const raw = (error as { statusCode?: unknown }).statusCode;
    const status = typeof raw === 'number' && raw >= 400 && raw < 600 ? raw : 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(status).send(errorBody(status, httpErrorName(status), 'Internal Server Error'));
    }
    // e.g. send's 416 carries `Content-Range: bytes */<size>`
    const headers = (error as { headers?: unknown }).headers;
    if (typeof headers === 'object' && headers !== null) reply.headers(headers as Record<string, string>);
    return reply.code(status).send(errorBody(status, httpErrorName(status), (error as Error).message));
  });

  const sendIndex = indexSender(ctx.distDir);
  app.setNotFoundHandler(async (request, reply) => {
    const { method, url } = request;
    // A missing hashed asset stays a 404: HTML in its place would only hide the failed chunk load.
    if ((method === 'GET' || method === 'HEAD') && !BOX_API.test(url) && !url.startsWith('/assets/')) {
      return sendIndex(reply);
    }
    const error = notFoundError();
    return reply.code(404).send(errorBody(404, error.errorName, error.message));
  });

  await registerSecurityHeaders(app, ctx);
  await registerRateLimit(app);
  registerContentRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerWorldUnlockRoutes(app, ctx);
  registerSessionRoute(app, ctx);
  const contact = options.contact;
  registerContactRoutes(app, {
    store: contact?.dbPath
      ? new ContactStore({ path: resolve(contact.dbPath), busyTimeoutMs: contact.busyTimeoutMs })
      : null,
    rateLimit: contact?.rateLimit,
  });
  registerFrameCheck(app, ctx);
  await registerMedia(app, ctx);
  await registerStaticSite(app, ctx);
  // Nothing under /box-api ever falls through to dist/.
  app.all('/box-api/*', async () => {
    throw notFoundError();
  });

  return app;
}
