import type { ShaderMaterial, Texture } from 'three';
import type { PlanSegment } from '../domain/plan.ts';
import { BackgroundPlayer } from './background-player.ts';
import type { BlendUniforms } from './blend-material.ts';
import { ClipPlayer } from './clip-player.ts';
import { ClipPrimer } from './clip-primer.ts';
import { loadStill, StillCache, videoLayer, type Layer } from './layers.ts';
import type { LocationMedia } from './location-media.ts';
import { StagePicture } from './stage-picture.ts';
import { hiddenVideoElements, VideoPool, type VideoElements } from './video-pool.ts';

export interface StageCallbacks {
  invalidate: () => void;
  /** Uploads a texture to the GPU now (`renderer.initTexture`), not in a frame that shows it later. */
  upload: (texture: Texture) => void;
  /** The running segment is over: the next one plays (already started at the hand-off) or the route ends. */
  segmentDone: () => void;
  backgroundBusy: (busy: boolean) => void;
  autoplayRefused: () => void;
}

/** What the stage takes from the page, so that unit tests can run it on fakes without a DOM. */
export interface StagePage {
  videoElements: () => VideoElements;
  loadStill: (url: string) => Promise<Layer>;
  /** Makes the texture of a clip or background video: one per run (three.js #24757). */
  videoLayer: (url: string, element: HTMLVideoElement) => Layer;
  /** Tells the page a location's picture is on the canvas. */
  sceneReady: (id: string) => void;
}

const browserPage: StagePage = {
  videoElements: hiddenVideoElements,
  loadStill,
  videoLayer,
  sceneReady: (id) => window.dispatchEvent(new CustomEvent('tour:scene-ready', { detail: id })),
};

/**
 * The stage's engine: plays the presenter's queue on the blend material. Its parts each own one job: the
 * picture on screen (StagePicture), the clips kept primed in the video pool (ClipPrimer), the running clip or
 * cut with its hand-off, stall watch and seam timing (ClipPlayer), and the background at rest
 * (BackgroundPlayer). The engine wires them together and is all that the scene sees.
 */
export class StageEngine {
  private readonly pool: VideoPool;
  private readonly stills: StillCache;
  private readonly picture: StagePicture;
  private readonly primer: ClipPrimer;
  private readonly clips: ClipPlayer;
  private readonly background: BackgroundPlayer;
  private disposed = false;

  constructor(
    material: ShaderMaterial & { uniforms: BlendUniforms },
    private readonly callbacks: StageCallbacks,
    page: StagePage = browserPage,
  ) {
    const { invalidate, segmentDone, backgroundBusy, autoplayRefused } = callbacks;
    this.pool = new VideoPool(3, page.videoElements());
    this.stills = new StillCache(4, callbacks.upload, page.loadStill);
    this.picture = new StagePicture(material.uniforms, this.stills, this.pool, invalidate, () => this.primer.refill());
    this.primer = new ClipPrimer(this.pool, {
      reserved: () => this.clips.busy || this.background.hasVideo,
      runningUrl: () => this.clips.runningUrl,
      onScreen: (element) => this.picture.holds(element),
    });
    const shared = { pool: this.pool, stills: this.stills, picture: this.picture, videoLayer: page.videoLayer };
    this.clips = new ClipPlayer({ ...shared, primer: this.primer, invalidate, segmentDone, autoplayRefused });
    this.background = new BackgroundPlayer({
      ...shared,
      playing: () => this.clips.busy,
      sceneReady: page.sceneReady,
      invalidate,
      backgroundBusy,
      autoplayRefused,
    });
  }

  setViewAspect(aspect: number): void {
    this.picture.setViewAspect(aspect);
  }

  /** Cover-fit scale and offset of the shown picture, for the hotspot anchors. */
  get cover() {
    return this.picture.cover;
  }

  /** Width over height of the shown picture: hotspot positions are relative to the 16:9 one. */
  get pictureAspect(): number {
    return this.picture.aspect;
  }

  /** Shows `media` as location `id` at rest: the still at once, then a background video when it has one. */
  async show(id: string, media: LocationMedia): Promise<void> {
    if (!this.disposed) await this.background.show(id, media);
  }

  /**
   * During a route: keeps the segments after the running one primed (the queue's next payload first), so
   * that each starts at once at its hand-off.
   */
  prepare(upcoming: readonly PlanSegment[], nextStill: string | null): void {
    if (this.disposed) return;
    if (nextStill) void this.stills.get(nextStill).catch(() => undefined);
    this.primer.want(
      upcoming.flatMap((segment) =>
        segment.kind === 'clip' && segment.transition.video ? [segment.transition.video.url] : [],
      ),
    );
  }

  /**
   * At rest: primes the clips of the likeliest next moves (as many as the pool holds, less one for a
   * background video), so that a tap starts motion without waiting for the network or the decoder.
   */
  warm(clipUrls: readonly string[]): void {
    if (this.clips.busy || this.disposed) return;
    this.primer.want(clipUrls);
  }

  /**
   * Plays the queue's running segment; a segment that already runs (started at a hand-off, or kept by a route to a
   * new target) goes on, toward the route's `next` segment as it is now.
   */
  play(segment: PlanSegment, targetStill: string | null, next: PlanSegment | null): void {
    if (this.disposed || this.clips.continues(segment, next)) return;
    this.background.stop();
    this.clips.play(segment, targetStill, next);
  }

  /** After a lost WebGL context comes back, every texture must be uploaded again. */
  restoreContext(): void {
    this.stills.reupload();
    this.picture.restoreContext();
    this.callbacks.invalidate();
  }

  get liveVideos(): number {
    return this.pool.live;
  }

  /** Lets everything go: running clip, primed clips, background, picture, stills and pool. */
  dispose(): void {
    this.disposed = true;
    this.clips.dispose();
    this.primer.dispose();
    this.background.dispose();
    this.picture.dispose();
    this.stills.dispose();
    this.pool.dispose();
  }
}
