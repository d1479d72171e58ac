import { describe, expect, it } from 'vitest';
import { breakpointOf, computeLayout, isPortrait, showsLandscapeWarning } from '../../src/domain/layout.ts';

describe('layout rules (SPEC §9)', () => {
  it('uses the portrait layout when the window is taller than wide', () => {
    expect(isPortrait(390, 844)).toBe(true);
    expect(isPortrait(1600, 2560)).toBe(true);
    expect(isPortrait(844, 390)).toBe(false);
    expect(isPortrait(800, 800)).toBe(false);
  });

  it('applies the safe area to wide screens and the 1200 px rule to narrow ones', () => {
    // 1300 x 1400: taller than wide, but not narrower than height x 0.9 -> landscape
    expect(isPortrait(1300, 1400, 0.9)).toBe(false);
    // narrower than 1200 and taller than wide: portrait whatever the safe area
    expect(isPortrait(1100, 1150, 0.5)).toBe(true);
  });

  it('warns about a landscape window lower than 600 px', () => {
    expect(showsLandscapeWarning(844, 390)).toBe(true);
    expect(showsLandscapeWarning(1920, 600)).toBe(false);
    expect(showsLandscapeWarning(500, 500)).toBe(false);
    expect(showsLandscapeWarning(390, 844)).toBe(false);
  });

  it('sizes the background to width / (4/3) in portrait and to the window height otherwise', () => {
    expect(computeLayout({ width: 600, height: 1000 }).backgroundHeight).toBe(450);
    expect(computeLayout({ width: 1920, height: 1080 }).backgroundHeight).toBe(1080);
  });

  it('reports the height left for content', () => {
    expect(computeLayout({ width: 1920, height: 1080, headerHeight: 80, footerHeight: 60 }).availableHeight).toBe(940);
    expect(computeLayout({ width: 600, height: 1000, footerHeight: 50 }).availableHeight).toBe(500);
    expect(computeLayout({ width: 600, height: 400, headerHeight: 500 }).availableHeight).toBe(0);
  });

  it('sets mobile-first breakpoint flags, defaulting to xs', () => {
    expect(breakpointOf(320)).toBe('xs');
    expect(breakpointOf(420)).toBe('xs');
    expect(breakpointOf(575)).toBe('xs');
    expect(breakpointOf(576)).toBe('s');
    expect(breakpointOf(1199)).toBe('l');
    expect(breakpointOf(1400)).toBe('xxl');
    expect(breakpointOf(3840)).toBe('xxxl');
    const { breakpoints, breakpoint } = computeLayout({ width: 1000, height: 700 });
    expect(breakpoint).toBe('l');
    expect(breakpoints).toEqual({ xs: true, s: true, m: true, l: true, xl: false, xxl: false, xxxl: false });
    expect(Object.values(computeLayout({ width: 300, height: 600 }).breakpoints).some(Boolean)).toBe(false);
  });

  it('echoes the window size and the flags it computed', () => {
    expect(computeLayout({ width: 844, height: 390 })).toMatchObject({
      windowSize: { width: 844, height: 390 },
      usePortraitLayout: false,
      showNoLandscapeModeWarning: true,
    });
  });
});
