/** Issue 33, point 4: the seam check, its pairs, its measure and `npm run media -- seams`. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFrame, SEAM_THRESHOLD, similarity } from '../../media/seams.ts';
import { findTools } from '../../media/tools.ts';
import { seamPairs, type SeamPair } from '../../src/domain/seams.ts';
import { DEMO, demoCopy, loadBundle, SWAPPED as SWAP, swapClip } from '../fixtures/tour-bundles.ts';
import { streams } from './helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SWAPPED = SWAP.transition;
const CLIP_OF_SWAPPED = 'transition_factory_entrance_to_factory_lobby_f4cd18865a.mp4';

let pairs: SeamPair[];
beforeAll(async () => {
  pairs = seamPairs((await loadBundle(DEMO)).locales[0]!.content);
});

describe('seamPairs', () => {
  it("pairs a transition's first frame with its from-location's still, its last with its to-location's", () => {
    const own = pairs.filter((pair) => pair.transition === SWAPPED && pair.kind !== 'chain');
    expect(own.map(({ kind, location, clip, other }) => [kind, location, clip.at, other.at])).toEqual([
      ['start', 'factory-entrance', 'first', 'first'],
      ['end', 'factory-lobby', 'last', 'first'],
    ]);
    expect(own[0]!.clip.url).toMatch(new RegExp(`/uploads/${CLIP_OF_SWAPPED}$`));
    // The still as a landscape screen shows it, in its smallest size that still covers the compared picture.
    expect(own[0]!.other.url).toMatch(/\/uploads\/\w*location_factory_entrance_16x9_\w+\.jpg$/);
  });

  it("chains a clip's end to the start of every clip leaving where it ends", () => {
    const chained = pairs.filter((pair) => pair.transition === SWAPPED && pair.kind === 'chain');
    const leaving = pairs.filter((pair) => pair.kind === 'start' && pair.location === 'factory-lobby');
    expect(chained.map((pair) => pair.next).sort()).toEqual(leaving.map((pair) => pair.transition).sort());
    expect(chained.length).toBeGreaterThan(1);
    for (const pair of chained) expect([pair.clip.at, pair.other.at]).toEqual(['last', 'first']);
  });
});

describe('similarity', () => {
  it('is 1 for a picture against itself and under the threshold for another room', async () => {
    const { ffmpeg } = await findTools();
    const signal = AbortSignal.timeout(30_000);
    const file = (name: string) => path.join(DEMO, 'uploads', name);
    const start = await readFrame(ffmpeg, file(CLIP_OF_SWAPPED), 'first', signal);
    const last = await readFrame(ffmpeg, file(CLIP_OF_SWAPPED), 'last', signal);
    expect(similarity(start, start)).toBe(1);
    expect(similarity(start, last)).toBeLessThan(SEAM_THRESHOLD);
  });
});

describe('npm run media -- seams', () => {
  // The demo with one clip that does not fit: the hall-to-CNC flight where the entrance-to-lobby one was.
  const copy = demoCopy();
  swapClip(copy.dir);
  const out = path.join(copy.dir, 'seams');
  afterAll(() => copy.remove());

  it('names every seam of a clip that does not fit, with the two pictures side by side, and exits 1', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/media.ts', 'seams', '--bundle', copy.dir, '--out', out],
      { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.status, run.stderr).toBe(1);
    const lines = run.stdout.split('\n').filter(Boolean);
    // Every seam the swapped clip is part of, and no other: the rest of the demo's seams match.
    const touched = pairs.filter((pair) => pair.transition === SWAPPED || pair.next === SWAPPED);
    expect(lines).toHaveLength(touched.length);
    expect(run.stderr).toContain(`media seams: ${pairs.length - touched.length} of ${pairs.length} seams match`);
    const fields = lines.map((line) => line.split('\t'));
    expect(fields.map(([kind, transition, place]) => [kind, transition, place])).toEqual(
      expect.arrayContaining([
        ['seam', SWAPPED, 'its start against the still of factory-entrance'],
        ['seam', SWAPPED, 'its end against the still of factory-lobby'],
      ]),
    );
    for (const [, , , measure, picture] of fields) {
      expect(Number(measure!.replace('SSIM ', ''))).toBeLessThan(SEAM_THRESHOLD);
      expect(streams(picture!)[0]).toMatchObject({ codec_name: 'mjpeg', width: 1280, height: 360 });
    }
  }, 120_000);

  it('exits 2 without a source, with a message', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/media.ts', 'seams'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('media: expected `seams --bundle <dir>` or `seams --cms <url>`');
  });
});
