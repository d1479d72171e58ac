import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureAdminBuilt } from '../cms/scripts/admin-build.mjs';
import { boot, ensureInstalled, headlessEnv, stopChild } from '../cms/scripts/boot-strapi.mjs';
import { adminJwt, CMS_E2E_ENV, type CmsE2e, SHOWROOM_PORT } from './fixtures/cms';

const root = resolve(import.meta.dirname, '..');
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function waitForUrl(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the showroom server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/**
 * The real-Strapi suite's world: Strapi (cms/scripts/boot-strapi.mjs) with its admin panel, built once and
 * again only when its sources change (cms/scripts/admin-build.mjs, 2-5 minutes), on a free port with a
 * fresh SQLite file and upload folder (or the kept folder CMS_E2E_DIR: the demo import, about 3 minutes, happens
 * only the first time), the first administrator (the specs' editor), the showroom server's API token and
 * webhook, and the showroom server (server/main.ts on dist-test) on SHOWROOM_PORT against it. A small control server lets specs stop and
 * start Strapi again on the same port and data (fixtures/cms.ts). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!ensureInstalled()) throw new Error('npm ci in cms/ failed');
  const admin = ensureAdminBuilt();
  console.log(`[cms e2e] admin panel ${admin.built ? `built in ${(admin.ms / 1000).toFixed(1)} s` : 'up to date'}`);
  const started = Date.now();
  const runDir = mkdtempSync(join(tmpdir(), 'vf-cms-e2e-'));
  const dataDir = process.env.CMS_E2E_DIR ? resolve(process.env.CMS_E2E_DIR) : join(runDir, 'strapi');
  mkdirSync(dataDir, { recursive: true });
  const serverToken = randomBytes(32).toString('hex');
  const webhookSecret = randomBytes(16).toString('hex');
  const previewSecret = randomBytes(32).toString('hex');
  const showroomUrl = `http://127.0.0.1:${SHOWROOM_PORT}`;

  const strapiLog = createWriteStream(join(runDir, 'strapi.log'));
  const env = headlessEnv(dataDir, {
    // The built admin panel, for the editors' specs (studio.spec.ts).
    CMS_HEADLESS: '0',
    CMS_SERVER_TOKEN: serverToken,
    CMS_WEBHOOK_URL: `${showroomUrl}/box-api/cms-hook`,
    CMS_WEBHOOK_SECRET: webhookSecret,
    CMS_PREVIEW_SECRET: previewSecret,
    SHOWROOM_URL: showroomUrl,
    // The editor signs in here and once per worker (again after a failure restarts it), run after run on a kept
    // database: Strapi's 5 sign-ins in 5 minutes would refuse the sixth.
    CMS_ADMIN_LOGIN_MAX: '1000',
  });
  const startStrapi = (port = 0) =>
    boot({ ...env, CMS_LISTEN_PORT: String(port) }, { onOutput: (text) => strapiLog.write(text) }).catch(
      (error: unknown) => {
        throw new Error(`Strapi did not start (log: ${join(runDir, 'strapi.log')})`, { cause: error });
      },
    );
  console.log(`[cms e2e] starting Strapi on ${dataDir} (an empty folder imports the demo: about 3 minutes)`);
  let strapi: Awaited<ReturnType<typeof startStrapi>> | null = await startStrapi();
  const strapiPort = strapi.port;
  const strapiUrl = `http://127.0.0.1:${strapiPort}`;
  console.log(`[cms e2e] Strapi ready on ${strapiUrl} after ${seconds(started)}`);

  // Stop/start Strapi for specs in workers: they cannot hold this process's child.
  let busy: Promise<unknown> = Promise.resolve();
  const control = createServer((req, res) => {
    const action = req.url === '/strapi/stop' ? 'stop' : req.url === '/strapi/start' ? 'start' : null;
    if (req.method !== 'POST' || !action) {
      res.writeHead(404).end();
      return;
    }
    busy = busy.then(async () => {
      try {
        if (action === 'stop' && strapi) {
          await stopChild(strapi.child);
          strapi = null;
        } else if (action === 'start' && !strapi) {
          strapi = await startStrapi(strapiPort);
        }
        res.writeHead(204).end();
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
    });
  });
  await new Promise<void>((done) => control.listen(0, '127.0.0.1', done));
  const address = control.address();
  const controlUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const contactDb = join(runDir, 'contact.sqlite');
  const showroomLog = createWriteStream(join(runDir, 'showroom.log'));
  const showroom = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(SHOWROOM_PORT),
      HOST: '127.0.0.1',
      DIST_DIR: 'dist-test',
      BUILD_MODE: 'test',
      CONTACT_DB: contactDb,
      AUTH_SECRET: randomBytes(16).toString('hex'),
      CMS_URL: strapiUrl,
      CMS_TOKEN: serverToken,
      CMS_WEBHOOK_SECRET: webhookSecret,
      CMS_PREVIEW_SECRET: previewSecret,
      // Strapi stopped and started by a spec is noticed within a second, not ten.
      CMS_HEALTH_INTERVAL_MS: '1000',
      // Leads to Strapi: quick retries, so an outage spec sees the lead soon after Strapi is back.
      LEADS_POLL_MS: '200',
      LEADS_RETRY_MS: '500',
      LEADS_RETRY_MAX_MS: '2000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  showroom.stdout?.pipe(showroomLog);
  showroom.stderr?.pipe(showroomLog);
  try {
    // Ready once it has read Strapi whole (the build, when needed, comes first).
    await waitForUrl(`${showroomUrl}/box-api/health`, showroom, 300_000);
  } catch (error) {
    showroom.kill('SIGKILL');
    control.close();
    if (strapi) await stopChild(strapi.child);
    throw new Error(`the showroom server did not start (log: ${join(runDir, 'showroom.log')})`, { cause: error });
  }
  console.log(`[cms e2e] showroom server on ${showroomUrl}; set up in ${seconds(started)}; logs in ${runDir}`);

  const state: CmsE2e = {
    strapiUrl,
    showroomUrl,
    serverToken,
    webhookSecret,
    controlUrl,
    dataDir,
    contactDb,
    runDir,
  };
  process.env[CMS_E2E_ENV] = JSON.stringify(state);
  // The first administrator, as whoever installs the CMS makes it: the editor the specs sign in as.
  await adminJwt();

  return async () => {
    showroom.kill('SIGTERM');
    await new Promise((done) => (showroom.exitCode !== null ? done(null) : showroom.once('exit', done)));
    await busy;
    control.close();
    if (strapi) await stopChild(strapi.child);
    strapiLog.end();
    showroomLog.end();
    if (process.env.CMS_E2E_KEEP_LOGS !== '1') rmSync(runDir, { recursive: true, force: true });
  };
}
