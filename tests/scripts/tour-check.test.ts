/** Issue 32, point 4: `npm run tour-check`'s lines and exit codes. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoCopy, DEMO, plantFaults, SWAPPED, swapClip } from '../fixtures/tour-bundles.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function tourCheck(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/tour-check.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, CMS_TOKEN: '' },
    timeout: 120_000,
  });
  return { code: run.status, lines: run.stdout.split('\n').filter(Boolean), stderr: run.stderr };
}

describe('npm run tour-check', () => {
  const faulty = demoCopy();
  const planted = plantFaults(faulty.dir);
  const swapped = demoCopy();
  swapClip(swapped.dir);
  afterAll(() => {
    faulty.remove();
    swapped.remove();
  });

  it('prints a one-line summary and exits 0 on the demo, its seams compared', () => {
    const { code, lines } = tourCheck('--bundle', DEMO);
    expect(lines).toEqual([
      `tour-check: no problems in ${DEMO}: 3 worlds, 18 locations, 44 transitions, 10 locales; 214 seams match`,
    ]);
    expect(code).toBe(0);
  }, 120_000);

  it('prints one line per problem (kind, locales, entity, message) and exits 1', () => {
    // The planted locations' transitions copy a clip that meets none of their pictures: seams are the next test's.
    const { code, lines, stderr } = tourCheck('--bundle', faulty.dir, '--skip-seams');
    expect(code).toBe(1);
    expect(lines).toHaveLength(planted.length + 2);
    for (const line of lines) expect(line.split('\t')).toHaveLength(4);
    for (const { kind, type, id } of planted)
      expect(lines.some((line) => line.startsWith(`${kind}\t`) && line.includes(`\t${type} ${id}`))).toBe(true);
    expect(lines).toContain(
      'hotspot-cut-off\tall\thotspot open-link:9003 at factory-cnc in factory\t' +
        'the hotspot at x 0.05, y 0.5 is cut off on the portrait wall (1080x1920), table (1366x1024), phone (390x844)',
    );
    expect(lines.find((line) => line.startsWith('text-missing\t'))).toMatch(
      /^text-missing\tfr\tui-string app__title\t/,
    );
    expect(stderr).toContain(`${lines.length} problem(s)`);
  });

  it('prints a seam-mismatch line for each seam of a clip that does not meet its pictures', () => {
    const { code, lines } = tourCheck('--bundle', swapped.dir);
    expect(code).toBe(1);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(line).toMatch(/^seam-mismatch\tall\ttransition [\w-]+\t.*: SSIM 0\.\d{3}, at least 0\.8 matches$/);
      expect(line).toContain(SWAPPED.transition);
    }
    const own = lines.filter((line) => line.startsWith(`seam-mismatch\tall\ttransition ${SWAPPED.transition}\t`));
    expect(own.map((line) => line.split('\t')[3]!.replace(/: SSIM .*/, ''))).toEqual(
      expect.arrayContaining([
        'its start against the still of factory-entrance',
        'its end against the still of factory-lobby',
      ]),
    );
  }, 120_000);

  it.each([
    ['no source', []],
    ['both sources', ['--bundle', DEMO, '--cms', 'http://127.0.0.1:9']],
    ['an unknown option', ['--bundel', DEMO]],
  ])('exits 2 with the usage on %s', (_name, args) => {
    const { code, lines, stderr } = tourCheck(...args);
    expect(code).toBe(2);
    expect(lines).toEqual([]);
    expect(stderr).toContain('usage: npm run tour-check');
  });

  it.each([
    ['a folder that is no bundle', ['--bundle', path.join(ROOT, 'docs')]],
    ['a CMS that does not answer', ['--cms', 'http://127.0.0.1:9']],
  ])('exits 2 with a message on %s', (_name, args) => {
    const { code, lines, stderr } = tourCheck(...args);
    expect(code).toBe(2);
    expect(lines).toEqual([]);
    expect(stderr).toMatch(/^tour-check: cannot read /);
  });
});
