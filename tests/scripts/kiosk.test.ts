import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH } from '../../e2e/fixtures/chromium';
import { KIOSK_FLAGS } from '../../scripts/kiosk/browser-supervisor';
import { renderersOf } from './chromium-processes';

// `npm run kiosk` as a kiosk runs it, with the real Chromium (headless here: no screen on CI), supervising a page
// of a small server: the page that hangs its renderer after a moment stands for a showroom stuck in a loop.
let pages: Server;
let base: string;
let kiosk: ChildProcess | null = null;

beforeAll(async () => {
  pages = createServer((request, response) => {
    response.setHeader('content-type', 'text/html');
    if (request.url === '/hang') response.end('<script>setTimeout(() => { for (;;); }, 5000)</script>');
    else response.end('<!doctype html><title>showroom</title><p>showroom</p>');
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});
afterAll(async () => {
  pages.closeAllConnections();
  await new Promise((resolve) => pages.close(resolve));
});
// Stopped as a service manager would (SIGTERM): the kiosk then stops its browser too, where a SIGKILL left it running.
afterEach(async () => {
  const running = kiosk;
  kiosk = null;
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the kiosk on `path`; `lines` gathers what it logs. */
async function startKiosk(path: string) {
  const debugPort = await freePort();
  const lines: string[] = [];
  kiosk = spawn(
    process.execPath,
    [
      '--experimental-websocket',
      '--import',
      'tsx',
      'scripts/kiosk.ts',
      `--url=${base}${path}`,
      '--headless',
      `--browser=${CHROMIUM_PATH}`,
      `--debug-port=${debugPort}`,
      '--check-every=1000',
      '--answer-within=5000',
      '--startup=15000',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  kiosk.stdout!.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const pids = () => lines.flatMap((line) => /browser started \(pid (\d+)\)/.exec(line)?.[1] ?? []).map(Number);
  const showing = async () => {
    try {
      const targets = (await (await fetch(`http://127.0.0.1:${debugPort}/json/list`)).json()) as { url: string }[];
      return targets.map((target) => target.url);
    } catch {
      return [];
    }
  };
  return { lines, pids, showing };
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm run kiosk', () => {
  it('shows the showroom in Chromium with the kiosk flags, starts it again when it is killed, stops it when stopped', async () => {
    const { pids, showing } = await startKiosk('/');
    await expect.poll(showing, { timeout: 20_000 }).toContain(`${base}/`);
    const [first] = pids();
    const args = readFileSync(`/proc/${first}/cmdline`, 'utf8').split('\0');
    for (const flag of KIOSK_FLAGS) expect(args).toContain(flag);
    expect(args).toEqual(expect.arrayContaining(['--kiosk', '--autoplay-policy=no-user-gesture-required']));
    // A kiosk has no address bar to type in: no renderer idles for its suggestion popup.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(renderersOf(first!).all.length).toBeGreaterThan(0);
    expect(renderersOf(first!).addressBarPopups).toEqual([]);

    process.kill(first!, 'SIGKILL');
    await expect.poll(() => pids().length, { timeout: 20_000 }).toBe(2);
    const second = pids()[1]!;
    expect(second).not.toBe(first);
    await expect.poll(showing, { timeout: 20_000 }).toContain(`${base}/`);

    const exited = new Promise<number | null>((resolve) => kiosk!.once('exit', resolve));
    kiosk!.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(alive(second)).toBe(false);
  }, 60_000);

  it('kills and starts again a browser that stops answering', async () => {
    const { lines, pids, showing } = await startKiosk('/');
    await expect.poll(showing, { timeout: 20_000 }).toContain(`${base}/`);
    const [first] = pids();
    process.kill(first!, 'SIGSTOP');
    await expect.poll(() => pids().length, { timeout: 20_000 }).toBe(2);
    expect(lines.some((line) => line.includes(`browser does not answer (pid ${first})`))).toBe(true);
    expect(alive(first!)).toBe(false);
    await expect.poll(showing, { timeout: 20_000 }).toContain(`${base}/`);
  }, 60_000);

  it('kills and starts again a browser whose page hangs', async () => {
    const { lines, pids } = await startKiosk('/hang');
    await expect.poll(() => pids().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    expect(lines.some((line) => line.includes('browser does not answer'))).toBe(true);
  }, 60_000);
});
