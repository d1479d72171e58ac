import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { CONTACT_FIELDS, type ContactFields } from '../src/domain/contact';
import { openContactDatabase } from './contact-store';
import type { Lead } from './lead-mail';

/** What a deliverer reports: pino's signature (Fastify's `app.log`). */
export interface DeliveryLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxOptions {
  /** The contact database (CONTACT_DB) the route stores submissions in. */
  dbPath: string;
  log: DeliveryLog;
  /** How often the outbox is looked at when nothing is due; other processes may add rows to the file. */
  pollMs?: number;
  /** How long a claim holds a row; renewed every third of it while the delivery runs. */
  leaseMs?: number;
  /** Backoff after a failed attempt: base * 2^(attempts - 1), at most `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** A permanent rejection marks the lead `failed` once it has had this many attempts. */
  maxAttempts?: number;
  /** On stop, how long a delivery in flight may take before it is abandoned (its lease lets another retry). */
  stopGraceMs?: number;
  busyTimeoutMs?: number;
}

/** One delivery's state columns in contact_submissions (server/contact-store.ts): each channel has its own. */
export interface OutboxColumns {
  status: string;
  attempts: string;
  nextAttemptAt: string;
  sendingUntil: string;
  claimToken: string;
  deliveredAt: string;
  lastError: string;
}

export type OutboxRow = Record<string, string | number | null> & { id: number };

/** What a successful delivery reports: a line for the log, and further columns to store with the mark. */
export interface Delivered {
  response: string;
  columns?: Record<string, string | number | null>;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * A delivery channel of the contact outbox, one lead at a time, oldest due first. A row is claimed in a write
 * transaction (status `sending`, a lease, a random claim token), so two processes sharing the file, or a
 * restarted one, never deliver the same row while its lease runs; it is marked `sent` only after `deliver`
 * resolved, and only by the holder of the claim. A process that dies between the receiver's acceptance and
 * the mark leaves the row to be delivered again when the lease ends: each channel makes that second
 * attempt harmless in its own way. Failed attempts wait with capped exponential backoff; a permanent
 * rejection ends as `failed` (the row is kept) after `maxAttempts`.
 */
export abstract class OutboxDelivery {
  private db: Database.Database | null = null;
  private running = false;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;
  private loop: Promise<void> | null = null;
  protected readonly abort = new AbortController();
  private readonly pollMs: number;
  private readonly leaseMs: number;

  protected constructor(
    protected readonly outbox: OutboxOptions,
    private readonly columns: OutboxColumns,
    /** The log's name for this channel. */
    private readonly label: string,
  ) {
    this.pollMs = outbox.pollMs ?? 5000;
    this.leaseMs = outbox.leaseMs ?? 60_000;
  }

