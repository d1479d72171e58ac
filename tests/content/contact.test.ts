import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendContact, type ContactSubmission } from '../../src/content/contact';
import { createFixture, type Fixture } from '../server/fixture';

let fixture: Fixture;
let app: FastifyInstance;
let dbPath: string;

/** fetch() answered by the real server through inject(): the client and the route are tested against each other. */
const fetchFrom =
  (server: FastifyInstance): typeof fetch =>
  async (input, init) => {
    const res = await server.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: String(input),
      headers: init?.headers as Record<string, string>,
      payload: init?.body as string | undefined,
    });
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: res.headers as Record<string, string>,
    });
  };

beforeAll(async () => {
  fixture = await createFixture();
  await fixture.write('dist/app-settings.json', { apiBase: '/box-api', endpoints: [] });
  dbPath = join(fixture.root, 'data', 'contact.sqlite');
  app = await fixture.server({ contact: { dbPath } });
  vi.stubGlobal('fetch', fetchFrom(app));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await app.close();
  await fixture.dispose();
});

const submission = (overrides: Partial<ContactSubmission> = {}): ContactSubmission => ({
  fields: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: '',
    phone: '',
    email: 'ada@engines.example',
    subject: '',
    message: 'Hello',
  },
  locale: 'zh',
  fillMs: 4000.4,
  honeypot: '',
  idempotencyKey: randomUUID(),
  ...overrides,
});

const stored = (key: string) => {
  const db = new Database(dbPath, { readonly: true });
  const rows = db.prepare('SELECT locale FROM contact_submissions WHERE idempotency_key = ?').all(key);
  db.close();
  return rows;
};

describe('sendContact against the contact route', () => {
  it('is sent only when the server has stored it', async () => {
    const sent = submission();
    expect(await sendContact(sent)).toEqual({ kind: 'sent' });
    expect(stored(sent.idempotencyKey)).toEqual([{ locale: 'zh' }]);
  });

  it("maps a 422 onto the fields with the rule's translation key", async () => {
    const result = await sendContact(submission({ fields: { ...submission().fields, email: 'ada@', lastName: '' } }));
    expect(result).toEqual({
      kind: 'invalid',
      errors: {
        lastName: { key: 'contact__error_required', message: 'lastName is a required field' },
        email: { key: 'contact__error_email', message: 'email must be a valid email' },
      },
    });
  });

  it('tells a 429 from other failures', async () => {
    const limited = await fixture.server({ contact: { dbPath, rateLimit: { max: 1, windowMs: 60_000 } } });
    try {
      const fetchImpl = fetchFrom(limited);
      expect((await sendContact(submission(), fetchImpl)).kind).toBe('sent');
      expect(await sendContact(submission(), fetchImpl)).toEqual({ kind: 'rate-limited' });
    } finally {
      await limited.close();
    }
  });

  it('fails when the server cannot store it, when nothing answers, and on a 200 that is not a receipt', async () => {
    const noDb = await fixture.server();
    try {
      expect(await sendContact(submission(), fetchFrom(noDb))).toEqual({ kind: 'failed' });
    } finally {
      await noDb.close();
    }
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await sendContact(submission(), offline)).toEqual({ kind: 'failed' });
    const portal: typeof fetch = async () => new Response('<html>Welcome to the hotel wifi</html>', { status: 200 });
    expect(await sendContact(submission(), portal)).toEqual({ kind: 'failed' });
  });

  it('fails on a too-fast form (the form waits before sending so that a person never sees this)', async () => {
    expect(await sendContact(submission({ fillMs: 100 }))).toEqual({ kind: 'failed' });
  });
});
