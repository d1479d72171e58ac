import { describe, expect, it } from 'vitest';
import { chooseLogoPlate, contrastRatio, relativeLuminance } from '../../src/domain/logo-plate.ts';

/** `count` pixels of one colour. */
const pixels = (count: number, [r, g, b, a]: [number, number, number, number]) =>
  Array.from({ length: count }, () => [r, g, b, a]).flat();

describe('chooseLogoPlate', () => {
  it('puts a dark logo on the light plate', () => {
    // The demo's light-background logo: dark blue lettering.
    expect(chooseLogoPlate(pixels(100, [0x0f, 0x2a, 0x3d, 255]))).toBe('light');
  });

  it('leaves a white logo on the dark surface', () => {
    expect(chooseLogoPlate(pixels(100, [255, 255, 255, 255]))).toBe('dark');
  });

  it('counts the drawn pixels only: a transparent field around white lettering does not make it light', () => {
    const logo = [...pixels(20, [255, 255, 255, 255]), ...pixels(500, [0, 0, 0, 0])];
    expect(chooseLogoPlate(logo)).toBe('dark');
  });

  it('weighs by what most of the logo needs: lettering outweighs a small dark mark', () => {
    const logo = [...pixels(80, [255, 255, 255, 255]), ...pixels(20, [0x0f, 0x2a, 0x3d, 255])];
    expect(chooseLogoPlate(logo)).toBe('dark');
    const other = [...pixels(20, [255, 255, 255, 255]), ...pixels(80, [0x0f, 0x2a, 0x3d, 255])];
    expect(chooseLogoPlate(other)).toBe('light');
  });

  it('chooses the light plate when nothing is drawn', () => {
    expect(chooseLogoPlate([])).toBe('light');
    expect(chooseLogoPlate(pixels(10, [255, 255, 255, 0]))).toBe('light');
  });
});

describe('contrast', () => {
  it('follows WCAG: black on white is 21, a colour on itself 1', () => {
    expect(contrastRatio(relativeLuminance(0, 0, 0), relativeLuminance(255, 255, 255))).toBeCloseTo(21);
    expect(contrastRatio(relativeLuminance(9, 99, 199), relativeLuminance(9, 99, 199))).toBe(1);
  });
});
