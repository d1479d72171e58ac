/**
 * Counters the scene keeps for tests and benchmarks: plain mutable values, never React state.
 * `backgroundReady` names the payloadId whose picture is on the canvas.
 */
export const sceneStats = {
  renders: 0,
  backgroundReady: null as string | null,
  /** URL of the still or clip on screen. */
  shown: null as string | null,
  skippedClips: 0,
  /** Gaps between chained clips: last presented frame of one to the first of the next. */
  seams: [] as { gapMs: number; intervalMs: number; rate: number }[],
  contextRestores: 0,
  /** GPU resources three.js holds, and video elements with a source: read after many navigations. */
  resources: (): { textures: number; geometries: number; liveVideos: number } => ({
    textures: 0,
    geometries: 0,
    liveVideos: 0,
  }),
};

let tapPending = false;

/** A tap that moves the visitor (pointerdown): the next first clip frame closes the tap-to-motion measure. */
export function markTap(): void {
  performance.mark('tour:tap');
  tapPending = true;
}

/** Entries kept of each kind, so that a kiosk running for days does not grow its timeline or its stats. */
const KEEP = 200;

export function markFirstFrame(): void {
  if (!tapPending) return;
  tapPending = false;
  performance.mark('tour:first-frame');
  if (performance.getEntriesByName('tour:tap-to-motion').length >= KEEP)
    performance.clearMeasures('tour:tap-to-motion');
  performance.measure('tour:tap-to-motion', 'tour:tap', 'tour:first-frame');
  performance.clearMarks('tour:tap');
  performance.clearMarks('tour:first-frame');
}

/** Records the gap between two chained clips (bounded like the timeline). */
export function recordSeam(seam: { gapMs: number; intervalMs: number; rate: number }): void {
  if (sceneStats.seams.length >= KEEP) sceneStats.seams.shift();
  sceneStats.seams.push(seam);
}
