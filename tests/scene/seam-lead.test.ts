import { beforeEach, describe, expect, it } from 'vitest';
import { sceneStats } from '../../src/scene/scene-stats.ts';
import { SeamLead } from '../../src/scene/seam-lead.ts';

const FRAME_MS = 1000 / 30;

describe('seam lead', () => {
  beforeEach(() => {
    sceneStats.seams.splice(0);
  });

  it('leads by the slowest of the last eight chained starts plus three frames, at most half a second of media', () => {
    const seams = new SeamLead();
    expect(seams.lead(1)).toBeCloseTo(0.2 + 3 / 30);
    const start = (seconds: number) => {
      seams.handOff();
      seams.firstFrame(seconds, 0, 1);
    };
    start(0.25);
    expect(seams.lead(1)).toBeCloseTo(0.25 + 3 / 30);
    // A fast start does not shorten the lead while a slow one is among the last eight.
    start(0.05);
    expect(seams.lead(1)).toBeCloseTo(0.25 + 3 / 30);
    for (let i = 0; i < 7; i += 1) start(0.05);
    expect(seams.lead(1)).toBeCloseTo(0.05 + 3 / 30);
    expect(seams.lead(4)).toBe(0.5);
  });

  it('learns only from a first frame after a hand-off, and ignores starts that cannot be right', () => {
    const seams = new SeamLead();
    // A tap's clip starts from rest: no hand-off, nothing learnt.
    seams.firstFrame(0.4, 0, 1);
    seams.handOff();
    seams.firstFrame(3, 0, 1);
    seams.handOff();
    seams.firstFrame(-1, 0, 1);
    expect(seams.lead(1)).toBeCloseTo(0.2 + 3 / 30);
  });

  it('records the gap from the last frame of the running clip to the first of the next', () => {
    const seams = new SeamLead();
    seams.presented(1000, true, 1);
    seams.presented(1000 + FRAME_MS, false, 1);
    seams.handOff();
    seams.firstFrame(0.1, 1000 + 2 * FRAME_MS, 1);
    expect(sceneStats.seams).toHaveLength(1);
    expect(sceneStats.seams[0]?.gapMs).toBeCloseTo(FRAME_MS);
    expect(sceneStats.seams[0]?.intervalMs).toBeCloseTo(FRAME_MS);
  });
});
