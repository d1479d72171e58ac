import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { toolPaths } from '../../media/tools.ts';

export const BUNDLE = path.resolve(import.meta.dirname, '../../content/demo');
export const API = path.join(BUNDLE, 'api');
export const UPLOADS = path.join(BUNDLE, 'uploads');
export const LOCALES = ['de', 'en', 'fr', 'it', 'es', 'pl', 'cs', 'zh', 'en-US', 'es-MX'] as const;
export type Locale = (typeof LOCALES)[number];

// The wire format is loose JSON; tests read it field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export function readJson(rel: string): Json {
  return JSON.parse(readFileSync(path.join(API, rel), 'utf8'));
}

export function localized(endpoint: string, locale: Locale): Json[] {
  return readJson(`${endpoint}/${locale}.json`) as Json[];
}

/** Every object in a JSON tree that looks like a Strapi media file. */
export function collectMedia(value: Json, out: Json[] = []): Json[] {
  if (Array.isArray(value)) for (const v of value) collectMedia(v, out);
  else if (value && typeof value === 'object') {
    if (typeof value.url === 'string' && typeof value.mime === 'string' && 'hash' in value) out.push(value);
    for (const v of Object.values(value)) collectMedia(v, out);
  }
  return out;
}

export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? listFiles(p) : [p];
  });
}

/** The ffmpeg npm installs (media/tools.ts): every machine that ran `npm install` has it. */
const ffmpegBin = toolPaths().ffmpeg;

/** Width and height from a JPEG's start-of-frame marker (no external tool; fast for hundreds of files). */
export function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1] ?? 0;
    const len = bytes.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    }
    i += 2 + len;
  }
  return null;
}

/**
 * Codec, pixel format and size of a file's first video stream (or image), as ffmpeg reads them while it
 * decodes the first `frames` frames; throws with ffmpeg's message on any decoding error.
 */
export function probe(file: string, frames = 1): { width: number; height: number; codec: string; pixFmt: string } {
  const run = spawnSync(ffmpegBin, [
    '-hide_banner',
    '-xerror',
    '-i',
    file,
    '-frames:v',
    String(frames),
    '-f',
    'null',
    '-',
  ]);
  const info = run.stderr.toString();
  if (run.status !== 0) throw new Error(`ffmpeg could not decode ${file}:\n${info.slice(-600)}`);
  const stream = /Stream #0:0.*?: Video: (\w+)[^,]*, (\w+)(?:\([^)]*\))?, (\d+)x(\d+)/.exec(info);
  if (!stream?.[1] || !stream[2]) throw new Error(`ffmpeg found no video stream in ${file}:\n${info}`);
  return { codec: stream[1], pixFmt: stream[2], width: Number(stream[3]), height: Number(stream[4]) };
}

/**
 * PSNR in dB (luma and chroma averaged) between a video's first or last frame and a still scaled to its size
 * (`scale2ref`: one ffmpeg run, no probe of the video first).
 */
export function framePsnr(video: string, still: string, which: 'first' | 'last'): number {
  const input = which === 'first' ? ['-i', video] : ['-sseof', '-0.3', '-i', video];
  const pick = which === 'first' ? 'trim=end_frame=1' : 'reverse,trim=end_frame=1';
  const res = spawnSync(ffmpegBin, [
    '-v',
    'info',
    ...input,
    '-i',
    still,
    '-filter_complex',
    `[0:v]format=yuv420p,${pick},setpts=PTS-STARTPTS[frame];[1:v][frame]scale2ref=flags=lanczos[s][v];[s]format=yuv420p[still];[v][still]psnr`,
    '-f',
    'null',
    '-',
  ]);
  const m = /average:([\d.]+|inf)/.exec(res.stderr.toString());
  if (!m?.[1]) throw new Error(`no PSNR for ${video}: ${res.stderr.toString().slice(-400)}`);
  return m[1] === 'inf' ? 100 : Number(m[1]);
}
