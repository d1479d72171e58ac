/** SPEC §9: "Breakpoints: xs 420, s 576, m 768, l 992, xl 1200, xxl 1400, xxxl 1800; default xs." (min widths) */
export const BREAKPOINTS = { xs: 420, s: 576, m: 768, l: 992, xl: 1200, xxl: 1400, xxxl: 1800 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
/** SPEC §9: the player ratio of a portrait background. */
export const PLAYER_RATIO = 4 / 3;
export const PORTRAIT_MAX_WIDTH = 1200;
export const LANDSCAPE_MIN_HEIGHT = 600;

/** The four screens the showroom is sold for, in CSS pixels. */
export const SOLD_SCREENS = {
  wall: { width: 1920, height: 1080 },
  'portrait wall': { width: 1080, height: 1920 },
  table: { width: 1366, height: 1024 },
  phone: { width: 390, height: 844 },
} as const;
export type SoldScreen = keyof typeof SOLD_SCREENS;

export interface LayoutInput {
  width: number;
  height: number;
  /** SPEC §9 "safe area (1)". */
  safeArea?: number;
  /** Measured heights of the header and footer (navigation bar), 0 when not shown yet. */
  headerHeight?: number;
  footerHeight?: number;
}

export interface Layout {
  windowSize: { width: number; height: number };
  usePortraitLayout: boolean;
  showNoLandscapeModeWarning: boolean;
  headerHeight: number;
  footerHeight: number;
  backgroundHeight: number;
  /** Height left for content: the window without header and footer, and in portrait without the background. */
  availableHeight: number;
  /** The widest breakpoint the width reaches; `xs` below 420 too. */
  breakpoint: Breakpoint;
  /** Per breakpoint: the width is at least its minimum (mobile first). */
  breakpoints: Readonly<Record<Breakpoint, boolean>>;
}

/**
 * SPEC §9: "Portrait layout when width < height x safe area (1) and height > width, or width < 1200 and
 * height > width."
 */
export function isPortrait(width: number, height: number, safeArea = 1): boolean {
  return (width < height * safeArea && height > width) || (width < PORTRAIT_MAX_WIDTH && height > width);
}

/** SPEC §9: "Landscape warning when width > height and height < 600." */
export function showsLandscapeWarning(width: number, height: number): boolean {
  return width > height && height < LANDSCAPE_MIN_HEIGHT;
}

/** SPEC §9: "Portrait background height = width / player ratio (4/3); otherwise window height." */
export function backgroundHeightOf(width: number, height: number, portrait: boolean): number {
  return portrait ? width / PLAYER_RATIO : height;
}

export function breakpointOf(width: number): Breakpoint {
  let found: Breakpoint = 'xs';
  for (const [name, min] of Object.entries(BREAKPOINTS) as [Breakpoint, number][]) if (width >= min) found = name;
  return found;
}

/** Everything SPEC §4 "Layout" recomputes on a window resize. */
export function computeLayout({
  width,
  height,
  safeArea = 1,
  headerHeight = 0,
  footerHeight = 0,
}: LayoutInput): Layout {
  const usePortraitLayout = isPortrait(width, height, safeArea);
  const backgroundHeight = backgroundHeightOf(width, height, usePortraitLayout);
  const taken = headerHeight + footerHeight + (usePortraitLayout ? backgroundHeight : 0);
  const breakpoints = Object.fromEntries(
    Object.entries(BREAKPOINTS).map(([name, min]) => [name, width >= min]),
  ) as Record<Breakpoint, boolean>;
  return {
    windowSize: { width, height },
    usePortraitLayout,
    showNoLandscapeModeWarning: showsLandscapeWarning(width, height),
    headerHeight,
    footerHeight,
    backgroundHeight,
    availableHeight: Math.max(0, height - taken),
    breakpoint: breakpointOf(width),
    breakpoints,
  };
}

/**
 * The picture's area on a `width` x `height` screen as the showroom lays it out (SPEC §9): its orientation, and
 * its aspect, the window's in landscape, the 4:3 band's in portrait. The tour check and the editors' studio crop
 * the sold screens with it.
 */
export function stageOf(width: number, height: number): { orientation: 'landscape' | 'portrait'; aspect: number } {
  const layout = computeLayout({ width, height });
  return {
    orientation: layout.usePortraitLayout ? 'portrait' : 'landscape',
    aspect: width / layout.backgroundHeight,
  };
}
