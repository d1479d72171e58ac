import { primeClip, type Primed } from './clip-primer.ts';
import { plainLayer, type Layer, type StillCache } from './layers.ts';
import type { LocationMedia } from './location-media.ts';
import { sceneStats } from './scene-stats.ts';
import type { StagePicture } from './stage-picture.ts';
import { STALL_MS, StallWatchdog } from './stall-watchdog.ts';
import { mediaError, type VideoPool } from './video-pool.ts';

/** What the background player works with: the stage's shared parts and the callbacks it answers to. */
export interface BackgroundStage {
  pool: VideoPool;
  stills: StillCache;
  picture: StagePicture;
  videoLayer: (url: string, element: HTMLVideoElement) => Layer;
  /** True while a segment plays: the picture is the clip's or the cut's, not the background's. */
  playing: () => boolean;
  /** Tells the page a location's picture is on the canvas. */
  sceneReady: (id: string) => void;
  invalidate: () => void;
  backgroundBusy: (busy: boolean) => void;
  autoplayRefused: () => void;
}

interface Background {
  id: string;
  /** Which media of the location shows. */
  key: string;
  hasVideo: boolean;
  /** The still that loaded, shown again when the video fails or stalls. */
  still: string | null;
  primed: Primed | null;
  /** The video's picture, made once it can play, and whether it was shown (then the picture owns it). */
  layer: Layer | null;
  shown: boolean;
}

/**
 * The location shown at rest: its still at once, then its background video when it has one. A video that does
 * not loop keeps the presenter busy (`backgroundBusy`) until it ends, fails or stops being the background. A
 * still that cannot be loaded gives way to the next of the location's, and with none left to a plain picture:
 * never the picture of the location before. A video that errors or stalls gives way to the still (RELIABILITY.md:
 * no frozen picture, no stuck queue).
 */
export class BackgroundPlayer {
  private current: Background | null = null;
  /** The frames that announce a picture as ready, cancelled with the stage. */
  private readonly readyFrames = new Set<number>();
  private disposed = false;

  constructor(private readonly stage: BackgroundStage) {}

  /** True when the background takes an element for its video. */
  get hasVideo(): boolean {
    return this.current?.hasVideo ?? false;
  }

  /** Shows `media` as location `id` at rest: the still at once, then a background video when it has one. */
  async show(id: string, media: LocationMedia): Promise<void> {
    const key = `${media.still ?? ''} ${media.video?.url ?? ''}`;
    if (this.current?.id === id && this.current.key === key && !this.stage.playing()) return;
    this.stop();
    const background: Background = {
      id,
      key,
      hasVideo: media.video !== null,
      still: null,
      primed: null,
      layer: null,
      shown: false,
    };
    this.current = background;
    if (media.still) {
      const still = await this.firstStill(background, [media.still, ...(media.fallbacks ?? [])]);
      if (this.current !== background) return;
      // A clip that started while the still loaded keeps the screen, and this background was never shown: it is not
      // the current one, so that the location asked for again at the clip's end is shown, not taken as on screen.
      if (this.stage.playing()) {
        this.current = null;
        return;
      }
      background.still = still?.key ?? null;
      this.stage.picture.show(still ?? plainLayer());
      this.stage.stills.uploadLoaded();
      this.markReady(id);
    }
    if (media.video && this.current === background) await this.playVideo(id, media.video.url, media.video.loop);
  }

  /** The background stops being shown at rest; a video on screen plays on until the next picture replaces it. */
  stop(): void {
    const background = this.current;
    if (!background) return;
    this.current = null;
    const primed = background.primed;
    if (!primed) return;
    primed.abort.abort();
    if (!background.shown) background.layer?.texture.dispose();
    // A background video on screen keeps playing until the next picture replaces it (which releases it).
    if (!this.stage.picture.holds(primed.element)) this.stage.pool.release(primed.element);
    else primed.element.loop = false;
  }

  dispose(): void {
    this.disposed = true;
    for (const frame of this.readyFrames) cancelAnimationFrame(frame);
    this.stop();
  }

  /**
   * The first of `urls` that loads, each failure logged; null when none does, or once `background` is no longer
   * shown (the rest are not asked for then).
   */
  private async firstStill(background: Background, urls: readonly string[]): Promise<Layer | null> {
    for (const url of urls) {
      try {
        return await this.stage.stills.get(url);
      } catch (error) {
        if (this.current !== background) return null;
        console.error(`The picture ${url} of ${background.id} could not be loaded`, error);
      }
    }
    return null;
  }

  /** A background video that errors or stalls: its still (or the plain picture) again, and the presenter free. */
  private async videoFailed(background: Background, reason: string): Promise<void> {
    if (this.current !== background || !background.primed) return;
    console.warn(`Background video of ${background.id} stopped: ${reason}`);
    background.primed.abort.abort();
    if (!background.shown) return;
    const still = background.still ? await this.stage.stills.get(background.still).catch(() => null) : null;
    if (this.current !== background || this.stage.playing()) return;
    // The picture lets the video's texture and element go.
    this.stage.picture.show(still ?? plainLayer());
  }

  private async playVideo(id: string, url: string, loop: boolean): Promise<void> {
    const primed = primeClip(this.stage.pool, url, loop);
    const background = this.current;
    if (!primed || !background) return;
    background.primed = primed;
    // Busy from when the video is about to play until it ends, fails or stops being the background.
    let busy = false;
    const done = () => {
      if (!busy) return;
      busy = false;
      this.stage.backgroundBusy(false);
    };
    // Armed at the call to play: a video that shows no new frame for STALL_MS does not get going again by itself.
    const stall = new StallWatchdog(() => {
      if (!primed.element.ended) void this.videoFailed(background, `no new frame for ${STALL_MS} ms`);
    });
    const { signal } = primed.abort;
    signal.addEventListener('abort', () => stall.clear(), { once: true });
    try {
      await primed.ready;
      if (this.current !== background) return;
      const layer = this.stage.videoLayer(url, primed.element);
      background.layer = layer;
      primed.element.addEventListener('error', () => void this.videoFailed(background, mediaError(primed.element)), {
        once: true,
        signal,
      });
      const onFrame = () => {
        if (this.current !== background || this.disposed) return;
        if (!background.shown) {
          background.shown = true;
          this.stage.picture.show(layer);
          this.markReady(id);
        }
        stall.arm();
        this.stage.invalidate();
        primed.element.requestVideoFrameCallback(onFrame);
      };
      primed.element.requestVideoFrameCallback(onFrame);
      if (!loop) {
        busy = true;
        this.stage.backgroundBusy(true);
        primed.element.addEventListener('ended', done, { once: true, signal });
        // After the call that stopped it has returned: no re-entry into the presenter.
        signal.addEventListener('abort', () => queueMicrotask(done), { once: true });
      }
      stall.arm();
      await primed.element.play();
    } catch (error) {
      stall.clear();
      if (error instanceof DOMException && error.name === 'NotAllowedError') this.stage.autoplayRefused();
      else if (!(error instanceof DOMException && error.name === 'AbortError'))
        console.warn(`Background video of ${id} not played: ${String(error)}`);
      done();
    }
  }

  /** Announces `id` as on the canvas once the picture was drawn (two frames on). */
  private markReady(id: string): void {
    const first = requestAnimationFrame(() => {
      this.readyFrames.delete(first);
      const second = requestAnimationFrame(() => {
        this.readyFrames.delete(second);
        sceneStats.backgroundReady = id;
        this.stage.sceneReady(id);
      });
      this.readyFrames.add(second);
    });
    this.readyFrames.add(first);
  }
}
