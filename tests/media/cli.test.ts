/** Issue 33, point 1: `npm run media -- process` as Strapi runs it: JSON on stdout, messages on stderr, exit codes. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { MediaReport } from '../../media/report.ts';
import { makeClip, processesMentioning, scratch } from './helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCRIPT = ['--import', 'tsx', 'scripts/media.ts'];
const work = scratch();
afterAll(() => work.remove());

function media(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [...SCRIPT, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 60_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run media -- process', () => {
  const clip = makeClip(path.join(work.dir, 'clip.mp4'), { audio: true });

  it('prints the report as JSON and exits 0 when the clip is ready', () => {
    const out = path.join(work.dir, 'ready');
    const { code, stdout } = media(['process', clip, '--out', out, '--kind', 'transition']);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as MediaReport;
    expect(report).toMatchObject({ status: 'ready', kind: 'transition', file: clip });
    expect(report.outputs.map((o) => o.file)).toEqual([
      'video_720.mp4',
      'poster.jpg',
      'first_frame.jpg',
      'last_frame.jpg',
    ]);
    expect(readdirSync(out).sort()).toEqual(['first_frame.jpg', 'last_frame.jpg', 'poster.jpg', 'video_720.mp4']);
  });

  it('prints the failed report, says why on stderr and exits 1 on a file it cannot use', () => {
    const text = path.join(work.dir, 'notes.mp4');
    writeFileSync(text, 'not a video\n');
    const { code, stdout, stderr } = media(['process', text, '--out', path.join(work.dir, 'text')]);
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({ status: 'failed', reason: 'not_media', kind: 'media' });
    expect(stderr).toMatch(/^media: not_media: The file is not a video/m);
  });

  it('takes its limits from the environment, and options over it', () => {
    const out = path.join(work.dir, 'limits');
    const env = { MEDIA_MAX_SECONDS: '1', MEDIA_MAX_SIZE: '160x90' };
    const byEnv = media(['process', clip, '--out', out], env);
    expect(byEnv.code).toBe(1);
    expect(JSON.parse(byEnv.stdout)).toMatchObject({ reason: 'too_long' });
    const sizeByEnv = media(['process', clip, '--out', out, '--max-seconds', '5'], env);
    expect(JSON.parse(sizeByEnv.stdout)).toMatchObject({ reason: 'too_large' });
    const byOptions = media(['process', clip, '--out', out, '--max-seconds', '5', '--max-size', '640x360'], env);
    expect(byOptions.code).toBe(0);
  });

  it.each([
    ['no file', ['process', '--out', 'x']],
    ['no --out', ['process', 'clip.mp4']],
    ['another command', ['seams', 'clip.mp4', '--out', 'x']],
    ['an unknown kind', ['process', 'clip.mp4', '--out', 'x', '--kind', 'music']],
    ['a size that is no size', ['process', 'clip.mp4', '--out', 'x', '--max-size', '8K']],
    ['an unknown option', ['process', 'clip.mp4', '--out', 'x', '--fast']],
  ])('exits 2 with the usage on %s, and prints no report', (_name, args) => {
    const { code, stdout, stderr } = media(args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('usage: npm run media -- process <file> --out <dir>');
  });

  it('stops on SIGTERM: ffmpeg killed, nothing left, the report says cancelled', async () => {
    const hd = makeClip(path.join(work.dir, 'hd.mp4'), { size: '1920x1080', seconds: 2 });
    const out = path.join(work.dir, 'cancelled');
    const child = spawn(process.execPath, [...SCRIPT, 'process', hd, '--out', out], { cwd: ROOT });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    // The transcode has started once ffmpeg reports progress.
    await new Promise<void>((resolve) =>
      child.stderr.on('data', (chunk: Buffer) => /progress/.test(String(chunk)) && resolve()),
    );
    const signalled = performance.now();
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(performance.now() - signalled).toBeLessThan(1000);
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({ status: 'failed', reason: 'cancelled' });
    expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
    expect(processesMentioning(out)).toEqual([]);
  });
});
