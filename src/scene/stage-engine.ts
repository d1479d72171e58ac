import type { ShaderMaterial, Texture } from 'three';
import type { ClipSegment, PlanSegment } from '../domain/plan.ts';
import { coverFit, type BlendUniforms } from './blend-material.ts';
import { StillCache, videoLayer, type Layer } from './layers.ts';
import type { LocationMedia } from './location-media.ts';
import { markCut, markFirstFrame, markPlay, recordClipFrame, recordSeam, sceneStats } from './scene-stats.ts';
import { prime, VideoPool } from './video-pool.ts';

/**
 * A clip that presents no new frame for this long, its first one counted from when it was asked to play, is
 * skipped (RELIABILITY.md: stalls never freeze the tour).
 */
export const STALL_MS = 4000;
const NOMINAL_FPS = 30;
/** The longest tail (media seconds) of a clip the next one may cover when the decoder starts slowly. */
const MAX_LEAD_S = 0.5;
/** How long a chained clip is taken to need to start before any was measured, and how many starts count. */
const INITIAL_START_LATENCY_S = 0.2;
const LATENCIES_KEPT = 8;

export interface StageCallbacks {
  invalidate: () => void;
  /** Uploads a texture to the GPU now (`renderer.initTexture`), not in a frame that shows it later. */
  upload: (texture: Texture) => void;
  /** The running segment is over: the next one plays (already started at the hand-off) or the route ends. */
  segmentDone: () => void;
  backgroundBusy: (busy: boolean) => void;
  autoplayRefused: () => void;
}

interface Primed {
  url: string;
  element: HTMLVideoElement;
  ready: Promise<void>;
  abort: AbortController;
}

interface Running {
  /** Which segment plays: the transition's payloadId, or `cut:<to>`. */
  id: string;
  primed: Primed | null;
  stall: number;
  handedOff: boolean;
  /** The blend of the cut that replaces it when it cannot play. */
  blendingTime: number;
}

const segmentId = (segment: PlanSegment) =>
  segment.kind === 'clip' ? segment.transition.payloadId : `cut:${segment.to}`;

/**
 * The stage's engine: owns the video pool, the stills and the blend material's textures, and plays the
 * presenter's queue. Clips chain from the running clip's frame callback as long before its end as the next one
 * takes to start, so the next clip's first frame follows the last one without a gap; a failing clip becomes a
 * blended cut.
 */
export class StageEngine {
  private readonly pool = new VideoPool(3);
  private readonly stills: StillCache;
  private readonly uniforms: BlendUniforms;
  private from: Layer | null = null;
  /** Clips ready to start at once, by URL: the queue's next payload, or at rest the likely next moves. */
  private readonly primedClips = new Map<string, Primed>();
  /** Clips to keep primed, most wanted first: the route's next segments, or at rest the likely moves. */
  private wanted: readonly string[] = [];
  private running: Running | null = null;
  /** The location shown at rest, which media of it (`key`), and its background video when it has one. */
  private background: { id: string; key: string; hasVideo: boolean; primed: Primed | null } | null = null;
  private blendFrame = 0;
  private viewAspect = 16 / 9;
  /** When the running clip's latest frame is presented, and whether a hand-off waits for the next one's first. */
  private lastClipFrameAt = 0;
  private seamOpen = false;
  /**
   * How long (s) recent chained clips took from their hand-off to their first presented frame. The next clip
   * starts the slowest of these before the running one ends, so its first frame arrives while the running
   * clip still moves: the seam shows no frozen frame.
   */
  private readonly startLatencies: number[] = [];
  /** The slowest of `startLatencies`, kept as they change: the lead is read on every frame of a clip. */
  private slowestStart = INITIAL_START_LATENCY_S;
  private disposed = false;

  constructor(
    material: ShaderMaterial & { uniforms: BlendUniforms },
    private readonly callbacks: StageCallbacks,
  ) {
    this.uniforms = material.uniforms;
    this.stills = new StillCache(4, callbacks.upload);
  }

  setViewAspect(aspect: number): void {
    this.viewAspect = aspect;
    this.fit();
  }

  /** Cover-fit scale and offset of the shown picture, for the hotspot anchors. */
  get cover() {
    return this.uniforms.uFromCover.value;
  }

  /** Shows `media` as location `id` at rest: the still at once, then a background video when it has one. */
  async show(id: string, media: LocationMedia): Promise<void> {
    const key = `${media.still ?? ''} ${media.video?.url ?? ''}`;
    if (this.background?.id === id && this.background.key === key && this.running === null) return;
    this.stopBackground();
    this.background = { id, key, hasVideo: media.video !== null, primed: null };
    if (media.still) {
      try {
        const still = await this.stills.get(media.still);
        if (this.background?.id !== id || this.running) return;
        this.setFrom(still);
        this.stills.uploadLoaded();
        this.markReady(id);
      } catch (error) {
        console.error(`The picture of ${id} could not be loaded`, error);
      }
    }
    if (media.video && this.background?.id === id)
      await this.playBackgroundVideo(id, media.video.url, media.video.loop);
  }

