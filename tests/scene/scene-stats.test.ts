import { beforeEach, describe, expect, it } from 'vitest';
import {
  markCut,
  markFirstFrame,
  markTap,
  recordClipFrame,
  recordSeam,
  sceneStats,
} from '../../src/scene/scene-stats.ts';

const INTERVAL = 1000 / 30;

describe('scene stats', () => {
  beforeEach(() => {
    sceneStats.clipFrames = { frames: 0, late: 0 };
    sceneStats.seams.splice(0);
  });

  it('counts a clip frame as late only when it comes more than one interval after the one before', () => {
    recordClipFrame(INTERVAL, INTERVAL);
    // The display clock's jitter: a frame a fraction of a millisecond late is on time.
    recordClipFrame(INTERVAL + 0.4, INTERVAL);
    recordClipFrame(INTERVAL * 1.5, INTERVAL);
    recordClipFrame(INTERVAL * 2, INTERVAL);
    expect(sceneStats.clipFrames).toEqual({ frames: 4, late: 2 });
  });

  it('keeps the latest 200 seams, so a kiosk running for days does not grow', () => {
    for (let i = 0; i < 250; i += 1) recordSeam({ gapMs: i, intervalMs: INTERVAL, rate: 1 });
    expect(sceneStats.seams).toHaveLength(200);
    expect(sceneStats.seams[0]?.gapMs).toBe(50);
    expect(sceneStats.seams.at(-1)?.gapMs).toBe(249);
  });

  it('measures tap to motion only up to a clip frame: a tap answered by a cut is counted apart', () => {
    performance.clearMeasures('tour:tap-to-motion');
    const before = { cuts: sceneStats.cuts, tapsToCut: sceneStats.tapsToCut, clipsShown: sceneStats.clipsShown };
    markTap();
    markCut();
    // The clip of a later move shows its first frame: it is no answer to the tap that got a cut.
    markFirstFrame();
    expect(performance.getEntriesByName('tour:tap-to-motion')).toHaveLength(0);
    expect(sceneStats.cuts - before.cuts).toBe(1);
    expect(sceneStats.tapsToCut - before.tapsToCut).toBe(1);
    expect(sceneStats.clipsShown - before.clipsShown).toBe(1);

    markTap();
    markFirstFrame();
    expect(performance.getEntriesByName('tour:tap-to-motion')).toHaveLength(1);
    expect(sceneStats.tapsToCut - before.tapsToCut).toBe(1);
  });
});
