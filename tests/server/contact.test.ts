import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_FIELDS, type ContactFields } from '../../src/domain/contact';
import { ADA, createFixture, type Fixture } from './fixture';

let fixture: Fixture;
let app: FastifyInstance;
let dbPath: string;
let ip = 0;

beforeAll(async () => {
  fixture = await createFixture();
  dbPath = join(fixture.root, 'data', 'contact.sqlite');
  app = await fixture.server({ contact: { dbPath } });
});
afterAll(async () => {
  await app.close();
  await fixture.dispose();
});

interface Post {
  fields?: Partial<Record<keyof ContactFields, unknown>>;
  extra?: Record<string, unknown>;
  key?: string | null;
  address?: string;
  server?: FastifyInstance;
}

const post = ({ fields = ADA, extra = {}, key = randomUUID(), address = `10.4.0.${++ip}`, server = app }: Post = {}) =>
  server.inject({
    method: 'POST',
    url: '/box-api/api/contact',
    headers: key === null ? {} : { 'idempotency-key': key },
    payload: { data: { ...fields, locale: 'en', fillMs: 5000, ...extra } },
    remoteAddress: address,
  });

/** Rows as a second connection sees them: what is on disk, not what the server's connection holds. */
function rowsFor(key: string, path = dbPath): Record<string, unknown>[] {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare('SELECT * FROM contact_submissions WHERE idempotency_key = ?').all(key) as never;
  } finally {
    db.close();
  }
}

describe('POST /box-api/api/contact', () => {
  it('stores a valid submission before answering 201, with locale, time and a pending delivery', async () => {
    const key = randomUUID();
    const res = await post({ key, fields: { ...ADA, firstName: '  Ada  ' } });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.reference).toBe(key);
    // Read by another connection the moment the answer is there: committed to the file, not only in memory.
    const rows = rowsFor(key);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: 'Analytical Engines',
      phone: '+44 20 7946 0958',
      email: 'ada@engines.example',
      subject: 'Laser cutter',
      message: 'Please call me back.\nAda',
      locale: 'en',
      created_at: data.createdAt,
      delivery_status: 'pending',
      delivery_attempts: 0,
    });
    const db = new Database(dbPath, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it.each([
    ['firstName', '', 'firstName is a required field'],
    ['lastName', '   ', 'lastName is a required field'],
    ['email', 'ada@', 'email must be a valid email'],
    ['message', '', 'message is a required field'],
    ['phone', 'call me', 'phone may only hold digits, spaces and + ( ) - . /'],
    ['company', 'x'.repeat(201), 'company must be at most 200 characters'],
    ['subject', 'Hi\u0007', 'subject must be a single line without control characters'],
  ] as const)('refuses an invalid %s with 422 and its message, storing nothing', async (field, value, message) => {
    const key = randomUUID();
    const res = await post({ key, fields: { ...ADA, [field]: value } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      data: null,
      error: {
        status: 422,
        name: 'ValidationError',
        message,
        details: { errors: [{ path: [field], message, name: 'ValidationError', key: expect.any(String) }] },
      },
    });
    expect(rowsFor(key)).toHaveLength(0);
  });

  it('names every invalid field at once', async () => {
    const res = await post({ fields: { firstName: 42, email: 'nope' } });
    expect(res.statusCode).toBe(422);
    const { error } = res.json();
    expect(error.message).toBe('4 errors occurred');
    expect(error.details.errors.map((e: { path: string[] }) => e.path[0])).toEqual([
      'firstName',
      'lastName',
      'email',
      'message',
    ]);
    expect(error.details.errors[2].key).toBe('contact__error_email');
  });

  it.each(['subject', 'email', 'firstName', 'lastName', 'company', 'phone'] as const)(
    'refuses CR/LF in %s (mail header injection)',
    async (field) => {
      const key = randomUUID();
      const res = await post({ key, fields: { ...ADA, [field]: `${ADA[field]}\r\nBcc: victim@example.com` } });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.details.errors).toEqual([expect.objectContaining({ path: [field] })]);
      expect(rowsFor(key)).toHaveLength(0);
    },
  );

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const key = randomUUID();
    const res = await post({ key, extra: { homepage: 'https://spam.example' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.reference).toBe(key);
    expect(rowsFor(key)).toHaveLength(0);
    // An empty honeypot is what the form always sends.
    const person = randomUUID();
    expect((await post({ key: person, extra: { homepage: '' } })).statusCode).toBe(201);
    expect(rowsFor(person)).toHaveLength(1);
  });

  it.each([[0], [2999], [-1], ['5000'], [null]])(
    'refuses a form filled in %j ms (too fast or unknown)',
    async (fillMs) => {
      const key = randomUUID();
      const res = await post({ key, extra: { fillMs } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('The form was sent too quickly');
      expect(rowsFor(key)).toHaveLength(0);
    },
  );

  it('requires a well-formed Idempotency-Key and a data payload', async () => {
    expect((await post({ key: null })).statusCode).toBe(400);
    expect((await post({ key: 'short' })).statusCode).toBe(400);
    const res = await app.inject({
      method: 'POST',
      url: '/box-api/api/contact',
      headers: { 'idempotency-key': randomUUID() },
      payload: ADA,
    });
    expect(res.statusCode).toBe(400);
  });

  it('stores a double submit once and answers both alike', async () => {
    const key = randomUUID();
    const [first, second] = await Promise.all([post({ key }), post({ key })]);
    const third = await post({ key });
    for (const res of [first, second, third]) expect(res?.statusCode).toBe(201);
    expect(second?.json()).toEqual(first?.json());
    expect(third?.json()).toEqual(first?.json());
    expect(third?.headers['idempotent-replayed']).toBe('true');
    expect(rowsFor(key)).toHaveLength(1);
  });

  it('refuses a key reused for a different submission', async () => {
    const key = randomUUID();
    expect((await post({ key })).statusCode).toBe(201);
    const res = await post({ key, fields: { ...ADA, message: 'Something else' } });
    expect(res.statusCode).toBe(422);
    expect(rowsFor(key)).toEqual([expect.objectContaining({ message: ADA.message })]);
  });

  it('takes a long message in a script of three bytes per character', async () => {
    const key = randomUUID();
    const message = '请'.repeat(5000);
    expect((await post({ key, fields: { ...ADA, message } })).statusCode).toBe(201);
    expect(rowsFor(key)[0]?.message).toBe(message);
  });

  it('rate-limits per address with 429', async () => {
    const server = await fixture.server({ contact: { dbPath, rateLimit: { max: 3, windowMs: 60_000 } } });
    try {
      for (let i = 0; i < 3; i += 1) expect((await post({ server, address: '10.5.0.1' })).statusCode).toBe(201);
      const limited = await post({ server, address: '10.5.0.1' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.name).toBe('RateLimitError');
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await post({ server, address: '10.5.0.2' })).statusCode).toBe(201);
    } finally {
      await server.close();
    }
  });
});

