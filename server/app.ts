import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import qs from 'qs';
import { authRoutes } from './auth';
import { CmsMirror, type CmsMirrorOptions } from './cms-mirror';
import { draftPreview, type DraftPreview } from './preview';
import { cmsRoutes } from './cms-routes';
import { contactRoutes } from './contact';
import { ContactStore } from './contact-store';
import { ContentAccess } from './content-access';
import { contentRoutes } from './content-api';
import { errorBody, httpErrorName, notFoundError, schemaError, StrapiError } from './errors';
import { FirstVisit } from './first-visit';
import { frameCheckRoute } from './frame-check';
import { isRecord } from './is-record';
import { JsonFileCache } from './json-cache';
import { mediaRoutes } from './media';
import type { PaginationLimits } from './pagination';
import { registerRateLimit, type RateLimitOptions } from './rate-limit';
import { MemoryRevocations, RedisRevocations, type Revocations } from './revocations';
import { NO_RIGHTS, sessionRoute } from './rights';
import { registerSecurityHeaders } from './security-headers';
import { indexSender, staticSite } from './static-site';
import { ContentBundle } from './strapi-bundle';
import { Tokens } from './tokens';
import { BundleUsers, CmsUsers, type Users } from './users';
import { trustFunction, type TrustProxy } from './trust-proxy';
import { worldUnlockRoutes } from './world-unlock';
import { parseClientSettings } from '../src/content/client-settings.ts';
import './services';

export interface CmsOptions {
  /** Strapi's origin (`CMS_URL`). */
  url: string;
  /** A full-access Strapi API token (`CMS_TOKEN`). */
  token: string;
  /** Where the mirror keeps Strapi's last good content and media (`CMS_CACHE_DIR`). */
  cacheDir: string;
  /** Between full reads (`CMS_SYNC_INTERVAL_MS`, default 5 minutes; the webhook announces edits at once). */
  intervalMs?: number;
  /** At most one full read started per this many ms, however often the webhook calls (`CMS_SYNC_MIN_INTERVAL_MS`). */
  minIntervalMs?: number;
  /** Between looks at Strapi's `/_health` (default 10 s). */
  probeMs?: number;
  /** The admin panel's origin, whose preview may frame the showroom (`CMS_ADMIN_URL`; default: `url`'s). */
  adminUrl?: string | undefined;
  /** Strapi's webhook sends it as Bearer (`CMS_WEBHOOK_SECRET`); none: no webhook route. */
  webhookSecret?: string | undefined;
  /** The key "Open in showroom" signs drafts' previews with (`CMS_PREVIEW_SECRET`); none: no preview of drafts. */
  previewSecret?: string | undefined;
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
  /** Fastify's `trustProxy`: a hop count or the proxies' addresses (server/trust-proxy.ts). */
  trustProxy?: TrustProxy;
  /** Rate-limit counters and revoked logins shared by every process (`REDIS_URL`); none: this process's memory. */
  redisUrl?: string | undefined;
  /** Auth and unlock routes; Strapi's default is 10 per 60 s per route and IP. */
  rateLimit?: RateLimitOptions;
  pagination?: PaginationLimits;
  defaultLocale?: string;
  /** The contact form's store: `dbPath` is its SQLite file (none: the route answers 503). */
  contact?: { dbPath?: string | undefined; busyTimeoutMs?: number; rateLimit?: RateLimitOptions };
}

/** The built-in interface strings (the head's title and description). */
const LOCALES_DIR = fileURLToPath(new URL('../locales', import.meta.url));

