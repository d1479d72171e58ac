/** Issue 33, point 5: files the pipeline refuses or repairs, each with a status and a message; nothing throws. */
import { readdirSync, readFileSync, truncateSync, writeFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, type Limits } from '../../media/limits.ts';
import { processMedia } from '../../media/process.ts';
import type { FailureReason, MediaReport, ReadyReport } from '../../media/report.ts';
import {
  ffmpeg,
  makeClip,
  meanRgb,
  processesMentioning,
  regionBrightness,
  scratch,
  streams,
  summarize,
  tools,
  videoPackets,
} from './helpers.ts';

const work = scratch();
afterAll(() => work.remove());
const fixture = (name: string) => path.join(work.dir, name);

let jobs = 0;
/** Runs a background job into a fresh folder; returns the report and the files the folder holds afterwards. */
async function job(file: string, o: { limits?: Limits; toneMapping?: boolean } = {}) {
  const outDir = fixture(`out-${++jobs}`);
  const toolsUsed = { ...tools, toneMapping: o.toneMapping ?? tools.toneMapping };
  const report = await processMedia(file, { outDir, kind: 'background', tools: toolsUsed, limits: o.limits });
  return { report, outDir, left: existsSync(outDir) ? readdirSync(outDir) : [] };
}

function ready(report: MediaReport): ReadyReport {
  if (report.status !== 'ready') throw new Error(`${report.reason}: ${report.message}`);
  return report;
}

/** A copy of `file` with only its first `bytes` bytes. */
function cut(file: string, bytes: number, name: string): string {
  writeFileSync(fixture(name), readFileSync(file));
  truncateSync(fixture(name), bytes);
  return fixture(name);
}

/** A 2-second clip with its index (moov) before its frames: a cut keeps the index and loses frames. */
const faststart = () =>
  makeClip(fixture('moov-first.mp4'), {
    output: ['-c:v', 'libx264', '-preset', 'ultrafast', '-movflags', '+faststart'],
  });

describe('processMedia refuses a file it cannot use', () => {
  const cases: [string, () => string, FailureReason, RegExp][] = [
    [
      'a text file named .mp4',
      () => (writeFileSync(fixture('notes.mp4'), 'Shot list: hall, robot cell, warehouse.\n'), fixture('notes.mp4')),
      'not_media',
      /not a video/,
    ],
    ['an empty file', () => (writeFileSync(fixture('empty.mp4'), ''), fixture('empty.mp4')), 'empty', /empty/],
    ['no file', () => fixture('missing.mp4'), 'not_found', /no file/],
    [
      'an MP4 cut short before its index (moov at the end)',
      () => {
        const clip = makeClip(fixture('moov-last.mp4'));
        return cut(clip, Math.floor(statSync(clip).size * 0.6), 'moov-last-cut.mp4');
      },
      'truncated',
      /incomplete: its index .* is missing/,
    ],
    [
      'an MP4 cut between two frames, its index kept',
      () => cut(faststart(), videoPackets(faststart())[30]?.pos ?? 0, 'moov-first-cut.mp4'),
      'truncated',
      /incomplete: its video stops before the end/,
    ],
    [
      'an MP4 missing its last 100 bytes, inside its last frame',
      () => cut(faststart(), statSync(faststart()).size - 100, 'moov-first-short.mp4'),
      'truncated',
      /incomplete: its video stops before the end/,
    ],
    [
      'sound only',
      () => (ffmpeg('-f', 'lavfi', '-i', 'sine=d=1', '-c:a', 'aac', fixture('tone.m4a')), fixture('tone.m4a')),
      'audio_only',
      /no picture/,
    ],
    [
      'a clip longer than 2 minutes (the default limit)',
      () => makeClip(fixture('long.mp4'), { size: '32x32', rate: 1, seconds: 121 }),
      'too_long',
      /121\.0 s long; at most 120 s/,
    ],
    [
      'a picture wider than 8K (the default limit)',
      () => makeClip(fixture('wide.mp4'), { size: '7696x16', rate: 1, seconds: 1 }),
      'too_large',
      /7696x16; at most 7680x4320/,
    ],
  ];

  it.each(cases)('%s', async (_name, make, reason, message) => {
    const { report, left } = await job(make());
    expect(report).toMatchObject({ status: 'failed', reason, outputs: [] });
    expect(report.status === 'failed' && report.message).toMatch(message);
    expect(left).toEqual([]);
  });

  it('applies limits given as options: seconds and size', async () => {
    const clip = makeClip(fixture('two-seconds.mp4'));
    const tooLong = await job(clip, { limits: { ...DEFAULT_LIMITS, maxSeconds: 1.5 } });
    expect(tooLong.report).toMatchObject({ status: 'failed', reason: 'too_long' });
    const tooLarge = await job(clip, { limits: { ...DEFAULT_LIMITS, maxWidth: 160, maxHeight: 90 } });
    expect(tooLarge.report).toMatchObject({ status: 'failed', reason: 'too_large' });
    // Either way round: a limit of 180x320 admits 320x180.
    const turned = await job(clip, { limits: { ...DEFAULT_LIMITS, maxWidth: 180, maxHeight: 320 } });
    expect(turned.report.status).toBe('ready');
  });

  it('stops a job past its time limit: ffmpeg killed at once, nothing left behind', async () => {
    const hd = makeClip(fixture('hd.mp4'), { size: '1920x1080', seconds: 2 });
    const { report, outDir, left } = await job(hd, { limits: { ...DEFAULT_LIMITS, timeoutSeconds: 0.5 } });
    expect(report).toMatchObject({ status: 'failed', reason: 'timeout', message: expect.stringMatching(/0\.5 s/) });
    expect(report.seconds).toBeLessThan(1.5);
    expect(left).toEqual([]);
    expect(processesMentioning(outDir)).toEqual([]);
  });
});

