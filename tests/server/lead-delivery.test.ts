import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ContactFields } from '../../src/domain/contact';
import { ContactStore } from '../../server/contact-store';
import { type DeliveryLog, LeadDelivery, type LeadDeliveryOptions } from '../../server/lead-delivery';
import { leadDeliveryFromEnv } from '../../server/lead-delivery-env';
import { ADA, spawnServer, fileFixture } from './fixture';
import { freePort, startSmtp, type TestSmtp, waitFor } from './smtp';

const shared = fileFixture();
const { cleanups } = shared;

const lead: ContactFields = {
  ...ADA,
  message: 'Please call me back about <script>the cutter</script> & the press.\nAda',
};
const body = (fields: ContactFields = lead) => ({ data: { ...fields, locale: 'fr', fillMs: 5000, homepage: '' } });

const quiet: DeliveryLog = { info: () => {}, warn: () => {}, error: () => {} };

function rows(dbPath: string): Record<string, unknown>[] {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare('SELECT * FROM contact_submissions ORDER BY id').all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}
const rowOf = (dbPath: string, key: string) => rows(dbPath).find((row) => row.idempotency_key === key);

async function contactServer(name: string): Promise<{ app: FastifyInstance; dbPath: string }> {
  const dbPath = join(shared.fixture.root, name, 'contact.sqlite');
  const app = await shared.fixture.server({ contact: { dbPath, rateLimit: { max: 1000, windowMs: 60_000 } } });
  cleanups.push(() => app.close());
  return { app, dbPath };
}

const post = async (app: FastifyInstance, key: string, fields: ContactFields = lead) => {
  const res = await app.inject({
    method: 'POST',
    url: '/box-api/api/contact',
    headers: { 'idempotency-key': key },
    payload: body(fields),
  });
  expect(res.statusCode).toBe(201);
  return res;
};

/**
 * A header of a raw mail as a mail program shows it: continuation lines joined, RFC 2047 encoded words decoded.
 */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const value = new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
  return value
    ?.replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function deliverer(options: Partial<LeadDeliveryOptions> & Pick<LeadDeliveryOptions, 'dbPath' | 'smtpUrl'>) {
  const delivery = new LeadDelivery({
    to: 'sales@factory.example',
    from: 'Showroom <showroom@factory.example>',
    log: quiet,
    pollMs: 30,
    retryBaseMs: 50,
    retryMaxMs: 200,
    leaseMs: 2000,
    ...options,
  });
  cleanups.push(() => delivery.stop());
  return delivery;
}

async function smtpOn(port = 0): Promise<TestSmtp> {
  const smtp = await startSmtp(port);
  cleanups.push(() => smtp.close());
  return smtp;
}

