// `npm run media -- process <file> --out <dir> [--kind background|transition|media] [--max-seconds <s>]
// [--max-size <WxH>] [--timeout <s>]`: the media pipeline (issue 33) on one file, the unit Strapi runs in a child
// process (`node --import tsx scripts/media.ts process ...` from the repository's root). The JSON report goes to
// stdout; progress (`progress 42%`) and a failure's message to stderr. Exit 0: ready; 1: failed (the report says
// why); 2: bad arguments, no report. SIGTERM or SIGINT stops the job (ffmpeg killed, report `cancelled`, exit 1).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { limitsFromEnv, parseLimits } from '../media/limits.ts';
import { processMedia } from '../media/process.ts';
import { MEDIA_KINDS, type MediaKind } from '../media/report.ts';

const USAGE =
  'usage: npm run media -- process <file> --out <dir> [--kind background|transition|media] [--max-seconds <s>]\n' +
  '       [--max-size <WxH>] [--timeout <s>]\n' +
  '  --kind: background and transition play muted, a transition gets its first and last frame (default: media)\n' +
  '  limits: default 120 s, 7680x4320, 7200 s; else MEDIA_MAX_SECONDS, MEDIA_MAX_SIZE, MEDIA_TIMEOUT_SECONDS';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function isKind(kind: string): kind is MediaKind {
  return (MEDIA_KINDS as readonly string[]).includes(kind);
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        kind: { type: 'string', default: 'media' },
        'max-seconds': { type: 'string' },
        'max-size': { type: 'string' },
        timeout: { type: 'string' },
      },
    });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [command, file, ...rest] = positionals;
  if (command !== 'process' || !file || rest.length > 0) fail('media: expected `process <file>`');
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

  const stop = new AbortController();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => stop.abort());
  let shown = -1;
  const report = await processMedia(resolve(file), {
    outDir: resolve(values.out),
    kind: values.kind,
    limits,
    signal: stop.signal,
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

await main();