describe('processMedia repairs what a browser would play badly', () => {
  it('makes a variable frame rate constant at the clip’s usual rate', async () => {
    // 30 fps with frames 20 to 35 dropped: a phone's stutter.
    const vfr = makeClip(fixture('vfr.mp4'), {
      output: ['-vf', "select='not(between(n,20,35))'", '-vsync', 'vfr', '-c:v', 'libx264', '-preset', 'ultrafast'],
    });
    expect(summarize(vfr).constantRate).toBe(false);
    const { report, outDir } = await job(vfr);
    expect(ready(report).source).toMatchObject({ vfr: true, fps: 22 });
    expect(report.warnings.map((w) => w.code)).toEqual(['vfr_made_constant']);
    const video = summarize(path.join(outDir, 'video_720.mp4'));
    expect(video).toMatchObject({ constantRate: true, keyframeAtStart: true });
    expect(streams(path.join(outDir, 'video_720.mp4'))[0]?.avg_frame_rate).toBe('30/1');
  });

  it('halves a frame rate above 60', async () => {
    const fast = makeClip(fixture('120fps.mp4'), { rate: 120, seconds: 0.5 });
    const { report, outDir } = await job(fast);
    expect(report.warnings.map((w) => w.code)).toEqual(['frame_rate_reduced']);
    expect(streams(path.join(outDir, 'video_720.mp4'))[0]?.avg_frame_rate).toBe('60/1');
  });

  it('turns a clip upright by its rotation, and drops the rotation', async () => {
    // A white mark in the top left corner of the coded picture, and a display matrix turning it 90° clockwise (as a
    // phone held upright writes it): upright, the mark is in the top right corner.
    const coded = makeClip(fixture('marked.mp4'), {
      source: 'color=c=black:s=320x180:r=30:d=1,drawbox=x=0:y=0:w=80:h=45:color=white:t=fill',
    });
    // This ffmpeg (4.1) writes `rotate=270` as a matrix that ffprobe and ffmpeg read as 90° clockwise.
    ffmpeg('-i', coded, '-c', 'copy', '-metadata:s:v:0', 'rotate=270', fixture('portrait.mp4'));
    expect(streams(fixture('portrait.mp4'))[0]?.side_data_list?.[0]?.rotation).toBe(-90);

    const { report, outDir } = await job(fixture('portrait.mp4'));
    expect(ready(report).source).toMatchObject({ rotation: 90, width: 180, height: 320 });
    expect(report.outputs.map((o) => [o.role, o.width, o.height])).toEqual([
      ['video_720', 180, 320],
      ['poster', 180, 320],
    ]);
    expect(report.warnings.map((w) => w.code)).toEqual(['rotation_applied']);
    const video = path.join(outDir, 'video_720.mp4');
    expect(streams(video)[0]?.side_data_list ?? []).toEqual([]);
    for (const picture of [video, path.join(outDir, 'poster.jpg')]) {
      expect(regionBrightness(picture, { x: 0.8, y: 0, w: 0.2, h: 0.1 }), picture).toBeGreaterThan(200);
      for (const corner of [
        { x: 0, y: 0 },
        { x: 0, y: 0.9 },
        { x: 0.8, y: 0.9 },
      ])
        expect(regionBrightness(picture, { ...corner, w: 0.2, h: 0.1 }), picture).toBeLessThan(30);
    }
  });

  /** 10-bit HEVC, BT.2020 PQ (HDR10), a flat brown. */
  function hdrClip(): string {
    const file = fixture('hdr10.mp4');
    if (existsSync(file)) return file;
    const x265 = 'log-level=error:colorprim=bt2020:transfer=smpte2084:colormatrix=bt2020nc';
    const tags = ['-color_primaries', 'bt2020', '-color_trc', 'smpte2084', '-colorspace', 'bt2020nc'];
    return makeClip(file, {
      source: 'color=c=0x804020:s=320x180:r=30:d=1',
      output: ['-vf', 'format=yuv420p10le', '-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', x265, ...tags],
    });
  }

  /** How far apart two colours are: the largest difference of a channel. */
  const distance = (a: number[], b: number[]) => Math.max(...a.map((value, i) => Math.abs(value - (b[i] ?? 0))));

  it('tone-maps 10-bit HDR to 8-bit SDR', async () => {
    const hdr = hdrClip();
    const { report, outDir } = await job(hdr);
    expect(ready(report).source).toMatchObject({ codec: 'hevc', bitDepth: 10, hdr: true, transfer: 'smpte2084' });
    expect(report.warnings.map((w) => w.code)).toEqual(['hdr_tone_mapped']);
    const video = path.join(outDir, 'video_720.mp4');
    expect(summarize(video)).toMatchObject({ profile: 'High', pixFmt: 'yuv420p' });
    expect(streams(video)[0]?.color_transfer).toBe('bt709');
    // The PQ signal's code values, shown as they are, would be the plain conversion's colour; tone-mapped, it is not.
    expect(distance(meanRgb(video), meanRgb(hdr))).toBeGreaterThan(20);
  });

  it('converts HDR without a tone-map where ffmpeg has none, and says so', async () => {
    const hdr = hdrClip();
    const { report, outDir } = await job(hdr, { toneMapping: false });
    expect(report.warnings.map((w) => w.code)).toEqual(['hdr_not_tone_mapped']);
    expect(report.warnings[0]?.message).toMatch(/without tone-mapping/);
    const video = path.join(outDir, 'video_720.mp4');
    expect(summarize(video)).toMatchObject({ profile: 'High', pixFmt: 'yuv420p' });
    // The code values kept, the BT.2020 matrix read as such: the colour ffmpeg shows for the source.
    expect(distance(meanRgb(video), meanRgb(hdr))).toBeLessThan(3);
  });

  it('reduces 10-bit SDR to 8-bit', async () => {
    const deep = makeClip(fixture('10bit.mp4'), {
      seconds: 1,
      output: ['-vf', 'format=yuv420p10le', '-c:v', 'libx264', '-preset', 'ultrafast'],
    });
    const { report, outDir } = await job(deep);
    expect(ready(report).source).toMatchObject({ bitDepth: 10, hdr: false, profile: 'High 10' });
    expect(report.warnings.map((w) => w.code)).toEqual(['bit_depth_reduced']);
    expect(summarize(path.join(outDir, 'video_720.mp4'))).toMatchObject({ profile: 'High', pixFmt: 'yuv420p' });
  });
});
