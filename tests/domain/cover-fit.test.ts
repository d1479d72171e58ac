import { describe, expect, it } from 'vitest';
import { anchorInBox, coverFitOf, xOnPicture } from '../../src/domain/cover-fit.ts';

// Hotspot positions are relative to the 16:9 picture; a 4:3 picture is the middle 75 % of the same frame
// (docs/content-model.md, "Hotspot position and the 4:3 pictures").
describe('a 16:9 position on the picture shown', () => {
  it('is the same x on a 16:9 picture, or one of unknown aspect', () => {
    expect(xOnPicture(0.2, 16 / 9)).toBe(0.2);
    expect(xOnPicture(0.2, 21 / 9)).toBe(0.2);
    expect(xOnPicture(0.2, Number.NaN)).toBe(0.2);
  });

  it('moves out from the centre on a 4:3 picture: (x - 0.125) / 0.75', () => {
    expect(xOnPicture(0.5, 4 / 3)).toBeCloseTo(0.5);
    expect(xOnPicture(0.125, 4 / 3)).toBeCloseTo(0);
    expect(xOnPicture(0.875, 4 / 3)).toBeCloseTo(1);
    expect(xOnPicture(0.2, 4 / 3)).toBeCloseTo(0.1);
  });

  it('lands where the 16:9 picture would put it, whichever picture covers a 4:3 band', () => {
    const band = 4 / 3;
    for (const x of [0.05, 0.15, 0.5, 0.8]) {
      const onFourThree = anchorInBox(x, 0.4, 4 / 3, coverFitOf(4 / 3, band));
      const onSixteenNine = anchorInBox(x, 0.4, 16 / 9, coverFitOf(16 / 9, band));
      expect(onFourThree.u).toBeCloseTo(onSixteenNine.u);
      expect(onFourThree.v).toBeCloseTo(onSixteenNine.v);
      expect(onFourThree.shown).toBe(onSixteenNine.shown);
    }
  });
});
