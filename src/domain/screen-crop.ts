import { isPortrait, PLAYER_RATIO } from './layout.ts';

/** A screen size in CSS pixels. */
export interface ScreenSize {
  width: number;
  height: number;
}

/** The four screens the showroom is sold for. */
export const SOLD_SCREENS = {
  wall: { width: 1920, height: 1080 },
  'portrait wall': { width: 1080, height: 1920 },
  table: { width: 1366, height: 1024 },
  phone: { width: 390, height: 844 },
} as const satisfies Record<string, ScreenSize>;

export type SoldScreen = keyof typeof SOLD_SCREENS;

/** The part of a picture that is seen: fractions of the picture from its top-left corner. */
export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What a `pictureAspect` picture shows of itself when it covers a `viewAspect` area, centred (CSS `object-fit:
 * cover`): all of its height and the middle of its width when it is wider than the area, else all of its width
 * and the middle of its height. A size that is not positive shows the whole picture.
 */
export function coverCrop(pictureAspect: number, viewAspect: number): Crop {
  if (!(pictureAspect > 0) || !(viewAspect > 0)) return { x: 0, y: 0, width: 1, height: 1 };
  if (pictureAspect > viewAspect) {
    const width = viewAspect / pictureAspect;
    return { x: (1 - width) / 2, y: 0, width, height: 1 };
  }
  const height = pictureAspect / viewAspect;
  return { x: 0, y: (1 - height) / 2, width: 1, height };
}

/**
 * The picture's area on `screen` (SPEC §9): the whole window in landscape, a band as wide as the screen and
 * `width / (4/3)` high in portrait.
 */
export function stageAspect(screen: ScreenSize): number {
  return isPortrait(screen.width, screen.height) ? PLAYER_RATIO : screen.width / screen.height;
}

/** What `screen` shows of a `pictureAspect` picture: its cover fit in the screen's picture area. */
export function screenCrop(pictureAspect: number, screen: ScreenSize): Crop {
  return coverCrop(pictureAspect, stageAspect(screen));
}
