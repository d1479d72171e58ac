import { describe, expect, it } from 'vitest';
import { coverCrop, screenCrop, SOLD_SCREENS, stageAspect } from '../../src/domain/screen-crop.ts';

describe('screen crops', () => {
  it('shows the middle of a wider picture’s width, all of a taller one’s width', () => {
    const wide = coverCrop(16 / 9, 4 / 3);
    expect(wide.x).toBeCloseTo(0.125);
    expect(wide.width).toBeCloseTo(0.75);
    expect([wide.y, wide.height]).toEqual([0, 1]);
    const tall = coverCrop(4 / 3, 16 / 9);
    expect([tall.x, tall.width]).toEqual([0, 1]);
    expect(tall.y).toBeCloseTo(0.125);
    expect(tall.height).toBeCloseTo(0.75);
    expect(coverCrop(0, 1)).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });

  it('fits the picture to the window in landscape and to the 4:3 band in portrait (SPEC §9)', () => {
    expect(stageAspect(SOLD_SCREENS.wall)).toBeCloseTo(16 / 9);
    expect(stageAspect(SOLD_SCREENS.table)).toBeCloseTo(1366 / 1024);
    expect(stageAspect(SOLD_SCREENS['portrait wall'])).toBeCloseTo(4 / 3);
    expect(stageAspect(SOLD_SCREENS.phone)).toBeCloseTo(4 / 3);
  });

  it('tells what each sold screen hides of the 16:9 picture', () => {
    expect(screenCrop(16 / 9, SOLD_SCREENS.wall)).toEqual({ x: 0, y: 0, width: 1, height: 1 });
    const table = screenCrop(16 / 9, SOLD_SCREENS.table);
    expect(table.width).toBeCloseTo((1366 / 1024) * (9 / 16), 10);
    expect(table.x).toBeCloseTo((1 - table.width) / 2, 10);
    for (const screen of [SOLD_SCREENS['portrait wall'], SOLD_SCREENS.phone]) {
      const crop = screenCrop(16 / 9, screen);
      expect(crop.x).toBeCloseTo(0.125);
      expect(crop.width).toBeCloseTo(0.75);
    }
  });
});
