#!/usr/bin/env node
/**
 * Verifies the demo import of the real Strapi (issue 14, point 1), against the offline bundle content/demo/.
 *
 * 1. Boots Strapi headless (programmatic start, port 0) in a child process on a fresh temporary SQLite file
 *    and upload folder; the bootstrap imports the bundle.
 * 2. For every endpoint and locale of the bundle, reads the REST API with the client's own populate query
 *    (public/app-settings.json), paging with pagination[page]/pageSize, with a full-access API token as the
 *    showroom server reads (CMS_SERVER_TOKEN), and compares with the bundle after normalising what must differ
 *    (ids, dates, media hash/url/format sizes; Strapi's extra null fields; whole objects where the bundle names
 *    a relation by its key). Prints OK or MISMATCH per endpoint and locale.
 * 3. Closed by default: guests and the demo user's own jwt are refused every endpoint and cannot write, nobody
 *    may register; no world password in any answer (not even the token's), and filtering or sorting on it does
 *    not leak it.
 * 4. Boots again on the same database: nothing imported, the same counts (idempotency).
 *
 * Exit code 0 only if everything holds. Usage: node cms/scripts/check-import.mjs [--keep] (keep the temporary
 * folder) [--reuse <folder>] (a kept folder: skips the import, for working on the checks).
 * CHECK_DATABASE_URL=postgres://... runs it on an empty PostgreSQL database instead of SQLite.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  boot as bootStrapi,
  cmsDir,
  cmsRequire as require,
  ensureInstalled,
  headlessEnv,
  serve,
  stopChild,
} from './boot-strapi.mjs';

const rootDir = path.resolve(cmsDir, '..');

/** Fields Strapi adds to every document or file, and fields that must differ from the bundle. */
const STRAPI_META = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale', 'localizations']);
/** SPEC §9's image widths: cms/config/plugins.js' upload breakpoints. */
const BREAKPOINTS = { xxlarge: 3840, xlarge: 1920, large: 1000, medium: 750, small: 500 };
/** The media pipeline's outputs, a processed video's `formats` (media/report.ts, OutputRole). */
const PIPELINE_ROLES = ['video_2160', 'video_1080', 'video_720', 'poster', 'first_frame', 'last_frame'];
/** The endpoint of each kind of action target (cms/src/utils/action-targets.js). */
const TARGET_ENDPOINTS = { 'api::article.article': 'articles', 'api::dashboard.dashboard': 'dashboards' };
/** Relations the bundle names by id: field -> endpoint. */
const ID_RELATIONS = { screensaver: 'screensavers', default_screensaver: 'screensavers', icon: 'icons' };

if (!ensureInstalled()) process.exit(1);
const { targetKind } = require('./src/utils/action-targets');

if (process.argv.includes('--serve')) await serve(report);
else process.exitCode = await main();

/** Child, once Strapi listens: the database's counts, the locales, and the password probe on request. */
async function report(app) {
  const counts = {};
  for (const uid of [
    'api::world.world',
    'api::content-location.content-location',
    'api::content-transition.content-transition',
    'api::article.article',
    'api::dashboard.dashboard',
    'api::menu.menu',
    'api::screensaver.screensaver',
    'api::icon.icon',
    'api::ui-translation.ui-translation',
    'api::app-setting.app-setting',
    'plugin::upload.file',
    'plugin::users-permissions.user',
    'plugin::i18n.locale',
    'plugin::users-permissions.permission',
  ]) {
    counts[uid] = await app.db.query(uid).count();
  }
  const probe = process.env.CHECK_PASSWORD_PROBE === '1' ? await passwordProbe(app) : null;
  const locales = {
    codes: (await app.plugin('i18n').service('locales').find()).map((locale) => locale.code).sort(),
    default: await app.plugin('i18n').service('locales').getDefaultLocale(),
  };
  return { counts, probe, locales };
}

/**
 * An editor saves a world with a password typed in clear: the stored value must be a scrypt hash of it
 * (the world lifecycle), never the clear text. The world's former value is put back afterwards.
 */
async function passwordProbe(app) {
  const { verifySecret } = require('./src/seed/scrypt');
  const uid = 'api::world.world';
  const world = await app.db.query(uid).findOne({ where: { locale: 'de' }, select: ['id', 'documentId', 'password'] });
  const clear = 'probe-' + randomBytes(4).toString('hex');
  await app.documents(uid).update({ documentId: world.documentId, locale: 'de', data: { password: clear } });
  const stored = (await app.db.query(uid).findOne({ where: { id: world.id }, select: ['password'] })).password;
  await app.db.query(uid).update({ where: { id: world.id }, data: { password: world.password } });
  return { hashed: stored !== clear && !String(stored).includes(clear), verifies: await verifySecret(clear, stored) };
}

