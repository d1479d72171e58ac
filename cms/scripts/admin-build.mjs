/**
 * The admin panel's build (`strapi build` into cms/build, through scripts/strapi-js.js), redone only when what
 * goes into it changed: cms/src (the studio plugin, src/admin), cms/config, cms's package files, and the
 * showroom's src/domain and src/content and its public/app-settings.json, which the studio imports. A hash of those files is kept beside the build.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cmsDir } from './boot-strapi.mjs';

const buildDir = path.join(cmsDir, 'build');
const stampFile = path.join(buildDir, '.sources-sha256');
const sources = [
  path.join(cmsDir, 'src'),
  path.join(cmsDir, 'config'),
  path.join(cmsDir, 'package.json'),
  path.join(cmsDir, 'package-lock.json'),
  path.join(cmsDir, '..', 'src', 'domain'),
  path.join(cmsDir, '..', 'src', 'content'),
  path.join(cmsDir, '..', 'public', 'app-settings.json'),
];

function addFiles(hash, target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(target).sort()) addFiles(hash, path.join(target, name));
    return;
  }
  hash.update(`${path.relative(cmsDir, target)}\0`);
  hash.update(fs.readFileSync(target));
}

/** The hash of everything the admin build is made from. */
function adminSourcesHash() {
  const hash = createHash('sha256');
  for (const source of sources) addFiles(hash, source);
  return hash.digest('hex');
}

/**
 * Builds the admin panel unless the build there was made from the same sources. Returns `{ built, ms }`: whether
 * it built, and how long it took. Throws when the build fails.
 */
export function ensureAdminBuilt({ env = process.env, log = console.log } = {}) {
  const wanted = adminSourcesHash();
  const have =
    fs.existsSync(path.join(buildDir, 'index.html')) &&
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, 'utf8').trim();
  if (have === wanted) return { built: false, ms: 0 };
  log('[cms] building the admin panel (2-5 minutes on 2 cores)');
  const started = Date.now();
  const result = spawnSync(process.execPath, ['scripts/strapi-js.js', 'build'], {
    cwd: cmsDir,
    stdio: 'inherit',
    env: { ...env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
  });
  if (result.status !== 0) throw new Error(`strapi build failed (exit ${result.status})`);
  fs.writeFileSync(stampFile, `${wanted}\n`);
  return { built: true, ms: Date.now() - started };
}
