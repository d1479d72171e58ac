/**
 * Where hotspots go on the screen (issue 31): each marker near its anchor, markers the picture puts on top of each
 * other nudged apart so that each can be tapped on its own (WCAG 2.5.8), clear of the other controls on the picture
 * (the previous and next arrows), and every hotspot, its label included (shown or not), inside the picture's box on
 * screen. Pure: the scene measures, this decides, the scene writes.
 */

/** A hotspot as the scene measured it, in screen pixels of the picture's box (0,0 its top-left corner). */
export interface HotspotMeasure {
  /** Where its anchor falls. */
  x: number;
  y: number;
  /** False when the picture's crop hides the anchor: it is not drawn, and does not push the others. */
  shown: boolean;
  /** The marker's diameter. */
  marker: number;
  /** The space between the marker and the label. */
  gap: number;
  /** How wide the label would like to be (its text, capped as the style caps it). */
  label: number;
  /** The element's height (the marker and the label are centred on one line). */
  height: number;
}

/** Where a hotspot is drawn. */
export interface HotspotPlace {
  /** The marker's centre. */
  x: number;
  y: number;
  /** The element's top-left corner: what its transform moves it to. */
  left: number;
  top: number;
  /** Which side of the marker the label goes: `end` to its right, `start` to its left. */
  side: 'start' | 'end';
  /** The label's width: what it would like, or the room there is on its side, whichever is less. */
  label: number;
}

/**
 * A control on the picture that is not a hotspot (an arrow), in the same pixels: no marker goes over it, and no label
 * runs over it, so that it keeps all of its own target (WCAG 2.5.8).
 */
