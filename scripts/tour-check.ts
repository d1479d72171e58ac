// `npm run tour-check -- --bundle <dir>` or `-- --cms <url> [--token <t>]`: the tour check (issue 32, point 4) over
// every locale of an offline bundle (content/demo) or of a Strapi CMS, which needs a full-access API token (`--token`,
// default CMS_TOKEN) for its entries and the world secrets. One line per problem, tab-separated: kind, locales ("all"
// when every locale has it), what it marks, message; exit 1. No problem: a one-line summary, exit 0. Bad arguments or
// a source that cannot be read: a message, exit 2. `--settings` names the client's app-settings.json (endpoints,
// frame origins), public/app-settings.json by default.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { bundleSource, cmsSource, loadTour } from '../server/tour-source.ts';
import { parseClientSettings } from '../src/content/client-settings.ts';
import { checkTour, type TourProblem } from '../src/domain/tour-check.ts';
import { LOCALES } from '../src/domain/types.ts';

const USAGE =
  'usage: npm run tour-check -- --bundle <dir> | --cms <url> [--token <t>] [--settings <app-settings.json>]\n' +
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
  const problems = checkTour(input);
  for (const problem of problems) console.log(problemLine(problem));
  if (problems.length > 0) {
    console.error(`tour-check: ${problems.length} problem(s) in ${from}`);
    process.exit(1);
  }
  const de = input.locales[0]?.content;
  console.log(
    `tour-check: no problems in ${from}: ${de?.worlds.length ?? 0} worlds, ${de?.locations.length ?? 0} locations, ` +
      `${de?.transitions.length ?? 0} transitions, ${input.locales.length} locales`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
