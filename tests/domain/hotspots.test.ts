import { describe, expect, it } from 'vitest';
import { CASCADE_S, appearDelay, readingOrder, sortHotspots } from '../../src/domain/hotspots.ts';
import type { Hotspot } from '../../src/domain/types.ts';
import { hotspot as navigationHotspot } from './fixtures.ts';

function hotspot(id: number, priority: number, categoryPriorities: number[] = []): Hotspot {
  return navigationHotspot(id, {
    priority,
    categories: categoryPriorities.map((p) => ({ title: `Category ${p}`, priority: p })),
  });
}

const SETTINGS = { stagger: false, staggerInterval: 7, expandAll: true, defaultAnimation: 'fade_in' } as const;

describe('sortHotspots', () => {
  it("ranks by the categories' highest priority, then the hotspot's own, then id", () => {
    const hotspots = [hotspot(1, 9), hotspot(2, 1, [5]), hotspot(3, 2, [1, 5]), hotspot(4, 2, [5]), hotspot(5, 9)];
    expect(sortHotspots(hotspots).map((entry) => entry.id)).toEqual([3, 4, 2, 1, 5]);
  });

  it('gives the same order whatever order the content lists them in, and leaves the list as it was', () => {
    const hotspots = [hotspot(1, 3), hotspot(2, 3), hotspot(3, 1, [2])];
    const reversed = [...hotspots].reverse();
    expect(sortHotspots(reversed)).toEqual(sortHotspots(hotspots));
    expect(reversed.map((entry) => entry.id)).toEqual([3, 2, 1]);
  });
});

describe('appearDelay', () => {
  it('staggers hotspots by the interval when the settings ask for it (SPEC §9: 7 s)', () => {
    expect([0, 1, 2].map((order) => appearDelay(order, { ...SETTINGS, stagger: true }))).toEqual([0, 7, 14]);
  });

  it('lets them appear in a quick cascade otherwise (stagger is off by default)', () => {
    expect([0, 1, 2].map((order) => appearDelay(order, SETTINGS))).toEqual([0, CASCADE_S, 2 * CASCADE_S]);
    expect(CASCADE_S).toBeLessThan(0.2);
  });
});

describe('readingOrder', () => {
  const at = (id: number, x: number, y: number) => navigationHotspot(id, { x, y });

  it('reads rows from the top, left to right within a row', () => {
    const hotspots = [at(1, 0.8, 0.52), at(2, 0.2, 0.58), at(3, 0.5, 0.1), at(4, 0.1, 0.9), at(5, 0.9, 0.15)];
    expect(readingOrder(hotspots).map((h) => h.id)).toEqual([3, 5, 2, 1, 4]);
  });

  it('orders anchors at the same place by id, whatever their order in the content', () => {
    expect(readingOrder([at(9, 0.5, 0.5), at(4, 0.5, 0.5)]).map((h) => h.id)).toEqual([4, 9]);
  });

  it('does not change the list it is given', () => {
    const hotspots = [at(1, 0.9, 0.9), at(2, 0.1, 0.1)];
    readingOrder(hotspots);
    expect(hotspots.map((h) => h.id)).toEqual([1, 2]);
  });
});