function boot(env) {
  return bootStrapi(env, { script: fileURLToPath(import.meta.url) });
}

async function main() {
  const reuse = process.argv.includes('--reuse') ? process.argv[process.argv.indexOf('--reuse') + 1] : null;
  const keep = process.argv.includes('--keep') || Boolean(reuse);
  const qs = require('qs');
  const tmp = reuse ? path.resolve(reuse) : fs.mkdtempSync(path.join(os.tmpdir(), 'vf-cms-check-'));
  // CHECK_DATABASE_URL: run against an EMPTY PostgreSQL database instead of a temporary SQLite file.
  const serverToken = randomBytes(32).toString('hex');
  const env = headlessEnv(tmp, { DATABASE_URL: process.env.CHECK_DATABASE_URL ?? '', CMS_SERVER_TOKEN: serverToken });
  const settings = JSON.parse(fs.readFileSync(path.join(rootDir, 'public', 'app-settings.json'), 'utf8'));
  const demoDir = path.resolve(process.env.CMS_DEMO_DIR || path.join(rootDir, 'content', 'demo'));
  const failures = [];
  const fail = (message) => {
    failures.push(message);
    console.log(`MISMATCH ${message}`);
  };

  console.log(
    `[check] database ${env.DATABASE_URL ? env.DATABASE_URL.replace(/:[^:@/]*@/, ':***@') : env.DATABASE_FILENAME}`,
  );
  let started = Date.now();
  let server = await boot(env);
  console.log(
    `[check] first start (imports the demo): ${((Date.now() - started) / 1000).toFixed(1)} s, port ${server.port}`,
  );
  const firstCounts = server.counts;
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const wantLocales = ['cs', 'de', 'en', 'en-US', 'es', 'es-MX', 'fr', 'it', 'pl', 'zh'];
    if (server.locales.default !== 'de' || server.locales.codes.join() !== wantLocales.join())
      fail(`locales: ${server.locales.codes.join(', ')}, default ${server.locales.default}`);
    else console.log(`OK   ten locales, default de`);
    const health = await fetch(`${base}/_health`);
    if (health.status !== 204) fail(`/_health answered ${health.status}, not 204`);

    const login = await fetch(`${base}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'demo', password: process.env.CMS_DEMO_PASSWORD || 'showroom-demo' }),
    });
    const loginBody = await login.json();
    if (!loginBody.jwt) fail(`demo user login: ${login.status} ${JSON.stringify(loginBody.error ?? loginBody)}`);
    else console.log('OK   demo user logs in (scrypt hash from content/demo/server/users.json)');
    const userAuth = loginBody.jwt ? { authorization: `Bearer ${loginBody.jwt}` } : {};
    const auth = { authorization: `Bearer ${serverToken}` };

    const read = async (endpoint, locale, headers = auth) => {
      const query = { ...(endpoint.params?.[0] ?? {}) };
      if (endpoint.localized && locale) query.locale = locale;
      if (endpoint.single) {
        const response = await fetch(
          `${base}/api${endpoint.path.slice(4)}?${qs.stringify(query, { encodeValuesOnly: true })}`,
          {
            headers,
          },
        );
        return { status: response.status, body: await response.json() };
      }
      const data = [];
      for (let page = 1; ; page++) {
        const paged = { ...query, pagination: { page, pageSize: settings.pageSize ?? 100 } };
        const response = await fetch(`${base}${endpoint.path}?${qs.stringify(paged, { encodeValuesOnly: true })}`, {
          headers,
        });
        const body = await response.json();
        if (response.status !== 200) return { status: response.status, body };
        data.push(...body.data);
        if (page >= body.meta.pagination.pageCount) return { status: 200, body: { data, meta: body.meta } };
      }
    };

    // Bundle documents by endpoint and id (ids are the same in every locale of the bundle).
    const bundle = {};
    for (const endpoint of settings.endpoints) {
      const name = endpoint.path.replace('/api/', '');
      const folder = path.join(demoDir, 'api', name);
      bundle[name] = fs.existsSync(folder)
        ? Object.fromEntries(
            fs
              .readdirSync(folder)
              .filter((file) => file.endsWith('.json'))
              .map((file) => [file.slice(0, -5), JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'))]),
          )
        : { '': JSON.parse(fs.readFileSync(`${folder}.json`, 'utf8')) };
    }
    const bundleDocId = {};
    for (const [name, byLocale] of Object.entries(bundle)) {
      bundleDocId[name] = new Map();
      for (const data of Object.values(byLocale))
        for (const item of [data].flat()) bundleDocId[name].set(item.id, item.documentId);
    }

    // Strapi's ids per endpoint, documentId and locale (to check action targets: the answering locale's id).
    const strapiIds = new Map();
    const answers = {};
    for (const endpoint of settings.endpoints) {
      const name = endpoint.path.replace('/api/', '');
      answers[name] = {};
      for (const locale of Object.keys(bundle[name])) {
        answers[name][locale] = await read(endpoint, locale || null);
        for (const item of [answers[name][locale].body?.data ?? []].flat()) {
          strapiIds.set(`${name}|${item.documentId}|${locale}`, item.id);
        }
      }
    }

    for (const endpoint of settings.endpoints) {
      const name = endpoint.path.replace('/api/', '');
      for (const [locale, expected] of Object.entries(bundle[name])) {
        const label = `${name}${locale ? ` ${locale}` : ''}`;
        const { status, body } = answers[name][locale];
        if (status !== 200) {
          fail(`${label}: HTTP ${status} ${JSON.stringify(body?.error ?? body).slice(0, 300)}`);
          continue;
        }
        const diffs = [];
        const compare = makeComparer({ diffs, bundleDocId, strapiIds, locale });
        if (endpoint.single) compare(expected, body.data, name, {});
        else {
          const got = new Map(body.data.map((item) => [item.documentId, item]));
          if (body.data.length !== expected.length)
            diffs.push(`${expected.length} documents expected, ${body.data.length} read`);
          for (const item of expected) {
            if (!got.has(item.documentId)) diffs.push(`document ${item.documentId} (id ${item.id}) missing`);
            else compare(item, got.get(item.documentId), `[${item.documentId}]`, {});
          }
        }
        if (diffs.length === 0) console.log(`OK   ${label} (${[expected].flat().length} documents)`);
        else
          fail(
            `${label}: ${diffs.length} differences\n       ${diffs.slice(0, process.env.CHECK_VERBOSE ? 1000 : 8).join('\n       ')}`,
          );
      }
    }

    // Closed by default: neither guests nor a user's own jwt read anything; the showroom server reads with its token.
    for (const [who, headers] of [
      ['guests:', {}],
      ["the demo user's jwt:", userAuth],
    ]) {
      const open = [];
      for (const endpoint of settings.endpoints) {
        const { status } = await read(endpoint, endpoint.localized ? 'de' : null, headers);
        if (status !== 403) open.push(`${endpoint.path} ${status}`);
      }
      if (open.length) fail(`${who} not refused: ${open.join(', ')}`);
      else console.log(`OK   ${who} refused every endpoint (403)`);
    }
    const register = await fetch(`${base}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'intruder', email: 'intruder@example.com', password: 'Intruder-2026' }),
    });
    if (register.status !== 403) fail(`registration: ${register.status} ${await register.text()}`);
    else console.log('OK   registration is refused (403)');

    // The world password never leaves Strapi, not even to the full-access token.
    const worldsEndpoint = settings.endpoints.find((endpoint) => endpoint.path === '/api/worlds');
    const worlds = await read(worldsEndpoint, 'de');
    const passwordSeen =
      JSON.stringify(worlds.body).includes('scrypt$') || worlds.body.data?.some((world) => 'password' in world);
    if (worlds.status !== 200 || passwordSeen)
      fail(`worlds with the token: status ${worlds.status}, password visible: ${passwordSeen}`);
    else console.log('OK   the token reads worlds without any password field');
    for (const probe of [
      'filters[password][$startsWith]=scrypt',
      'filters[password][$null]=false',
      'sort=password:asc',
      'fields[0]=password',
    ]) {
      const response = await fetch(`${base}/api/worlds?locale=de&${probe}`, { headers: auth });
      const text = await response.text();
      const leaked = text.includes('scrypt$');
      // A filter on a private field must be refused (400) or ignored: never narrow the list by the password.
      const narrowed =
        response.status === 200 &&
        JSON.parse(text).data.length !== worlds.body.data.length &&
        probe.startsWith('filters');
      if (leaked || narrowed)
        fail(`token probe ${probe}: status ${response.status}, leaked ${leaked}, narrowed ${narrowed}`);
      else console.log(`OK   token probe ${probe} -> ${response.status}, no password`);
    }
    for (const [who, headers] of [
      ['guests:', {}],
      ["the demo user's jwt:", userAuth],
    ]) {
      const write = await fetch(`${base}/api/worlds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ data: { slug: 'x' } }),
      });
      if (write.status !== 403) fail(`${who} may create worlds: ${write.status}`);
      else console.log(`OK   ${who} refused writing (403)`);
    }
  } finally {
    await stopChild(server.child);
  }

  // Idempotency: a second start on the same database imports nothing.
  started = Date.now();
  server = await boot({ ...env, CHECK_PASSWORD_PROBE: '1' });
  console.log(`[check] second start: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!server.probe?.hashed || !server.probe?.verifies)
    fail(`a world password typed in clear: ${JSON.stringify(server.probe)}`);
  else console.log('OK   a world password an editor types is stored as its scrypt hash, not in clear');
  await stopChild(server.child);
  const changed = Object.keys(firstCounts).filter((uid) => firstCounts[uid] !== server.counts[uid]);
  if (changed.length)
    fail(
      `second start changed counts: ${changed.map((uid) => `${uid} ${firstCounts[uid]} -> ${server.counts[uid]}`).join(', ')}`,
    );
  else
    console.log(
      `OK   second start imported nothing: ${Object.entries(firstCounts)
        .map(([uid, n]) => `${uid.split('.').pop()} ${n}`)
        .join(', ')}`,
    );
  if (!server.log.join('').includes('already imported')) fail('second start did not report "already imported"');

  if (!keep) fs.rmSync(tmp, { recursive: true, force: true });
  console.log(failures.length ? `\nFAILED: ${failures.length} check(s) failed` : '\nAll checks passed');
  return failures.length ? 1 : 0;
}

