import { type DeliveryLog, LeadDelivery } from './lead-delivery';

/**
 * The deliverer the environment asks for: `SMTP_URL`, `LEADS_MAIL_TO`, `LEADS_MAIL_FROM` (default: the "to"
 * address), and the tuning knobs `LEADS_POLL_MS`, `LEADS_LEASE_MS`, `LEADS_RETRY_MS`, `LEADS_RETRY_MAX_MS`,
 * `LEADS_MAX_ATTEMPTS`. Null, said once in the log, when no mail is to be sent: the leads stay in the file.
 */
export function leadDeliveryFromEnv(env: NodeJS.ProcessEnv, dbPath: string, log: DeliveryLog): LeadDelivery | null {
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
  const number = (name: string) => {
    const value = Number(env[name]);
    return env[name] && Number.isFinite(value) && value > 0 ? value : undefined;
  };
  return new LeadDelivery({
    dbPath,
    smtpUrl,
    to,
    from: env.LEADS_MAIL_FROM?.trim() || to,
    log,
    pollMs: number('LEADS_POLL_MS'),
    leaseMs: number('LEADS_LEASE_MS'),
    retryBaseMs: number('LEADS_RETRY_MS'),
    retryMaxMs: number('LEADS_RETRY_MAX_MS'),
    maxAttempts: number('LEADS_MAX_ATTEMPTS'),
  });
}
