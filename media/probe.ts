import { open } from 'node:fs/promises';
import { z } from 'zod';
import type { Limits } from './limits.ts';
import { MediaFailure, type SourceFacts } from './report.ts';
import { run, ToolError } from './run.ts';
import type { MediaTools } from './tools.ts';

/** The part of `ffprobe -show_format -show_streams -of json` the pipeline reads (ffprobe writes numbers as text). */
const probeSchema = z.object({
  format: z.object({ format_name: z.string(), duration: z.coerce.number().optional() }).optional(),
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        profile: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
        sample_aspect_ratio: z.string().optional(),
        pix_fmt: z.string().optional(),
        avg_frame_rate: z.string().optional(),
        duration: z.coerce.number().optional(),
        nb_frames: z.coerce.number().optional(),
        color_transfer: z.string().optional(),
        color_primaries: z.string().optional(),
        color_space: z.string().optional(),
        color_range: z.string().optional(),
        channels: z.number().optional(),
        sample_rate: z.coerce.number().optional(),
        disposition: z.object({ attached_pic: z.number().optional() }).optional(),
        side_data_list: z.array(z.object({ rotation: z.number().optional() })).optional(),
      }),
    )
    .default([]),
});

const packetsSchema = z.object({
  packets: z
    .array(
      z.object({
        pts_time: z.coerce.number().optional(),
        flags: z.string().optional(),
      }),
    )
    .default([]),
});

type ProbedStream = z.infer<typeof probeSchema>['streams'][number];

/** What the pipeline needs beyond the report's facts: the usual frame interval, the colour tags. */
export interface Probe {
  facts: SourceFacts;
  /** Seconds between frames, the median: a variable-rate clip's nominal rate, where its average is not. */
  frameInterval: number;
  colour: { primaries: string | null; matrix: string | null; range: string | null };
}

const HDR_TRANSFERS = new Set(['smpte2084', 'arib-std-b67']);

/** `30000/1001` as a number; null for ffprobe's `0/0` (unknown). */
function ratio(text: string | undefined): number | null {
  const [num, den] = (text ?? '').split(/[/:]/).map(Number);
  return num && den ? num / den : null;
}

/** Degrees clockwise, from the display matrix's counter-clockwise rotation, to the nearest quarter turn. */
function clockwise(stream: ProbedStream): number {
  const ccw = stream.side_data_list?.find((side) => side.rotation !== undefined)?.rotation ?? 0;
  return (((Math.round(-ccw / 90) * 90) % 360) + 360) % 360;
}

/** Bits per sample from the pixel format's name: `yuv420p10le` has 10, `yuv420p` 8. */
function bitDepth(pixelFormat: string): number {
  return Number(/p(\d+)(le|be)?$/.exec(pixelFormat)?.[1] ?? 8);
}

/** Boxes an MP4 or QuickTime file may start with. */
const MP4_BOXES = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'pnot', 'uuid']);

/** Whether the file starts as an MP4 does: a box of a known type (bytes 4 to 8). */
async function startsAsMp4(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8), 0, 8, 0);
    return bytesRead === 8 && MP4_BOXES.has(buffer.toString('latin1', 4, 8));
  } finally {
    await handle.close();
  }
}

/** ffprobe's JSON about `file`; a file it cannot read is `truncated` (an MP4 without its index) or `not_media`. */
async function ffprobe(tools: MediaTools, file: string, args: string[], signal: AbortSignal): Promise<unknown> {
  try {
    return JSON.parse(await run(tools.ffprobe, ['-v', 'error', '-of', 'json', ...args, file], signal));
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    // ffprobe says this of anything named .mp4; an MP4 whose end is missing starts with its boxes all the same.
    if (/moov atom not found/.test(error.stderr) && (await startsAsMp4(file)))
      throw new MediaFailure('truncated', 'The file is incomplete: its index (the MP4 "moov" box) is missing.');
    const said = (error.stderr.trim().split('\n').at(-1) ?? '').replace(/^.*?: /, '');
    throw new MediaFailure('not_media', `The file is not a video that can be read (${said || 'unknown format'}).`);
  }
}

/**
 * Reads the video stream's packets (no decoding): a file cut short has fewer than its index lists (MP4, MOV, AVI
 * state their count), or its last one marked corrupt where the cut splits it; the intervals tell a variable rate.
 */
