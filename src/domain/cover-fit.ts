/**
 * How a picture covers the stage's box (`object-fit: cover`, centred), as the background shader draws it and the
 * hotspots follow it: `x`, `y` the share of the picture's width and height shown, `z`, `w` the share cut off before
 * it (left, bottom). Pure, so the tour check crops the sold screens with the showroom's own numbers.
 */
export interface CoverFit {
  x: number;
  y: number;
  z: number;
  w: number;
}

/** The cover fit of a `textureAspect` picture in a `viewAspect` box; the whole picture when either is unknown. */
export function coverFitOf(textureAspect: number, viewAspect: number): CoverFit {
  if (!(textureAspect > 0) || !(viewAspect > 0)) return { x: 1, y: 1, z: 0, w: 0 };
  if (textureAspect > viewAspect) {
    const scale = viewAspect / textureAspect;
    return { x: scale, y: 1, z: (1 - scale) / 2, w: 0 };
  }
  const scale = textureAspect / viewAspect;
  return { x: 1, y: scale, z: 0, w: (1 - scale) / 2 };
}

/** The part of the picture a cover fit shows: from its top-left corner, in shares of its width and height. */
export function shownPart(cover: CoverFit): { x: number; y: number; width: number; height: number } {
  return { x: cover.z, y: 1 - cover.w - cover.y, width: cover.x, height: cover.y };
}

/**
 * Where a hotspot position (`x` right, `y` down, 0..1 from the 16:9 picture's top-left corner) falls in the box
 * (`u` right, `v` up, 0..1) when a picture of `pictureAspect` covers it as `cover` says, and whether the crop
 * leaves it on screen.
 */
export function anchorInBox(
  x: number,
  y: number,
  pictureAspect: number,
  cover: CoverFit,
): { u: number; v: number; shown: boolean } {
  const u = (xOnPicture(x, pictureAspect) - cover.z) / cover.x;
  const v = (1 - y - cover.w) / cover.y;
  return { u, v, shown: u >= 0 && u <= 1 && v >= 0 && v <= 1 };
}

/** Hotspot positions are relative to the 16:9 picture (docs/content-model.md). */
export const POSITION_ASPECT = 16 / 9;

/**
 * Where a position's `x` (relative to the 16:9 picture) falls on a narrower picture of `aspect`, the centre crop
 * of the same frame (a 4:3 still: `(x - 0.125) / 0.75`); `y` is the same on both. A picture as wide or wider, or
 * of unknown aspect, takes `x` as it is.
 */
export function xOnPicture(x: number, aspect: number): number {
  if (!(aspect > 0) || aspect >= POSITION_ASPECT) return x;
  const share = aspect / POSITION_ASPECT;
  return (x - (1 - share) / 2) / share;
}
