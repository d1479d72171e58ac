import type Database from 'better-sqlite3';
import nodemailer from 'nodemailer';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { CONTACT_FIELDS, type ContactFields } from '../src/domain/contact';
import { openContactDatabase } from './contact-store';
import { composeLead, type Lead, leadMessageId } from './lead-mail';

/** What the deliverer reports: pino's signature (Fastify's `app.log`). */
export interface DeliveryLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface LeadDeliveryOptions {
  /** The contact database (CONTACT_DB) the route stores submissions in. */
  dbPath: string;
  /** `smtp://[user:pass@]host:port` (STARTTLS when offered) or `smtps://...` (TLS from the start). */
  smtpUrl: string;
  to: string;
  from: string;
  log: DeliveryLog;
  /** How often the outbox is looked at when nothing is due; other processes may add rows to the file. */
  pollMs?: number;
  /** How long a claim holds a row; renewed every third of it while the mail is being sent. */
  leaseMs?: number;
  /** Backoff after a failed attempt: base * 2^(attempts - 1), at most `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** A permanent rejection (5xx) marks the lead `failed` once it has had this many attempts. */
  maxAttempts?: number;
  /** On stop, how long a mail being sent may take before it is abandoned (its lease then lets another retry). */
  stopGraceMs?: number;
  busyTimeoutMs?: number;
}

type Row = Record<string, string | number | null> & { id: number; delivery_attempts: number };

