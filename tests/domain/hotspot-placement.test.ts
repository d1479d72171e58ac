import { describe, expect, it } from 'vitest';
import {
  EDGE,
  MIN_LABEL,
  type KeepOut,
  placeHotspots,
  separateMarkers,
  type HotspotMeasure,
  type HotspotPlace,
} from '../../src/domain/hotspot-placement.ts';

/** A hotspot as the scene measures one on a phone: a 44 px marker, an 8 px gap, a 44 px high line. */
function at(x: number, y: number, label = 120, shown = true): HotspotMeasure {
  return { x, y, shown, marker: 44, gap: 8, label, height: 44 };
}

const PHONE = { width: 390, height: 292 };
const WALL = { width: 1920, height: 1080 };

/** The element's box as placed: the marker and the label side by side. */
function box(measure: HotspotMeasure, place: HotspotPlace) {
  const width = measure.marker + (place.label > 0 ? measure.gap + place.label : 0);
  return { left: place.left, top: place.top, right: place.left + width, bottom: place.top + measure.height };
}

const apart = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('placeHotspots', () => {
  it('leaves a lone hotspot at its anchor with its label to the right, as wide as it likes', () => {
    const [place] = placeHotspots([at(100, 150)], WALL, 44);
    expect(place).toEqual({ x: 100, y: 150, left: 78, top: 128, side: 'end', label: 120 });
  });

  it('puts the label left of the marker near the right edge, the marker staying at its anchor', () => {
    const [place] = placeHotspots([at(1800, 500, 200)], WALL, 44);
    expect(place!.side).toBe('start');
    expect(place!.x).toBe(1800);
    // The element ends with the marker: its right side is the marker's.
    expect(place!.left + 44 + 8 + 200).toBe(1800 + 22);
  });

  it("keeps a label that fits on neither side inside the box, on the roomier side, as wide as the room (the lobby's VF-800 on a phone)", () => {
    // The anchor a little left of the middle of a 390 px picture; the label would like 256 px.
    const measure = at(192, 130, 256);
    const [place] = placeHotspots([measure], PHONE, 44);
    const drawn = box(measure, place!);
    expect(place!.x).toBe(192);
    expect(drawn.left).toBeGreaterThanOrEqual(EDGE);
    expect(drawn.right).toBeLessThanOrEqual(PHONE.width - EDGE);
    // The right has 390 - 8 - (192 + 22 + 8) = 160 px, the left 192 - 22 - 8 - 8 = 154: the right wins.
    expect(place!.side).toBe('end');
    expect(place!.label).toBe(160);
  });

  it('keeps markers anchored off the picture box inside it, by the edge', () => {
    const places = placeHotspots([at(-30, 10), at(400, 300)], PHONE, 44);
    expect(places[0]).toMatchObject({ x: EDGE + 22, y: EDGE + 22 });
    expect(places[1]).toMatchObject({ x: PHONE.width - EDGE - 22, y: PHONE.height - EDGE - 22 });
  });

  it('every hotspot of a crowded small picture stays inside the box, its marker apart from every other', () => {
    const measures = [at(192, 130, 256), at(239, 122, 100), at(227, 86, 140), at(121, 110, 120), at(195, 128, 60)];
    const places = placeHotspots(measures, PHONE, 44);
    places.forEach((place, i) => {
      const drawn = box(measures[i]!, place);
      expect(drawn.left).toBeGreaterThanOrEqual(EDGE - 1e-9);
      expect(drawn.top).toBeGreaterThanOrEqual(EDGE - 1e-9);
      expect(drawn.right).toBeLessThanOrEqual(PHONE.width - EDGE + 1e-9);
      expect(drawn.bottom).toBeLessThanOrEqual(PHONE.height - EDGE + 1e-9);
      for (const other of places.slice(i + 1)) expect(apart(place, other)).toBeGreaterThanOrEqual(44 - 1e-6);
    });
  });
});

describe('placeHotspots: labels and other markers', () => {
  it('ends a label before the next marker in its line, so that marker can still be tapped', () => {
    // 200 px to the next marker: the label starts at 100 + 22 + 8 and stops 8 px before that marker's 278.
    const [place] = placeHotspots([at(100, 300, 250), at(300, 310, 60)], WALL, 44);
    expect(place).toMatchObject({ side: 'end', label: 278 - 8 - 130 });
  });

  it('goes to the other side when a marker is in the way and the label fits there', () => {
    const [place] = placeHotspots([at(900, 300, 150), at(1000, 300, 60)], WALL, 44);
    expect(place).toMatchObject({ side: 'start', label: 150, left: 900 + 22 - (44 + 8 + 150) });
  });

  it('ignores markers of another line and markers behind its own', () => {
    const [place] = placeHotspots([at(900, 300, 150), at(1000, 350), at(860, 300)], WALL, 44);
    expect(place).toMatchObject({ side: 'end', label: 150 });
  });

  it('sets a label aside when markers crowd it on both sides: the marker alone, no gap', () => {
    const measures = [at(500, 300, 200), at(456, 300, 200), at(544, 300, 200)];
    const [place] = placeHotspots(measures, WALL, 44);
    expect(place!.label).toBe(0);
    // 44 - 8 - 8 = 28 px on either side, under MIN_LABEL.
    expect(MIN_LABEL).toBeGreaterThan(28);
    expect(place!.left).toBe(500 - 22);
    expect(box(measures[0]!, place!).right).toBe(500 + 22);
  });

  it('keeps a short label that fits in little room', () => {
    const [place] = placeHotspots([at(500, 300, 30), at(456, 300), at(590, 300)], WALL, 44);
    expect(place).toMatchObject({ side: 'end', label: 30 });
  });
});

