import type { ClipSegment, PlanSegment } from '../domain/plan.ts';
import type { ClipPrimer, Primed } from './clip-primer.ts';
import type { Layer, StillCache } from './layers.ts';
import { markCut, markFirstFrame, markPlay, sceneStats } from './scene-stats.ts';
import { SeamLead } from './seam-lead.ts';
import type { StagePicture } from './stage-picture.ts';
import { STALL_MS, StallWatchdog } from './stall-watchdog.ts';
import { mediaError, type VideoPool } from './video-pool.ts';

/** What the clip player works with: the stage's shared parts and the callbacks it answers to. */
export interface ClipStage {
  pool: VideoPool;
  stills: StillCache;
  picture: StagePicture;
  primer: ClipPrimer;
  videoLayer: (url: string, element: HTMLVideoElement) => Layer;
  invalidate: () => void;
  segmentDone: () => void;
  autoplayRefused: () => void;
}

/** The segment that plays: a clip, or a cut (planned, or standing in for a clip that could not play). */
interface Running {
  /** Which segment plays: the transition's payloadId, or `cut:<to>`. */
  id: string;
  primed: Primed | null;
  /** The clip's picture, made once the clip can play. */
  layer: Layer | null;
  /** Whether its first frame was shown: from then on the picture owns its layer and element. */
  shown: boolean;
  stall: StallWatchdog;
  /** Whether this clip handed the route on to its next clip, at its hand-off point: its `ended` then ends nothing. */
  handedOff: boolean;
  /** The blend of the cut that replaces it when it cannot play. */
  blendingTime: number;
  /** The route's segment after this one, as the route is now (a new target can keep the running clip). */
  next: PlanSegment | null;
}

const segmentId = (segment: PlanSegment) =>
  segment.kind === 'clip' ? segment.transition.payloadId : `cut:${segment.to}`;

/**
 * Plays the presenter's running segment. Clips chain from the running clip's frame callback as long before its
 * end as the next one takes to start (see SeamLead), so the next clip's first frame follows the last one
 * without a gap; a clip that errors, stalls or cannot play becomes a blended cut to where it leads.
 */
export class ClipPlayer {
  private running: Running | null = null;
  private readonly seams = new SeamLead();
  private disposed = false;

  constructor(private readonly stage: ClipStage) {}

  /** True while a segment plays (from its start to its end, or until it is replaced). */
  get busy(): boolean {
    return this.running !== null;
  }

  get runningUrl(): string | undefined {
    return this.running?.primed?.url;
  }

  /**
   * True when `segment` already plays (started at a hand-off, or kept by a route to a new target): it goes on,
   * toward `next`, the segment after it in the route as it is now.
   */
  continues(segment: PlanSegment, next: PlanSegment | null): boolean {
    if (this.running?.id !== segmentId(segment)) return false;
    this.running.next = next;
    return true;
  }

  play(segment: PlanSegment, targetStill: string | null, next: PlanSegment | null): void {
    if (segment.kind === 'cut' || !segment.transition.video) {
      const running = this.run(segmentId(segment), null, segment.blendingTime, targetStill, next);
      this.clear();
      this.running = running;
      void this.cutTo(running, targetStill);
      return;
    }
    this.startClip(segment, targetStill, next);
  }

  dispose(): void {
    this.disposed = true;
    this.clear();
  }

  private run(
    id: string,
    primed: Primed | null,
    blendingTime: number,
    targetStill: string | null,
    next: PlanSegment | null,
  ): Running {
    const running: Running = {
      id,
      primed,
      layer: null,
      shown: false,
      handedOff: false,
      blendingTime,
      next,
      stall: new StallWatchdog(() => {
        if (this.running === running) void this.skip(running, targetStill, `no new frame for ${STALL_MS} ms`);
      }),
    };
    return running;
  }

