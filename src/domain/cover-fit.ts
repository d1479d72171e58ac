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

/**
 * Where an anchor of the picture (`x` right, `y` down, 0..1 from its top-left corner) falls in the box (`u` right,
 * `v` up, 0..1), and whether the crop leaves it on screen.
 */
export function anchorInBox(x: number, y: number, cover: CoverFit): { u: number; v: number; shown: boolean } {
  const u = (x - cover.z) / cover.x;
  const v = (1 - y - cover.w) / cover.y;
  return { u, v, shown: u >= 0 && u <= 1 && v >= 0 && v <= 1 };
}
