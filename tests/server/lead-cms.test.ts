import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openContactDatabase } from '../../server/contact-store';
import { LeadCmsDelivery, type LeadCmsOptions } from '../../server/lead-cms';
import type { DeliveryLog } from '../../server/lead-delivery';
import { leadDeliveryFromEnv } from '../../server/lead-delivery-env';
import { ADA, fileFixture } from './fixture';
import { freePort, startSmtp, waitFor } from './smtp';

/**
 * The CMS channel's state machine against a stand-in for Strapi's REST API, for the faults the real Strapi
 * cannot be made to give on cue (an answer lost after the lead was stored, a 500, a race on the unique key).
 * The same behaviour against the real Strapi: e2e-cms/leads.spec.ts.
 */

const shared = fileFixture();
const { cleanups } = shared;

const TOKEN = 'full-access-token-of-the-test';
const quiet: DeliveryLog = { info: () => {}, warn: () => {}, error: () => {} };

/** What the stand-in does with a request: answer as Strapi would, fail with a status, or never answer. */
type Behaviour = 'strapi' | 'stall' | number;

interface FakeStrapi {
  url: string;
  /** Stored leads by leadKey. */
  leads: Map<string, { documentId: string; data: Record<string, unknown> }>;
  requests: string[];
  /** Decides each request (`GET` lookups and `POST` creates); a POST with 'stall' stores the lead, then hangs. */
  behave: (method: string, index: number) => Behaviour;
  /** Lookups that miss whatever is stored (a second writer's race). */
  blindLookups: number;
  close: () => Promise<void>;
}

async function fakeStrapi(port = 0): Promise<FakeStrapi> {
  const fake: FakeStrapi = {
    url: '',
    leads: new Map(),
    requests: [],
    behave: () => 'strapi',
    blindLookups: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const json = (res: ServerResponse, status: number, body: unknown): void => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://strapi');
      const index = fake.requests.push(`${req.method} ${url.pathname}`) - 1;
      if (url.pathname !== '/api/leads') return json(res, 404, { data: null, error: { status: 404 } });
      if (req.headers.authorization !== `Bearer ${TOKEN}`)
        return json(res, 401, { data: null, error: { status: 401 } });
      const behaviour = fake.behave(req.method ?? '', index);
      if (typeof behaviour === 'number') {
        return json(res, behaviour, {
          data: null,
          error: { status: behaviour, name: 'ValidationError', message: 'leadKey must be a string', details: {} },
        });
      }
      if (req.method === 'GET') {
        const key = url.searchParams.get('filters[leadKey][$eq]') ?? '';
        const lead = fake.blindLookups-- > 0 ? undefined : fake.leads.get(key);
        const data = lead ? [{ documentId: lead.documentId, leadKey: key }] : [];
        return json(res, 200, { data, meta: { pagination: { page: 1, pageSize: 25, total: data.length } } });
      }
      const { data } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: Record<string, unknown> };
      const key = String(data.leadKey);
      if (fake.leads.has(key)) {
        return json(res, 400, {
          data: null,
          error: { status: 400, name: 'ValidationError', message: 'This attribute must be unique', details: {} },
        });
      }
      const documentId = `doc-${fake.leads.size + 1}`;
      fake.leads.set(key, { documentId, data });
      if (behaviour === 'stall') return; // stored, and the answer never comes: as if the server died meanwhile
      json(res, 201, { data: { id: fake.leads.size, documentId, ...data }, meta: {} });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  fake.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  cleanups.push(() => {
    server.closeAllConnections();
    return fake.close();
  });
  return fake;
}

async function contactServer(name: string): Promise<{ app: FastifyInstance; dbPath: string }> {
  const dbPath = join(shared.fixture.root, name, 'contact.sqlite');
  const app = await shared.fixture.server({ contact: { dbPath, rateLimit: { max: 1000, windowMs: 60_000 } } });
  cleanups.push(() => app.close());
  return { app, dbPath };
}

