#!/usr/bin/env node
/**
 * `npm run cms`: the real Strapi 5 in cms/ with the demo content and its admin panel for editors.
 * Installs cms/ on first use (its own package-lock.json, about 3 minutes), builds the admin panel when it is
 * missing or its sources changed (cms/scripts/admin-build.mjs), writes development secrets to cms/.env once (git-ignored; production
 * sets its own, see cms/README.md), among them CMS_SERVER_TOKEN, the showroom server's API token, and starts
 * Strapi, printing the command that runs the showroom against it. An empty database gets the demo bundle.
 *
 *   npm run cms                 admin panel on http://localhost:1337/admin
 *   npm run cms -- --headless   API only, no admin build (CMS_HEADLESS=1)
 *   npm run cms -- --develop    strapi develop (content-type builder, reloads on change)
 */
import { spawnSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAdminBuilt } from '../cms/scripts/admin-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cms = path.join(root, 'cms');
const args = process.argv.slice(2);
const headless = args.includes('--headless') || process.env.CMS_HEADLESS === '1';
const develop = args.includes('--develop');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, commandArgs, env = process.env) {
  const result = spawnSync(command, commandArgs, { cwd: cms, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!fs.existsSync(path.join(cms, 'node_modules', '@strapi', 'strapi'))) {
  console.log('[cms] installing cms/ (first run, a few minutes)');
  run(npm, ['ci', '--no-audit', '--no-fund']);
}

const envFile = path.join(cms, '.env');
if (!fs.existsSync(envFile)) {
  const secret = () => randomBytes(16).toString('base64');
  const lines = [
    '# Development secrets written by `npm run cms` (git-ignored). Production sets its own: cms/README.md.',
    `APP_KEYS=${[secret(), secret(), secret(), secret()].join(',')}`,
    `API_TOKEN_SALT=${secret()}`,
    `ADMIN_JWT_SECRET=${secret()}`,
    `TRANSFER_TOKEN_SALT=${secret()}`,
    `JWT_SECRET=${secret()}`,
    `ENCRYPTION_KEY=${secret()}`,
  ];
  fs.writeFileSync(envFile, `${lines.join('\n')}\n`, { mode: 0o600 });
  console.log('[cms] wrote development secrets to cms/.env');
}
// The showroom server's full-access API token (cms/src/seed/server-access.js), also for a cms/.env written
// before it existed. The environment's value, if set, wins over the file's (as Strapi's own .env loading does).
const serverTokenLine = /^CMS_SERVER_TOKEN=(.*)$/m;
let serverToken = serverTokenLine.exec(fs.readFileSync(envFile, 'utf8'))?.[1]?.trim();
if (!serverToken) {
  serverToken = randomBytes(32).toString('hex');
  const text = fs.readFileSync(envFile, 'utf8');
  fs.writeFileSync(envFile, `${text}${text.endsWith('\n') || !text ? '' : '\n'}CMS_SERVER_TOKEN=${serverToken}\n`);
  console.log('[cms] wrote CMS_SERVER_TOKEN to cms/.env');
}
serverToken = process.env.CMS_SERVER_TOKEN || serverToken;

const env = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', ...(headless ? { CMS_HEADLESS: '1' } : {}) };

if (!headless && !develop) {
  // A JavaScript project builds the admin panel into cms/build (strapi.dirs.dist.root is cms/).
  try {
    ensureAdminBuilt({ env });
  } catch (error) {
    console.error(`[cms] ${error.message}`);
    process.exit(1);
  }
}

console.log(
  `[cms] the showroom against this CMS: CMS_URL=http://localhost:${process.env.PORT || 1337} CMS_TOKEN=${serverToken} npm start`,
);
const child = spawn(npm, ['run', develop ? 'develop' : 'start'], {
  cwd: cms,
  stdio: 'inherit',
  env: develop ? env : { NODE_ENV: 'production', ...env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
