import { contrastRatio, relativeLuminance } from './logo-plate.ts';

/** An sRGB colour as bytes. */
export type Rgb = readonly [number, number, number];

/** The plate's colour: the page's background (--color-bg of src/styles.css, the breadcrumb's plate). */
export const TEXT_PLATE: Rgb = [0x0b, 0x16, 0x20];

/** WCAG 1.4.3: the contrast normal text needs against what is under it. */
export const TEXT_CONTRAST = 4.5;
/** The plate's opacity goes up in these steps: fine enough to stay light, few enough not to flicker. */
const STEP = 0.05;

/** `top` at `alpha` over `bottom`, as the browser blends colours (in sRGB). */
export function over(top: Rgb, alpha: number, bottom: Rgb): Rgb {
  return [0, 1, 2].map((i) => top[i]! * alpha + bottom[i]! * (1 - alpha)) as unknown as Rgb;
}

/**
 * How opaque a plate of `plate`'s colour behind text over the picture must be (issue 31: the breadcrumb over the
 * picture, like the logo's plate of `logo-plate.ts`, judged from the pixels): the least opacity, in steps of 0.05,
 * at which every text colour keeps `TEXT_CONTRAST` against every picture pixel under the text seen through the
 * plate. `rgba` is the picture under the text, four bytes a pixel (alpha ignored: the picture is opaque). 0 when the
 * picture alone is enough; 1 (the plate opaque) when nothing less is, or when the plate itself would not do.
 */
export function plateOpacity(rgba: ArrayLike<number>, texts: readonly Rgb[], plate: Rgb): number {
  if (texts.length === 0 || rgba.length < 4) return 0;
  const inks = texts.map((text) => relativeLuminance(...text));
  const reads = (alpha: number) => {
    for (let i = 0; i + 3 < rgba.length; i += 4) {
      const under = relativeLuminance(...over(plate, alpha, [rgba[i]!, rgba[i + 1]!, rgba[i + 2]!]));
      if (!inks.every((ink) => contrastRatio(ink, under) >= TEXT_CONTRAST)) return false;
    }
    return true;
  };
  for (let step = 0; step * STEP < 1; step += 1) if (reads(step * STEP)) return Math.round(step * STEP * 100) / 100;
  return 1;
}
