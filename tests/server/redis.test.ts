import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADA, createFixture, spawnServer, type Fixture } from './fixture';
import { freePort } from './smtp';

// Two real server processes (server/main.ts) as behind a balancer: one AUTH_SECRET, TRUST_PROXY=1 (the client is
// the X-Forwarded-For address), each its own contact database; with REDIS_URL on a real redis-server on loopback,
// without it each in its own memory.

/** Login, unlock and contact posts per client before 429 (server/app.ts and server/contact.ts defaults). */
const LIMIT = 10;
const AUTH_SECRET = 'redis-test-secret-of-more-than-32-bytes';

/** Resolves once `child` has exited; SIGKILL when `signal` has not ended it within 5 s. */
function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill(signal);
  });
}

/** Whether a Redis answers PING on `port` (a server still loading its data answers -LOADING: not yet). */
const answersPing = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) socket.end();
    });
    socket.on('error', () => socket.destroy()); // 'close' follows
    socket.on('close', () => resolve(reply.startsWith('+PONG')));
  });

/**
 * A real `redis-server` (Debian's, installed by `npm test`) on a free loopback port, in a temp dir, persisting
 * nothing; resolves once it answers. `stop` ends it and removes the dir.
 */
async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'vf-redis-'));
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let ended: string | undefined;
  child.once('error', (error) => (ended = error.message));
  child.once('exit', (code, signal) => (ended ??= `exited (${code ?? signal})`));
  const stop = async () => {
    await stopProcess(child);
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    const failure = ended ?? (Date.now() > deadline ? 'did not answer within 10 s' : undefined);
    if (failure) {
      await stop();
      throw new Error(`redis-server ${failure}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}

/**
 * Two server processes on `fixture`, named `names` (their contact databases are `<root>/<name>/contact.sqlite`), with
 * `env` added; `stop` ends both.
 */
async function startPair(fixture: Fixture, names: [string, string], env: Record<string, string> = {}) {
  const children: ChildProcess[] = [];
  const start = async (name: string) => {
    const { child, url } = await spawnServer(fixture, {
      AUTH_SECRET,
      TRUST_PROXY: '1',
      CONTACT_DB: join(fixture.root, name, 'contact.sqlite'),
      ...env,
    });
    children.push(child);
    return url;
  };
  const stop = () => Promise.all(children.map((child) => stopProcess(child)));
  const started = await Promise.allSettled(names.map(start));
  const urls = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const [a, b] = urls;
  if (a === undefined || b === undefined) {
    await stop();
    throw started.find((result) => result.status === 'rejected')?.reason;
  }
  return { a, b, stop };
}

const post = (url: string, path: string, address: string, body: object, headers: Record<string, string> = {}) =>
  fetch(new URL(path, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: JSON.stringify(body),
  });

const login = (url: string, address: string, password = 'a wrong guess') =>
  post(url, '/box-api/api/auth/local', address, { identifier: 'demo', password });

const unlock = (url: string, address: string, password = 'a wrong code') =>
  post(url, '/box-api/api/worlds/secret-hall/unlock', address, { password });

const contact = (url: string, address: string) =>
  post(
    url,
    '/box-api/api/contact',
    address,
    { data: { ...ADA, locale: 'en', fillMs: 5000 } },
    { 'idempotency-key': randomUUID() },
  );

const worlds = (url: string, jwt: string) =>
  fetch(new URL('/box-api/api/worlds', url), { headers: { authorization: `Bearer ${jwt}` } });

const logout = (url: string, jwt: string) =>
  fetch(new URL('/box-api/api/auth/logout', url), { method: 'POST', headers: { authorization: `Bearer ${jwt}` } });

/** `count` posts of one client, one after another, alternating between `a` (first) and `b`: their statuses. */
async function alternating(a: string, b: string, count: number, send: (url: string) => Promise<Response>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await send(i % 2 === 0 ? a : b);
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

/** `handled` up to the limit, 429 for as many again. */
const limitedAfter = (handled: number) => [...Array<number>(LIMIT).fill(handled), ...Array<number>(LIMIT).fill(429)];

async function signIn(url: string, address: string): Promise<string> {
  const res = await login(url, address, 'demo-password');
  expect(res.status).toBe(200);
  return ((await res.json()) as { jwt: string }).jwt;
}

let fixture: Fixture;
let redis: Awaited<ReturnType<typeof startRedis>>;

beforeAll(async () => {
  fixture = await createFixture();
  redis = await startRedis();
}, 30_000);

afterAll(async () => {
  await redis?.stop();
  await fixture?.dispose();
});

describe('two server processes sharing one Redis (REDIS_URL)', () => {
  let pair: Awaited<ReturnType<typeof startPair>>;
  beforeAll(async () => {
    pair = await startPair(fixture, ['shared-a', 'shared-b'], { REDIS_URL: redis.url });
  }, 30_000);
  afterAll(() => pair?.stop());

  it('refuse a client logging in at both with 429 after 10 attempts in all, not 20', async () => {
    const { a, b } = pair;
    expect(await alternating(a, b, 2 * LIMIT, (url) => login(url, '203.0.113.1'))).toEqual(limitedAfter(400));
    // Another client is still served, by either process.
    expect((await login(a, '203.0.113.2', 'demo-password')).status).toBe(200);
    expect((await login(b, '203.0.113.2', 'demo-password')).status).toBe(200);
  });

  it('refuse a client unlocking a world at both with 429 after 10 attempts in all', async () => {
    const { a, b } = pair;
    expect(await alternating(a, b, 2 * LIMIT, (url) => unlock(url, '203.0.113.3'))).toEqual(limitedAfter(400));
    expect((await unlock(a, '203.0.113.4', 'open sesame')).status).toBe(200);
    expect((await unlock(b, '203.0.113.4', 'open sesame')).status).toBe(200);
  });

  it('refuse a client sending the contact form to both with 429 after 10 forms in all', async () => {
    const { a, b } = pair;
    expect(await alternating(a, b, 2 * LIMIT, (url) => contact(url, '203.0.113.5'))).toEqual(limitedAfter(201));
    expect((await contact(a, '203.0.113.6')).status).toBe(201);
    expect((await contact(b, '203.0.113.6')).status).toBe(201);
  });

  it('refuse at one a login signed out at the other', async () => {
    const { a, b } = pair;
    const jwt = await signIn(a, '203.0.113.7');
    // One AUTH_SECRET: B takes A's login until it is signed out.
    expect((await worlds(b, jwt)).status).toBe(200);
    expect((await logout(a, jwt)).status).toBe(204);
    expect((await worlds(b, jwt)).status).toBe(401);
    expect((await worlds(a, jwt)).status).toBe(401);
  });
});

// The control: the same requests tell shared limits from separate ones.
describe('two server processes without REDIS_URL', () => {
  let pair: Awaited<ReturnType<typeof startPair>>;
  beforeAll(async () => {
    pair = await startPair(fixture, ['memory-a', 'memory-b']);
  }, 30_000);
  afterAll(() => pair?.stop());

  it('count each on its own: 10 login attempts at each before 429', async () => {
    const { a, b } = pair;
    expect(await alternating(a, b, 2 * LIMIT, (url) => login(url, '203.0.113.11'))).toEqual(
      Array<number>(2 * LIMIT).fill(400),
    );
    expect(await alternating(a, b, 2, (url) => login(url, '203.0.113.11'))).toEqual([429, 429]);
  });

  it('keep sign-outs each to itself', async () => {
    const { a, b } = pair;
    const jwt = await signIn(a, '203.0.113.17');
    expect((await logout(a, jwt)).status).toBe(204);
    expect((await worlds(a, jwt)).status).toBe(401);
    expect((await worlds(b, jwt)).status).toBe(200);
  });
});

describe('a server whose REDIS_URL does not answer', () => {
  it('does not start: it exits non-zero and names REDIS_URL', async () => {
    const port = await freePort(); // nothing listens here
    // A raw spawn: spawnServer's child writes its error to the test's stderr, and its rejection holds stdout only.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        CONTENT_DIR: fixture.contentDir,
        DIST_DIR: fixture.distDir,
        SKIP_BUILD: '1',
        LOG_LEVEL: 'silent',
        REDIS_URL: `redis://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => (output += chunk.toString());
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let timer: NodeJS.Timeout | undefined;
    const outcome = await new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve('still running after 15 s'), 15_000);
      child.stdout.on('data', () => {
        if (output.includes('http://localhost:')) resolve('listening');
      });
      child.once('exit', (code, signal) => resolve(`exited (${code ?? signal})`));
    });
    clearTimeout(timer);
    await stopProcess(child, 'SIGKILL');
    expect(outcome, output).toBe('exited (1)');
    expect(output).toContain(`REDIS_URL: Redis does not answer at 127.0.0.1:${port}`);
  });
});
