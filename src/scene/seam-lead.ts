import { recordClipFrame, recordSeam } from './scene-stats.ts';

export const NOMINAL_FPS = 30;
/** The longest tail (media seconds) of a clip the next one may cover when the decoder starts slowly. */
const MAX_LEAD_S = 0.5;
/** How long a chained clip is taken to need to start before any was measured, and how many starts count. */
const INITIAL_START_LATENCY_S = 0.2;
const LATENCIES_KEPT = 8;

/**
 * When a running clip hands off to the next one, learnt from how long chained clips took to start, and the
 * telemetry of clip frames and seams (PERFORMANCE.md) that this timing is judged by.
 */
export class SeamLead {
  /** When the latest clip frame was presented, and whether a hand-off waits for the next clip's first. */
  private lastFrameAt = 0;
  private open = false;
  /**
   * How long (s) recent chained clips took from their hand-off to their first presented frame. The next clip
   * starts the slowest of these before the running one ends, so its first frame arrives while the running
   * clip still moves: the seam shows no frozen frame.
   */
  private readonly latencies: number[] = [];
  /** The slowest of `latencies`, kept as they change: the lead is read on every frame of a clip. */
  private slowest = INITIAL_START_LATENCY_S;

  /**
   * Media seconds before a clip's end at which the next one starts (PERFORMANCE.md: never on `ended`): the
   * slowest recent start, plus three frames: the last frame starts one frame before the end, a frame callback
   * sees the mark up to a frame late, and one more for the display clock's jitter (measured: with two, one seam
   * in eighteen showed its last frame one interval longer).
   */
  lead(rate: number): number {
    return Math.min(MAX_LEAD_S, (this.slowest + 3 / NOMINAL_FPS) * rate);
  }

  /** The running clip handed off to a chained one: a seam is open until a clip's next first frame. */
  handOff(): void {
    this.open = true;
  }

  /**
   * A clip presents its first frame at `at`, `startSeconds` after it was asked to play: after a hand-off, the
   * start is learnt and the seam's gap recorded.
   */
  firstFrame(startSeconds: number, at: number, rate: number): void {
    if (!this.open) return;
    this.learn(startSeconds);
    this.open = false;
    recordSeam({ gapMs: at - this.lastFrameAt, intervalMs: 1000 / (NOMINAL_FPS * rate), rate });
  }

  /** A clip frame presented at `at`; frames after a clip's first, at rate 1, count for the cadence. */
  presented(at: number, first: boolean, rate: number): void {
    if (!first && rate === 1) recordClipFrame(at - this.lastFrameAt, 1000 / NOMINAL_FPS);
    this.lastFrameAt = at;
  }

  private learn(seconds: number): void {
    if (!(seconds > 0) || seconds > 2) return;
    // The slowest of the recent starts: a late start shows a frozen frame, a long lead only a shorter tail.
    this.latencies.push(seconds);
    if (this.latencies.length > LATENCIES_KEPT) this.latencies.shift();
    this.slowest = Math.max(...this.latencies);
  }
}
