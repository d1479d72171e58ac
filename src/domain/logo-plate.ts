/** What a logo is drawn on in a dashboard: a light plate, or the dark surface of the modal itself. */
export type LogoPlate = 'light' | 'dark';

/** The plates' colours, as sRGB bytes: white, and the modal's surface (ui/dialogs/modal.module.css). */
export const PLATE_COLOURS: Readonly<Record<LogoPlate, readonly [number, number, number]>> = {
  light: [255, 255, 255],
  dark: [0x13, 0x21, 0x2d],
};

/** WCAG's relative luminance of an sRGB colour given as bytes. */
export function relativeLuminance(r: number, g: number, b: number): number {
  const channel = (byte: number) => {
    const c = byte / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG's contrast ratio of two luminances (1 to 21). */
export const contrastRatio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Contrast WCAG asks of large text and of graphics that carry meaning. */
const READABLE = 3;

/**
 * The plate on which a logo reads (SPEC §2: dashboards show their logo; a dark logo on the dark modal does not
 * read). `rgba` is the logo's pixels, four bytes each; pixels mostly transparent are not drawn and do not count.
 * The plate under which more of the drawn pixels (weighted by their opacity) reach a contrast of 3 wins; a tie,
 * and a logo with nothing drawn, go to the light plate, where the CMS's logos are usually designed.
 */
export function chooseLogoPlate(rgba: ArrayLike<number>): LogoPlate {
  const plates = {
    light: relativeLuminance(...PLATE_COLOURS.light),
    dark: relativeLuminance(...PLATE_COLOURS.dark),
  };
  let light = 0;
  let dark = 0;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    const alpha = rgba[i + 3]! / 255;
    if (alpha < 0.5) continue;
    const luminance = relativeLuminance(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!);
    if (contrastRatio(luminance, plates.light) >= READABLE) light += alpha;
    if (contrastRatio(luminance, plates.dark) >= READABLE) dark += alpha;
  }
  return dark > light ? 'dark' : 'light';
}