export interface KeepOut {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Pixels kept between a hotspot and the side of the picture's box, or a control kept clear. */
export const EDGE = 8;
/** Rounds of nudging before the placement settles for what it has (each round moves every crowded pair). */
const ROUNDS = 60;

/** Keeps `value` within `low..high`; when the range is empty (a box too small), its middle. */
function clamp(value: number, low: number, high: number): number {
  return low > high ? (low + high) / 2 : Math.min(high, Math.max(low, value));
}

/**
 * The markers' centres: each at its anchor, kept inside the box and `EDGE` clear of every `keepOut` area, and any two
 * at least `spacing` apart (centre to centre) where the box has room for it. Crowded pairs are pushed apart along
 * the line between them, each by half of what they lack, round after round, so that a marker moves no further than
 * its neighbours make it; two on the very same spot part in a direction given by their order, so the result never
 * depends on chance. A marker over a kept-out area leaves it by the shortest way that stays inside the box.
 */
export function separateMarkers(
  measures: readonly HotspotMeasure[],
  box: { width: number; height: number },
  spacing: number,
  keepOut: readonly KeepOut[] = [],
): { x: number; y: number }[] {
  const inside = (measure: HotspotMeasure, wantedX: number, wantedY: number) => {
    const half = measure.marker / 2;
    const halfHeight = Math.max(measure.marker, measure.height) / 2;
    const low = { x: EDGE + half, y: EDGE + halfHeight };
    const high = { x: box.width - EDGE - half, y: box.height - EDGE - halfHeight };
    let x = clamp(wantedX, low.x, high.x);
    let y = clamp(wantedY, low.y, high.y);
    for (const area of keepOut) {
      // The area grown by the hotspot's half and the edge: a centre inside it would bring the hotspot too near.
      const left = area.left - EDGE - half;
      const right = area.right + EDGE + half;
      const top = area.top - EDGE - halfHeight;
      const bottom = area.bottom + EDGE + halfHeight;
      if (x <= left || x >= right || y <= top || y >= bottom) continue;
      const ways = [
        { x: left, y, by: x - left },
        { x: right, y, by: right - x },
        { x, y: top, by: y - top },
        { x, y: bottom, by: bottom - y },
      ].filter((way) => way.x >= low.x && way.x <= high.x && way.y >= low.y && way.y <= high.y);
      const shortest = ways.sort((a, b) => a.by - b.by)[0];
      if (shortest) [x, y] = [shortest.x, shortest.y];
    }
    return { x, y };
  };
  const centres = measures.map((measure) => inside(measure, measure.x, measure.y));
  for (let round = 0; round < ROUNDS; round += 1) {
    let moved = false;
    for (let i = 0; i < measures.length; i += 1) {
      if (!measures[i]!.shown) continue;
      for (let j = i + 1; j < measures.length; j += 1) {
        if (!measures[j]!.shown) continue;
        const a = centres[i]!;
        const b = centres[j]!;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let apart = Math.hypot(dx, dy);
        if (apart >= spacing - 1e-6) continue;
        if (apart < 1e-6) {
          // The same spot: part them along a direction of their own (the golden angle spreads several).
          const angle = (i + j) * 2.399963;
          [dx, dy, apart] = [Math.cos(angle), Math.sin(angle), 1];
        }
        const push = (spacing - Math.hypot(b.x - a.x, b.y - a.y)) / 2;
        const ux = dx / apart;
        const uy = dy / apart;
        centres[i] = inside(measures[i]!, a.x - ux * push, a.y - uy * push);
        centres[j] = inside(measures[j]!, b.x + ux * push, b.y + uy * push);
        moved = true;
      }
    }
    if (!moved) break;
  }
  return centres;
}

/** The narrowest label worth showing: less would be an ellipsis alone. Narrower room hides the label. */
export const MIN_LABEL = 40;

/**
 * The room a label has on `side` of the marker at `index`, from the gap after the marker to the box's edge, to the
 * first other marker in its line or to a kept-out area in its line, whichever is nearest: a label never covers a
 * marker or an arrow, so every one of them can be tapped (a label drawn over it would take its taps).
 */
function labelRoom(
  index: number,
  side: 'start' | 'end',
  measures: readonly HotspotMeasure[],
  centres: readonly { x: number; y: number }[],
  box: { width: number },
  keepOut: readonly KeepOut[],
): number {
  const measure = measures[index]!;
  const { x, y } = centres[index]!;
  const half = measure.marker / 2;
  // Where the label starts, and which way it runs.
  const from = side === 'end' ? x + half + measure.gap : x - half - measure.gap;
  let room = side === 'end' ? box.width - EDGE - from : from - EDGE;
  centres.forEach((other, j) => {
    const them = measures[j]!;
    if (j === index || !them.shown) return;
    if (Math.abs(other.y - y) >= (measure.height + them.marker) / 2) return;
    const reach = side === 'end' ? other.x - them.marker / 2 - from : from - (other.x + them.marker / 2);
    // A marker beside this one's own (behind the label's start) is no obstacle to the label.
    if ((side === 'end' ? other.x : -other.x) <= (side === 'end' ? x : -x)) return;
    room = Math.min(room, Math.max(0, reach - measure.gap));
  });
  const top = y - measure.height / 2;
  const bottom = y + measure.height / 2;
  for (const area of keepOut) {
    if (area.bottom <= top || area.top >= bottom) continue;
    const reach = side === 'end' ? area.left - from : from - area.right;
    // An area behind the label's start is no obstacle to it (the marker has been kept clear of it).
    if (reach >= 0) room = Math.min(room, Math.max(0, reach - EDGE));
  }
  return room;
}

/**
 * Places every hotspot (see the file's comment): the markers by `separateMarkers`, then each label on the side of
 * its marker where it fits (`labelRoom`), the right first; where it fits on neither, on the side with more room, as
 * wide as that room (the label ends in an ellipsis), so that nothing reaches past the box or over another marker,
 * whether the label shows or not. Room for less than `MIN_LABEL` hides the label (`label` 0): the hotspot is its
 * marker alone, named by the list of the picture's hotspots and its accessible name.
 */
export function placeHotspots(
  measures: readonly HotspotMeasure[],
  box: { width: number; height: number },
  spacing: number,
  keepOut: readonly KeepOut[] = [],
): HotspotPlace[] {
  const centres = separateMarkers(measures, box, spacing, keepOut);
  return measures.map((measure, i) => {
    const { x, y } = centres[i]!;
    const half = measure.marker / 2;
    const right = labelRoom(i, 'end', measures, centres, box, keepOut);
    const left = labelRoom(i, 'start', measures, centres, box, keepOut);
    const side = measure.label <= right || (measure.label > left && right >= left) ? 'end' : 'start';
    const room = side === 'end' ? right : left;
    const label = measure.label > room && room < MIN_LABEL ? 0 : Math.min(measure.label, room);
    const width = measure.marker + (label > 0 ? measure.gap + label : 0);
    return {
      x,
      y,
      left: side === 'end' ? x - half : x + half - width,
      top: y - Math.max(measure.marker, measure.height) / 2,
      side,
      label,
    };
  });
}
