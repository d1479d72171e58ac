import { describe, expect, it } from 'vitest';
import { buildWorldGraph } from '../../src/domain/graph.ts';
import { clipsToPrime, likelyClips, likelyTargets } from '../../src/domain/likely-moves.ts';
import type { PlannerContext } from '../../src/domain/navigation.ts';
import { SETTINGS, actionTarget, chain, hotspot, location, media, transition } from './fixtures.ts';

// At m: arrows to p (prev) and n (next), navigation hotspots to h and n, an article hotspot, and the way back to a.
const here = location('m', {
  arrowPrev: 'p',
  arrowNext: 'n',
  hotspots: [
    hotspot(1, { target: actionTarget('h') }),
    hotspot(2, { type: 'open-article', target: actionTarget(null, { id: 7 }) }),
    hotspot(3, { target: actionTarget('n') }),
    hotspot(4, { target: actionTarget(null) }),
  ],
});
const names = ['a', 'm', 'n', 'p', 'h', 'far'];
const graph = buildWorldGraph(
  names.map((name) => location(name)),
  [
    ...['a', 'n', 'p', 'h'].flatMap((other) => [transition('m', other), transition(other, 'm')]),
    // m -> far goes through n: its first clip is m -> n, already wanted for the next arrow.
    ...chain('n', 'far'),
  ],
);
const WALL = { width: 1920, height: 1080, dpr: 1, maxTextureSize: 16384 };
const ctx = (flags = { powerSaveMode: false, reducedMotion: false }): PlannerContext => ({
  graph,
  settings: SETTINGS,
  flags,
});

describe('likely moves', () => {
  it('orders the targets: finger down, next arrow, back, previous arrow, then navigation hotspots', () => {
    expect(likelyTargets(here, ['a', 'm'], 'far')).toEqual(['far', 'n', 'a', 'p', 'h']);
  });

  it('names each target once and never the location itself or a hotspot without a target', () => {
    expect(likelyTargets(here, ['m'], 'm')).toEqual(['n', 'p', 'h']);
  });

  it("keeps each move's first clip once, in that order", () => {
    expect(likelyClips(ctx(), here, ['a', 'm'], WALL, 'far')).toEqual([
      '/uploads/m-n.mp4',
      '/uploads/m-a.mp4',
      '/uploads/m-p.mp4',
      '/uploads/m-h.mp4',
    ]);
  });

  it('wants each clip in the rendition its route plays on the stage', () => {
    const video = media('m-n.mp4');
    video.renditions = {
      video_720: { url: '/uploads/video_720_m-n.mp4', width: 1280, height: 720 },
      video_1080: { url: '/uploads/video_1080_m-n.mp4', width: 1920, height: 1080 },
    };
    const sized = buildWorldGraph([location('m'), location('n')], [transition('m', 'n', { video })]);
    const phone = { width: 390, height: 292.5, dpr: 2, maxTextureSize: 4096 };
    expect(likelyClips({ ...ctx(), graph: sized }, here, [], WALL)).toEqual(['/uploads/video_1080_m-n.mp4']);
    expect(likelyClips({ ...ctx(), graph: sized }, here, [], phone)).toEqual(['/uploads/video_720_m-n.mp4']);
  });

  it('wants no clip where the move begins with a cut', () => {
    expect(likelyClips(ctx({ powerSaveMode: false, reducedMotion: true }), here, ['a', 'm'], WALL)).toEqual([]);
    const noVideo = buildWorldGraph(
      [location('m'), location('n')],
      [transition('m', 'n', { video: null, image: null })],
    );
    expect(likelyClips({ ...ctx(), graph: noVideo }, here, ['m'], WALL)).toEqual([]);
  });
});

describe('clipsToPrime', () => {
  const likely = ['n.mp4', 'a.mp4', 'h.mp4'];

  it('primes every likely clip on a kiosk', () => {
    expect(clipsToPrime(likely, true)).toEqual(likely);
  });

  it("primes only the likeliest on a visitor's device: the tapped one when a finger is down", () => {
    expect(clipsToPrime(likely, false)).toEqual(['n.mp4']);
    expect(clipsToPrime([], false)).toEqual([]);
  });
});