async function scanPackets(file: string, tools: MediaTools, video: ProbedStream, signal: AbortSignal) {
  const args = ['-select_streams', 'v:0', '-show_entries', 'packet=pts_time,flags'];
  const { packets } = packetsSchema.parse(await ffprobe(tools, file, args, signal));
  const times = packets.flatMap((packet) => (packet.pts_time === undefined ? [] : [packet.pts_time]));
  times.sort((a, b) => a - b);
  const intervals = times.slice(1).map((time, i) => time - (times[i] ?? time));
  const median = [...intervals].sort((a, b) => a - b)[Math.floor(intervals.length / 2)] ?? 0;
  const truncated =
    packets.some((packet) => packet.flags?.includes('C')) ||
    (video.nb_frames !== undefined && packets.length < video.nb_frames);
  // Timestamps in milliseconds (Matroska) jitter by one; a phone's frame rate moves by more than a tenth.
  const vfr = intervals.some((interval) => Math.abs(interval - median) > Math.max(0.002, median / 10));
  return { count: packets.length, truncated, vfr, interval: median };
}

function checkLimits(size: { width: number; height: number }, duration: number, limits: Limits): void {
  if (duration > limits.maxSeconds) {
    const message = `The clip is ${duration.toFixed(1)} s long; at most ${limits.maxSeconds} s are accepted.`;
    throw new MediaFailure('too_long', message);
  }
  const [long, short] = [Math.max(size.width, size.height), Math.min(size.width, size.height)];
  if (long > Math.max(limits.maxWidth, limits.maxHeight) || short > Math.min(limits.maxWidth, limits.maxHeight)) {
    const limit = `${limits.maxWidth}x${limits.maxHeight}`;
    throw new MediaFailure('too_large', `The picture is ${size.width}x${size.height}; at most ${limit} is accepted.`);
  }
}

/**
 * Probes `file` (of `bytes` bytes); throws a MediaFailure for a file the pipeline cannot use, or whose length or
 * picture is past the limits (checked before the packets are read, which takes a while on a long file).
 */
export async function probeSource(
  file: string,
  bytes: number,
  limits: Limits,
  tools: MediaTools,
  signal: AbortSignal,
): Promise<Probe> {
  const probed = probeSchema.parse(await ffprobe(tools, file, ['-show_format', '-show_streams'], signal));
  const video = probed.streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = probed.streams.find((s) => s.codec_type === 'audio');
  if (!video && audio) throw new MediaFailure('audio_only', 'The file has sound but no picture: it is not a video.');
  if (!video?.width || !video.height || !probed.format)
    throw new MediaFailure('not_media', 'The file holds no video that can be read.');
  const duration = video.duration ?? probed.format.duration ?? 0;
  const rotation = clockwise(video);
  const sar = ratio(video.sample_aspect_ratio) ?? 1;
  const coded = { width: Math.round(video.width * sar), height: video.height };
  const { width, height } = rotation % 180 ? { width: coded.height, height: coded.width } : coded;
  checkLimits({ width, height }, duration, limits);
  const packets = await scanPackets(file, tools, video, signal);
  if (packets.truncated || packets.count === 0)
    throw new MediaFailure('truncated', 'The file is incomplete: its video stops before the end its index gives.');
  const pixelFormat = video.pix_fmt ?? 'unknown';
  const transfer = video.color_transfer ?? null;
  return {
    facts: {
      bytes,
      container: probed.format.format_name,
      codec: video.codec_name ?? 'unknown',
      profile: video.profile ?? null,
      width,
      height,
      fps: ratio(video.avg_frame_rate) ?? (duration > 0 ? packets.count / duration : 0),
      vfr: packets.vfr,
      duration,
      rotation,
      pixelFormat,
      bitDepth: bitDepth(pixelFormat),
      transfer,
      hdr: transfer !== null && HDR_TRANSFERS.has(transfer),
      audio: audio
        ? { codec: audio.codec_name ?? 'unknown', channels: audio.channels ?? 0, sampleRate: audio.sample_rate ?? 0 }
        : null,
    },
    frameInterval: packets.interval,
    colour: {
      primaries: video.color_primaries ?? null,
      matrix: video.color_space ?? null,
      range: video.color_range ?? null,
    },
  };
}
