// `npm test`: everything CI runs. Installs what a fresh machine lacks (Debian's Chromium), then runs the
// type check, lint, unit tests and the e2e suite, and fails when any of them fails.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  console.log('Installing Chromium from Debian (needed by the e2e suite)…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update && ${sudo}apt-get install -y chromium`, { stdio: 'inherit' });
}

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit', 'npm', ['run', 'test:unit']],
  ['build (test mode)', 'npx', ['vite', 'build', '--mode', 'test', '--logLevel', 'warn']],
  ['e2e', 'npm', ['run', 'test:e2e']],
];

ensureChromium();
const failed = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) failed.push(name);
}
console.log(
  `\nsteps: ${steps.length - failed.length} passed, ${failed.length} failed${failed.length ? ` (${failed.join(', ')})` : ''}`,
);
process.exit(failed.length ? 1 : 0);
