import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LIMITS, type Limits } from './limits.ts';
import { encodeArgs, planTranscode, type TranscodePlan } from './plan.ts';
import { probeSource } from './probe.ts';
import {
  MediaFailure,
  type MediaKind,
  type MediaOutput,
  type MediaReport,
  type MediaWarning,
  type OutputRole,
  type SourceFacts,
} from './report.ts';
import { run, ToolError } from './run.ts';
import { findTools, type MediaTools } from './tools.ts';

export interface ProcessOptions {
  /** Where the renditions and pictures go (made when missing), named by role: `video_1080.mp4`, `poster.jpg`. */
  outDir: string;
  kind: MediaKind;
  limits?: Limits;
  /** Stops the job from outside: ffmpeg is killed, the report says `cancelled`. */
  signal?: AbortSignal;
  tools?: MediaTools;
  /** The share of the transcode done, 0 to 1, as ffmpeg reports it. */
  onProgress?: (done: number) => void;
}

async function sourceBytes(file: string): Promise<number> {
  const stats = await stat(file).catch(() => null);
  if (!stats?.isFile()) throw new MediaFailure('not_found', `There is no file at ${file}.`);
  if (stats.size === 0) throw new MediaFailure('empty', 'The file is empty (0 bytes).');
  return stats.size;
}

const QUIET = ['-hide_banner', '-loglevel', 'error', '-nostdin'];

/**
 * BT.709 limited range (the video) to JPEG's BT.601 full range, so a frame shows the colours the clip shows. Two
 * steps: this ffmpeg's scale filter leaves the range as it is when it also converts the matrix into yuvj420p. With
 * accurate rounding, else the picture comes out a shade darker than the video's frame (2 of 255).
 */
const JPEG = [
  '-vf',
  'scale=in_color_matrix=bt709:out_color_matrix=bt601:flags=accurate_rnd+full_chroma_int,' +
    'scale=in_range=tv:out_range=full:flags=accurate_rnd,format=yuvj420p',
];

/** JPEG quality: ffmpeg's -q:v 3 is about libjpeg's 90, near enough for a frame to stand in for a location's still. */
const JPEG_QUALITY = ['-q:v', '3'];

/** A running job: its tools, where it writes, and the signal that stops it. */
interface Job {
  tools: MediaTools;
  outDir: string;
  kind: MediaKind;
  signal: AbortSignal;
  onProgress: ((done: number) => void) | undefined;
}

/** One ffmpeg run: decoded once, the picture normalised once, each rendition scaled and encoded from it. */
async function transcode(job: Job, file: string, duration: number, plan: TranscodePlan): Promise<void> {
  const outputs = plan.renditions.flatMap((r) => encodeArgs(plan, r, path.join(job.outDir, r.file)));
  const args = [...QUIET, '-threads', '2', '-i', file, '-filter_complex', plan.graph, '-filter_complex_threads', '2'];
  await run(job.tools.ffmpeg, [...args, '-progress', 'pipe:1', '-nostats', ...outputs], job.signal, (line) => {
    // ffmpeg's out_time_ms is in microseconds, despite its name.
    const micros = /^out_time_ms=(\d+)/.exec(line)?.[1];
    if (micros && duration > 0) job.onProgress?.(Math.min(1, Number(micros) / 1e6 / duration));
  });
}

/**
 * The first or last frame of `video` (one of our renditions: BT.709, limited range) as a JPEG at `out`, its full size.
 * The last: from a keyframe at most a second before the end, every frame written over the last, so the file keeps
 * the last one.
 */
export async function writeFrame(
  ffmpeg: string,
  video: string,
  at: 'first' | 'last',
  out: string,
  signal: AbortSignal,
): Promise<void> {
  const input = at === 'first' ? ['-i', video] : ['-sseof', '-1.5', '-i', video];
  const picked = at === 'first' ? ['-frames:v', '1'] : ['-update', '1'];
  await run(ffmpeg, [...QUIET, ...input, ...JPEG, ...JPEG_QUALITY, ...picked, '-y', out], signal);
}

/**
 * The poster (the first frame: shown until the video plays, so any other picture would jump), and a transition's
 * first and last frames, from the 1080p rendition (else the 720p one): exactly what a visitor sees at its ends.
 */
