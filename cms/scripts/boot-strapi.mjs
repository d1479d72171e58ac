/**
 * Boots this Strapi project headless in a child process, for the import check (check-import.mjs) and the
 * real-Strapi e2e suite (e2e-cms/): a fresh environment on a SQLite file and upload folder of its own,
 * programmatic start (no admin panel unless CMS_HEADLESS=0 asks for the built one), a port of its choice or a free one, and a READY line once it listens.
 *
 *   node cms/scripts/boot-strapi.mjs --serve    (the child; CMS_LISTEN_PORT, default 0 = a free port)
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const cmsRequire = createRequire(path.join(cmsDir, 'package.json'));

/** `npm ci` in cms/ when Strapi is not installed yet (about 3 minutes); false if that failed. */
export function ensureInstalled(log = console.log) {
  if (fs.existsSync(path.join(cmsDir, 'node_modules', '@strapi', 'strapi'))) return true;
  log('[cms] installing cms/ (first run, a few minutes)');
  const install = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: cmsDir,
    stdio: 'inherit',
  });
  return install.status === 0;
}

/**
 * The environment of a headless Strapi whose database (SQLite `data.db`) and uploads (`public/uploads`) live
 * in `dataDir`, with fresh secrets. Secrets may change between starts on the same folder: API tokens are
 * hashed again at bootstrap (CMS_SERVER_TOKEN), only users' login tokens from before stop working.
 */
export function headlessEnv(dataDir, extra = {}) {
  fs.mkdirSync(path.join(dataDir, 'public', 'uploads'), { recursive: true });
  const secret = () => randomBytes(16).toString('base64');
  return {
    ...process.env,
    NODE_ENV: 'production',
    STRAPI_TELEMETRY_DISABLED: 'true',
    CMS_HEADLESS: '1',
    DATABASE_URL: '',
    DATABASE_FILENAME: path.join(dataDir, 'data.db'),
    CMS_PUBLIC_DIR: path.join(dataDir, 'public'),
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    ...extra,
  };
}

/**
 * The child's side: loads Strapi, listens on 127.0.0.1:CMS_LISTEN_PORT (0: any free port), prints
 * `READY {"port":..., ...report}` where `report(app)` adds what the caller wants to know, and stops cleanly
 * on SIGTERM/SIGINT.
 */
export async function serve(report = async () => ({})) {
  const { createStrapi, compileStrapi } = cmsRequire('@strapi/strapi');
  // The admin panel only when asked for (CMS_HEADLESS=0) and built (admin-build.mjs): the e2e suite's editors.
  const serveAdminPanel = process.env.CMS_HEADLESS === '0';
  const app = createStrapi({ ...(await compileStrapi({ appDir: cmsDir })), autoReload: false, serveAdminPanel });
  await app.load();
  await app.server.mount();
  const port = Number(process.env.CMS_LISTEN_PORT || 0);
  await new Promise((resolve, reject) => {
    app.server.httpServer.once('error', reject);
    app.server.httpServer.listen(port, '127.0.0.1', resolve);
  });
  const extra = await report(app);
  process.stdout.write(`READY ${JSON.stringify({ ...extra, port: app.server.httpServer.address().port })}\n`);
  const stop = async () => {
    await app.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * Starts `script --serve` (default: this file) with `env` in cms/ and resolves once it printed READY:
 * `{ child, port, log, ...report }`. `log` collects the child's output; `onOutput` sees it as it comes.
 * Rejects with the output if the child exits first.
 */
export function boot(env, { script = fileURLToPath(import.meta.url), onOutput } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, '--serve'], { cwd: cmsDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const log = [];
    const onData = (chunk) => {
      const text = chunk.toString();
      log.push(text);
      onOutput?.(text);
      out += text;
      const match = /READY (\{.*\})\n/.exec(out);
      if (match) {
        out = '';
        resolve({ child, ...JSON.parse(match[1]), log });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      log.push(chunk.toString());
      onOutput?.(chunk.toString());
    });
    child.on('exit', (code) => reject(new Error(`Strapi exited with ${code} before it was ready:\n${log.join('')}`)));
  });
}

/** SIGTERM (Strapi closes its database), SIGKILL after 15 s. */
export async function stopChild(child) {
  child.removeAllListeners('exit');
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15000);
  await exited;
  clearTimeout(timer);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--serve')) await serve();
