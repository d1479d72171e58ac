import { LeadCmsDelivery } from './lead-cms';
import { type DeliveryLog, LeadDelivery } from './lead-delivery';
import type { OutboxDelivery, OutboxOptions } from './lead-delivery-outbox';

/** The outbox's channels, started and stopped together; each runs on its own (mail and CMS never wait for each other). */
export interface LeadDeliveries {
  readonly channels: readonly OutboxDelivery[];
  start(): void;
  stop(): Promise<void>;
}

const httpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

function mailFromEnv(env: NodeJS.ProcessEnv, outbox: OutboxOptions): LeadDelivery | null {
  const { dbPath, log } = outbox;
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) {
    log.warn({ db: dbPath }, 'lead delivery: SMTP_URL is not set, contact submissions are stored and not mailed');
    return null;
  }
  let protocol = '';
  try {
    protocol = new URL(smtpUrl).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    log.error({ db: dbPath }, 'lead delivery: SMTP_URL is not an smtp:// or smtps:// URL, nothing is mailed');
    return null;
  }
  const to = env.LEADS_MAIL_TO?.trim();
  if (!to) {
    log.error({ db: dbPath }, 'lead delivery: LEADS_MAIL_TO is not set, contact submissions are stored and not mailed');
    return null;
  }
  return new LeadDelivery({ ...outbox, smtpUrl, to, from: env.LEADS_MAIL_FROM?.trim() || to });
}

/** Without CMS_URL there is no CMS, and nothing to say. */
function cmsFromEnv(env: NodeJS.ProcessEnv, outbox: OutboxOptions): LeadCmsDelivery | null {
  const { dbPath, log } = outbox;
  const cmsUrl = env.CMS_URL?.trim();
  if (!cmsUrl) return null;
  if (!httpUrl(cmsUrl)) {
    log.error({ db: dbPath }, 'lead to cms: CMS_URL is not an http(s) URL, leads are not stored in Strapi');
    return null;
  }
  const token = env.CMS_TOKEN?.trim();
  if (!token) {
    log.error({ db: dbPath }, 'lead to cms: CMS_TOKEN is not set, leads are not stored in Strapi');
    return null;
  }
  return new LeadCmsDelivery({ ...outbox, cmsUrl, token });
}

/**
 * The deliverers the environment asks for, sharing the outbox's tuning knobs `LEADS_POLL_MS`,
 * `LEADS_LEASE_MS`, `LEADS_RETRY_MS`, `LEADS_RETRY_MAX_MS`, `LEADS_MAX_ATTEMPTS`:
 * - mail: `SMTP_URL`, `LEADS_MAIL_TO`, `LEADS_MAIL_FROM` (default: the "to" address);
 * - Strapi's lead collection: `CMS_URL` and `CMS_TOKEN` (a full-access API token).
 * Null when neither is configured, said once in the log: the leads stay in the file.
 */
export function leadDeliveryFromEnv(env: NodeJS.ProcessEnv, dbPath: string, log: DeliveryLog): LeadDeliveries | null {
  const number = (name: string) => {
    const value = Number(env[name]);
    return env[name] && Number.isFinite(value) && value > 0 ? value : undefined;
  };
  const outbox: OutboxOptions = {
    dbPath,
    log,
    pollMs: number('LEADS_POLL_MS'),
    leaseMs: number('LEADS_LEASE_MS'),
    retryBaseMs: number('LEADS_RETRY_MS'),
    retryMaxMs: number('LEADS_RETRY_MAX_MS'),
    maxAttempts: number('LEADS_MAX_ATTEMPTS'),
  };
  const channels = [mailFromEnv(env, outbox), cmsFromEnv(env, outbox)].filter((channel) => channel !== null);
  if (channels.length === 0) return null;
  return {
    channels,
    start: () => channels.forEach((channel) => channel.start()),
    stop: async () => {
      await Promise.all(channels.map((channel) => channel.stop()));
    },
  };
}
