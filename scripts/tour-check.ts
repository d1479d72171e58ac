// `npm run tour-check -- --bundle <dir>` or `-- --cms <url> [--token <t>]`: the tour check (issue 32, point 4) over
// every locale of an offline bundle (content/demo) or of a Strapi CMS, which needs a full-access API token (`--token`,
// default CMS_TOKEN) for its entries and the world secrets. One line per problem, tab-separated: kind, locales ("all"
// when every locale has it), what it marks, message; exit 1. No problem: a one-line summary, exit 0. Bad arguments or
// a source that cannot be read: a message, exit 2. `--settings` names the client's app-settings.json (endpoints,
// frame origins), public/app-settings.json by default. The seams (issue 33, point 4: clips whose ends do not meet
// their locations' stills, media/seams.ts) are checked too, as kind `seam-mismatch`, unless `--skip-seams`: they
// decode every clip's ends (the demo's take about 12 s).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkSeams, describeSeam, SEAM_THRESHOLD } from '../media/seams.ts';
import { findTools } from '../media/tools.ts';
import { bundleSource, bundleUploads, cmsSource, cmsUploads, loadTour } from '../server/tour-source.ts';
import { parseClientSettings } from '../src/content/client-settings.ts';
import { seamPairs } from '../src/domain/seams.ts';
import { checkTour, type TourProblem } from '../src/domain/tour-check.ts';
import type { ContentBundle } from '../src/domain/types.ts';
import { LOCALES } from '../src/domain/types.ts';

/** A large tour's thousands of clips take minutes to decode at their ends. */
const SEAMS_TIMEOUT_MS = 30 * 60_000;

const USAGE =
  'usage: npm run tour-check -- --bundle <dir> | --cms <url> [--token <t>] [--settings <app-settings.json>]\n' +
  '       [--skip-seams]\n' +
  '  --token: a full-access Strapi API token (default: CMS_TOKEN)';

/** A problem as one line: kind, locales, the entity it marks, message. */
export function problemLine(problem: TourProblem): string {
  const { type, id, world, location, from, to } = problem.entity;
  const locales = problem.locales.length === LOCALES.length ? 'all' : problem.locales.join(',');
  const where = [
    `${type} ${id}`,
    location ? `at ${location}` : '',
    from && to && id !== `${from}--${to}` ? `(${from} -> ${to})` : '',
    world && type !== 'world' ? `in ${world}` : '',
  ];
  return [problem.kind, locales, where.filter(Boolean).join(' '), problem.message].join('\t');
}

/**
 * The seams whose pictures differ, as problem lines (kind, locales, entity, message: they are every locale's), and
 * how many seams there are.
 */
async function seamLines(
  content: ContentBundle,
  values: { bundle?: string; cms?: string; token?: string },
): Promise<{ lines: string[]; seams: number }> {
  const scratch = await mkdtemp(join(tmpdir(), 'vf-tour-check-'));
  try {
    const fileOf = values.bundle
      ? bundleUploads(resolve(values.bundle))
      : cmsUploads(values.cms!, values.token ?? null, scratch);
    const { ffmpeg } = await findTools();
    const seams = await checkSeams(seamPairs(content), {
      ffmpeg,
      fileOf,
      signal: AbortSignal.timeout(SEAMS_TIMEOUT_MS),
    });
    // As `problemLine` names a transition: its ends only where its payloadId does not say them.
    const ends = new Map(
      content.transitions.map((t) => [
        t.payloadId,
        t.payloadId === `${t.from}--${t.to}` ? '' : ` (${t.from} -> ${t.to})`,
      ]),
    );
    const lines = seams
      .filter((seam) => !seam.matches)
      .map((seam) =>
        [
          'seam-mismatch',
          'all',
          `transition ${seam.transition}${ends.get(seam.transition) ?? ''}`,
          `${describeSeam(seam)}: SSIM ${seam.similarity.toFixed(3)}, at least ${SEAM_THRESHOLD} matches`,
        ].join('\t'),
      );
    return { lines, seams: seams.length };
  } catch (error) {
    fail(
      `tour-check: cannot compare the seams of ${values.bundle ?? values.cms}: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        bundle: { type: 'string' },
        cms: { type: 'string' },
        token: { type: 'string', default: process.env.CMS_TOKEN },
        settings: { type: 'string', default: 'public/app-settings.json' },
        'skip-seams': { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (Boolean(values.bundle) === Boolean(values.cms)) fail(USAGE);
  const from = values.bundle ?? values.cms ?? '';
  let input;
  try {
    const settings = parseClientSettings(JSON.parse(await readFile(values.settings, 'utf8')));
    const source = values.bundle
      ? bundleSource(resolve(values.bundle))
      : cmsSource(from, values.token ?? null, settings);
    input = await loadTour(source, settings);
  } catch (error) {
    fail(`tour-check: cannot read ${from}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const problems = checkTour(input).map(problemLine);
  const seams = values['skip-seams'] ? null : await seamLines(input.locales[0]!.content, values);
  problems.push(...(seams?.lines ?? []));
  for (const line of problems) console.log(line);
  if (problems.length > 0) {
    console.error(`tour-check: ${problems.length} problem(s) in ${from}`);
    process.exit(1);
  }
  const de = input.locales[0]?.content;
  console.log(
    `tour-check: no problems in ${from}: ${de?.worlds.length ?? 0} worlds, ${de?.locations.length ?? 0} locations, ` +
      `${de?.transitions.length ?? 0} transitions, ${input.locales.length} locales` +
      (seams ? `; ${seams.seams} seams match` : ''),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