async function post(app: FastifyInstance, key = randomUUID(), firstName = ADA.firstName) {
  const res = await app.inject({
    method: 'POST',
    url: '/box-api/api/contact',
    headers: { 'idempotency-key': key },
    payload: { data: { ...ADA, firstName, locale: 'fr', fillMs: 5000, homepage: '' } },
  });
  expect(res.statusCode).toBe(201);
  return key;
}

function rowOf(dbPath: string, key: string): Record<string, unknown> | undefined {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare('SELECT * FROM contact_submissions WHERE idempotency_key = ?').get(key) as
      Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

function deliverer(options: Partial<LeadCmsOptions> & Pick<LeadCmsOptions, 'dbPath' | 'cmsUrl'>) {
  const delivery = new LeadCmsDelivery({
    token: TOKEN,
    log: quiet,
    pollMs: 30,
    retryBaseMs: 50,
    retryMaxMs: 200,
    leaseMs: 2000,
    requestTimeoutMs: 5000,
    ...options,
  });
  cleanups.push(() => delivery.stop());
  return delivery;
}

describe('leads stored in Strapi', () => {
  it('stores a lead with every field, its language, time and key, and records the document', async () => {
    const { app, dbPath } = await contactServer('stored');
    const key = await post(app);
    const strapi = await fakeStrapi();
    deliverer({ dbPath, cmsUrl: strapi.url }).start();

    await waitFor(() => rowOf(dbPath, key)?.cms_status === 'sent', 5000, 'stored');
    expect(strapi.leads.get(key)?.data).toEqual({
      leadKey: key,
      submittedAt: rowOf(dbPath, key)?.created_at,
      language: 'fr',
      ...ADA,
    });
    expect(rowOf(dbPath, key)).toMatchObject({ cms_attempts: 1, cms_document_id: 'doc-1', cms_last_error: null });
    expect(rowOf(dbPath, key)?.cms_delivered_at).toEqual(expect.any(String));
    // Looked up first, then created.
    expect(strapi.requests).toEqual(['GET /api/leads', 'POST /api/leads']);
  });

  it('does not store a lead twice when Strapi stored it but its answer was lost (the process died)', async () => {
    const { app, dbPath } = await contactServer('lost-answer');
    const key = await post(app);
    const strapi = await fakeStrapi();
    strapi.behave = (method) => (method === 'POST' ? 'stall' : 'strapi');
    const first = deliverer({ dbPath, cmsUrl: strapi.url, leaseMs: 600, stopGraceMs: 100 });
    first.start();
    await waitFor(() => strapi.leads.has(key), 5000, 'the lead in Strapi');
    await first.stop(); // no mark: the row is still claimed, as after a crash
    expect(rowOf(dbPath, key)).toMatchObject({ cms_status: 'sending', cms_attempts: 1, cms_document_id: null });

    strapi.behave = () => 'strapi';
    deliverer({ dbPath, cmsUrl: strapi.url }).start(); // picks the row up once the lease has run out
    await waitFor(() => rowOf(dbPath, key)?.cms_status === 'sent', 5000, 'marked after the restart');
    expect(strapi.leads.size).toBe(1);
    expect(strapi.requests.filter((request) => request.startsWith('POST'))).toHaveLength(1);
    expect(rowOf(dbPath, key)).toMatchObject({ cms_attempts: 2, cms_document_id: 'doc-1' });
  });

  it("takes Strapi's unique-key refusal for the lead being there, and looks it up", async () => {
    const { app, dbPath } = await contactServer('unique');
    const key = await post(app);
    const strapi = await fakeStrapi();
    strapi.leads.set(key, { documentId: 'doc-elsewhere', data: {} });
    strapi.blindLookups = 1; // the first lookup misses it (stored by another writer in between)
    deliverer({ dbPath, cmsUrl: strapi.url }).start();

    await waitFor(() => rowOf(dbPath, key)?.cms_status === 'sent', 5000, 'stored');
    expect(rowOf(dbPath, key)).toMatchObject({ cms_attempts: 1, cms_document_id: 'doc-elsewhere' });
    expect(strapi.requests).toEqual(['GET /api/leads', 'POST /api/leads', 'GET /api/leads']);
  });

  it('keeps a lead while Strapi is down or failing (5xx), backing off, and stores it once it is back', async () => {
    const { app, dbPath } = await contactServer('down');
    const key = await post(app);
    const port = await freePort(); // nothing listens here yet
    const delays: number[] = [];
    const log: DeliveryLog = {
      ...quiet,
      warn: (_object, message) => {
        const delay = /retry in (\d+) ms/.exec(message)?.[1];
        if (delay) delays.push(Number(delay));
      },
    };
    deliverer({ dbPath, cmsUrl: `http://127.0.0.1:${port}`, log, maxAttempts: 2 }).start();
    // An attempt counts when it is claimed ('sending'): wait for the third to have ended too.
    const thirdEnded = () =>
      Number(rowOf(dbPath, key)?.cms_attempts) >= 3 && rowOf(dbPath, key)?.cms_status !== 'sending';
    await waitFor(thirdEnded, 5000, 'three failed attempts');
    expect(rowOf(dbPath, key)).toMatchObject({ cms_status: 'pending', cms_delivered_at: null });
    expect(String(rowOf(dbPath, key)?.cms_last_error)).toMatch(/fetch failed|ECONNREFUSED/i);

    const strapi = await fakeStrapi(port);
    strapi.behave = (_method, index) => (index < 2 ? 503 : 'strapi'); // up, but failing twice more
    await waitFor(() => rowOf(dbPath, key)?.cms_status === 'sent', 5000, 'stored');
    expect(strapi.leads.size).toBe(1);
    expect(delays.slice(0, 4)).toEqual([50, 100, 200, 200]);
    expect(Number(rowOf(dbPath, key)?.cms_attempts)).toBeGreaterThan(2); // past maxAttempts: 5xx is not final
  });

  it('marks a lead failed after a few validation refusals (400), keeps it, and stops trying', async () => {
    const { app, dbPath } = await contactServer('refused');
    const key = await post(app);
    const strapi = await fakeStrapi();
    strapi.behave = (method) => (method === 'POST' ? 400 : 'strapi');
    deliverer({ dbPath, cmsUrl: strapi.url, maxAttempts: 3 }).start();

    await waitFor(() => rowOf(dbPath, key)?.cms_status === 'failed', 5000, 'failed');
    await new Promise((resolve) => setTimeout(resolve, 500)); // several backoff periods
    expect(strapi.requests.filter((request) => request.startsWith('POST'))).toHaveLength(3);
    expect(rowOf(dbPath, key)).toMatchObject({ cms_status: 'failed', cms_attempts: 3, first_name: 'Ada' });
    expect(String(rowOf(dbPath, key)?.cms_last_error)).toContain('400');
    expect(strapi.leads.size).toBe(0);
  });

  it('mails and stores independently: a stalled mail server does not hold Strapi up, nor Strapi down the mail', async () => {
    const { app, dbPath } = await contactServer('independent');
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    smtp.answer = () => 'stall';
    const strapi = await fakeStrapi();
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEADS_MAIL_TO: 'sales@factory.example',
      CMS_URL: strapi.url,
      CMS_TOKEN: TOKEN,
      LEADS_POLL_MS: '30',
      LEADS_RETRY_MS: '50',
      LEADS_RETRY_MAX_MS: '200',
    };
    const deliveries = leadDeliveryFromEnv(env, dbPath, quiet);
    expect(deliveries?.channels).toHaveLength(2);
    cleanups.push(() => deliveries?.stop());
    deliveries?.start();

    const stalled = await post(app, randomUUID(), 'Mailstall');
    await waitFor(() => rowOf(dbPath, stalled)?.cms_status === 'sent', 5000, 'stored while the mail hangs');
    expect(rowOf(dbPath, stalled)?.delivery_status).toBe('sending');

    smtp.answer = () => 'accept';
    strapi.behave = () => 500;
    const second = await post(app, randomUUID(), 'Cmsdown');
    await waitFor(() => rowOf(dbPath, second)?.delivery_status === 'sent', 5000, 'mailed while Strapi fails');
    expect(rowOf(dbPath, second)?.cms_status).toBe('pending');
    expect(strapi.leads.has(second)).toBe(false);
  }, 20_000);

  it('brings an outbox file from before the CMS up to date: its leads are stored too', async () => {
    const dbPath = join(shared.fixture.root, 'old', 'contact.sqlite');
    mkdirSync(join(shared.fixture.root, 'old'), { recursive: true });
    const old = new Database(dbPath);
    old.exec(`CREATE TABLE contact_submissions (
      id INTEGER PRIMARY KEY AUTOINCREMENT, idempotency_key TEXT NOT NULL UNIQUE, first_name TEXT NOT NULL,
      last_name TEXT NOT NULL, company TEXT NOT NULL, phone TEXT NOT NULL, email TEXT NOT NULL, subject TEXT NOT NULL,
      message TEXT NOT NULL, locale TEXT NOT NULL, created_at TEXT NOT NULL,
      delivery_status TEXT NOT NULL DEFAULT 'pending', delivery_attempts INTEGER NOT NULL DEFAULT 0,
      delivered_at TEXT, last_error TEXT)`);
    const key = randomUUID();
    old
      .prepare(
        `INSERT INTO contact_submissions (idempotency_key, first_name, last_name, company, phone, email, subject,
           message, locale, created_at, delivery_status) VALUES (?, 'Old', 'Lead', '', '', 'old@example.com', 's', 'm',
           'de', '2026-01-01T00:00:00.000Z', 'sent')`,
      )
      .run(key);
    old.close();

    openContactDatabase(dbPath).close();
    expect(rowOf(dbPath, key)).toMatchObject({ delivery_status: 'sent', cms_status: 'pending', cms_attempts: 0 });
    const strapi = await fakeStrapi();
    deliverer({ dbPath, cmsUrl: strapi.url }).start();
    await waitFor(() => rowOf(dbPath, key)?.cms_status === 'sent', 5000, 'stored');
    expect(strapi.leads.get(key)?.data).toMatchObject({ firstName: 'Old', language: 'de' });
  });
});