/** The showroom server, ready for `listen()` or `inject()`. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 16 * 1024,
    trustProxy: trustFunction(options.trustProxy ?? false),
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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const redis = options.redisUrl ? await connectRedis(options.redisUrl, app) : null;
  const jsonCache = new JsonFileCache((message) => app.log.warn(message));
  const distDir = resolve(options.distDir);
  const defaultLocale = options.defaultLocale ?? 'de';
  const { cms, preview } = options.cms
    ? await openCmsMirror(options.cms, distDir, jsonCache, app, defaultLocale)
    : { cms: null, preview: null };
  const contentDir = cms?.contentDir ?? resolve(options.contentDir);
  const bundle = new ContentBundle(contentDir, jsonCache, defaultLocale);
  app.decorate('dirs', { content: contentDir, media: cms?.mediaDir ?? resolve(contentDir, 'uploads'), dist: distDir });
  app.decorate('jsonCache', jsonCache);
  app.decorate('bundle', bundle);
  app.decorate('access', new ContentAccess(bundle, jsonCache, contentDir, (message) => app.log.error(message)));
  // The content's rules are worked out before the first visitor: what must be withheld is named in the log at start.
  app.addHook('onReady', async () => {
    await app.access.visibility(NO_RIGHTS);
  });
  app.decorate('cms', cms);
  app.decorate('preview', preview);
  app.decorate('tokens', new Tokens(options.authSecret || randomBytes(32).toString('hex')));
  app.decorate<Users>('users', cms ? new CmsUsers(cms, jsonCache) : new BundleUsers(jsonCache, contentDir));
  app.decorate<Revocations>('revocations', redis ? new RedisRevocations(redis) : new MemoryRevocations());
  app.decorate('clientSettings', async () => {
    const settings = await jsonCache.read(resolve(distDir, 'app-settings.json')).catch(() => null);
    return isRecord(settings) ? settings : null;
  });

  app.setErrorHandler((raised, request, reply) => {
    const error = hasZodFastifySchemaValidationErrors(raised) ? schemaError(raised.validation) : raised;
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

  // Everything else is the client's: index.html, but for a missing hashed asset (HTML in its place would only hide
  // the failed chunk load).
  // The settings as visitors get them (static-site.ts): media addresses in the head are those the client asks for.
  const servedSettings = async () => {
    const settings = await app.clientSettings();
    return settings && options.mediaHost ? { ...settings, mediaHost: options.mediaHost } : settings;
  };
  const firstVisit = new FirstVisit(app, servedSettings, LOCALES_DIR);
  const sendIndex = indexSender(distDir, firstVisit);
  app.addHook('onReady', async () => firstVisit.warm());
  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/assets/')) {
      return sendIndex(request, reply);
    }
    throw notFoundError();
  });

  await registerCompression(app);
  const cmsAdmin = options.cms ? new URL(options.cms.adminUrl ?? options.cms.url).origin : undefined;
  await registerSecurityHeaders(app, options.mediaHost || undefined, cmsAdmin);
  await registerRateLimit(app, redis);
  const authRateLimit = options.rateLimit ?? { max: 10, windowMs: 60_000 };
  const contact = options.contact;
  const contactStore = contact?.dbPath
    ? new ContactStore({ path: resolve(contact.dbPath), busyTimeoutMs: contact.busyTimeoutMs })
    : null;
  await app.register(
    async (api) => {
      await api.register(contentRoutes, { limits: options.pagination ?? { defaultLimit: 25, maxLimit: 100 } });
      await api.register(authRoutes, { rateLimit: authRateLimit });
      await api.register(worldUnlockRoutes, { rateLimit: authRateLimit });
      await api.register(sessionRoute);
      await api.register(contactRoutes, { store: contactStore, rateLimit: contact?.rateLimit });
      await api.register(cmsRoutes, { webhookSecret: options.cms?.webhookSecret });
      await api.register(mediaRoutes, { prefix: '/uploads' });
      // Nothing under /box-api ever falls through to the client (whose static files answer every other path).
      const unknown = async () => {
        throw notFoundError();
      };
      api.all('/', unknown);
      api.all('/*', unknown);
    },
    { prefix: '/box-api' },
  );
  await app.register(frameCheckRoute);
  await app.register(staticSite, { mediaHost: options.mediaHost || undefined, kiosk: options.kiosk ?? false });
  app.get('/', sendIndex);
  return app;
}

/** What is compressed on the fly: text the server writes (JSON, HTML); never media, which is compressed already. */
const COMPRESSIBLE = /^(?:text\/(?:html|plain|css|javascript)|application\/(?:json|javascript)|image\/svg\+xml)(?:;|$)/;

/**
 * Answers of at least 1 KB in brotli or gzip when the visitor accepts it (`Vary: accept-encoding`): the content API's
 * JSON, index.html, app-settings.json. The build's own files come precompressed (server/static-site.ts); a byte range
 * is never compressed.
 */
async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
}

/** Redis for the shared limits and revocations: the server does not start without it once it is asked for. */
async function connectRedis(url: string, app: FastifyInstance): Promise<Redis> {
  // No offline queue: while Redis is away a check fails at once (and is refused) instead of waiting.
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  redis.on('error', (error: Error) => app.log.warn(`Redis: ${error.message}`));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: Redis does not answer at ${new URL(url).host}`, { cause: error });
  }
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/**
 * The mirror of `options.url`: the snapshot a previous run left is served at once; syncing starts with the server.
 * Beside it, with a preview secret, the mirror of its drafts (`preview/` in the cache folder, server/preview.ts).
 */
async function openCmsMirror(
  options: CmsOptions,
  distDir: string,
  cache: JsonFileCache,
  app: FastifyInstance,
  defaultLocale: string,
): Promise<{ cms: CmsMirror; preview: DraftPreview | null }> {
  const settingsFile = options.settingsFile ?? resolve(distDir, 'app-settings.json');
  const mirrorOptions: CmsMirrorOptions = {
    cmsUrl: options.url,
    token: options.token,
    dir: resolve(options.cacheDir),
    settings: async () => parseClientSettings(await cache.read(settingsFile)),
    intervalMs: options.intervalMs,
    minIntervalMs: options.minIntervalMs,
    probeMs: options.probeMs,
    log: {
      info: (message) => app.log.info(message),
      warn: (message) => app.log.warn(message),
      error: (message) => app.log.error(message),
    },
  };
  const mirror = new CmsMirror(mirrorOptions);
  await mirror.open();
  app.addHook('onReady', async () => mirror.start());
  app.addHook('onClose', () => mirror.stop());
  const drafts = {
    ...mirrorOptions,
    dir: resolve(options.cacheDir, 'preview'),
    mediaDir: mirror.mediaDir,
    log: {
      info: (message: string) => app.log.info(`drafts: ${message}`),
      warn: (message: string) => app.log.warn(`drafts: ${message}`),
      error: (message: string) => app.log.error(`drafts: ${message}`),
    },
  };
  const secrets = { preview: options.previewSecret, webhook: options.webhookSecret };
  return { cms: mirror, preview: draftPreview(app, secrets, drafts, cache, defaultLocale) };
}
