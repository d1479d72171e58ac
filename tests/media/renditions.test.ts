/** Issue 33, point 1: the renditions and pictures a job makes, checked with ffprobe. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { processMedia } from '../../media/process.ts';
import type { MediaReport, ReadyReport } from '../../media/report.ts';
import { brightness, makeClip, scratch, summarize, tools } from './helpers.ts';

const work = scratch();
afterAll(() => work.remove());

function ready(report: MediaReport): ReadyReport {
  if (report.status !== 'ready') throw new Error(`${report.reason}: ${report.message}`);
  return report;
}

const roles = (report: ReadyReport) => report.outputs.map((o) => [o.role, o.width, o.height]);

/** Every video rendition: what starts fast and chains cleanly in a browser. */
const PLAYABLE = {
  codec: 'h264',
  profile: 'High',
  pixFmt: 'yuv420p',
  constantRate: true,
  keyframeAtStart: true,
  moovBeforeMdat: true,
};

describe('processMedia', () => {
  const small = makeClip(path.join(work.dir, 'small.mp4'), { audio: true });

  it('makes a background one 720p rendition at its own size: H.264 High, constant rate, muted, and a poster', async () => {
    const out = path.join(work.dir, 'background');
    const report = ready(await processMedia(small, { outDir: out, kind: 'background', tools }));
    expect(roles(report)).toEqual([
      ['video_720', 320, 180],
      ['poster', 320, 180],
    ]);
    const video = summarize(path.join(out, 'video_720.mp4'));
    expect(video).toMatchObject({ ...PLAYABLE, audio: [] });
    expect(video.longestKeyframeGap).toBeLessThanOrEqual(1 + 1e-3);
    expect(report.warnings.map((w) => w.code)).toEqual(['audio_dropped']);
    expect(report.source).toMatchObject({ width: 320, height: 180, fps: 30, duration: 2, vfr: false, rotation: 0 });
    expect(report.source.audio).toMatchObject({ codec: 'aac', channels: 1 });
    const [rendition] = report.outputs;
    expect(rendition?.bitrate).toBeGreaterThan(0);
    expect(rendition?.bytes).toBeGreaterThan(0);
  });

  it('keeps a media video’s sound, as AAC, and makes no frames of its ends', async () => {
    const out = path.join(work.dir, 'media');
    const report = ready(await processMedia(small, { outDir: out, kind: 'media', tools }));
    expect(roles(report).map(([role]) => role)).toEqual(['video_720', 'poster']);
    expect(summarize(path.join(out, 'video_720.mp4'))).toMatchObject({ ...PLAYABLE, audio: ['aac'] });
    expect(report.warnings).toEqual([]);
  });

  it('gives a transition its first and last frames: the pictures at the rendition’s two ends', async () => {
    // Each frame a shade lighter than the one before (Y = 16 + 3n), so a frame is told from its neighbour.
    const ramp = makeClip(path.join(work.dir, 'ramp.mp4'), {
      source: "color=c=black:s=320x180:r=30:d=2,format=yuv420p,geq=lum='16+3*N':cb=128:cr=128",
    });
    const out = path.join(work.dir, 'transition');
    const report = ready(await processMedia(ramp, { outDir: out, kind: 'transition', tools }));
    expect(roles(report).map(([role]) => role)).toEqual(['video_720', 'poster', 'first_frame', 'last_frame']);
    expect(summarize(path.join(out, 'video_720.mp4'))).toMatchObject({ ...PLAYABLE, audio: [] });
    const video = path.join(out, 'video_720.mp4');
    const frame = (n: number) => brightness(video, { at: n / 30 });
    for (const [file, n, neighbour] of [
      ['first_frame.jpg', 0, 1],
      ['poster.jpg', 0, 1],
      ['last_frame.jpg', 59, 58],
    ] as const) {
      const picture = brightness(path.join(out, file));
      expect(Math.abs(picture - frame(n)), file).toBeLessThan(1.5);
      expect(Math.abs(picture - frame(neighbour)), file).toBeGreaterThan(2);
    }
  });

  it('makes 2160p, 1080p and 720p from a 2160p source', { timeout: 60_000 }, async () => {
    const uhd = makeClip(path.join(work.dir, 'uhd.mp4'), { size: '3840x2160', rate: 10, seconds: 1 });
    const out = path.join(work.dir, 'uhd');
    const report = ready(await processMedia(uhd, { outDir: out, kind: 'background', tools }));
    expect(roles(report)).toEqual([
      ['video_2160', 3840, 2160],
      ['video_1080', 1920, 1080],
      ['video_720', 1280, 720],
      ['poster', 1920, 1080],
    ]);
    for (const file of ['video_2160.mp4', 'video_1080.mp4', 'video_720.mp4']) {
      const video = summarize(path.join(out, file));
      expect(video, file).toMatchObject({ ...PLAYABLE, audio: [] });
      expect(video.longestKeyframeGap, file).toBeLessThanOrEqual(1 + 1e-3);
    }
  });

  it('makes no 2160p from a 1080p source, and never scales up', { timeout: 30_000 }, async () => {
    const hd = makeClip(path.join(work.dir, 'hd.mp4'), { size: '1920x1080', rate: 10, seconds: 1 });
    const out = path.join(work.dir, 'hd');
    const report = ready(await processMedia(hd, { outDir: out, kind: 'background', tools }));
    expect(roles(report)).toEqual([
      ['video_1080', 1920, 1080],
      ['video_720', 1280, 720],
      ['poster', 1920, 1080],
    ]);
    expect(existsSync(path.join(out, 'video_2160.mp4'))).toBe(false);
  });
});