describe('POST /box-api/api/contact when nothing can be stored', () => {
  it('answers 503 while another connection holds the write lock, and stores nothing', async () => {
    const path = join(fixture.root, 'locked', 'contact.sqlite');
    const server = await fixture.server({ contact: { dbPath: path, busyTimeoutMs: 100 } });
    const first = randomUUID();
    expect((await post({ server, key: first })).statusCode).toBe(201);
    const holder = new Database(path);
    holder.exec('BEGIN EXCLUSIVE');
    try {
      const key = randomUUID();
      const res = await post({ server, key });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.name).toBe('ServiceUnavailableError');
      holder.exec('ROLLBACK');
      expect(rowsFor(key, path)).toHaveLength(0);
    } finally {
      if (holder.inTransaction) holder.exec('ROLLBACK');
      holder.close();
      await server.close();
    }
  });

  it('answers 503 when the database file cannot be created, and the rest of the server still runs', async () => {
    await fixture.write('not-a-folder', 'a file where the database folder should be');
    const server = await fixture.server({ contact: { dbPath: join(fixture.root, 'not-a-folder', 'contact.sqlite') } });
    try {
      expect((await post({ server })).statusCode).toBe(503);
      expect((await server.inject({ url: '/box-api/api/worlds' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('answers 503 when no database is configured', async () => {
    const server = await fixture.server();
    try {
      expect((await post({ server })).statusCode).toBe(503);
    } finally {
      await server.close();
    }
  });

  it('keeps every field of the form in its table', () => {
    const db = new Database(dbPath, { readonly: true });
    const columns = (db.pragma('table_info(contact_submissions)') as { name: string }[]).map((c) => c.name);
    db.close();
    for (const field of CONTACT_FIELDS) {
      expect(columns).toContain(field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
    }
  });
});
