// `npm test`: everything CI runs. Installs what a fresh machine lacks (Debian's Chromium, cms/'s packages), then
// runs the type check, lint, unit tests, the e2e suite, a 3-minute soak and the e2e suite against the real Strapi,
// and fails when any of them fails.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  console.log('Installing Chromium from Debian (needed by the e2e suites)…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update && ${sudo}apt-get install -y chromium`, { stdio: 'inherit' });
}

/**
 * cms/ (Strapi, its own lock file) installs in the background while the first steps run: it takes minutes, mostly
 * downloading. Resolves with its exit code (0 when it was there already); its output goes to a log file.
 */
function installCmsInBackground() {
  if (existsSync('cms/node_modules/@strapi/strapi')) return Promise.resolve({ code: 0, log: null });
  mkdirSync('test-results', { recursive: true });
  const log = 'test-results/cms-install.log';
  console.log(`Installing cms/ in the background (log: ${log})…`);
  const output = openSync(log, 'w');
  const child = spawn('npm', ['ci', '--no-audit', '--no-fund'], { cwd: 'cms', stdio: ['ignore', output, output] });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code: code ?? 1, log })));
}

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit', 'npm', ['run', 'test:unit']],
  ['build (test mode)', 'npx', ['vite', 'build', '--mode', 'test', '--logLevel', 'warn']],
  ['e2e', 'npm', ['run', 'test:e2e']],
  ['soak (3 minutes)', 'npm', ['run', 'soak', '--', '--minutes', '3']],
  ['e2e against Strapi', 'npm', ['run', 'test:cms'], { needsCms: true }],
];

ensureChromium();
const cmsInstall = installCmsInBackground();
const failed = [];
for (const [name, command, args, options] of steps) {
  console.log(`\n=== ${name} ===`);
  if (options?.needsCms) {
    const { code, log } = await cmsInstall;
    if (code !== 0) {
      console.log(`npm ci in cms/ failed (exit ${code}):\n${readFileSync(log, 'utf8').slice(-4000)}`);
      failed.push(name);
      continue;
    }
  }
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  console.log(`(${name}: ${((Date.now() - started) / 60_000).toFixed(1)} min)`);
  if (result.status !== 0) failed.push(name);
}
console.log(
  `\nsteps: ${steps.length - failed.length} passed, ${failed.length} failed${failed.length ? ` (${failed.join(', ')})` : ''}`,
);
process.exit(failed.length ? 1 : 0);
