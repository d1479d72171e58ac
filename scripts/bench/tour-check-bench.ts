import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { bundleSource, loadTour } from '../../server/tour-source.ts';
import { parseClientSettings } from '../../src/content/client-settings.ts';
import { checkTour } from '../../src/domain/tour-check.ts';
import { makeLargeTour, wireFiles } from '../demo/large-tour.ts';
import { fixed, percentile, type Row } from './stats.ts';

/**
 * The tour check (issue 32, point 9) over the large synthetic tour (2,000 locations, 6,000 transitions, 10 locales),
 * written as `npm run demo:large` writes it: the rules' time, first run (what `npm run tour-check` pays) and then
 * warm, apart from reading and parsing the bundle; the CPU time too, since a busy machine stretches the wall clock.
 */
export async function tourCheckBench(runs = 5): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'vf-tour-check-bench-'));
  try {
    for (const [file, data] of wireFiles(makeLargeTour({ locations: 2000, transitions: 6000 }))) {
      mkdirSync(dirname(join(dir, 'api', file)), { recursive: true });
      writeFileSync(join(dir, 'api', file), JSON.stringify(data));
    }
    const settings = parseClientSettings(JSON.parse(readFileSync('public/app-settings.json', 'utf8')));
    const loadStart = performance.now();
    const input = await loadTour(bundleSource(dir), settings);
    const loadMs = performance.now() - loadStart;
    const times: number[] = [];
    const cpu: number[] = [];
    let problems = 0;
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      const used = process.cpuUsage();
      problems = checkTour(input).length;
      const { user, system } = process.cpuUsage(used);
      times.push(performance.now() - start);
      cpu.push((user + system) / 1000);
    }
    return [
      { figure: 'tour check: large tour read and parsed, 10 locales (ms)', value: fixed(loadMs, 0), target: '' },
      { figure: 'tour check: rules, first run (ms)', value: fixed(times[0] ?? 0, 0), target: '< 1000' },
      { figure: 'tour check: rules, warm p50 (ms)', value: fixed(percentile(times.slice(1), 50), 0), target: '< 1000' },
      { figure: 'tour check: rules, first run CPU (ms)', value: fixed(cpu[0] ?? 0, 0), target: '' },
      { figure: 'tour check: problems in the large tour', value: String(problems), target: '' },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
