// `npm run media -- process <file> --out <dir> [--kind background|transition|media] [--max-seconds <s>]
// [--max-size <WxH>] [--timeout <s>]`: the media pipeline (issue 33) on one file, the unit Strapi runs in a child
// process (`node --import tsx scripts/media.ts process ...` from the repository's root). The JSON report goes to
// stdout; progress (`progress 42%`) and a failure's message to stderr. Exit 0: ready; 1: failed (the report says
// why); 2: bad arguments, no report. SIGTERM or SIGINT stops the job (ffmpeg killed, report `cancelled`, exit 1).
//
// `npm run media -- seams --bundle <dir> | --cms <url> [--token <t>] [--out <dir>] [--json] [--threshold <0..1>]`:
// the seam check (issue 33, point 4, media/seams.ts) over a bundle or a CMS (a full-access token, default CMS_TOKEN):
// a line per seam whose pictures differ (with --out, the two pictures side by side in a JPEG there), or every seam as
// JSON; exit 0 when all match, 1 when one does not, 2 on bad arguments or a source that cannot be read. `--pairs
// <file>` compares the seams listed there (JSON, as src/domain/seams.ts lists them) with the files of `--bundle`.
//
// `npm run media -- frame <video> --at first|last --out <file.jpg>`: a clip's first or last frame, its full size,
// as a JPEG (what "take the clip's last frame as the location's still" uploads). Exit 1 when there is none.
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { limitsFromEnv, parseLimits } from '../media/limits.ts';
import { processMedia, writeFrame } from '../media/process.ts';
import { MEDIA_KINDS, type MediaKind } from '../media/report.ts';
import { checkSeams, describeSeam, SEAM_THRESHOLD, type SeamResult, writeSideBySide } from '../media/seams.ts';
import { findTools } from '../media/tools.ts';
import { bundleSource, bundleUploads, cmsSource, cmsUploads, loadTour } from '../server/tour-source.ts';
import { parseClientSettings } from '../src/content/client-settings.ts';
import { type SeamPair, seamPairs, type SeamSide } from '../src/domain/seams.ts';
import { DEFAULT_LOCALE } from '../src/domain/types.ts';

const USAGE =
  'usage: npm run media -- process <file> --out <dir> [--kind background|transition|media] [--max-seconds <s>]\n' +
  '       [--max-size <WxH>] [--timeout <s>]\n' +
  '       npm run media -- seams --bundle <dir> | --cms <url> [--token <t>] [--out <dir>] [--json] [--threshold <n>]\n' +
  '       [--pairs <file>]\n' +
  '       npm run media -- frame <video> [--at first|last] --out <file.jpg>\n' +
  '  --kind: background and transition play muted, a transition gets its first and last frame (default: media)\n' +
  '  limits: default 120 s, 7680x4320, 7200 s; else MEDIA_MAX_SECONDS, MEDIA_MAX_SIZE, MEDIA_TIMEOUT_SECONDS\n' +
  '  seams: --token a full-access Strapi API token (default CMS_TOKEN); --threshold the least SSIM that matches';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function isKind(kind: string): kind is MediaKind {
  return (MEDIA_KINDS as readonly string[]).includes(kind);
}

