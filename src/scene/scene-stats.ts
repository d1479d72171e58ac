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

export function markFirstFrame(): void {
  if (!tapPending) return;
  tapPending = false;
  performance.mark('tour:first-frame');
  performance.measure('tour:tap-to-motion', 'tour:tap', 'tour:first-frame');
}
