import type { AppSettings, Hotspot } from './types.ts';

/** Seconds between hotspots appearing when the settings do not stagger them: a quick cascade. */
export const CASCADE_S = 0.08;

/**
 * The order hotspots are drawn and appear in: by their categories' highest priority, then their own
 * (higher first, as editors rank them), then by id so that the order never depends on the content's order.
 */
export function sortHotspots(hotspots: readonly Hotspot[]): Hotspot[] {
  const category = (hotspot: Hotspot) => Math.max(0, ...hotspot.categories.map((entry) => entry.priority));
  return [...hotspots].sort((a, b) => category(b) - category(a) || b.priority - a.priority || a.id - b.id);
}

/**
 * When (seconds after arrival) the hotspot at `order` appears: `staggerInterval` apart when the settings
 * stagger them (SPEC §9: 7 s, off by default), else in a quick cascade.
 */
export function appearDelay(order: number, settings: AppSettings['hotspots']): number {
  return order * (settings.stagger ? settings.staggerInterval : CASCADE_S);
}

/** Height of a reading row, as a share of the picture: anchors this close in height read left to right. */
export const READING_ROW = 0.1;

/**
 * The order a visitor reads hotspots on the picture (keyboard focus, the portrait list): by rows from the top,
 * left to right within a row, then by id.
 */
export function readingOrder(hotspots: readonly Hotspot[]): Hotspot[] {
  const row = (hotspot: Hotspot) => Math.floor(hotspot.y / READING_ROW);
  return [...hotspots].sort((a, b) => row(a) - row(b) || a.x - b.x || a.id - b.id);
}
