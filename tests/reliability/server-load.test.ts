import Database from 'better-sqlite3';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADA, fileFixture, spawnServer } from '../server/fixture';
import { tally } from './ledger';

// The demo bundle behind a proxy (TRUST_PROXY=1): X-Forwarded-For spreads a flood over many visitors' addresses.
const DEMO = resolve('content/demo');
/**
 * How long a content answer may take while the floods run: a kiosk refreshing its content must not stall behind them.
 * Measured on 2 cores: at most 0.5 s, 2 s with the machine busy with other work; 4 to 6 s when password checks
 * could take the whole thread pool that the file reads of every content answer need.
 */
const CONTENT_BOUND_MS = 3000;
/** Login, unlock and contact posts per address before 429 (server/app.ts and server/contact.ts defaults). */
const LIMIT = 10;

const shared = fileFixture();

async function start(dbPath: string): Promise<{ child: ChildProcess; url: string }> {
  const started = await spawnServer(
    { contentDir: DEMO, distDir: shared.fixture.distDir },
    { CONTACT_DB: dbPath, TRUST_PROXY: '1', AUTH_SECRET: 'load-secret' },
  );
  shared.cleanups.push(() => started.child.kill('SIGKILL'));
  return started;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });

/** Runs `work` over `items`, `concurrency` at a time. */
async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

interface Submission {
  key: string;
  message: string;
  address: string;
  valid: boolean;
}

const submission = (message: string, address: string, valid = true): Submission => ({
  key: randomUUID(),
  message,
  address,
  valid,
});

/** The form's post; an invalid one has an email the rules refuse. */
const postContact = (url: string, { key, message, address, valid }: Submission) =>
  fetch(new URL('/box-api/api/contact', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': address },
    body: JSON.stringify({
      data: { ...ADA, email: valid ? ADA.email : 'not-an-email', message, locale: 'en', fillMs: 5000 },
    }),
  });

/** Rows per idempotency key, read by a connection of its own: what is in the file. */
function storedMessages(dbPath: string): Map<string, string[]> {
  const db = new Database(dbPath, { readonly: true });
  try {
    const rows = db.prepare('SELECT idempotency_key AS key, message FROM contact_submissions').all() as {
      key: string;
      message: string;
    }[];
    const byKey = new Map<string, string[]>();
    for (const { key, message } of rows) byKey.set(key, [...(byKey.get(key) ?? []), message]);
    return byKey;
  } finally {
    db.close();
  }
}

const CONTENT = [
  '/box-api/api/content-locations?locale=de&pagination[pageSize]=100',
  '/box-api/api/articles?locale=en&pagination[pageSize]=100',
  '/box-api/api/content-transitions?locale=fr&pagination[pageSize]=100',
  '/box-api/api/worlds?locale=zh',
  '/box-api/api/app-setting',
];