describe('lead delivery by SMTP', () => {
  it('loses nothing while the mail server is down and delivers the lead once it is back, backing off', async () => {
    const { app, dbPath } = await contactServer('down');
    const key = randomUUID();
    await post(app, key);
    const port = await freePort(); // nothing listens here yet
    const delays: number[] = [];
    const log: DeliveryLog = {
      ...quiet,
      warn: (_object, message) => {
        const delay = /retry in (\d+) ms/.exec(message)?.[1];
        if (delay) delays.push(Number(delay));
      },
    };
    const started = Date.now();
    deliverer({ dbPath, smtpUrl: `smtp://127.0.0.1:${port}`, log }).start();

    const failed = await waitFor(
      () => {
        const row = rowOf(dbPath, key);
        return Number(row?.delivery_attempts) >= 5 && row?.delivery_status === 'pending' && row;
      },
      10_000,
      'five failed attempts',
    );
    expect(failed).toMatchObject({ first_name: 'Ada', delivered_at: null });
    // The waits are kept, not only announced: four of them (50 + 100 + 200 + 200 ms) lie between five attempts.
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    expect(String(rowOf(dbPath, key)?.last_error)).toMatch(/ECONNREFUSED|connect/i);
    // Exponential from 50 ms, capped at 200 ms.
    expect(delays.slice(0, 5)).toEqual([50, 100, 200, 200, 200]);

    const smtp = await smtpOn(port);
    await waitFor(() => rowOf(dbPath, key)?.delivery_status === 'sent', 10_000, 'delivery');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.accepted()).toHaveLength(1);
    const row = rowOf(dbPath, key);
    expect(row?.delivered_at).toEqual(expect.any(String));
    expect(row?.last_error).toBeNull();

    // The mail: every field, the locale, Reply-To the visitor, a Message-ID derived from the submission.
    const raw = smtp.accepted()[0]?.decoded ?? '';
    expect(smtp.accepted()[0]?.messageId).toBe(`<lead.${String(row?.id)}.${key}@factory.example>`);
    expect(row?.message_id).toBe(smtp.accepted()[0]?.messageId);
    expect(raw).toMatch(/^Reply-To: "?Ada Lovelace"? <ada@engines\.example>$/m);
    expect(raw).toMatch(/^To: sales@factory\.example$/m);
    expect(raw).toMatch(/^From: Showroom <showroom@factory\.example>$/m);
    expect(raw).toMatch(/^Subject: Contact request: Laser cutter \(Ada Lovelace\)$/m);
    expect(raw).toContain(`X-Contact-Reference: ${key}`);
    for (const value of [
      'First name: Ada',
      'Last name:  Lovelace',
      'Company:    Analytical Engines',
      'Phone:      +44 20 7946 0958',
      'Email:      ada@engines.example',
      'Subject:    Laser cutter',
      'Locale:     fr',
      `Reference:  ${key}`,
      'Please call me back about <script>the cutter</script> & the press.',
    ]) {
      expect(raw).toContain(value);
    }
    // The HTML part escapes what the visitor typed.
    expect(raw).toContain('&lt;script&gt;the cutter&lt;/script&gt; &amp; the press.');
    expect(raw.match(/<script>/g)).toHaveLength(1); // the text part only
  });

  it("the form's route refuses a name with bidi controls and stores a message without them", async () => {
    const { app, dbPath } = await contactServer('bidi');
    const refused = await app.inject({
      method: 'POST',
      url: '/box-api/api/contact',
      headers: { 'idempotency-key': randomUUID() },
      payload: body({ ...lead, lastName: 'Love\u202elace' }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: { details: { errors: [{ path: ['lastName'], key: 'contact__error_single_line' }] } },
    });
    const key = randomUUID();
    await post(app, key, { ...lead, message: 'Call me at \u202e5430 1234\u202c.\u200b' });
    expect(rowOf(dbPath, key)?.message).toBe('Call me at 5430 1234.');
  });

  it('mails a lead stored before these rules with its name and subject on one clean line', async () => {
    const dbPath = join(shared.fixture.root, 'legacy', 'contact.sqlite');
    const store = new ContactStore({ path: dbPath });
    cleanups.push(() => store.close());
    const key = randomUUID();
    store.save(
      key,
      {
        ...lead,
        firstName: 'Ada\u202e "Boss" <ceo@factory.example>',
        lastName: 'Love\u2066lace\r\nBcc: eve@evil.example',
        subject: 'Laser\u200f cutter\u202e\r\nX-Priority: 1',
      },
      'en',
    );
    const smtp = await smtpOn();
    deliverer({ dbPath, smtpUrl: `smtp://127.0.0.1:${smtp.port}` }).start();
    await waitFor(() => rowOf(dbPath, key)?.delivery_status === 'sent', 10_000, 'sent');
    const raw = smtp.accepted()[0]?.raw ?? '';
    const cleanName = 'Ada Boss ceo@factory.example Lovelace  Bcc: eve@evil.example';
    // nodemailer quotes (or encodes) the name: the address is the visitor's, and the only one.
    expect(headerOf(raw, 'Reply-To')).toBe(`"${cleanName}" <ada@engines.example>`);
    expect(headerOf(raw, 'Subject')).toBe(`Contact request: Laser cutter  X-Priority: 1 (${cleanName})`);
    expect(raw.slice(0, raw.indexOf('\r\n\r\n'))).not.toMatch(/^(?:Bcc|X-Priority):/im);
    for (const header of ['Reply-To', 'Subject']) {
      expect(headerOf(raw, header), header).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    }
  });

  it('delivers a double submit once, even with two deliverers sharing the outbox file', async () => {
    const { app, dbPath } = await contactServer('double');
    const key = randomUUID();
    const others = [randomUUID(), randomUUID(), randomUUID()];
    await Promise.all([post(app, key), post(app, key)]);
    await post(app, key);
    for (const [i, other] of others.entries()) await post(app, other, { ...lead, firstName: `Visitor ${i}` });

    const smtp = await smtpOn();
    // A slow mail server: the second deliverer looks for work while the first is still sending.
    smtp.answer = () => new Promise((resolve) => setTimeout(() => resolve('accept'), 150));
    const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
    deliverer({ dbPath, smtpUrl }).start();
    deliverer({ dbPath, smtpUrl }).start();

    await waitFor(() => rows(dbPath).every((row) => row.delivery_status === 'sent'), 10_000, 'all sent');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rows(dbPath)).toHaveLength(4);
    expect(smtp.received).toHaveLength(4);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(4);
    expect(smtp.received.filter((mail) => mail.raw.includes(`X-Contact-Reference: ${key}`))).toHaveLength(1);
    expect(rows(dbPath).map((row) => row.delivery_attempts)).toEqual([1, 1, 1, 1]);
  });

  it('renews its claim while a slow mail server takes longer than the lease: no second deliverer sends it', async () => {
    const { app, dbPath } = await contactServer('slow');
    const key = randomUUID();
    await post(app, key);
    const smtp = await smtpOn();
    smtp.answer = () => new Promise((resolve) => setTimeout(() => resolve('accept'), 2500));
    const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
    deliverer({ dbPath, smtpUrl, leaseMs: 1000 }).start();
    await waitFor(() => rowOf(dbPath, key)?.delivery_status === 'sending', 5000, 'the first claim');
    deliverer({ dbPath, smtpUrl, leaseMs: 1000 }).start();

    await waitFor(() => rowOf(dbPath, key)?.delivery_status === 'sent', 10_000, 'sent');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
    expect(rowOf(dbPath, key)?.delivery_attempts).toBe(1);
  });

  it('stops with a mail in flight: hangs up within its grace and leaves the lead to the next claim', async () => {
    const { app, dbPath } = await contactServer('stopping');
    const key = randomUUID();
    await post(app, key);
    const smtp = await smtpOn();
    smtp.answer = () => 'stall';
    const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
    const first = deliverer({ dbPath, smtpUrl, leaseMs: 500, stopGraceMs: 200 });
    first.start();
    await waitFor(() => smtp.received.length === 1, 5000, 'the mail at the server');

    const stopping = Date.now();
    await first.stop();
    expect(Date.now() - stopping).toBeLessThan(1500);
    await waitFor(() => smtp.closedSessions === 1, 5000, 'the connection closed');
    // Not sent, not failed: whether the mail server took it is unknown, so it goes again (same Message-ID).
    expect(rowOf(dbPath, key)).toMatchObject({ delivered_at: null, delivery_attempts: 1 });
    expect(['sending', 'pending']).toContain(rowOf(dbPath, key)?.delivery_status);

    smtp.answer = () => 'accept';
    deliverer({ dbPath, smtpUrl }).start();
    await waitFor(() => rowOf(dbPath, key)?.delivery_status === 'sent', 5000, 'sent by the next deliverer');
    expect(smtp.accepted()).toHaveLength(1);
    expect(rowOf(dbPath, key)?.delivery_attempts).toBe(2);
  });

  it('marks a lead failed after a few permanent rejections, keeps it, and stops trying', async () => {
    const { app, dbPath } = await contactServer('rejected');
    const key = randomUUID();
    await post(app, key);
    const smtp = await smtpOn();
    smtp.answer = () => 550;
    deliverer({ dbPath, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, maxAttempts: 3 }).start();

    await waitFor(() => rowOf(dbPath, key)?.delivery_status === 'failed', 10_000, 'failed');
    await new Promise((resolve) => setTimeout(resolve, 500)); // several backoff periods
    expect(smtp.received).toHaveLength(3);
    expect(rowOf(dbPath, key)).toMatchObject({
      delivery_status: 'failed',
      delivery_attempts: 3,
      first_name: 'Ada',
      message: lead.message,
      delivered_at: null,
    });
    expect(String(rowOf(dbPath, key)?.last_error)).toContain('550');
  });

  it('keeps retrying a temporary rejection (4xx) past that limit', async () => {
    const { app, dbPath } = await contactServer('greylisted');
    const key = randomUUID();
    await post(app, key);
    const smtp = await smtpOn();
    smtp.answer = (_mail, index) => (index < 4 ? 451 : 'accept');
    deliverer({ dbPath, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, maxAttempts: 2 }).start();

    await waitFor(() => rowOf(dbPath, key)?.delivery_status === 'sent', 10_000, 'sent');
    expect(rowOf(dbPath, key)?.delivery_attempts).toBe(5);
    expect(smtp.accepted()).toHaveLength(1);
  });
});