  /**
   * During a route: keeps the segments after the running one primed (the queue's next payload first), so
   * that each starts at once at its hand-off.
   */
  prepare(upcoming: readonly PlanSegment[], nextStill: string | null): void {
    if (nextStill) void this.stills.get(nextStill).catch(() => undefined);
    this.wanted = upcoming.flatMap((segment) =>
      segment.kind === 'clip' && segment.transition.video ? [segment.transition.video.url] : [],
    );
    this.refill();
  }

  /**
   * At rest: primes the clips of the likeliest next moves (as many as the pool holds, less one for a
   * background video), so that a tap starts motion without waiting for the network or the decoder.
   */
  warm(clipUrls: readonly string[]): void {
    if (this.running) return;
    this.wanted = clipUrls;
    this.refill();
  }

  /** Primes what is wanted, as far as the pool has room: one element plays the running clip or the background. */
  private refill(): void {
    const room = this.pool.size - (this.running || this.background?.hasVideo ? 1 : 0);
    this.keepPrimed(this.wanted.slice(0, room));
  }

  /** Plays the queue's running segment; a segment that already runs (started at a hand-off) goes on. */
  play(segment: PlanSegment, targetStill: string | null, next: PlanSegment | null): void {
    const id = segmentId(segment);
    if (this.running?.id === id) return;
    this.stopBackground();
    if (segment.kind === 'cut' || !segment.transition.video) {
      this.running = { id, primed: null, stall: 0, handedOff: false, blendingTime: segment.blendingTime };
      void this.cutTo(id, targetStill, segment.blendingTime);
      return;
    }
    this.startClip(segment, targetStill, next);
  }

  /** After a lost WebGL context comes back, every texture must be uploaded again. */
  restoreContext(): void {
    this.stills.reupload();
    if (this.from) this.from.texture.needsUpdate = true;
    this.callbacks.invalidate();
  }

  get liveVideos(): number {
    return this.pool.live;
  }

  dispose(): void {
    this.disposed = true;
    cancelAnimationFrame(this.blendFrame);
    this.clearRunning();
    this.keepPrimed([]);
    this.stopBackground();
    if (this.from && !this.stills.owns(this.from)) this.from.texture.dispose();
    this.from = null;
    this.uniforms.uFrom.value = null;
    this.uniforms.uTo.value = null;
    this.stills.dispose();
    this.pool.dispose();
  }

  private startClip(segment: ClipSegment, targetStill: string | null, next: PlanSegment | null): void {
    const requestedAt = performance.now();
    const url = segment.transition.video?.url ?? '';
    const primed = this.primedClips.get(url) ?? this.primeClip(url);
    this.primedClips.delete(url);
    const running: Running = {
      id: segment.transition.payloadId,
      primed,
      stall: 0,
      handedOff: false,
      blendingTime: segment.blendingTime,
    };
    this.clearRunning();
    this.running = running;
    if (targetStill) void this.stills.get(targetStill).catch(() => undefined);
    if (!primed) {
      void this.skip(running, targetStill, 'no video element free');
      return;
    }
    // From the tap on, not from the start of playback: a clip whose data stops coming is never left waiting on.
    this.armStallWatch(running, targetStill);
    primed.ready
      .then(async () => {
        if (this.running !== running) return;
        const element = primed.element;
        element.playbackRate = segment.rate;
        const layer = videoLayer(url, element);
        let shown = false;
        const presented = (at: number, first: boolean) => {
          if (!first && segment.rate === 1) recordClipFrame(at - this.lastClipFrameAt, 1000 / NOMINAL_FPS);
          this.lastClipFrameAt = at;
        };
        const onFrame = (now: number, metadata: VideoFrameCallbackMetadata) => {
          if (this.disposed) return;
          if (this.running !== running) {
            // Handed off: the clip stays on screen, and keeps drawing, until the next one's first frame.
            if (this.from === layer) {
              presented(metadata.expectedDisplayTime, false);
              this.callbacks.invalidate();
              element.requestVideoFrameCallback(onFrame);
            }
            return;
          }
          const first = !shown;
          if (first) {
            shown = true;
            if (this.seamOpen) this.learnStartLatency((now - requestedAt) / 1000);
            this.closeSeam(metadata.expectedDisplayTime, segment.rate);
            this.setFrom(layer);
            markFirstFrame();
          }
          presented(metadata.expectedDisplayTime, first);
          this.armStallWatch(running, targetStill);
          this.callbacks.invalidate();
          const duration = element.duration;
          if (
            !running.handedOff &&
            Number.isFinite(duration) &&
            metadata.mediaTime >= duration - this.lead(segment.rate)
          ) {
            running.handedOff = true;
            if (next?.kind === 'clip') {
              this.seamOpen = true;
              this.callbacks.segmentDone();
            }
          }
          element.requestVideoFrameCallback(onFrame);
        };
        element.requestVideoFrameCallback(onFrame);
        element.addEventListener(
          'ended',
          () => {
            if (this.running !== running) return;
            // The last clip (or one followed by a cut) ends here; a chained one was handed off already.
            if (!(running.handedOff && next?.kind === 'clip')) this.finish(running);
          },
          // A replaced clip never ends: its listener goes with it, not with the pooled element.
          { once: true, signal: primed.abort.signal },
        );
        try {
          markPlay();
          await element.play();
        } catch (error) {
          if (error instanceof DOMException && error.name === 'NotAllowedError') this.callbacks.autoplayRefused();
          throw error;
        }
      })
      .catch((error: unknown) => {
        if (this.running === running) void this.skip(running, targetStill, String(error));
      });
  }

