import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app';
import { buildWhenNeeded } from './build';
import { parseTrustProxy } from './trust-proxy';
import { leadDeliveryFromEnv } from './lead-delivery-env';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const fromRoot = (path: string) => resolve(root, path);

const port = Number(env.PORT ?? 8080);
const host = env.HOST || '0.0.0.0';
const contentDir = fromRoot(env.CONTENT_DIR || 'content/demo');
const distDir = fromRoot(env.DIST_DIR || 'dist');
// Contact submissions; data/ is git-ignored.
const contactDb = fromRoot(env.CONTACT_DB || 'data/contact.sqlite');

/** Strapi behind the server: its content mirrored into CMS_CACHE_DIR (server/cms-mirror.ts). */
function cmsFromEnv() {
  if (!env.CMS_URL) return undefined;
  if (!env.CMS_TOKEN) throw new Error('CMS_URL needs CMS_TOKEN, a full-access Strapi API token (cms/README.md)');
  const positive = (value: string | undefined) => {
    const number = Number(value);
    return Number.isFinite(number) && number > 0 ? number : undefined;
  };
  return {
    url: env.CMS_URL,
    token: env.CMS_TOKEN,
    cacheDir: fromRoot(env.CMS_CACHE_DIR || 'data/cms-cache'),
    intervalMs: positive(env.CMS_SYNC_INTERVAL_MS),
    minIntervalMs: positive(env.CMS_SYNC_MIN_INTERVAL_MS),
    probeMs: positive(env.CMS_HEALTH_INTERVAL_MS),
    webhookSecret: env.CMS_WEBHOOK_SECRET || undefined,
    previewSecret: env.CMS_PREVIEW_SECRET || undefined,
    adminUrl: env.CMS_ADMIN_URL || undefined,
  };
}

/**
 * The key that signs logins and world access keys. In production a short one is refused: a guessable key lets anyone
 * sign their own tokens. Unset, a random key per start (logins end with the process: warned at start).
 */
function authSecretFromEnv(): string | undefined {
  const secret = env.AUTH_SECRET;
  if (env.NODE_ENV === 'production' && secret !== undefined && Buffer.byteLength(secret) < 32) {
    throw new Error('AUTH_SECRET must be at least 32 bytes in production (e.g. `openssl rand -hex 32`)');
  }
  return secret || undefined;
}

async function main() {
  const authSecret = authSecretFromEnv();
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (env.SKIP_BUILD !== '1') await buildWhenNeeded(root, distDir, (message) => console.log(message), env.BUILD_MODE);
  const app = await buildServer({
    contentDir,
    cms: cmsFromEnv(),
    distDir,
    mediaHost: env.MEDIA_HOST,
    kiosk: env.KIOSK === '1',
    authSecret,
    trustProxy,
    redisUrl: env.REDIS_URL || undefined,
    logger: { level: env.LOG_LEVEL || 'info' },
    contact: { dbPath: contactDb },
  });
  // The mail outbox of the contact form: started with the server, stopped (its mail in flight finished or
  // left to its lease) before the database closes.
  const delivery = leadDeliveryFromEnv(env, contactDb, app.log);
  if (delivery) app.addHook('onClose', () => delivery.stop());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port, host });
  delivery?.start();
  const address = app.server.address();
  const realPort = typeof address === 'object' && address !== null ? address.port : port;
  if (!env.AUTH_SECRET) app.log.warn('AUTH_SECRET is not set: logins and world access keys end with this process');
  console.log(`Virtual Factory showroom: http://localhost:${realPort}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