describe('lead delivery from the environment', () => {
  const logged = () => {
    const lines: string[] = [];
    const log: DeliveryLog = {
      info: (_o, message) => lines.push(`info ${message}`),
      warn: (_o, message) => lines.push(`warn ${message}`),
      error: (_o, message) => lines.push(`error ${message}`),
    };
    return { lines, log };
  };

  it('runs only with an smtp URL and a recipient, and says once why not', () => {
    const dbPath = join(shared.fixture.root, 'env', 'contact.sqlite');
    const cases: [NodeJS.ProcessEnv, RegExp][] = [
      [{}, /^warn .*SMTP_URL is not set/],
      [{ SMTP_URL: 'smtp://127.0.0.1:2525' }, /^error .*LEADS_MAIL_TO is not set/],
      [{ SMTP_URL: 'http://mail.example', LEADS_MAIL_TO: 'sales@example.com' }, /^error .*not an smtp/],
      [{ SMTP_URL: 'not a url', LEADS_MAIL_TO: 'sales@example.com' }, /^error .*not an smtp/],
    ];
    for (const [env, message] of cases) {
      const { lines, log } = logged();
      expect(leadDeliveryFromEnv(env, dbPath, log)).toBeNull();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(message);
    }
    const { lines, log } = logged();
    const env = { SMTP_URL: 'smtps://user:secret@mail.example:465', LEADS_MAIL_TO: 'sales@example.com' };
    expect(leadDeliveryFromEnv(env, dbPath, log)?.channels).toEqual([expect.any(LeadDelivery)]);
    expect(lines).toEqual([]);
  });
});