  /** Delivers one lead; throws when it was not accepted. `signal` aborts when the deliverer stops. */
  protected abstract deliver(row: OutboxRow, signal: AbortSignal): Promise<Delivered>;
  /** Whether a failure will come again for the same lead however often it is tried. */
  protected abstract isPermanent(error: unknown): boolean;
  /** Columns set when a row is claimed, besides the claim itself. */
  protected claimColumns(_row: OutboxRow): Record<string, string | number | null> {
    return {};
  }
  /** Releases what the channel holds once stopped. */
  protected close(): void {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops looking for work and waits for the delivery in flight (at most `stopGraceMs`), then closes the file. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const loop = this.loop;
    if (loop) {
      const settled = await Promise.race([loop.then(() => true), sleep(this.outbox.stopGraceMs ?? 10_000, false)]);
      if (!settled) {
        this.abort.abort();
        await Promise.race([loop, sleep(1000)]);
      }
    }
    this.closed = true;
    this.close();
    this.db?.close();
    this.db = null;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.loop = this.deliverDue()
        .catch((error: unknown) => this.outbox.log.error({ err: error }, `${this.label}: outbox unreadable`))
        .finally(() => {
          this.loop = null;
          if (this.running) this.schedule(this.pollMs);
        });
    }, delayMs);
  }

  /** Delivers every lead that is due now, one after the other. */
  private async deliverDue(): Promise<void> {
    while (this.running) {
      const claimed = this.claim(Date.now());
      if (!claimed) return;
      await this.attempt(claimed.row, claimed.token);
    }
  }

  private database(): Database.Database {
    if (this.closed) throw new Error(`${this.label} stopped`);
    this.db ??= openContactDatabase(this.outbox.dbPath, this.outbox.busyTimeoutMs);
    return this.db;
  }

  private claim(now: number): { row: OutboxRow; token: string } | null {
    const db = this.database();
    const c = this.columns;
    return db
      .transaction(() => {
        const row = db
          .prepare(
            `SELECT * FROM contact_submissions
             WHERE (${c.status} = 'pending' AND ${c.nextAttemptAt} <= @now)
                OR (${c.status} = 'sending' AND COALESCE(${c.sendingUntil}, 0) <= @now)
             ORDER BY ${c.nextAttemptAt}, id LIMIT 1`,
          )
          .get({ now }) as OutboxRow | undefined;
        if (!row) return null;
        const token = randomUUID();
        const extra = this.claimColumns(row);
        db.prepare(
          `UPDATE contact_submissions SET ${c.status} = 'sending', ${c.sendingUntil} = @until,
             ${c.claimToken} = @token, ${c.attempts} = ${c.attempts} + 1
             ${Object.keys(extra)
               .map((column) => `, ${column} = @${column}`)
               .join('')} WHERE id = @id`,
        ).run({ ...extra, id: row.id, until: now + this.leaseMs, token });
        return { row: { ...row, [c.attempts]: Number(row[c.attempts]) + 1 }, token };
      })
      .immediate();
  }

  private async attempt(row: OutboxRow, token: string): Promise<void> {
    const c = this.columns;
    // Renewed while the receiver takes its time: only a dead process lets its lease run out.
    const renew = setInterval(() => {
      try {
        this.database()
          .prepare(
            `UPDATE contact_submissions SET ${c.sendingUntil} = @until WHERE id = @id AND ${c.claimToken} = @token`,
          )
          .run({ id: row.id, token, until: Date.now() + this.leaseMs });
      } catch (error) {
        this.outbox.log.warn({ err: error, id: row.id }, `${this.label}: lease not renewed`);
      }
    }, this.leaseMs / 3);
    try {
      let delivered: Delivered;
      try {
        delivered = await this.deliver(row, this.abort.signal);
      } catch (error) {
        if (this.abort.signal.aborted) return; // stopping: the lease hands the row on
        this.markFailedAttempt(row, token, error);
        return;
      }
      await this.markSent(row, token, delivered);
    } finally {
      clearInterval(renew);
    }
  }

  /** Tried a few times: a busy file must not turn an accepted lead into a second delivery once the lease ends. */
  private async markSent(row: OutboxRow, token: string, delivered: Delivered): Promise<void> {
    const c = this.columns;
    const extra = delivered.columns ?? {};
    let changes: number;
    for (let attempt = 1; ; attempt += 1) {
      try {
        changes = this.database()
          .prepare(
            `UPDATE contact_submissions SET ${c.status} = 'sent', ${c.deliveredAt} = @at, ${c.sendingUntil} = NULL,
               ${c.claimToken} = NULL, ${c.lastError} = NULL
               ${Object.keys(extra)
                 .map((column) => `, ${column} = @${column}`)
                 .join('')} WHERE id = @id AND ${c.claimToken} = @token`,
          )
          .run({ ...extra, id: row.id, token, at: new Date().toISOString() }).changes;
        break;
      } catch (error) {
        if (attempt >= 5 || this.closed) throw error;
        await sleep(500 * attempt);
      }
    }
    if (changes === 0) {
      this.outbox.log.warn({ id: row.id }, `${this.label}: delivered after the claim was lost; it may arrive twice`);
    } else {
      this.outbox.log.info({ id: row.id, response: delivered.response }, `${this.label}: accepted`);
    }
  }

  private markFailedAttempt(row: OutboxRow, token: string, error: unknown): void {
    const c = this.columns;
    const attempts = Number(row[c.attempts]);
    const giveUp = this.isPermanent(error) && attempts >= (this.outbox.maxAttempts ?? 5);
    const base = this.outbox.retryBaseMs ?? 30_000;
    const delay = Math.min(this.outbox.retryMaxMs ?? 3_600_000, base * 2 ** Math.min(attempts - 1, 30));
    this.database()
      .prepare(
        `UPDATE contact_submissions SET ${c.status} = @status, ${c.nextAttemptAt} = @next, ${c.sendingUntil} = NULL,
           ${c.claimToken} = NULL, ${c.lastError} = @error WHERE id = @id AND ${c.claimToken} = @token`,
      )
      .run({
        id: row.id,
        token,
        status: giveUp ? 'failed' : 'pending',
        next: Date.now() + delay,
        error: describe(error),
      });
    const log = giveUp ? this.outbox.log.error : this.outbox.log.warn;
    log.call(
      this.outbox.log,
      { id: row.id, attempts, err: error },
      giveUp ? `${this.label}: rejected for good, kept as failed` : `${this.label}: will retry in ${delay} ms`,
    );
  }
}

/** The submission a row holds. */
export function leadOf(row: OutboxRow): Lead {
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
