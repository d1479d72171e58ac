#!/usr/bin/env node
/**
 * `npm run cms`: the real Strapi 5 in cms/ with the demo content and its admin panel for editors.
 * Installs cms/ on first use (its own package-lock.json, about 3 minutes), builds the admin panel when it is
 * missing or its sources changed (cms/scripts/admin-build.mjs), writes development secrets to cms/.env once
 * (git-ignored; production sets its own, see cms/README.md), among them CMS_SERVER_TOKEN, the showroom server's API
 * token, and CMS_WEBHOOK_SECRET, with which Strapi's webhook tells the showroom on SHOWROOM_URL (default
 * http://localhost:8080) about every edit, and starts Strapi, printing the command that runs the showroom against
 * it. An empty database gets the demo bundle.
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
/**
 * A value kept in cms/.env under `name` (written there once, also into a cms/.env from before it existed); the
 * environment's value, if set, wins over the file's (as Strapi's own .env loading does).
 */
function envValue(name, make) {
  const line = new RegExp(`^${name}=(.*)$`, 'm');
  let value = line.exec(fs.readFileSync(envFile, 'utf8'))?.[1]?.trim();
  if (!value) {
    value = make();
    const text = fs.readFileSync(envFile, 'utf8');
    fs.writeFileSync(envFile, `${text}${text.endsWith('\n') || !text ? '' : '\n'}${name}=${value}\n`);
    console.log(`[cms] wrote ${name} to cms/.env`);
  }
  return process.env[name] || value;
}
// The showroom server's full-access API token and the webhook that tells it about every edit, published or
// saved, within seconds (cms/src/seed/server-access.js), to the showroom on SHOWROOM_URL (default: `npm start`'s).
const serverToken = envValue('CMS_SERVER_TOKEN', () => randomBytes(32).toString('hex'));
const webhookSecret = envValue('CMS_WEBHOOK_SECRET', () => randomBytes(24).toString('hex'));
// The key "Open in showroom" signs a draft's preview with, and the showroom checks (cms/src/utils/preview.js).
const previewSecret = envValue('CMS_PREVIEW_SECRET', () => randomBytes(32).toString('hex'));
const showroomUrl = process.env.SHOWROOM_URL || 'http://localhost:8080';
const webhookUrl = process.env.CMS_WEBHOOK_URL || `${showroomUrl}/box-api/cms-hook`;

const env = {
  ...process.env,
  STRAPI_TELEMETRY_DISABLED: 'true',
  CMS_WEBHOOK_URL: webhookUrl,
  CMS_WEBHOOK_SECRET: webhookSecret,
  CMS_PREVIEW_SECRET: previewSecret,
  // "Open in showroom" opens entries there (cms/src/utils/preview.js).
  SHOWROOM_URL: showroomUrl,
  ...(headless ? { CMS_HEADLESS: '1' } : {}),
};

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
  `[cms] the showroom against this CMS (edits reach it through the webhook to ${webhookUrl}):\n` +
    `  CMS_URL=http://localhost:${process.env.PORT || 1337} CMS_TOKEN=${serverToken} CMS_WEBHOOK_SECRET=${webhookSecret} CMS_PREVIEW_SECRET=${previewSecret} npm start`,
);
const child = spawn(npm, ['run', develop ? 'develop' : 'start'], {
  cwd: cms,
  stdio: 'inherit',
  env: develop ? env : { NODE_ENV: 'production', ...env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