function makeComparer({ diffs, bundleDocId, strapiIds, locale }) {
  const isMedia = (value) => value && typeof value === 'object' && 'mime' in value && 'hash' in value && 'url' in value;
  const same = (a, b) => a === b || (typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) < 1e-9);

  function compareMedia(expected, actual, where) {
    if (!isMedia(actual)) return diffs.push(`${where}: media expected, got ${JSON.stringify(actual)?.slice(0, 80)}`);
    for (const key of ['name', 'alternativeText', 'caption', 'mime', 'ext', 'previewUrl', 'provider']) {
      if (!same(expected[key] ?? null, actual[key] ?? null))
        diffs.push(`${where}.${key}: ${JSON.stringify(expected[key])} != ${JSON.stringify(actual[key])}`);
    }
    const platform = /^https?:/.test(expected.url);
    if (
      platform ? actual.url !== expected.url : !actual.url.startsWith('/uploads/') || !actual.url.endsWith(expected.ext)
    )
      diffs.push(`${where}.url: ${actual.url} does not match ${expected.url}`);
    if (expected.mime.startsWith('image/') && expected.mime !== 'image/svg+xml') {
      if (actual.width !== expected.width || actual.height !== expected.height)
        diffs.push(`${where}: ${actual.width}x${actual.height} != ${expected.width}x${expected.height}`);
    }
    // Formats. Strapi (upload plugin, image-manipulation) makes a breakpoint format when the breakpoint is
    // smaller than the original's width or height, and a thumbnail fitted into 245x156; so its keys must be
    // exactly those of config/plugins.js' breakpoints (SPEC §9) below the original. The bundle names the
    // original itself where a format is as wide as it, and may list fewer formats; every bundle format that
    // is not the original must exist with the same size (the thumbnail: Strapi's own box, not compared).
    const got = actual.formats ?? {};
    const raster = expected.mime.startsWith('image/') && expected.mime !== 'image/svg+xml' && actual.width;
    if (raster) {
      const keys = Object.entries(BREAKPOINTS)
        .filter(([, width]) => width < actual.width || width < actual.height)
        .map(([key]) => key);
      if (actual.width > 245 || actual.height > 156) keys.push('thumbnail');
      const missing = keys.filter((key) => !got[key]);
      const extra = Object.keys(got).filter((key) => !keys.includes(key));
      if (missing.length || extra.length)
        diffs.push(`${where}.formats: missing ${missing.join(', ') || '-'}, unexpected ${extra.join(', ') || '-'}`);
      for (const [key, format] of Object.entries(got)) {
        const limit = key === 'thumbnail' ? null : BREAKPOINTS[key];
        if (limit && format.width > limit) diffs.push(`${where}.formats.${key}: ${format.width} wide, over ${limit}`);
      }
    } else {
      // A video's formats are the media pipeline's outputs (docs/content-model.md), which Strapi's own job makes
      // after the upload: any of its roles, none before it has run; nothing else, and nothing on other files.
      const allowed = expected.mime.startsWith('video/') ? PIPELINE_ROLES : [];
      const extra = Object.keys(got).filter((key) => !allowed.includes(key));
      if (extra.length) diffs.push(`${where}.formats: ${extra.join(', ')} on a ${expected.mime}`);
    }
    for (const [key, format] of Object.entries(expected.formats ?? {})) {
      if (format.url === expected.url || key === 'thumbnail') continue;
      if (!got[key] && PIPELINE_ROLES.includes(key)) continue;
      if (!got[key]) diffs.push(`${where}.formats.${key} missing`);
      else if (Math.abs(got[key].width - format.width) > 1 || Math.abs(got[key].height - format.height) > 1)
        diffs.push(`${where}.formats.${key}: ${got[key].width}x${got[key].height} != ${format.width}x${format.height}`);
    }
  }

  function targetEndpoint(component, action) {
    return TARGET_ENDPOINTS[targetKind(component, action)] ?? null;
  }

  function compareTarget(expected, actual, where, endpoint) {
    if (!expected || !actual || typeof expected !== 'object') return compare(expected, actual, where, {});
    const { id: expectedId, ...rest } = expected;
    const { id: actualId, ...actualRest } = actual;
    compare(rest, actualRest, where, {});
    if (expectedId == null || !endpoint) {
      if (!same(expectedId ?? null, actualId ?? null)) diffs.push(`${where}.id: ${expectedId} != ${actualId}`);
      return;
    }
    // The same document, by the id it has in the answer's locale (else in de, where the client falls back).
    const want = bundleDocId[endpoint].get(expectedId);
    const wantId = strapiIds.get(`${endpoint}|${want}|${locale}`) ?? strapiIds.get(`${endpoint}|${want}|de`);
    if (!want || actualId !== wantId)
      diffs.push(`${where}.id: ${endpoint} ${actualId}, not ${wantId}: ${want} in ${locale} (bundle id ${expectedId})`);
  }

  function compare(expected, actual, where, scope) {
    if (isMedia(expected)) return compareMedia(expected, actual, where);
    if (Array.isArray(expected)) {
      if (!Array.isArray(actual))
        return diffs.push(`${where}: array expected, got ${JSON.stringify(actual)?.slice(0, 80)}`);
      if (expected.length !== actual.length)
        diffs.push(`${where}: ${expected.length} items expected, got ${actual.length}`);
      expected.forEach((item, index) => compare(item, actual[index], `${where}[${index}]`, scope));
      return;
    }
    if (expected && typeof expected === 'object') {
      if (!actual || typeof actual !== 'object' || Array.isArray(actual))
        return diffs.push(`${where}: object expected, got ${JSON.stringify(actual)?.slice(0, 80)}`);
      // A populated relation: Strapi returns the whole target; the bundle only the fields the client reads.
      const relation = 'documentId' in actual && !('documentId' in expected);
      const component = expected.__component ?? scope.component;
      for (const [key, value] of Object.entries(expected)) {
        const at = `${where}.${key}`;
        if (key === 'password') {
          if (key in actual) diffs.push(`${at}: a password field is in the answer`);
          continue;
        }
        if (key === 'id') {
          if (relation && ID_RELATIONS[scope.field]) {
            const want = bundleDocId[ID_RELATIONS[scope.field]].get(value);
            if (want !== actual.documentId) diffs.push(`${at}: relation to ${actual.documentId}, not ${want}`);
          }
          continue;
        }
        if (['documentId', 'createdAt', 'updatedAt', 'publishedAt'].includes(key)) continue;
        if (!(key in actual)) {
          diffs.push(`${at}: missing`);
          continue;
        }
        if (key === 'action_target') compareTarget(value, actual[key], at, targetEndpoint(component, expected.action));
        else if (key === 'action_stack' && Array.isArray(value))
          value.forEach((step, index) => {
            const { action_target: target, ...other } = step;
            compare(
              other,
              actual[key]?.[index] && { ...actual[key][index], action_target: undefined },
              `${at}[${index}]`,
              {},
            );
            if (target)
              compareTarget(
                target,
                actual[key]?.[index]?.action_target,
                `${at}[${index}].action_target`,
                targetEndpoint(null, step.action),
              );
          });
        else compare(value, actual[key], at, { component, field: key });
      }
      if (!relation) {
        for (const [key, value] of Object.entries(actual)) {
          if (key in expected || STRAPI_META.has(key) || (key === '__component' && 'component' in scope)) continue;
          if (value === null || (Array.isArray(value) && value.length === 0) || value === undefined) continue;
          diffs.push(`${where}.${key}: not in the bundle but ${JSON.stringify(value).slice(0, 80)}`);
        }
      }
      return;
    }
    if (!same(expected, actual))
      diffs.push(`${where}: ${JSON.stringify(expected)?.slice(0, 60)} != ${JSON.stringify(actual)?.slice(0, 60)}`);
  }

  return compare;
}