  /**
   * Media seconds before a clip's end at which the next one starts (PERFORMANCE.md: never on `ended`): the
   * slowest recent start, plus three frames: the last frame starts one frame before the end, a frame callback
   * sees the mark up to a frame late, and one more for the display clock's jitter (measured: with two, one seam
   * in eighteen showed its last frame one interval longer).
   */
  private lead(rate: number): number {
    return Math.min(MAX_LEAD_S, (this.slowestStart + 3 / NOMINAL_FPS) * rate);
  }

  private learnStartLatency(seconds: number): void {
    if (!(seconds > 0) || seconds > 2) return;
    // The slowest of the recent starts: a late start shows a frozen frame, a long lead only a shorter tail.
    this.startLatencies.push(seconds);
    if (this.startLatencies.length > LATENCIES_KEPT) this.startLatencies.shift();
    this.slowestStart = Math.max(...this.startLatencies);
  }

  private finish(running: Running): void {
    if (this.running !== running) return;
    this.running = null;
    window.clearTimeout(running.stall);
    // The clip's element stays on screen (its last frame) until the arrival shows the location's still.
    this.callbacks.segmentDone();
  }

  private armStallWatch(running: Running, targetStill: string | null): void {
    window.clearTimeout(running.stall);
    running.stall = window.setTimeout(() => {
      if (this.running === running) void this.skip(running, targetStill, `no new frame for ${STALL_MS} ms`);
    }, STALL_MS);
  }

  /** A clip that errors, stalls or cannot play: cut to where it leads, say why in the log, and go on. */
  private async skip(running: Running, targetStill: string | null, reason: string): Promise<void> {
    console.warn(`Transition ${running.id} skipped: ${reason}`);
    sceneStats.skippedClips += 1;
    window.clearTimeout(running.stall);
    await this.cutTo(running.id, targetStill, running.blendingTime, running);
  }

  private async cutTo(id: string, still: string | null, seconds: number, running = this.running): Promise<void> {
    markCut();
    let layer: Layer | null = null;
    if (still) {
      try {
        layer = await this.stills.get(still);
      } catch (error) {
        console.error(`The picture of ${id} could not be loaded`, error);
      }
    }
    if (this.running !== running || this.disposed) return;
    if (layer) await this.blendTo(layer, seconds);
    if (this.running !== running || this.disposed) return;
    this.running = null;
    this.callbacks.segmentDone();
  }

  private blendTo(layer: Layer, seconds: number): Promise<void> {
    cancelAnimationFrame(this.blendFrame);
    if (seconds <= 0 || !this.from) {
      this.setFrom(layer);
      return Promise.resolve();
    }
    this.uniforms.uTo.value = layer.texture;
    coverFit(layer.aspect, this.viewAspect, this.uniforms.uToCover.value);
    const start = performance.now();
    return new Promise((resolve) => {
      const step = () => {
        const progress = Math.min(1, (performance.now() - start) / (seconds * 1000));
        this.uniforms.uMix.value = progress;
        this.callbacks.invalidate();
        if (progress < 1 && !this.disposed) this.blendFrame = requestAnimationFrame(step);
        else {
          this.setFrom(layer);
          resolve();
        }
      };
      this.blendFrame = requestAnimationFrame(step);
    });
  }