  private startClip(segment: ClipSegment, targetStill: string | null, next: PlanSegment | null): void {
    const requestedAt = performance.now();
    const url = segment.transition.video?.url ?? '';
    const primed = this.stage.primer.take(url);
    const running = this.run(segment.transition.payloadId, primed, segment.blendingTime, targetStill, next);
    this.clear();
    this.running = running;
    if (targetStill) void this.stage.stills.get(targetStill).catch(() => undefined);
    if (!primed) {
      void this.skip(running, targetStill, 'no video element free');
      return;
    }
    // From the tap on, not from the start of playback: a clip whose data stops coming is never left waiting on.
    running.stall.arm();
    primed.ready
      .then(async () => {
        if (this.running !== running) return;
        const element = primed.element;
        element.playbackRate = segment.rate;
        const layer = this.stage.videoLayer(url, element);
        running.layer = layer;
        const onFrame = (now: number, metadata: VideoFrameCallbackMetadata) => {
          if (this.disposed) return;
          if (this.running !== running) {
            // Handed off: the clip stays on screen, and keeps drawing, until the next one's first frame.
            if (this.stage.picture.layer === layer) {
              this.seams.presented(metadata.expectedDisplayTime, false, segment.rate);
              this.stage.invalidate();
              element.requestVideoFrameCallback(onFrame);
            }
            return;
          }
          const first = !running.shown;
          if (first) {
            running.shown = true;
            this.seams.firstFrame((now - requestedAt) / 1000, metadata.expectedDisplayTime, segment.rate);
            this.stage.picture.show(layer);
            markFirstFrame();
          }
          this.seams.presented(metadata.expectedDisplayTime, first, segment.rate);
          running.stall.arm();
          this.stage.invalidate();
          const duration = element.duration;
          // Checked at every frame from the lead on: a new target can give the clip a next clip after that point.
          if (
            !running.handedOff &&
            running.next?.kind === 'clip' &&
            Number.isFinite(duration) &&
            metadata.mediaTime >= duration - this.seams.lead(segment.rate)
          ) {
            running.handedOff = true;
            this.seams.handOff();
            this.stage.segmentDone();
          }
          element.requestVideoFrameCallback(onFrame);
        };
        element.requestVideoFrameCallback(onFrame);
        // A clip whose data cannot be decoded stops for good: cut at once rather than freeze for STALL_MS.
        element.addEventListener(
          'error',
          () => {
            if (this.running === running) void this.skip(running, targetStill, mediaError(element));
          },
          { once: true, signal: primed.abort.signal },
        );
        element.addEventListener(
          'ended',
          () => {
            if (this.running !== running) return;
            // The last clip (or one followed by a cut, or given its next clip after its last frame) ends here; a
            // chained one was handed off already.
            if (!running.handedOff) this.finish(running);
          },
          // A replaced clip never ends: its listener goes with it, not with the pooled element.
          { once: true, signal: primed.abort.signal },
        );
        try {
          markPlay();
          await element.play();
        } catch (error) {
          if (error instanceof DOMException && error.name === 'NotAllowedError') this.stage.autoplayRefused();
          throw error;
        }
      })
      .catch((error: unknown) => {
        if (this.running === running) void this.skip(running, targetStill, String(error));
      });
  }

  private finish(running: Running): void {
    if (this.running !== running) return;
    this.running = null;
    this.letGo(running);
    // The clip's element stays on screen (its last frame) until the arrival shows the location's still.
    this.stage.segmentDone();
  }

  /** A clip that errors, stalls or cannot play: cut to where it leads, say why in the log, and go on. */
  private async skip(running: Running, targetStill: string | null, reason: string): Promise<void> {
    console.warn(`Transition ${running.id} skipped: ${reason}`);
    sceneStats.skippedClips += 1;
    running.stall.clear();
    await this.cutTo(running, targetStill);
  }

  private async cutTo(running: Running, still: string | null): Promise<void> {
    markCut();
    let layer: Layer | null = null;
    if (still) {
      try {
        layer = await this.stage.stills.get(still);
      } catch (error) {
        console.error(`The picture of ${running.id} could not be loaded`, error);
      }
    }
    if (this.running !== running || this.disposed) return;
    if (layer) await this.stage.picture.blendTo(layer, running.blendingTime);
    if (this.running !== running || this.disposed) return;
    this.running = null;
    this.letGo(running);
    this.stage.segmentDone();
  }

  /** Stops a running segment that was replaced. */
  private clear(): void {
    const running = this.running;
    if (!running) return;
    this.running = null;
    this.letGo(running);
  }

  /**
   * A run is over: its watchdog and listeners stop, and a clip never shown lets its texture and element go
   * (one that was shown is the picture's to let go, when the next picture replaces it).
   */
  private letGo(running: Running): void {
    running.stall.clear();
    running.primed?.abort.abort();
    if (running.shown) return;
    running.layer?.texture.dispose();
    running.layer = null;
    if (running.primed && !this.stage.picture.holds(running.primed.element))
      this.stage.pool.release(running.primed.element);
  }
}