describe('separateMarkers', () => {
  it('moves nothing when the markers are far enough apart', () => {
    const measures = [at(100, 100), at(200, 100), at(100, 200)];
    expect(separateMarkers(measures, WALL, 44)).toEqual(measures.map(({ x, y }) => ({ x, y })));
  });

  it('pushes two crowded markers apart along the line between them, each by half of what they lack', () => {
    const [a, b] = separateMarkers([at(500, 300), at(520, 300)], WALL, 44);
    expect(a!.x).toBeCloseTo(488);
    expect(b!.x).toBeCloseTo(532);
    expect(a!.y).toBe(300);
    expect(b!.y).toBe(300);
  });

  it('parts markers on the very same spot, the same way every time', () => {
    const measures = [at(500, 300), at(500, 300), at(500, 300)];
    const first = separateMarkers(measures, WALL, 44);
    expect(separateMarkers(measures, WALL, 44)).toEqual(first);
    for (const [i, a] of first.entries()) for (const b of first.slice(i + 1)) expect(apart(a, b)).toBeGreaterThan(43.9);
    // Near their anchor: none further than a marker's width.
    for (const centre of first) expect(apart(centre, { x: 500, y: 300 })).toBeLessThan(44);
  });

  it('a marker by the edge makes its neighbour move the more, and both stay inside', () => {
    const [a, b] = separateMarkers([at(30, 150), at(40, 150)], PHONE, 44);
    expect(a!.x).toBe(EDGE + 22);
    expect(b!.x).toBeCloseTo(EDGE + 22 + 44);
  });

  it('a hotspot the crop hides pushes no other and is not pushed', () => {
    const [hidden, shown] = separateMarkers([at(500, 300, 120, false), at(505, 300)], WALL, 44);
    expect(hidden).toEqual({ x: 500, y: 300 });
    expect(shown).toEqual({ x: 505, y: 300 });
  });
});

describe('placeHotspots: controls kept clear (the arrows)', () => {
  // A phone's previous arrow (2.75 x 3.5 rem, 0.5 rem from the left, halfway down) on its 390 x 292 picture.
  const ARROW: KeepOut = { left: 8, top: 118, right: 52, bottom: 174 };
  const clear = (place: HotspotPlace, measure: HotspotMeasure) => {
    const drawn = box(measure, place);
    return (
      drawn.right + EDGE <= ARROW.left + 1e-9 ||
      drawn.left - EDGE >= ARROW.right - 1e-9 ||
      drawn.bottom + EDGE <= ARROW.top + 1e-9 ||
      drawn.top - EDGE >= ARROW.bottom - 1e-9
    );
  };

  it("moves markers off the arrow by the shortest way, inside the box, still apart (the entrance's on a phone)", () => {
    // Lighthouse's phone: "Unternehmen" and "Willkommen" kept by the left edge, over the previous arrow.
    const measures = [at(30, 126, 0), at(42, 160, 0)];
    const places = placeHotspots(measures, PHONE, 44, [ARROW]);
    places.forEach((place, i) => {
      expect(clear(place, measures[i]!), `hotspot ${i}`).toBe(true);
      expect(box(measures[i]!, place).left).toBeGreaterThanOrEqual(EDGE);
    });
    expect(apart(places[0]!, places[1]!)).toBeGreaterThanOrEqual(44 - 1e-6);
    // The upper one goes up (its centre 126 -> 118 - 8 - 22 = 88), the lower one right (52 + 8 + 22 = 82).
    expect(places[0]).toMatchObject({ x: 30, y: 88 });
    expect(places[1]).toMatchObject({ x: 82, y: 160 });
  });

  it('leaves a marker clear of the arrow where it is', () => {
    const [place] = placeHotspots([at(120, 146, 0)], PHONE, 44, [ARROW]);
    expect(place).toMatchObject({ x: 120, y: 146 });
  });

  it('ends a label before an arrow in its line, and ignores one behind it', () => {
    // Both arrows: right of the marker 338 - 8 - (250 + 22 + 8) = 50 px, left (250 - 22 - 8) - 8 - 52 = 160, short
    // of the 200 the label would like and of the 212 it would have without the previous arrow.
    const next: KeepOut = { left: 338, top: 118, right: 382, bottom: 174 };
    const [between] = placeHotspots([at(250, 146, 200)], PHONE, 44, [ARROW, next]);
    expect(between).toMatchObject({ side: 'start', label: 250 - 22 - 8 - EDGE - 52 });
    const [behind] = placeHotspots([at(100, 146, 150)], PHONE, 44, [ARROW]);
    expect(behind).toMatchObject({ side: 'end', label: 150 });
  });
});