  /** Makes `layer` the picture on screen and lets the previous one go (texture and element). */
  private setFrom(layer: Layer): void {
    const previous = this.from;
    this.from = layer;
    sceneStats.shown = layer.key;
    this.uniforms.uFrom.value = layer.texture;
    this.uniforms.uTo.value = layer.texture;
    this.uniforms.uMix.value = 0;
    this.fit();
    if (previous && previous !== layer) {
      if (!this.stills.owns(previous)) previous.texture.dispose();
      if (previous.video && previous.video !== layer.video) {
        this.pool.release(previous.video);
        // The element the clip before held primes one more of the wanted clips.
        this.refill();
      }
    }
    this.callbacks.invalidate();
  }

  private fit(): void {
    if (this.from) coverFit(this.from.aspect, this.viewAspect, this.uniforms.uFromCover.value);
    this.uniforms.uToCover.value.copy(this.uniforms.uFromCover.value);
    this.callbacks.invalidate();
  }

  private primeClip(url: string, loop = false): Primed | null {
    const element = this.pool.acquire();
    if (!element) return null;
    const abort = new AbortController();
    const ready = prime(element, url, abort.signal, loop);
    ready.catch(() => undefined);
    return { url, element, ready, abort };
  }

  /** Primes `urls` (as far as the pool allows) and lets every other primed clip go. */
  private keepPrimed(urls: readonly string[]): void {
    for (const [url, primed] of this.primedClips) {
      if (urls.includes(url)) continue;
      primed.abort.abort();
      this.primedClips.delete(url);
      if (this.from?.video !== primed.element) this.pool.release(primed.element);
    }
    for (const url of urls) {
      if (this.primedClips.has(url) || this.running?.primed?.url === url) continue;
      const primed = this.primeClip(url);
      if (!primed) continue;
      this.primedClips.set(url, primed);
      // A clip that cannot be primed is let go; a tap on it primes again and skips if it still fails.
      primed.ready.catch(() => {
        if (this.primedClips.get(url) !== primed) return;
        this.primedClips.delete(url);
        this.pool.release(primed.element);
      });
    }
  }

  /** Stops a running clip that was replaced; its element goes back unless it is still on screen. */
  private clearRunning(): void {
    const running = this.running;
    if (!running) return;
    window.clearTimeout(running.stall);
    running.primed?.abort.abort();
    if (running.primed && this.from?.video !== running.primed.element) this.pool.release(running.primed.element);
    this.running = null;
  }

  private async playBackgroundVideo(id: string, url: string, loop: boolean): Promise<void> {
    const primed = this.primeClip(url, loop);
    const background = this.background;
    if (!primed || !background) return;
    background.primed = primed;
    try {
      await primed.ready;
      if (this.background !== background) return;
      const layer = videoLayer(url, primed.element);
      let shown = false;
      const onFrame = () => {
        if (this.background !== background || this.disposed) return;
        if (!shown) {
          shown = true;
          this.setFrom(layer);
          this.markReady(id);
        }
        this.callbacks.invalidate();
        primed.element.requestVideoFrameCallback(onFrame);
      };
      primed.element.requestVideoFrameCallback(onFrame);
      if (!loop) {
        // Busy until it ends, or until it stops being the background (after this call returns: no re-entry).
        const done = () => this.callbacks.backgroundBusy(false);
        const { signal } = primed.abort;
        this.callbacks.backgroundBusy(true);
        primed.element.addEventListener('ended', done, { once: true, signal });
        signal.addEventListener('abort', () => queueMicrotask(done), { once: true });
      }
      await primed.element.play();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'NotAllowedError') this.callbacks.autoplayRefused();
      else if (!(error instanceof DOMException && error.name === 'AbortError'))
        console.warn(`Background video of ${id} not played: ${String(error)}`);
      if (!loop) this.callbacks.backgroundBusy(false);
    }
  }

  private stopBackground(): void {
    const background = this.background;
    if (!background) return;
    this.background = null;
    const primed = background.primed;
    if (!primed) return;
    primed.abort.abort();
    // A background video on screen keeps playing until the next picture replaces it (setFrom releases it).
    if (this.from?.video !== primed.element) this.pool.release(primed.element);
    else primed.element.loop = false;
  }

  /** The gap between the last frame of a handed-off clip and the first of the next (PERFORMANCE.md seams). */
  private closeSeam(firstFrameAt: number, rate: number): void {
    if (!this.seamOpen) return;
    this.seamOpen = false;
    recordSeam({ gapMs: firstFrameAt - this.lastClipFrameAt, intervalMs: 1000 / (NOMINAL_FPS * rate), rate });
  }

  private markReady(id: string): void {
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        sceneStats.backgroundReady = id;
        window.dispatchEvent(new CustomEvent('tour:scene-ready', { detail: id }));
      }),
    );
  }
}
