import { describe, expect, it } from 'vitest';
import { planRoute } from '../../src/domain/plan.ts';
import type { Media, VideoRenditionKey } from '../../src/domain/types.ts';
import {
  covers,
  routeTier,
  videoUrlAt,
  videoUrlFor,
  withRenditions,
  type StagePixels,
} from '../../src/domain/video-renditions.ts';
import { SETTINGS, media, transition } from './fixtures.ts';

const SIZES: Record<VideoRenditionKey, [number, number]> = {
  video_720: [1280, 720],
  video_1080: [1920, 1080],
  video_2160: [3840, 2160],
};

/** A clip as the media pipeline leaves it: the original plus the renditions of `tiers`. */
function clip(name: string, tiers: VideoRenditionKey[]): Media {
  const video = media(`${name}.mp4`);
  for (const tier of tiers) {
    const [width, height] = SIZES[tier];
    video.renditions[tier] = { url: `/uploads/${tier}_${name}.mp4`, width, height };
  }
  return video;
}

const GPU = 16384;
const stage = (width: number, height: number, dpr: number, maxTextureSize = GPU): StagePixels => ({
  width,
  height,
  dpr,
  maxTextureSize,
});
const ALL: VideoRenditionKey[] = ['video_720', 'video_1080', 'video_2160'];

describe('which frame covers the stage', () => {
  it('covers when the frame is at least as wide and as high as the canvas in device pixels', () => {
    expect(covers({ width: 1920, height: 1080 }, stage(1920, 1080, 1))).toBe(true);
    expect(covers({ width: 1920, height: 1080 }, stage(1920, 1081, 1))).toBe(false);
    expect(covers({ width: 1280, height: 720 }, stage(960, 540, 2))).toBe(false);
  });

  it('asks of a 16:9 clip on a 4:3 canvas only its height: the cover fit crops its sides', () => {
    // 1024x768 device pixels: 1280x720 is wide enough but 48 px short; 1920x1080 covers.
    expect(covers({ width: 1280, height: 720 }, stage(1024, 768, 1))).toBe(false);
    expect(covers({ width: 1920, height: 1080 }, stage(1024, 768, 1))).toBe(true);
  });

  it('counts each side of the canvas up to MAX_TEXTURE_SIZE', () => {
    expect(covers({ width: 2048, height: 1152 }, stage(3840, 2160, 1, 2048))).toBe(false);
    expect(covers({ width: 2048, height: 2048 }, stage(3840, 2160, 1, 2048))).toBe(true);
  });
});

describe('the rendition tier of a route', () => {
  const route = [clip('a', ALL), clip('b', ALL)];

  it('gives a phone in portrait (its 390x292.5 stage, 4:3) 720p as its canvas draws it, 1080p at DPR 3', () => {
    // The canvas draws at most 2 device pixels per CSS pixel (R3F's dpr [1, 2]): 780x585, which 1280x720 covers.
    expect(routeTier(route, stage(390, 292.5, 2))).toBe('video_720');
    // At the phone's own DPR 3 the stage would be 1170x878 device pixels: higher than 720.
    expect(routeTier(route, stage(390, 292.5, 3))).toBe('video_1080');
  });

  it('gives a phone in landscape (844x390 at DPR 2, 1688 px wide) 1080p: 720p is too narrow', () => {
    expect(routeTier(route, stage(844, 390, 2))).toBe('video_1080');
  });

  it('gives a 1920x1080 wall at DPR 1 1080p', () => {
    expect(routeTier(route, stage(1920, 1080, 1))).toBe('video_1080');
  });

  it('gives a 4K wall 2160p where the clips have it, else the largest there is (1080p)', () => {
    expect(routeTier(route, stage(3840, 2160, 1))).toBe('video_2160');
    expect(routeTier([clip('a', ['video_720', 'video_1080'])], stage(3840, 2160, 1))).toBe('video_1080');
  });

  it('gives a full portrait screen (1080x1920) 2160p: a 16:9 clip must be 1920 px high to cover it', () => {
    expect(routeTier(route, stage(1080, 1920, 1))).toBe('video_2160');
  });

  it('never picks a rendition larger than MAX_TEXTURE_SIZE: a 4K wall on a 2048 GPU gets 1080p', () => {
    expect(routeTier(route, stage(3840, 2160, 1, 2048))).toBe('video_1080');
    expect(videoUrlAt(route[0]!, 'video_2160', 2048)).toBe('/uploads/video_1080_a.mp4');
  });

  it('plays the originals when no clip has a rendition (not processed yet)', () => {
    const raw = [clip('a', []), clip('b', [])];
    expect(routeTier(raw, stage(1920, 1080, 1))).toBeNull();
    expect(raw.map((video) => videoUrlAt(video, null, GPU))).toEqual(['/uploads/a.mp4', '/uploads/b.mp4']);
  });

  it('plays a whole route at one tier; a clip lacking it plays its largest below, one with none its original', () => {
    // b comes from a 720p source (no 1080p), c was not processed: the wall's route still plays at 1080p.
    const mixed = [clip('a', ['video_720', 'video_1080']), clip('b', ['video_720']), clip('c', [])];
    const tier = routeTier(mixed, stage(1920, 1080, 1));
    expect(tier).toBe('video_1080');
    expect(mixed.map((video) => videoUrlAt(video, tier, GPU))).toEqual([
      '/uploads/video_1080_a.mp4',
      '/uploads/video_720_b.mp4',
      '/uploads/c.mp4',
    ]);
    // On a phone the same route plays at 720p.
    expect(routeTier(mixed, stage(390, 292.5, 2))).toBe('video_720');
  });

  it("takes a clip's smallest tier above when it has none at or below the route's", () => {
    expect(videoUrlAt(clip('a', ['video_1080']), 'video_720', GPU)).toBe('/uploads/video_1080_a.mp4');
  });

  it('chooses a background video on its own', () => {
    expect(videoUrlFor(clip('loop', ALL), stage(1920, 1080, 1))).toBe('/uploads/video_1080_loop.mp4');
    expect(videoUrlFor(clip('loop', []), stage(1920, 1080, 1))).toBe('/uploads/loop.mp4');
  });
});

describe("a route's segments", () => {
  it("set each clip's video to the route's tier and leave cuts alone", () => {
    const steps = [
      transition('a', 'b', { video: clip('a-b', ALL) }),
      transition('b', 'c', { video: clip('b-c', ['video_720']) }),
      transition('c', 'd', { options: { directTransition: true } }),
    ];
    const flags = { powerSaveMode: false, reducedMotion: false };
    const plan = planRoute('a', 'd', steps, SETTINGS, flags)!;
    const sized = withRenditions(plan, stage(1920, 1080, 1)).segments;
    expect(sized.map((s) => (s.kind === 'clip' ? s.transition.video?.url : `cut:${s.to}`))).toEqual([
      '/uploads/video_1080_a-b.mp4',
      '/uploads/video_720_b-c.mp4',
      'cut:d',
    ]);
    expect(sized.map((s) => (s.kind === 'clip' ? s.transition.payloadId : s.kind))).toEqual(['a-b', 'b-c', 'cut']);
  });
});