async function frames(job: Job, plan: TranscodePlan): Promise<[OutputRole, string][]> {
  const from = plan.renditions.find((r) => r.role !== 'video_2160');
  if (!from) throw new Error('no rendition of 1080p or less'); // 720p is made from every source
  const [video, poster] = [path.join(job.outDir, from.file), path.join(job.outDir, 'poster.jpg')];
  await writeFrame(job.tools.ffmpeg, video, 'first', poster, job.signal);
  if (job.kind !== 'transition') return [['poster', poster]];
  const [first, last] = [path.join(job.outDir, 'first_frame.jpg'), path.join(job.outDir, 'last_frame.jpg')];
  await copyFile(poster, first);
  await writeFrame(job.tools.ffmpeg, video, 'last', last, job.signal);
  return [
    ['poster', poster],
    ['first_frame', first],
    ['last_frame', last],
  ];
}

const measuredSchema = z.object({
  streams: z.array(z.object({ width: z.number(), height: z.number() })).min(1),
  format: z.object({ bit_rate: z.coerce.number().optional() }),
});

/** An output as written: its size and bit rate read back with ffprobe. */
async function measure(job: Job, role: OutputRole, file: string): Promise<MediaOutput> {
  const args = ['-v', 'error', '-of', 'json', '-select_streams', 'v:0', '-show_entries', 'stream=width,height'];
  const probed = await run(job.tools.ffprobe, [...args, '-show_entries', 'format=bit_rate', file], job.signal);
  const { streams, format } = measuredSchema.parse(JSON.parse(probed));
  const { size } = await stat(file);
  const [{ width, height }] = streams as [{ width: number; height: number }];
  const video = role.startsWith('video_');
  return {
    role,
    file: path.basename(file),
    width,
    height,
    bytes: size,
    bitrate: video ? (format.bit_rate ?? null) : null,
  };
}

function failure(error: unknown, timeout: AbortSignal, limits: Limits, cancel?: AbortSignal): MediaFailure {
  if (timeout.aborted)
    return new MediaFailure('timeout', `The job took longer than ${limits.timeoutSeconds} s and was stopped.`);
  if (cancel?.aborted) return new MediaFailure('cancelled', 'The job was cancelled.');
  if (error instanceof MediaFailure) return error;
  if (error instanceof ToolError) {
    const said = error.stderr.trim().split('\n').slice(-3).join(' / ');
    return new MediaFailure('transcode_failed', `ffmpeg could not convert the file: ${said || `exit ${error.code}`}`);
  }
  return new MediaFailure('transcode_failed', `The job failed: ${error instanceof Error ? error.message : error}`);
}

/**
 * Makes an uploaded video fit to play (issue 33): probes it, refuses what it cannot use, writes the renditions and
 * pictures into `outDir` and reports them. Never throws: a failure is a report with a reason, its outputs removed.
 */
export async function processMedia(file: string, options: ProcessOptions): Promise<MediaReport> {
  const started = performance.now();
  const limits = options.limits ?? DEFAULT_LIMITS;
  const timeout = AbortSignal.timeout(limits.timeoutSeconds * 1000);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const seconds = () => Math.round(performance.now() - started) / 1000;
  let source: SourceFacts | null = null;
  let warnings: MediaWarning[] = [];
  let written: string[] = [];
  try {
    const { outDir, kind, onProgress } = options;
    const job: Job = { tools: options.tools ?? (await findTools()), outDir, kind, signal, onProgress };
    const probe = await probeSource(file, await sourceBytes(file), limits, job.tools, signal);
    source = probe.facts;
    const plan = planTranscode(probe, kind, job.tools.toneMapping);
    warnings = plan.warnings;
    await mkdir(outDir, { recursive: true });
    written = [...plan.renditions.map((r) => r.file), 'poster.jpg', 'first_frame.jpg', 'last_frame.jpg'];
    await transcode(job, file, source.duration, plan);
    const made: [OutputRole, string][] = plan.renditions.map((r) => [r.role, path.join(outDir, r.file)]);
    made.push(...(await frames(job, plan)));
    const outputs = await Promise.all(made.map(([role, out]) => measure(job, role, out)));
    return { file, kind, status: 'ready', source, outputs, warnings, seconds: seconds() };
  } catch (error) {
    await Promise.all(written.map((name) => rm(path.join(options.outDir, name), { force: true })));
    const { reason, message } = failure(error, timeout, limits, options.signal);
    return {
      file,
      kind: options.kind,
      status: 'failed',
      reason,
      message,
      source,
      outputs: [],
      warnings,
      seconds: seconds(),
    };
  }
}
