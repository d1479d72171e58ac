import type { Background, BackgroundKey, ImageFormatKey, Media } from './types.ts';

/** Nominal widths of the image formats (SPEC §9), as configured in the CMS upload breakpoints. */
export const IMAGE_FORMAT_WIDTHS: Readonly<Record<ImageFormatKey, number>> = {
  xxlarge: 3840,
  xlarge: 1920,
  large: 1000,
  medium: 750,
  small: 500,
  thumbnail: 245,
};

/** Formats from the largest to the smallest: the fallback order ("fallback large to small"). */
export const IMAGE_FORMATS_BY_SIZE: readonly ImageFormatKey[] = [
  'xxlarge',
  'xlarge',
  'large',
  'medium',
  'small',
  'thumbnail',
];

/** Formats tried for a background picture (SPEC §9), best first. */
export const BACKGROUND_IMAGE_FORMATS: readonly ImageFormatKey[] = ['xlarge', 'large', 'medium', 'small', 'thumbnail'];

/** Background keys by priority (SPEC §9), best first. */
export const BACKGROUND_PRIORITY: readonly BackgroundKey[] = [
  'high_resolution_4x3',
  'high_resolution_16x9',
  'default_background_4x3',
  'default_background_16x9',
  'default_background',
  'mobile',
  'default_background_image',
  'fallback_image',
];

/**
 * URL of `media` in the `preferred` format. A missing format falls back to the next smaller one
 * (xxlarge, xlarge, large, medium, small, thumbnail), then to the original file. The CMS only makes
 * formats smaller than the original, so when the original is known to be no wider than the preferred
 * format it is used directly instead of a smaller copy. Non-images (no formats) give `media.url`.
 */
export function pickImageUrl(media: Media, preferred: ImageFormatKey): string {
  const direct = media.formats[preferred];
  if (direct) return direct.url;
  if (media.width !== null && media.width <= IMAGE_FORMAT_WIDTHS[preferred]) return media.url;
  const start = IMAGE_FORMATS_BY_SIZE.indexOf(preferred);
  for (const key of IMAGE_FORMATS_BY_SIZE.slice(start + 1)) {
    const format = media.formats[key];
    if (format) return format.url;
  }
  return media.url;
}

/**
 * URL of the smallest rendition at least `pixelWidth` wide (CSS width times devicePixelRatio), among the
 * formats and the original; the widest one when none is wide enough; `media.url` when no width is known.
 */
export function pickFormatForWidth(media: Media, pixelWidth: number): string {
  const candidates = imageRenditions(media);
  return (candidates.find((c) => c.width >= pixelWidth) ?? candidates.at(-1))?.url ?? media.url;
}

/** Every rendition of a picture whose width is known (its formats and the original), once each, narrowest first. */
export function imageRenditions(media: Media): { url: string; width: number }[] {
  const widths = new Map<string, number>();
  for (const key of IMAGE_FORMATS_BY_SIZE) {
    const format = media.formats[key];
    if (format) widths.set(format.url, format.width > 0 ? format.width : IMAGE_FORMAT_WIDTHS[key]);
  }
  if (media.width !== null && media.width > 0 && !widths.has(media.url)) widths.set(media.url, media.width);
  return [...widths].map(([url, width]) => ({ url, width })).sort((a, b) => a.width - b.width);
}

/** URL of a background picture: xlarge, large, medium, small, thumbnail, then the original (SPEC §9). */
export function pickBackgroundImageUrl(media: Media): string {
  for (const key of BACKGROUND_IMAGE_FORMATS) {
    const format = media.formats[key];
    if (format) return format.url;
  }
  return media.url;
}

const is4x3 = (key: BackgroundKey): boolean => key.endsWith('_4x3');
const is16x9 = (key: BackgroundKey): boolean => key.endsWith('_16x9');

/**
 * The background a location shows for the screen orientation.
 *
 * Rule: only backgrounds that carry a media file count. Candidates are ranked by SPEC §9's priority
 * (high_resolution_4x3, high_resolution_16x9, default_background_4x3, default_background_16x9,
 * default_background, mobile, default_background_image, fallback_image). In landscape the `*_4x3` keys
 * are skipped as long as any other key exists (a wide screen prefers a wide or neutral picture); in
 * portrait the `*_16x9` keys are skipped as long as any other key exists. When only skipped keys are
 * left, the exact priority order applies among them. Returns null when nothing is usable.
 */
export function chooseBackground(
  backgrounds: readonly Background[],
  orientation: 'landscape' | 'portrait',
): Background | null {
  const usable = backgrounds.filter((b) => b.image !== null || b.video !== null);
  const skip = orientation === 'landscape' ? is4x3 : is16x9;
  const preferred = usable.filter((b) => !skip(b.key));
  const pool = preferred.length > 0 ? preferred : usable;
  for (const key of BACKGROUND_PRIORITY) {
    const match = pool.find((b) => b.key === key);
    if (match) return match;
  }
  return null;
}

/**
 * The still a location stands for on a screen of `orientation`: its chosen background's picture, else its first
 * background with one (a video background's poster, say). Hotspots are anchored on it.
 */
export function backgroundStill(
  backgrounds: readonly Background[],
  orientation: 'landscape' | 'portrait',
): Media | null {
  return chooseBackground(backgrounds, orientation)?.image ?? backgrounds.find((entry) => entry.image)?.image ?? null;
}
