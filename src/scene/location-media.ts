import { backgroundStill, chooseBackground, IMAGE_FORMATS_BY_SIZE, pickImageUrl } from '../domain/media.ts';
import type { ImageFormatKey, Location } from '../domain/types.ts';
import { videoUrlFor, type StagePixels } from '../domain/video-renditions.ts';

export type Orientation = 'landscape' | 'portrait';

export interface LocationMedia {
  /** The still that stands for the location (also the first and last frame of its transition clips). */
  still: string | null;
  /**
   * Stills tried in turn when `still` cannot be loaded (a rendition missing on the media host, or corrupt): the
   * same picture's smaller renditions, then its original (the hotspots stay where they belong), then the
   * location's other pictures, each at the same size and then as its original. None given: nothing else is tried.
   */
  fallbacks?: readonly string[];
  /** A video background and whether it loops; null for an image background. */
  video: { url: string; loop: boolean } | null;
}

/** The image width a screen of `pixelWidth` device pixels needs. */
function formatFor(pixelWidth: number): ImageFormatKey {
  if (pixelWidth > 1920) return 'xxlarge';
  if (pixelWidth > 1000) return 'xlarge';
  return 'large';
}

/**
 * What the stage shows for a location: its chosen background (SPEC §9 priority) as a still and maybe a video, each
 * in the size the stage's canvas needs (a video's rendition as `domain/video-renditions.ts` chooses it).
 */
export function locationMedia(location: Location, orientation: Orientation, stage: StagePixels): LocationMedia {
  const background = chooseBackground(location.backgrounds, orientation);
  const image = backgroundStill(location.backgrounds, orientation);
  const video =
    background?.type === 'video' && background.video
      ? { url: videoUrlFor(background.video, stage), loop: background.loop }
      : null;
  if (!image) return { still: null, video };
  const format = formatFor(stage.width * stage.dpr);
  const smaller = IMAGE_FORMATS_BY_SIZE.slice(IMAGE_FORMATS_BY_SIZE.indexOf(format) + 1);
  const others = location.backgrounds.flatMap((entry) => (entry.image && entry.image !== image ? [entry.image] : []));
  const [still = null, ...fallbacks] = new Set([
    pickImageUrl(image, format),
    ...smaller.map((key) => pickImageUrl(image, key)),
    image.url,
    ...others.map((other) => pickImageUrl(other, format)),
    ...others.map((other) => other.url),
  ]);
  return { still, fallbacks, video };
}
