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
  /** Transition clips whose first frame was presented. */
  clipsShown: 0,
  /** Blended cuts played: planned ones (reduced motion, fly mode off, no video) and skipped clips. */
  cuts: 0,
  /** Taps whose move began with a cut instead of a clip frame: kept out of the tap-to-motion measure. */
  tapsToCut: 0,
  /** Gaps between chained clips: last presented frame of one to the first of the next. */
  seams: [] as { gapMs: number; intervalMs: number; rate: number }[],
  /**
   * Frames of clips at rate 1 after their first (`frames`), and how many of them came more than one frame
   * interval after the one before (`late`): the cadence the machine holds inside a clip, against which seams
   * are read.
   */
  clipFrames: { frames: 0, late: 0 },
  /** Where the time from a tap to motion goes: to the clip's `play()`, and from there to its first frame. */
  taps: [] as { toPlayMs: number; playToFrameMs: number }[],
  contextRestores: 0,
  /** GPU resources three.js holds: read after many navigations (the bench counts video elements itself). */
  resources: (): { textures: number; geometries: number } => ({ textures: 0, geometries: 0 }),
};

let tapAt: number | null = null;
let playAt: number | null = null;

/** A tap that moves the visitor (pointerdown): the next first clip frame closes the tap-to-motion measure. */
export function markTap(): void {
  tapAt = performance.mark('tour:tap').startTime;
  playAt = null;
}

/** The first clip after a tap is asked to play now. */
export function markPlay(): void {
  if (tapAt !== null && playAt === null) playAt = performance.now();
}

/** Entries kept of each kind, so that a kiosk running for days does not grow its timeline or its stats. */
const KEEP = 200;

/** The first frame of a transition clip is presented: closes the tap-to-motion measure of a tap waiting for it. */
export function markFirstFrame(): void {
  sceneStats.clipsShown += 1;
  if (tapAt === null) return;
  const frameAt = performance.mark('tour:first-frame').startTime;
  if (playAt !== null) keep(sceneStats.taps, { toPlayMs: playAt - tapAt, playToFrameMs: frameAt - playAt });
  tapAt = null;
  playAt = null;
  if (performance.getEntriesByName('tour:tap-to-motion').length >= KEEP)
    performance.clearMeasures('tour:tap-to-motion');
  performance.measure('tour:tap-to-motion', 'tour:tap', 'tour:first-frame');
  performance.clearMarks('tour:tap');
  performance.clearMarks('tour:first-frame');
}

/** A blended cut begins: a tap waiting for motion is counted apart, never measured as a clip's first frame. */
export function markCut(): void {
  sceneStats.cuts += 1;
  if (tapAt === null) return;
  sceneStats.tapsToCut += 1;
  tapAt = null;
  playAt = null;
  performance.clearMarks('tour:tap');
}

/** Counts a clip frame at rate 1 that came `gapMs` after the clip's frame before. */
export function recordClipFrame(gapMs: number, intervalMs: number): void {
  sceneStats.clipFrames.frames += 1;
  // The display clock's jitter is not lateness (as for seams in the bench).
  if (gapMs > intervalMs * 1.02) sceneStats.clipFrames.late += 1;
}

/** Records the gap between two chained clips (bounded like the timeline). */
export function recordSeam(seam: { gapMs: number; intervalMs: number; rate: number }): void {
  keep(sceneStats.seams, seam);
}

function keep<T>(list: T[], entry: T): void {
  if (list.length >= KEEP) list.shift();
  list.push(entry);
}
