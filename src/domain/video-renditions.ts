import type { Plan } from './plan.ts';
import { VIDEO_RENDITIONS, type Media, type MediaFormat, type VideoRenditionKey } from './types.ts';

/** The canvas a video is drawn on: its CSS size, its device pixels per CSS pixel, and the GPU's texture limit. */
export interface StagePixels {
  width: number;
  height: number;
  dpr: number;
  /** WebGL's MAX_TEXTURE_SIZE: a video frame larger than this in either side cannot be uploaded. */
  maxTextureSize: number;
}

/** The renditions of `video` the GPU can take, smallest first. */
function uploadable(video: Media, maxTextureSize: number): [VideoRenditionKey, MediaFormat][] {
  return VIDEO_RENDITIONS.flatMap((key) => {
    const rendition = video.renditions[key];
    return rendition && rendition.width <= maxTextureSize && rendition.height <= maxTextureSize
      ? [[key, rendition] as [VideoRenditionKey, MediaFormat]]
      : [];
  });
}

/**
 * Whether a `width` x `height` frame covers the stage. The stage draws a clip with a cover fit (`cover-fit.ts`:
 * scaled by the larger of canvas width / frame width and canvas height / frame height, the overflow cropped), so
 * the frame is never enlarged, and each device pixel gets a texel of its own, exactly when it is at least as wide
 * and at least as high as the canvas in device pixels. Each side of the canvas counts up to MAX_TEXTURE_SIZE: no
 * texture is larger. So a 16:9 clip on a 4:3 canvas needs the canvas's height (its sides are cropped), and on a
 * full portrait screen (1080x1920) a 1920 px high frame, which only a 2160p rendition has.
 */
export function covers(frame: { width: number; height: number }, stage: StagePixels): boolean {
  const cap = (css: number) => Math.min(Math.ceil(css * stage.dpr), stage.maxTextureSize);
  return frame.width >= cap(stage.width) && frame.height >= cap(stage.height);
}

/**
 * The rendition tier a whole route plays at (its clips share one, so a clip's last frame meets the next one's
 * first at the same sharpness): the smallest tier whose renditions, in every clip that has it, cover the stage;
 * else the largest tier any clip has; null when no clip has a rendition the GPU can take (the originals play).
 */
export function routeTier(videos: readonly Media[], stage: StagePixels): VideoRenditionKey | null {
  const tiers = videos.map((video) => new Map(uploadable(video, stage.maxTextureSize)));
  const present = VIDEO_RENDITIONS.filter((key) => tiers.some((tier) => tier.has(key)));
  const covering = present.find((key) =>
    tiers.every((tier) => {
      const rendition = tier.get(key);
      return !rendition || covers(rendition, stage);
    }),
  );
  return covering ?? present.at(-1) ?? null;
}

/**
 * The URL `video` plays from at `tier`: its rendition of that tier; one that lacks it (made from a smaller source)
 * its largest below, else its smallest above; the original when it has none the GPU can take, or no tier is given.
 */
export function videoUrlAt(video: Media, tier: VideoRenditionKey | null, maxTextureSize: number): string {
  if (tier === null) return video.url;
  const renditions = uploadable(video, maxTextureSize);
  const rank = VIDEO_RENDITIONS.indexOf(tier);
  const below = renditions.filter(([key]) => VIDEO_RENDITIONS.indexOf(key) <= rank).at(-1);
  return (below ?? renditions[0])?.[1].url ?? video.url;
}

/** The URL a single video (a location's background) plays from on `stage`. */
export function videoUrlFor(video: Media, stage: StagePixels): string {
  return videoUrlAt(video, routeTier([video], stage), stage.maxTextureSize);
}

/** A route with each clip's video at the route's tier ({@link routeTier}); cuts as they are. */
export function withRenditions(plan: Plan, stage: StagePixels): Plan {
  const videos = plan.segments.flatMap((segment) =>
    segment.kind === 'clip' && segment.transition.video ? [segment.transition.video] : [],
  );
  const tier = routeTier(videos, stage);
  const segments = plan.segments.map((segment) => {
    const video = segment.kind === 'clip' ? segment.transition.video : null;
    if (segment.kind === 'cut' || !video) return segment;
    const url = videoUrlAt(video, tier, stage.maxTextureSize);
    return url === video.url
      ? segment
      : { ...segment, transition: { ...segment.transition, video: { ...video, url } } };
  });
  return { ...plan, segments };
}