describe('lead to cms from the environment', () => {
  it('runs with CMS_URL and CMS_TOKEN, says why not when one is wrong, and is silent without CMS_URL', () => {
    const dbPath = join(shared.fixture.root, 'env', 'contact.sqlite');
    const lines: string[] = [];
    const log: DeliveryLog = {
      info: (_o, message) => lines.push(`info ${message}`),
      warn: (_o, message) => lines.push(`warn ${message}`),
      error: (_o, message) => lines.push(`error ${message}`),
    };
    const mail = { SMTP_URL: 'smtp://127.0.0.1:2525', LEADS_MAIL_TO: 'sales@example.com' };
    const cases: [NodeJS.ProcessEnv, number, RegExp | null][] = [
      [mail, 1, null],
      [{ ...mail, CMS_URL: 'http://strapi:1337', CMS_TOKEN: 't' }, 2, null],
      [{ ...mail, CMS_URL: 'http://strapi:1337' }, 1, /^error .*CMS_TOKEN is not set/],
      [{ ...mail, CMS_URL: 'ftp://strapi', CMS_TOKEN: 't' }, 1, /^error .*CMS_URL is not an http/],
    ];
    for (const [env, channels, message] of cases) {
      lines.length = 0;
      expect(leadDeliveryFromEnv(env, dbPath, log)?.channels).toHaveLength(channels);
      expect(lines).toEqual(message ? [expect.stringMatching(message)] : []);
    }
    lines.length = 0;
    const cmsOnly = leadDeliveryFromEnv({ CMS_URL: 'https://cms.example', CMS_TOKEN: 't' }, dbPath, log);
    expect(cmsOnly?.channels).toEqual([expect.any(LeadCmsDelivery)]);
    expect(lines).toEqual([expect.stringMatching(/^warn .*SMTP_URL is not set/)]);
  });
});
