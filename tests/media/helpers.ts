// Fixtures made on the fly with ffmpeg's lavfi sources, and what a test reads back from an output with ffprobe.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findTools, type MediaTools } from '../../media/tools.ts';

export const tools: MediaTools = await findTools();

/** A folder for one test file's fixtures and outputs, and its removal. */
export function scratch(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'media-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function ffmpeg(...args: string[]): Buffer {
  return execFileSync(tools.ffmpeg, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], {
    maxBuffer: 64 << 20,
    timeout: 60_000,
  });
}

export interface ClipOptions {
  size?: string;
  rate?: number;
  seconds?: number;
  /** A sine tone beside the picture. */
  audio?: boolean;
  /** A lavfi video source in place of testsrc2 (size, rate and length are then its own). */
  source?: string;
  /** Output options before the file name (codec settings, metadata). */
  output?: string[];
}

/** An H.264 MP4 (ultrafast: only the pipeline's encodes are under test) from lavfi's testsrc2, 320x180, 30 fps, 2 s. */
export function makeClip(file: string, o: ClipOptions = {}): string {
  const { size = '320x180', rate = 30, seconds = 2 } = o;
  const video = o.source ?? `testsrc2=s=${size}:r=${rate}:d=${seconds}`;
  const audio = o.audio ? ['-f', 'lavfi', '-i', `sine=d=${seconds}`, '-c:a', 'aac', '-shortest'] : [];
  const codec = o.output ?? ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
  ffmpeg('-f', 'lavfi', '-i', video, ...audio, ...codec, '-threads', '2', file);
  return file;
}

function probeJson(file: string, args: string[]): Record<string, unknown> {
  const out = execFileSync(tools.ffprobe, ['-v', 'error', '-of', 'json', ...args, file], { maxBuffer: 64 << 20 });
  return JSON.parse(out.toString()) as Record<string, unknown>;
}

export interface StreamInfo {
  codec_type: string;
  codec_name: string;
  profile?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  r_frame_rate: string;
  avg_frame_rate: string;
  color_transfer?: string;
  side_data_list?: { rotation?: number }[];
}

export function streams(file: string): StreamInfo[] {
  return probeJson(file, ['-show_streams']).streams as StreamInfo[];
}

interface Packet {
  pts_time: string;
  duration_time: string;
  flags: string;
  pos: string;
}

/** The video's packets in presentation order: time, duration, whether each is a keyframe, where it is in the file. */
export function videoPackets(file: string): { time: number; duration: number; key: boolean; pos: number }[] {
  const entries = 'packet=pts_time,duration_time,flags,pos';
  const { packets } = probeJson(file, ['-select_streams', 'v:0', '-show_entries', entries]);
  return (packets as Packet[])
    .map((p) => ({
      time: Number(p.pts_time),
      duration: Number(p.duration_time),
      key: p.flags.startsWith('K'),
      pos: Number(p.pos),
    }))
    .sort((a, b) => a.time - b.time);
}

/** The types of an MP4's top-level boxes, in file order (`moov` before `mdat`: faststart). */
export function topLevelBoxes(file: string): string[] {
  const fd = openSync(file, 'r');
  const size = statSync(file).size;
  const header = Buffer.alloc(16);
  const boxes: string[] = [];
  try {
    for (let at = 0; at + 8 <= size;) {
      readSync(fd, header, 0, 16, at);
      const short = header.readUInt32BE(0);
      boxes.push(header.toString('latin1', 4, 8));
      const length = short === 1 ? Number(header.readBigUInt64BE(8)) : short === 0 ? size - at : short;
      if (length < 8) break;
      at += length;
    }
  } finally {
    closeSync(fd);
  }
  return boxes;
}

/** The mean brightness (0-255, full range) of a picture, or of one frame of a video (`-ss` seconds in). */
export function brightness(file: string, frame: { at?: number } = {}): number {
  const seek = frame.at === undefined ? [] : ['-ss', String(frame.at)];
  const gray = ffmpeg(
    ...seek,
    '-i',
    file,
    '-frames:v',
    '1',
    '-vf',
    'scale=out_range=full,format=gray',
    '-f',
    'rawvideo',
    '-',
  );
  return gray.reduce((sum, value) => sum + value, 0) / gray.length;
}

/** The mean red, green and blue (0-255) of a picture or a video's first frame, read as its colour tags say. */
export function meanRgb(file: string): [number, number, number] {
  const rgb = ffmpeg('-i', file, '-frames:v', '1', '-vf', 'format=rgb24', '-f', 'rawvideo', '-');
  const sums: [number, number, number] = [0, 0, 0];
  rgb.forEach((value, i) => (sums[(i % 3) as 0 | 1 | 2] += value));
  return sums.map((sum) => sum / (rgb.length / 3)) as [number, number, number];
}

/** Brightness of a picture's region, as fractions of its size: is the marker where an upright picture has it? */
export function regionBrightness(file: string, region: { x: number; y: number; w: number; h: number }): number {
  const crop = `crop=iw*${region.w}:ih*${region.h}:iw*${region.x}:ih*${region.y}`;
  const gray = ffmpeg('-i', file, '-frames:v', '1', '-vf', `${crop},format=gray`, '-f', 'rawvideo', '-');
  return gray.reduce((sum, value) => sum + value, 0) / gray.length;
}

export interface RenditionSummary {
  codec: string;
  profile: string | undefined;
  pixFmt: string | undefined;
  /** The stated rates agree and the frames' times are evenly spaced. */
  constantRate: boolean;
  keyframeAtStart: boolean;
  /** Seconds: the longest run without a keyframe, the clip's end included. */
  longestKeyframeGap: number;
  moovBeforeMdat: boolean;
  /** The codecs of its audio streams. */
  audio: string[];
}

/** What a test checks of every video rendition, read back with ffprobe and from the file's boxes. */
export function summarize(file: string): RenditionSummary {
  const all = streams(file);
  const video = all.find((s) => s.codec_type === 'video');
  if (!video) throw new Error(`${file} has no video`);
  const packets = videoPackets(file);
  const step = (packets[1]?.time ?? 0) - (packets[0]?.time ?? 0);
  const even = packets.every((p, i) => Math.abs(p.time - (packets[0]?.time ?? 0) - i * step) < 1e-4);
  const keys = packets.filter((p) => p.key).map((p) => p.time);
  const last = packets.at(-1);
  const end = last ? last.time + last.duration : 0;
  const gaps = [...keys, end].slice(1).map((time, i) => time - (keys[i] ?? 0));
  const boxes = topLevelBoxes(file);
  return {
    codec: video.codec_name,
    profile: video.profile,
    pixFmt: video.pix_fmt,
    constantRate: video.r_frame_rate === video.avg_frame_rate && even,
    keyframeAtStart: packets[0]?.key === true && packets[0].time === 0,
    longestKeyframeGap: Math.max(...gaps),
    moovBeforeMdat: boxes.includes('moov') && boxes.indexOf('moov') < boxes.indexOf('mdat'),
    audio: all.filter((s) => s.codec_type === 'audio').map((s) => s.codec_name),
  };
}

/** The ids of running processes whose command line mentions `text` (an output folder: is an ffmpeg still at it?). */
export function processesMentioning(text: string): string[] {
  return readdirSync('/proc').filter((pid) => {
    try {
      return /^\d+$/.test(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
    } catch {
      return false; // gone meanwhile
    }
  });
}
