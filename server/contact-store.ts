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
 * `delivery_status` is the mail outbox (server issue 14): `pending` rows are to be mailed, the deliverer moves
 * them to `sent` or, after its retries, `failed`, and counts `delivery_attempts`.
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
  last_error TEXT
);
CREATE INDEX IF NOT EXISTS contact_submissions_outbox ON contact_submissions (delivery_status, id);
`;

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
    if (this.db) return this.db;
    mkdirSync(dirname(this.options.path), { recursive: true });
    const db = new Database(this.options.path, { timeout: this.options.busyTimeoutMs ?? 5000 });
    try {
      // WAL: the outbox reader never blocks a visitor's write. synchronous=FULL: in WAL mode NORMAL syncs only
      // at checkpoints, so a commit survives a crash of this process but not of the machine; FULL syncs the
      // WAL on every commit. One fsync per lead costs nothing at a contact form's rate.
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      db.exec(SCHEMA);
    } catch (error) {
      db.close();
      throw error;
    }
    this.db = db;
    return db;
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
