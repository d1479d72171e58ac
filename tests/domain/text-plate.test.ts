import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from '../../src/domain/logo-plate.ts';
import { over, plateOpacity, TEXT_CONTRAST, type Rgb } from '../../src/domain/text-plate.ts';

/** The breadcrumb's colours (src/ui/navigation/breadcrumb.module.css, src/styles.css) and the plate's. */
const MUTED: Rgb = [0xa9, 0xb8, 0xc6];
const TEXT: Rgb = [0xf4, 0xf7, 0xfa];
const PLATE: Rgb = [0x0b, 0x16, 0x20];

/** `count` pixels of `colour`, then the `extra` pixels, as RGBA bytes. */
function pixels(colour: Rgb, count: number, extra: Rgb[] = []): Uint8ClampedArray {
  const all = [...Array<Rgb>(count).fill(colour), ...extra];
  return new Uint8ClampedArray(all.flatMap(([r, g, b]) => [r, g, b, 255]));
}

const contrast = (a: Rgb, b: Rgb) => contrastRatio(relativeLuminance(...a), relativeLuminance(...b));

describe('plateOpacity', () => {
  it('needs no plate over a dark picture', () => {
    expect(plateOpacity(pixels([20, 24, 30], 100), [MUTED, TEXT], PLATE)).toBe(0);
  });

  it('over a light picture gives the least opacity at which the dimmest text reads, in steps of 0.05', () => {
    const picture: Rgb = [200, 200, 196];
    const alpha = plateOpacity(pixels(picture, 100), [MUTED, TEXT], PLATE);
    expect(alpha).toBeGreaterThan(0);
    expect(contrast(MUTED, over(PLATE, alpha, picture))).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // 0.05 less would not do.
    expect(contrast(MUTED, over(PLATE, alpha - 0.05, picture))).toBeLessThan(TEXT_CONTRAST);
  });

  it('one light spot under the text is enough to need the plate (every pixel counts, not the mean)', () => {
    const dark = plateOpacity(pixels([30, 30, 30], 999), [MUTED], PLATE);
    const spot = plateOpacity(pixels([30, 30, 30], 999, [[250, 250, 250]]), [MUTED], PLATE);
    expect(dark).toBe(0);
    expect(spot).toBeGreaterThan(0.5);
  });

  it('the brighter text needs less than the muted one', () => {
    const picture = pixels([150, 150, 150], 10);
    expect(plateOpacity(picture, [TEXT], PLATE)).toBeLessThan(plateOpacity(picture, [MUTED], PLATE));
  });

  it('gives the opaque plate when nothing less will do, and nothing when there is nothing to judge', () => {
    // Text as dark as the plate reads on no plate at all.
    expect(plateOpacity(pixels([255, 255, 255], 4), [[20, 20, 20]], PLATE)).toBe(0);
    expect(plateOpacity(pixels([128, 128, 128], 4), [[40, 40, 40]], PLATE)).toBe(1);
    expect(plateOpacity(new Uint8ClampedArray(), [MUTED], PLATE)).toBe(0);
    expect(plateOpacity(pixels([255, 255, 255], 4), [], PLATE)).toBe(0);
  });
});

describe('over', () => {
  it('blends as the browser does, in sRGB', () => {
    expect(over([0, 0, 0], 0.5, [200, 100, 50])).toEqual([100, 50, 25]);
    expect(over(PLATE, 1, [255, 255, 255])).toEqual(PLATE);
    expect(over(PLATE, 0, [1, 2, 3])).toEqual([1, 2, 3]);
  });
});
