import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Tally } from '../../tests/reliability/ledger.ts';
import type { Row } from './stats.ts';

/** The browser suites of faults and bad input (issue 15); tests/reliability/ holds the others. */
export const RELIABILITY_SPECS = [
  'e2e/network-faults.spec.ts',
  'e2e/media-faults.spec.ts',
  'e2e/xss-corpus.spec.ts',
  'e2e/visitor-abuse.spec.ts',
];

/** Runs a suite with the ledger on; the number of tests that failed, from its JSON report on stdout. */
function run(command: string, args: string[], ledger: string): { failedTests: number; ran: boolean } {
  const result = spawnSync(command, args, {
    env: { ...process.env, RELIABILITY_LEDGER: ledger },
    encoding: 'utf8',
    maxBuffer: 256 * 2 ** 20,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as {
      numFailedTests?: number;
      stats?: { unexpected?: number };
    };
    return { failedTests: report.numFailedTests ?? report.stats?.unexpected ?? 0, ran: true };
  } catch {
    return { failedTests: 0, ran: false };
  }
}

/**
 * Issue 15, point 9: the fault and bad-input suites run once with their ledger (tests/reliability/ledger.ts) on,
 * and its counts summed: bad inputs tried, faults injected, outcomes that were not the expected message, fallback
 * or skip, contact submissions lost. A test that failed before it could count is an outcome that failed too.
 */
export function reliabilityBench(): Row[] {
  const dir = mkdtempSync(join(tmpdir(), 'vf-reliability-'));
  const ledger = join(dir, 'ledger.jsonl');
  try {
    const build = spawnSync('npx', ['vite', 'build', '--mode', 'test', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the test build failed');
    const unit = run('npx', ['vitest', 'run', 'tests/reliability', '--reporter=json'], ledger);
    const browser = run(
      'npx',
      ['playwright', 'test', ...RELIABILITY_SPECS.filter((spec) => existsSync(spec)), '--reporter=json'],
      ledger,
    );
    const entries = existsSync(ledger)
      ? readFileSync(ledger, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Tally)
      : [];
    const sum = (key: 'inputs' | 'faults' | 'failed' | 'lost') =>
      entries.reduce((total, entry) => total + (entry[key] ?? 0), 0);
    const unreported = [unit, browser].filter((suite) => !suite.ran).length;
    const failedTests = unit.failedTests + browser.failedTests;
    return [
      {
        figure: `reliability cases counted (tests/reliability, ${RELIABILITY_SPECS.length} e2e specs)`,
        value: String(entries.length),
        target: '',
      },
      { figure: 'bad inputs tried', value: String(sum('inputs')), target: '' },
      { figure: 'faults injected', value: String(sum('faults')), target: '' },
      {
        figure: 'outcomes that failed (counted; tests failed)',
        value: `${sum('failed')}; ${failedTests}${unreported ? `, ${unreported} suite(s) gave no report` : ''}`,
        target: '0; 0',
      },
      { figure: 'contact submissions lost', value: String(sum('lost')), target: '0' },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