describe('the server under floods of contact posts and wrong logins', () => {
  it('keeps answering content with the right data in time, and answers each flood as its rules say', async () => {
    const dbPath = join(shared.fixture.root, 'load', 'contact.sqlite');
    const { url } = await start(dbPath);
    const expected = new Map<string, string>();
    for (const path of CONTENT) expected.set(path, await (await fetch(new URL(path, url))).text());

    // 30 visitors at the limit, one past it, 4 with invalid forms; 8 addresses trying passwords past the limit.
    const posts = [
      ...Array.from({ length: 30 * LIMIT }, (_, i) => submission(`load ${i}`, `10.1.${i % 30}.1`)),
      ...Array.from({ length: 2 * LIMIT }, (_, i) => submission(`eager ${i}`, '10.2.0.1')),
      ...Array.from({ length: 4 * LIMIT }, (_, i) => submission(`invalid ${i}`, `10.3.${i % 4}.1`, false)),
    ];
    const guesses = Array.from({ length: 8 * (LIMIT + 2) }, (_, i) => ({
      path: i % 8 < 5 ? '/box-api/api/auth/local' : '/box-api/api/worlds/innovation-lab/unlock',
      address: `10.4.${i % 8}.1`,
      body: { identifier: 'demo', password: `guess ${i}` },
    }));

    const statuses = new Map<string, number[]>();
    const answered = (address: string, status: number) =>
      statuses.set(address, [...(statuses.get(address) ?? []), status]);
    const failures: string[] = [];
    const acknowledged: Submission[] = [];
    let gets = 0;
    await Promise.all([
      pool(posts, 8, async (post) => {
        const res = await postContact(url, post);
        answered(post.address, res.status);
        if (res.status === 201) acknowledged.push(post);
      }),
      pool(guesses, 32, async ({ path, address, body }) => {
        const res = await fetch(new URL(path, url), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify(body),
        });
        answered(`${address} ${path}`, res.status);
      }),
      pool(
        Array.from({ length: 240 }, (_, i) => CONTENT[i % CONTENT.length] as string),
        2,
        async (path) => {
          const started = performance.now();
          const res = await fetch(new URL(path, url));
          const body = await res.text();
          const ms = Math.round(performance.now() - started);
          gets++;
          if (res.status !== 200 || body !== expected.get(path))
            failures.push(`GET ${path}: ${res.status}, other data`);
          else if (ms > CONTENT_BOUND_MS) failures.push(`GET ${path}: ${ms} ms`);
        },
      ),
    ]);

    // Each address's answers, in any order: up to the limit handled (201, 422 or 400), the rest 429, never a 5xx.
    // Password guesses past what the bounded password queue holds are refused (429) before their address's limit.
    for (const [address, codes] of statuses) {
      const guessing = address.startsWith('10.4.');
      const handled = address.startsWith('10.3.') ? 422 : guessing ? 400 : 201;
      const got = [...codes].sort((a, b) => a - b);
      const checked = guessing ? got.filter((code) => code === handled).length : Math.min(LIMIT, codes.length);
      const want = [...Array<number>(checked).fill(handled), ...Array<number>(codes.length - checked).fill(429)];
      if (got.join() !== want.join() || checked > LIMIT) {
        failures.push(`${address}: ${got.join()} instead of ${want.join()}`);
      }
    }
    const stored = storedMessages(dbPath);
    for (const post of acknowledged) {
      if (stored.get(post.key)?.join() !== post.message)
        failures.push(`${post.message}: acknowledged, not stored once`);
    }
    tally({
      name: 'server: content under floods',
      inputs: posts.length + guesses.length + gets,
      failed: failures.length,
    });
    expect(failures).toEqual([]);
  }, 60_000);
});

describe('the server killed while visitors send the contact form', () => {
  it('keeps every acknowledged submission exactly once across a SIGKILL and a restart on the same file', async () => {
    const dbPath = join(shared.fixture.root, 'restart', 'contact.sqlite');
    const first = await start(dbPath);
    const all = Array.from({ length: 400 }, (_, i) => submission(`restart ${i} ${randomUUID()}`, `10.5.${i % 200}.1`));
    const acknowledged = new Set<Submission>();
    const failures: string[] = [];
    let killed = false;
    // Killed after the 60th acknowledgement, while other posts are on their way.
    await pool(all, 16, async (post) => {
      if (killed) return;
      try {
        const res = await postContact(first.url, post);
        if (res.status === 201) acknowledged.add(post);
        else failures.push(`${post.message}: ${res.status} before the kill`);
      } catch {
        // The connection died with the process: not acknowledged, the client keeps the form and sends it again.
      }
      if (acknowledged.size >= 60 && !killed) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    });
    await exited(first.child);
    const beforeRestart = acknowledged.size;

    // The visitors send again what was not acknowledged, with the same Idempotency-Key, as the form does.
    const second = await start(dbPath);
    await pool(
      all.filter((post) => !acknowledged.has(post)),
      16,
      async (post) => {
        const res = await postContact(second.url, post);
        if (res.status === 201) acknowledged.add(post);
        else failures.push(`${post.message}: ${res.status} after the restart`);
      },
    );

    const stored = storedMessages(dbPath);
    const lost = [...acknowledged].filter((post) => !stored.has(post.key)).map((post) => post.message);
    for (const [key, messages] of stored) {
      if (messages.length !== 1) failures.push(`${key}: stored ${messages.length} times`);
    }
    for (const post of acknowledged) {
      const messages = stored.get(post.key);
      if (messages && messages[0] !== post.message) failures.push(`${post.key}: another message stored`);
    }
    tally({
      name: 'server: killed while posting',
      inputs: all.length,
      faults: 1,
      failed: failures.length,
      lost: lost.length,
    });
    expect(lost).toEqual([]);
    expect(failures).toEqual([]);
    expect(beforeRestart).toBeGreaterThanOrEqual(60);
    expect(beforeRestart).toBeLessThan(all.length);
    expect(acknowledged.size).toBe(all.length);
  }, 60_000);
});