describe('lead delivery across a crash of the server process', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  });

  async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
    const started = await spawnServer(shared.fixture, env);
    children.push(started.child);
    return started;
  }
  const exited = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
      else child.once('exit', (code) => resolve(code));
    });

  it('delivers each lead once when two server processes share the outbox file', async () => {
    const dbPath = join(shared.fixture.root, 'shared', 'contact.sqlite');
    const smtp = await smtpOn();
    smtp.answer = () => new Promise((resolve) => setTimeout(() => resolve('accept'), 100));
    const env = {
      CONTACT_DB: dbPath,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEADS_MAIL_TO: 'sales@factory.example',
      LEADS_POLL_MS: '50',
      LEADS_LEASE_MS: '3000',
    };
    const servers = await Promise.all([startServer(env), startServer(env)]);
    const keys = Array.from({ length: 6 }, () => randomUUID());
    await Promise.all(
      keys.map(async (key, i) => {
        const res = await fetch(new URL('/box-api/api/contact', servers[i % 2]?.url), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(body({ ...lead, firstName: `Visitor ${i}` })),
        });
        expect(res.status).toBe(201);
      }),
    );

    await waitFor(
      () => rows(dbPath).length === 6 && rows(dbPath).every((row) => row.delivery_status === 'sent'),
      15_000,
      'all sent',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(6);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(6);
    expect(rows(dbPath).map((row) => row.delivery_attempts)).toEqual([1, 1, 1, 1, 1, 1]);
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => exited(server.child)));
  }, 40_000);

  it('delivers a lead exactly once when the server is killed while the mail server has not answered DATA', async () => {
    const dbPath = join(shared.fixture.root, 'crash', 'contact.sqlite');
    const smtp = await smtpOn();
    let arrived: () => void = () => {};
    const dataArrived = new Promise<void>((resolve) => (arrived = resolve));
    smtp.answer = () => {
      arrived();
      return 'stall';
    };
    const env = {
      CONTACT_DB: dbPath,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEADS_MAIL_TO: 'sales@factory.example',
      LEADS_MAIL_FROM: 'showroom@factory.example',
      LEADS_POLL_MS: '100',
      LEADS_LEASE_MS: '1500',
    };
    const first = await startServer(env);
    const key = randomUUID();
    const res = await fetch(new URL('/box-api/api/contact', first.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body()),
    });
    expect(res.status).toBe(201);

    await dataArrived; // the whole mail is at the mail server, which has not said 250 yet
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(rowOf(dbPath, key)).toMatchObject({ delivery_status: 'sending', delivery_attempts: 1 });
    expect(smtp.accepted()).toHaveLength(0);

    smtp.answer = () => 'accept';
    const second = await startServer(env);
    await waitFor(() => rowOf(dbPath, key)?.delivery_status === 'sent', 15_000, 'delivery after the restart');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.accepted()).toHaveLength(1);
    expect(smtp.received).toHaveLength(2); // the unanswered copy and the accepted one
    // The same Message-ID both times: had the first been accepted, the copy would be recognisable.
    expect(smtp.received[1]?.messageId).toBe(smtp.received[0]?.messageId);
    expect(rowOf(dbPath, key)?.delivery_attempts).toBe(2);

    // Stops cleanly with the server.
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
  }, 40_000);
});
