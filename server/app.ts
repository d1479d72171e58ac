import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import qs from 'qs';
import { registerAuthRoutes } from './auth';
import { CmsMirror } from './cms-mirror';
import { registerCmsRoutes } from './cms-routes';
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
import { parseClientSettings } from '../src/content/client-settings.ts';

export interface CmsOptions {
  /** Strapi's origin (`CMS_URL`). */
  url: string;
  /** A full-access Strapi API token (`CMS_TOKEN`). */
  token: string;
  /** Where the mirror keeps Strapi's last good content and media (`CMS_CACHE_DIR`). */
  cacheDir: string;
  /** Between full reads (`CMS_SYNC_INTERVAL_MS`, default 5 minutes; the webhook announces edits at once). */
  intervalMs?: number;
  /** Between looks at Strapi's `/_health` (default 10 s). */
  probeMs?: number;
  /** Strapi's webhook sends it as Bearer (`CMS_WEBHOOK_SECRET`); none: no webhook route. */
  webhookSecret?: string | undefined;
  /** The client settings naming the endpoints to mirror; default: the build's app-settings.json. */
  settingsFile?: string;
}

export interface ServerOptions {
  /** The bundle: `api/`, `uploads/`, `server/`. Ignored with `cms`. */
  contentDir: string;
  /** Content from Strapi instead of the bundle (server/cms-mirror.ts). */
  cms?: CmsOptions | undefined;
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
  const distDir = resolve(options.distDir);
  const cms = options.cms ? await openCmsMirror(options.cms, distDir, cache, app) : null;
  const contentDir = cms?.contentDir ?? resolve(options.contentDir);
  const bundle = new ContentBundle(contentDir, cache, options.defaultLocale ?? 'de');
  const ctx: ServerContext = {
    contentDir,
    mediaDir: cms?.mediaDir ?? resolve(contentDir, 'uploads'),
    distDir,
    cms,
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
  registerCmsRoutes(app, ctx, options.cms?.webhookSecret);
  await registerMedia(app, ctx);
  await registerStaticSite(app, ctx);
  // Nothing under /box-api ever falls through to dist/.
  app.all('/box-api/*', async () => {
    throw notFoundError();
  });

  return app;
}

/** The mirror of `options.url`: the snapshot a previous run left is served at once; syncing starts with the server. */
async function openCmsMirror(
  options: CmsOptions,
  distDir: string,
  cache: JsonFileCache,
  app: FastifyInstance,
): Promise<CmsMirror> {
  const settingsFile = options.settingsFile ?? resolve(distDir, 'app-settings.json');
  const mirror = new CmsMirror({
    cmsUrl: options.url,
    token: options.token,
    dir: resolve(options.cacheDir),
    settings: async () => parseClientSettings(await cache.read(settingsFile)),
    intervalMs: options.intervalMs,
    probeMs: options.probeMs,
    log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
  });
  await mirror.open();
  app.addHook('onReady', async () => mirror.start());
  app.addHook('onClose', () => mirror.stop());
  return mirror;
}
