import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ContactFields } from '../src/domain/contact';

/** A stored submission as the route answers it: the same answer for every replay of its idempotency key. */
export interface StoredContact {
  reference: string;
  createdAt: string;
}

export type SaveResult =
  | { kind: 'stored'; contact: StoredContact }
  | { kind: 'replayed'; contact: StoredContact }
  /** The key was used before for a different submission. */
  | { kind: 'conflict' };

export interface ContactStoreOptions {
  /** The SQLite file; its folder is made when missing. */
  path: string;
  /** How long a write waits for another connection's lock (the mail outbox's) before it fails. */
  busyTimeoutMs?: number;
}

const COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  company: 'company',
  phone: 'phone',
  email: 'email',
  subject: 'subject',
  message: 'message',
} as const satisfies Record<keyof ContactFields, string>;

/**
 * `delivery_status` is the mail outbox (server issue 14, server/lead-delivery.ts): `pending` rows are to be
 * mailed once `next_attempt_at` (ms since the epoch) has come; a deliverer claims one by setting `sending`,
 * a lease `sending_until` (ms) and its own `claim_token`, and moves it to `sent` or `failed`, or back to
 * `pending` with a later `next_attempt_at`. `delivery_attempts` counts claims.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS contact_submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL,
  delivery_status TEXT NOT NULL DEFAULT 'pending'
    CHECK (delivery_status IN ('pending', 'sending', 'sent', 'failed')),
  delivery_attempts INTEGER NOT NULL DEFAULT 0,
  delivered_at TEXT,
  last_error TEXT,
  next_attempt_at INTEGER NOT NULL DEFAULT 0,
  sending_until INTEGER,
  claim_token TEXT,
  message_id TEXT
);
CREATE INDEX IF NOT EXISTS contact_submissions_outbox ON contact_submissions (delivery_status, id);
`;

/**
 * Outbox columns a file made before the mail delivery lacks, and the CMS channel's (server/lead-cms.ts), the
 * same state as the mail's under `cms_` plus the Strapi document the lead became. Rows stored before the CMS
 * was configured are pending too: they are stored in Strapi once CMS_URL is set.
 */
const ADDED_COLUMNS: readonly [string, string][] = [
  ['next_attempt_at', 'INTEGER NOT NULL DEFAULT 0'],
  ['sending_until', 'INTEGER'],
  ['claim_token', 'TEXT'],
  ['message_id', 'TEXT'],
  ['cms_status', "TEXT NOT NULL DEFAULT 'pending' CHECK (cms_status IN ('pending', 'sending', 'sent', 'failed'))"],
  ['cms_attempts', 'INTEGER NOT NULL DEFAULT 0'],
  ['cms_next_attempt_at', 'INTEGER NOT NULL DEFAULT 0'],
  ['cms_sending_until', 'INTEGER'],
  ['cms_claim_token', 'TEXT'],
  ['cms_delivered_at', 'TEXT'],
  ['cms_last_error', 'TEXT'],
  ['cms_document_id', 'TEXT'],
];

/**
 * Opens (and makes, or brings up to date) the contact database: the route's store and the mail deliverer each
 * hold a connection of their own to the same file, as do other server processes sharing it.
 */
export function openContactDatabase(path: string, busyTimeoutMs = 5000): Database.Database {
  mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { timeout: busyTimeoutMs });
  try {
    // WAL: the outbox reader never blocks a visitor's write. synchronous=FULL: in WAL mode NORMAL syncs only
    // at checkpoints, so a commit survives a crash of this process but not of the machine; FULL syncs the
    // WAL on every commit. One fsync per lead costs nothing at a contact form's rate.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    // One writer at a time: two processes opening an old file must not both add the same column.
    db.transaction(() => {
      db.exec(SCHEMA);
      const columns = new Set(
        (db.pragma('table_info(contact_submissions)') as { name: string }[]).map((column) => column.name),
      );
      for (const [name, type] of ADDED_COLUMNS) {
        if (!columns.has(name)) db.exec(`ALTER TABLE contact_submissions ADD COLUMN ${name} ${type}`);
      }
      db.exec('CREATE INDEX IF NOT EXISTS contact_submissions_cms ON contact_submissions (cms_status, id)');
    }).immediate();
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

type Row = Record<(typeof COLUMNS)[keyof typeof COLUMNS] | 'locale' | 'created_at' | 'idempotency_key', string>;

/**
 * Contact submissions in an embedded SQLite file. A save returns only after its transaction is on disk: the
 * visitor is told "sent" after that, so a power cut a moment later must not lose the lead.
 */
export class ContactStore {
  private db: Database.Database | null = null;

  constructor(private readonly options: ContactStoreOptions) {}

  /** Opened on first use: a bad path fails the contact route (503), not the whole server's start. */
  private open(): Database.Database {
    this.db ??= openContactDatabase(this.options.path, this.options.busyTimeoutMs);
    return this.db;
  }

  /**
   * Stores a submission once per idempotency key. The same key with the same fields is a replay (a double
   * submit, or a retry after a lost answer) and gets the first answer again.
   */
  save(key: string, fields: ContactFields, locale: string, now = new Date()): SaveResult {
    const db = this.open();
    return db
      .transaction((): SaveResult => {
        const existing = db.prepare('SELECT * FROM contact_submissions WHERE idempotency_key = ?').get(key) as
          Row | undefined;
        if (existing) {
          const same = Object.entries(COLUMNS).every(
            ([field, column]) => existing[column] === fields[field as keyof ContactFields],
          );
          return same ? { kind: 'replayed', contact: answerOf(existing) } : { kind: 'conflict' };
        }
        const createdAt = now.toISOString();
        db.prepare(
          `INSERT INTO contact_submissions (idempotency_key, ${Object.values(COLUMNS).join(', ')}, locale, created_at)
         VALUES (@key, ${Object.keys(COLUMNS)
           .map((field) => `@${field}`)
           .join(', ')}, @locale, @createdAt)`,
        ).run({ key, ...fields, locale, createdAt });
        return { kind: 'stored', contact: { reference: key, createdAt } };
      })
      .immediate(); // the write lock from the start: the check and the insert see the same table
  }

  close(): void {
    this.db?.close();
    this.db = null;
  }
}

const answerOf = (row: Row): StoredContact => ({ reference: row.idempotency_key, createdAt: row.created_at });