/** The options of `command` and its positionals; bad arguments exit 2. */
function parse<T extends ParseArgsConfig['options']>(options: T) {
  try {
    return parseArgs({ args: process.argv.slice(3), allowPositionals: true, options });
  } catch (error) {
    fail(`media: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Stops the work at SIGTERM or SIGINT. */
function stopSignal(): AbortSignal {
  const stop = new AbortController();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => stop.abort());
  return stop.signal;
}

async function processCommand(): Promise<void> {
  const { values, positionals } = parse({
    out: { type: 'string' },
    kind: { type: 'string', default: 'media' },
    'max-seconds': { type: 'string' },
    'max-size': { type: 'string' },
    timeout: { type: 'string' },
  });
  const [file, ...rest] = positionals;
  if (!file || rest.length > 0) fail('media: expected `process <file>`');
  if (!values.out) fail('media: --out <dir> is required');
  if (!isKind(values.kind)) fail(`media: unknown kind ${values.kind}`);
  let limits;
  try {
    const env = limitsFromEnv();
    limits = parseLimits({
      maxSeconds: values['max-seconds'] ?? env.maxSeconds,
      maxSize: values['max-size'] ?? env.maxSize,
      timeoutSeconds: values.timeout ?? env.timeoutSeconds,
    });
  } catch (error) {
    fail(`media: ${error instanceof Error ? error.message : String(error)}`);
  }

  let shown = -1;
  const report = await processMedia(resolve(file), {
    outDir: resolve(values.out),
    kind: values.kind,
    limits,
    signal: stopSignal(),
    onProgress: (done) => {
      const percent = Math.floor(done * 100);
      if (percent > shown) console.error(`progress ${(shown = percent)}%`);
    },
  });
  console.log(JSON.stringify(report, null, 2));
  if (report.status === 'failed') {
    console.error(`media: ${report.reason}: ${report.message}`);
    process.exitCode = 1;
  }
}

/** The seams of a bundle's or a CMS's content. */
async function sourcePairs(values: { bundle?: string; cms?: string; token?: string; settings: string }) {
  const settings = parseClientSettings(JSON.parse(await readFile(values.settings, 'utf8')));
  const source = values.bundle
    ? bundleSource(resolve(values.bundle))
    : cmsSource(values.cms!, values.token ?? null, settings);
  // The layout and the clips are every locale's: the default locale's content has them all.
  const tour = await loadTour(source, settings, [DEFAULT_LOCALE]);
  return seamPairs(tour.locales[0]!.content);
}

/** Seams given as JSON (`--pairs`, as `seamPairs` lists them: the studio sends the ones of its editor's tour). */
function pairsIn(text: string): SeamPair[] {
  const pairs: unknown = JSON.parse(text);
  const side = (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SeamSide).url === 'string' &&
    ['first', 'last'].includes((value as SeamSide).at);
  const valid = (pair: SeamPair) =>
    typeof pair?.transition === 'string' &&
    ['start', 'end', 'chain'].includes(pair.kind) &&
    side(pair.clip) &&
    side(pair.other);
  if (!Array.isArray(pairs) || !pairs.every(valid)) throw new Error('--pairs: expected a list of seams');
  return pairs;
}

async function seamsCommand(): Promise<void> {
  const { values, positionals } = parse({
    bundle: { type: 'string' },
    cms: { type: 'string' },
    token: { type: 'string', default: process.env.CMS_TOKEN },
    settings: { type: 'string', default: 'public/app-settings.json' },
    out: { type: 'string' },
    json: { type: 'boolean', default: false },
    threshold: { type: 'string', default: String(SEAM_THRESHOLD) },
    pairs: { type: 'string' },
  });
  if (positionals.length > 0 || Boolean(values.bundle) === Boolean(values.cms)) {
    fail('media: expected `seams --bundle <dir>` or `seams --cms <url>`');
  }
  const threshold = Number(values.threshold);
  if (!(threshold > 0 && threshold <= 1)) fail(`media: --threshold ${values.threshold} is not in (0, 1]`);
  const from = values.bundle ?? values.cms!;
  const scratch = await mkdtemp(join(tmpdir(), 'vf-seams-'));
  try {
    let pairs;
    let fileOf;
    try {
      pairs = values.pairs ? pairsIn(await readFile(values.pairs, 'utf8')) : await sourcePairs(values);
      fileOf = values.bundle ? bundleUploads(resolve(values.bundle)) : cmsUploads(from, values.token ?? null, scratch);
    } catch (error) {
      fail(`media: cannot read ${from}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const { ffmpeg } = await findTools();
    const signal = stopSignal();
    const seams = await checkSeams(pairs, { ffmpeg, fileOf, signal, threshold });
    const mismatches = seams.filter((seam) => !seam.matches);
    if (values.out) await mkdir(values.out, { recursive: true });
    const pictures = new Map<SeamResult, string>();
    for (const seam of values.out ? mismatches : []) {
      const picture = join(
        resolve(values.out!),
        `${[seam.transition, seam.kind, seam.next].filter(Boolean).join('--')}.jpg`,
      );
      const sides = [seam.clip, seam.other].map(async ({ url, at }) => ({ file: await fileOf(url), at }));
      const [clip, other] = await Promise.all(sides);
      await writeSideBySide(ffmpeg, [clip!, other!], picture, signal);
      pictures.set(seam, picture);
    }
    if (values.json) {
      const listed = seams.map((seam) => (pictures.has(seam) ? { ...seam, picture: pictures.get(seam) } : seam));
      console.log(JSON.stringify({ threshold, seams: listed }, null, 2));
    } else {
      for (const seam of mismatches) {
        const line = ['seam', seam.transition, describeSeam(seam), `SSIM ${seam.similarity.toFixed(3)}`];
        console.log([...line, pictures.get(seam) ?? ''].filter(Boolean).join('\t'));
      }
    }
    const summary = `media seams: ${seams.length - mismatches.length} of ${seams.length} seams match in ${from}`;
    console.error(`${summary} (SSIM at least ${threshold})`);
    if (mismatches.length > 0) process.exitCode = 1;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function frameCommand(): Promise<void> {
  const { values, positionals } = parse({ at: { type: 'string', default: 'last' }, out: { type: 'string' } });
  const [video, ...rest] = positionals;
  if (!video || rest.length > 0 || !values.out) fail('media: expected `frame <video> --out <file.jpg>`');
  if (values.at !== 'first' && values.at !== 'last') fail(`media: --at ${values.at} is neither first nor last`);
  const { ffmpeg } = await findTools();
  try {
    await writeFrame(ffmpeg, resolve(video), values.at, resolve(values.out), stopSignal());
  } catch (error) {
    console.error(`media: no frame from ${video}: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

const commands: Record<string, () => Promise<void>> = {
  process: processCommand,
  seams: seamsCommand,
  frame: frameCommand,
};
const command = commands[process.argv[2] ?? ''];
if (!command) fail('media: expected `process <file>`, `seams` or `frame <video>`');
await command();
