// `npm test`: everything CI runs. Installs what a fresh machine lacks (Debian's Chromium and Redis, cms/'s packages),
// runs the type check, lint, unit tests, the e2e suite, a 3-minute soak and the e2e suite against the real Strapi,
// and fails when any of them fails.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Logs of what runs in the background; not under test-results/, which each Playwright run empties. */
const logs = mkdtempSync(join(tmpdir(), 'npm-test-'));

/** Debian's Chromium (the e2e suites) and Redis (tests/server/redis.test.ts), both when either is missing. */
function ensureDebianPackages() {
  if (existsSync('/usr/bin/chromium') && existsSync('/usr/bin/redis-server')) return;
  console.log('Installing Chromium and Redis from Debian (needed by the e2e suites and the shared limits test)…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update && ${sudo}apt-get install -y chromium redis-server`, { stdio: 'inherit' });
}

/**
 * cms/ (Strapi, its own lock file) installs in the background while the first steps run: it takes minutes, mostly
 * downloading. Resolves with its exit code (0 when it was there already); its output goes to a log file.
 */
function installCmsInBackground() {
  if (existsSync('cms/node_modules/@strapi/strapi')) return Promise.resolve({ code: 0, log: null });
  const log = join(logs, 'cms-install.log');
  console.log(`Installing cms/ in the background (log: ${log})…`);
  const output = openSync(log, 'w');
  const child = spawn('npm', ['ci', '--no-audit', '--no-fund'], { cwd: 'cms', stdio: ['ignore', output, output] });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code: code ?? 1, log })));
}

/**
 * The steps, in stages: the steps of one stage run side by side, the first with its output on the console, the
 * others into a log printed when the stage ends. The type check and lint are single-threaded, so they share the
 * two cores, and the test and bench builds (seconds each) with them; the browser suites and the soak run alone,
 * since their timings are what they check.
 */
const stages = [
  [
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
    ['build (test mode)', 'npx', ['vite', 'build', '--mode', 'test', '--logLevel', 'warn']],
    // The soak's server builds its bundle when it is older than its sources (server/build.ts): not any more then.
    ['build (bench mode)', 'npx', ['vite', 'build', '--mode', 'bench', '--logLevel', 'warn']],
  ],
  [['unit', 'npm', ['run', 'test:unit']]],
  [['e2e', 'npm', ['run', 'test:e2e']]],
  [['soak (3 minutes)', 'npm', ['run', 'soak', '--', '--minutes', '3']]],
  [['e2e against Strapi', 'npm', ['run', 'test:cms'], { needsCms: true }]],
];

/** Runs one step; resolves with whether it passed. `log` names the file its output goes to (null: the console). */
async function run([name, command, args, options], log) {
  if (options?.needsCms) {
    const { code, log: installLog } = await cmsInstall;
    if (code !== 0) {
      console.log(`npm ci in cms/ failed (exit ${code}):\n${readFileSync(installLog, 'utf8').slice(-4000)}`);
      return false;
    }
  }
  const started = Date.now();
  const output = log ? openSync(log, 'w') : 'inherit';
  const child = spawn(command, args, { stdio: ['ignore', output, output] });
  const code = await new Promise((resolve) => child.on('exit', (exit) => resolve(exit ?? 1)));
  if (log) console.log(`\n=== ${name} (output) ===\n${readFileSync(log, 'utf8')}`);
  console.log(`(${name}: ${((Date.now() - started) / 60_000).toFixed(1)} min)`);
  return code === 0;
}

ensureDebianPackages();
const cmsInstall = installCmsInBackground();
const failed = [];
for (const stage of stages) {
  console.log(`\n=== ${stage.map(([name]) => name).join(' | ')} ===`);
  const passed = await Promise.all(
    stage.map((step, i) => run(step, i === 0 ? null : join(logs, `${step[0].replace(/\W+/g, '-')}.log`))),
  );
  stage.forEach(([name], i) => passed[i] || failed.push(name));
}
const count = stages.flat().length;
console.log(
  `\nsteps: ${count - failed.length} passed, ${failed.length} failed${failed.length ? ` (${failed.join(', ')})` : ''}`,
);
process.exit(failed.length ? 1 : 0);
