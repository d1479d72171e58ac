import { describe, expect, it } from 'vitest';
import { anchorInBox, coverFitOf, shownPart, xOnPicture } from '../../src/domain/cover-fit.ts';
import { SOLD_SCREENS, stageOf } from '../../src/domain/layout.ts';

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

describe('what each sold screen shows of the 16:9 picture', () => {
  const shown = (screen: { width: number; height: number }) =>
    shownPart(coverFitOf(16 / 9, stageOf(screen.width, screen.height).aspect));

  it('lays the picture out over the window in landscape and in the 4:3 band in portrait (SPEC §9)', () => {
    expect(stageOf(1920, 1080)).toEqual({ orientation: 'landscape', aspect: 16 / 9 });
    expect(stageOf(1366, 1024).aspect).toBeCloseTo(1366 / 1024);
    expect(stageOf(1080, 1920)).toEqual({ orientation: 'portrait', aspect: 4 / 3 });
    expect(stageOf(390, 844).aspect).toBeCloseTo(4 / 3);
  });

  it('all of it on a wall, the middle of its width on the table and in portrait', () => {
    expect(shown(SOLD_SCREENS.wall)).toEqual({ x: 0, y: 0, width: 1, height: 1 });
    const table = shown(SOLD_SCREENS.table);
    expect(table.width).toBeCloseTo((1366 / 1024) * (9 / 16), 10);
    expect(table.x).toBeCloseTo((1 - table.width) / 2, 10);
    for (const screen of [SOLD_SCREENS['portrait wall'], SOLD_SCREENS.phone]) {
      expect(shown(screen).x).toBeCloseTo(0.125);
      expect(shown(screen).width).toBeCloseTo(0.75);
      expect([shown(screen).y, shown(screen).height]).toEqual([0, 1]);
    }
  });

  it('the middle of its height when the picture is taller than the area', () => {
    const part = shownPart(coverFitOf(4 / 3, 16 / 9));
    expect([part.x, part.width]).toEqual([0, 1]);
    expect(part.y).toBeCloseTo(0.125);
    expect(part.height).toBeCloseTo(0.75);
  });
});