const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** A 5xx reply other than 503 (bad sequence) will come again for the same mail (RFC 5321). */
function isPermanent(error: unknown): boolean {
  const { permanent, responseCode } = (error ?? {}) as { permanent?: unknown; responseCode?: unknown };
  if (typeof permanent === 'boolean') return permanent;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode !== 503;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Mails the contact submissions of the outbox (server/contact-store.ts) to sales, one at a time, oldest due
 * first. A row is claimed in a write transaction (status `sending`, a lease, a random claim token), so two
 * processes sharing the file, or a restarted one, never send the same row while its lease runs; it is marked
 * `sent` only after the mail server answered 250 to DATA, and only by the holder of the claim. A process that
 * dies between that answer and the mark leaves the row to be sent again when the lease ends: at least once,
 * with the same Message-ID, the one window SMTP leaves open.
 */
export class LeadDelivery {
  private db: Database.Database | null = null;
  private readonly transport;
  private running = false;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;
  private loop: Promise<void> | null = null;
  private readonly abort = new AbortController();
  private readonly pollMs: number;
  private readonly leaseMs: number;

  constructor(private readonly options: LeadDeliveryOptions) {
    this.pollMs = options.pollMs ?? 5000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops looking for work and waits for the mail in flight (at most `stopGraceMs`), then closes the file. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const loop = this.loop;
    if (loop) {
      const settled = await Promise.race([loop.then(() => true), sleep(this.options.stopGraceMs ?? 10_000, false)]);
      if (!settled) {
        this.abort.abort();
        await Promise.race([loop, sleep(1000)]);
      }
    }
    this.closed = true;
    this.transport.close();
    this.db?.close();
    this.db = null;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.loop = this.deliverDue()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'lead delivery: outbox unreadable'))
        .finally(() => {
          this.loop = null;
          if (this.running) this.schedule(this.pollMs);
        });
    }, delayMs);
  }

  /** Sends every lead that is due now, one after the other. */
  private async deliverDue(): Promise<void> {
    while (this.running) {
      const claimed = this.claim(Date.now());
      if (!claimed) return;
      await this.send(claimed.row, claimed.token);
    }
  }

  private database(): Database.Database {
    if (this.closed) throw new Error('lead delivery stopped');
    this.db ??= openContactDatabase(this.options.dbPath, this.options.busyTimeoutMs);
    return this.db;
  }

  private claim(now: number): { row: Row; token: string } | null {
    const db = this.database();
    return db
      .transaction(() => {
        const row = db
          .prepare(
            `SELECT * FROM contact_submissions
             WHERE (delivery_status = 'pending' AND next_attempt_at <= @now)
                OR (delivery_status = 'sending' AND COALESCE(sending_until, 0) <= @now)
             ORDER BY next_attempt_at, id LIMIT 1`,
          )
          .get({ now }) as Row | undefined;
        if (!row) return null;
        const token = randomUUID();
        db.prepare(
          `UPDATE contact_submissions SET delivery_status = 'sending', sending_until = @until, claim_token = @token,
             delivery_attempts = delivery_attempts + 1, message_id = @messageId WHERE id = @id`,
        ).run({ id: row.id, until: now + this.leaseMs, token, messageId: this.messageIdOf(row) });
        return { row: { ...row, delivery_attempts: row.delivery_attempts + 1 }, token };
      })
      .immediate();
  }

  private messageIdOf(row: Row): string {
    return leadMessageId({ id: row.id, reference: String(row.idempotency_key) }, this.options.from);
  }

  private async send(row: Row, token: string): Promise<void> {
    const lead = leadOf(row);
    const { subject, text, html } = composeLead(lead);
    const mine = { id: row.id, token };
    // Renewed while the mail server takes its time: only a dead process lets its lease run out.
    const renew = setInterval(() => {
      try {
        this.database()
          .prepare('UPDATE contact_submissions SET sending_until = @until WHERE id = @id AND claim_token = @token')
          .run({ ...mine, until: Date.now() + this.leaseMs });
      } catch (error) {
        this.options.log.warn({ err: error, id: row.id }, 'lead delivery: lease not renewed');
      }
    }, this.leaseMs / 3);
    try {
      let accepted;
      try {
        accepted = await this.transport.sendMail({
          from: this.options.from,
          to: this.options.to,
          replyTo: { name: `${lead.fields.firstName} ${lead.fields.lastName}`.trim(), address: lead.fields.email },
          subject,
          text,
          html,
          messageId: this.messageIdOf(row),
          date: new Date(lead.createdAt),
          headers: { 'X-Contact-Reference': lead.reference },
          signal: this.abort.signal,
        });
      } catch (error) {
        if (this.abort.signal.aborted) return; // stopping: the lease hands the row on
        this.markFailedAttempt(row, token, error);
        return;
      }
      await this.markSent(row, token, accepted.response);
    } finally {
      clearInterval(renew);
    }
  }

  /** Tried a few times: a busy file must not turn an accepted mail into a second one once the lease ends. */
  private async markSent(row: Row, token: string, response: string): Promise<void> {
    let changes: number;
    for (let attempt = 1; ; attempt += 1) {
      try {
        changes = this.database()
          .prepare(
            `UPDATE contact_submissions SET delivery_status = 'sent', delivered_at = @at, sending_until = NULL,
               claim_token = NULL, last_error = NULL WHERE id = @id AND claim_token = @token`,
          )
          .run({ id: row.id, token, at: new Date().toISOString() }).changes;
        break;
      } catch (error) {
        if (attempt >= 5 || this.closed) throw error;
        await sleep(500 * attempt);
      }
    }
    if (changes === 0) {
      this.options.log.warn({ id: row.id }, 'lead delivery: sent after the claim was lost; it may arrive twice');
    } else {
      this.options.log.info({ id: row.id, response }, 'lead delivery: accepted by the mail server');
    }
  }

  private markFailedAttempt(row: Row, token: string, error: unknown): void {
    const attempts = row.delivery_attempts;
    const giveUp = isPermanent(error) && attempts >= (this.options.maxAttempts ?? 5);
    const base = this.options.retryBaseMs ?? 30_000;
    const delay = Math.min(this.options.retryMaxMs ?? 3_600_000, base * 2 ** Math.min(attempts - 1, 30));
    this.database()
      .prepare(
        `UPDATE contact_submissions SET delivery_status = @status, next_attempt_at = @next, sending_until = NULL,
           claim_token = NULL, last_error = @error WHERE id = @id AND claim_token = @token`,
      )
      .run({
        id: row.id,
        token,
        status: giveUp ? 'failed' : 'pending',
        next: Date.now() + delay,
        error: describe(error),
      });
    const log = giveUp ? this.options.log.error : this.options.log.warn;
    log.call(
      this.options.log,
      { id: row.id, attempts, err: error },
      giveUp ? 'lead delivery: rejected for good, kept as failed' : `lead delivery: will retry in ${delay} ms`,
    );
  }
}

function leadOf(row: Row): Lead {
  const fields = {} as ContactFields;
  for (const field of CONTACT_FIELDS) {
    fields[field] = String(row[field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] ?? '');
  }
  return {
    id: row.id,
    reference: String(row.idempotency_key),
    fields,
    locale: String(row.locale),
    createdAt: String(row.created_at),
  };
}
