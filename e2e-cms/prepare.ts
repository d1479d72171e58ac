import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureAdminBuilt } from '../cms/scripts/admin-build.mjs';
import { boot, headlessEnv, stopChild } from '../cms/scripts/boot-strapi.mjs';

// `node --import tsx e2e-cms/prepare.ts <folder>`: the slow part of the real-Strapi suite's global setup, done
// ahead of it: the admin panel's build (when its sources changed) and Strapi's first start on the empty <folder>,
// which imports the demo; then Strapi stops. The suite run with CMS_E2E_DIR=<folder> starts on that database, as
// on any kept one. `npm test` runs this in the background while the other steps run (scripts/test.mjs).

const folder = process.argv[2];
if (!folder) throw new Error('usage: node --import tsx e2e-cms/prepare.ts <folder>');
const dataDir = resolve(folder);
mkdirSync(dataDir, { recursive: true });
const admin = ensureAdminBuilt();
console.log(`[cms e2e] admin panel ${admin.built ? `built in ${(admin.ms / 1000).toFixed(1)} s` : 'up to date'}`);
const started = Date.now();
const strapi = await boot(headlessEnv(dataDir), { onOutput: (text) => process.stdout.write(text) });
console.log(`[cms e2e] Strapi started on ${dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await stopChild(strapi.child);
