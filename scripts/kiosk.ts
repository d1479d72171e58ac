// `npm run kiosk`: the showroom as a kiosk on this machine. Starts the server on a bundle (the demo, or
// `--content <dir>` such as one written by `npm run export-bundle`) with the kiosk setting on, then keeps Chromium
// showing it full screen (scripts/kiosk/browser-supervisor.ts): started again when it exits, killed and started
// again when it hangs. `--url <url>` supervises the browser on a showroom served elsewhere. Runs until stopped
// (Ctrl+C, SIGTERM); if the server dies, the kiosk exits non-zero for the service manager to restart it (README).
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BrowserSupervisor } from './kiosk/browser-supervisor.ts';

const root = resolve(dirname(import.meta.filename), '..');
const { values } = parseArgs({
  options: {
    content: { type: 'string', default: process.env.CONTENT_DIR ?? 'content/demo' },
    port: { type: 'string', default: process.env.PORT ?? '4300' },
    url: { type: 'string' },
    browser: { type: 'string', default: process.env.KIOSK_BROWSER ?? '/usr/bin/chromium' },
    'debug-port': { type: 'string', default: '9222' },
    'check-every': { type: 'string', default: '10000' },
    'answer-within': { type: 'string', default: '10000' },
    startup: { type: 'string', default: '30000' },
    headless: { type: 'boolean', default: false },
  },
});
const log = (line: string) => console.log(`[kiosk] ${line}`);

async function waitForServer(url: string): Promise<void> {
  for (let tries = 0; tries < 600; tries += 1) {
    try {
      if ((await fetch(new URL('/app-settings.json', url))).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server at ${url} did not come up`);
}

async function main(): Promise<void> {
  let url = values.url;
  const server = url
    ? null
    : spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, PORT: values.port, HOST: '127.0.0.1', CONTENT_DIR: resolve(values.content), KIOSK: '1' },
      });
  url ??= `http://127.0.0.1:${values.port}/`;
  const supervisor = new BrowserSupervisor({
    executable: values.browser,
    url,
    extraArgs: values.headless ? ['--headless=new', '--no-sandbox'] : [],
    debugPort: Number(values['debug-port']),
    checkEveryMs: Number(values['check-every']),
    answerWithinMs: Number(values['answer-within']),
    startupMs: Number(values.startup),
    log,
  });
  const stop = async (code: number) => {
    await supervisor.stop();
    server?.kill('SIGTERM');
    process.exit(code);
  };
  server?.once('exit', (code) => {
    log(`the server exited (${code})`);
    void stop(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(0));
  await waitForServer(url);
  log(`showing ${url}`);
  await supervisor.start();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
