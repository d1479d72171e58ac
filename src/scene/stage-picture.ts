import { coverFit, type BlendUniforms } from './blend-material.ts';
import type { Layer, StillCache } from './layers.ts';
import { sceneStats } from './scene-stats.ts';
import type { VideoPool } from './video-pool.ts';

/**
 * The picture on screen: the blend material's textures, their cover fit, and blends from one picture to the
 * next. Once shown, a layer belongs to the picture, which lets it go (texture and element) when the next one
 * replaces it; cached stills stay with the cache.
 */
export class StagePicture {
  private from: Layer | null = null;
  private blendFrame = 0;
  /** Settles the blend under way, if any: a picture shown or blended to since ends it where it is. */
  private endBlend: (() => void) | null = null;
  private viewAspect = 16 / 9;
  private disposed = false;

  constructor(
    private readonly uniforms: BlendUniforms,
    private readonly stills: StillCache,
    private readonly pool: VideoPool,
    private readonly invalidate: () => void,
    /** An element the picture let go of: it may prime one more wanted clip. */
    private readonly elementFreed: () => void,
  ) {}

  /** Cover-fit scale and offset of the shown picture, for the hotspot anchors. */
  get cover() {
    return this.uniforms.uFromCover.value;
  }

  /** Width over height of the shown picture (16:9 until one is shown). */
  get aspect(): number {
    return this.from?.aspect ?? 16 / 9;
  }

  get layer(): Layer | null {
    return this.from;
  }

  /** True when `element` plays the picture on screen. */
  holds(element: HTMLVideoElement): boolean {
    return this.from?.video === element;
  }

  setViewAspect(aspect: number): void {
    this.viewAspect = aspect;
    this.fit();
  }

  /**
   * Makes `layer` the picture on screen and lets the previous one go (texture and element). A blend under way ends
   * unfinished: its picture came too late (a clip that replaced a cut presents its first frame).
   */
  show(layer: Layer): void {
    this.cancelBlend();
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
        // The element the picture before held primes one more of the wanted clips.
        this.elementFreed();
      }
    }
    this.invalidate();
  }

  /**
   * Mixes from the picture on screen to `layer` over `seconds`, then shows it alone. Settles either way: at its
   * end, or unfinished when another picture is shown or blended to first (then `layer` is not shown).
   */
  blendTo(layer: Layer, seconds: number): Promise<void> {
    if (seconds <= 0 || !this.from) {
      this.show(layer);
      return Promise.resolve();
    }
    this.cancelBlend();
    this.uniforms.uTo.value = layer.texture;
    coverFit(layer.aspect, this.viewAspect, this.uniforms.uToCover.value);
    const start = performance.now();
    return new Promise((resolve) => {
      const step = () => {
        const progress = Math.min(1, (performance.now() - start) / (seconds * 1000));
        this.uniforms.uMix.value = progress;
        this.invalidate();
        if (progress < 1 && !this.disposed) this.blendFrame = requestAnimationFrame(step);
        else {
          this.endBlend = null;
          this.show(layer);
          resolve();
        }
      };
      this.endBlend = resolve;
      this.blendFrame = requestAnimationFrame(step);
    });
  }

  /** After a lost WebGL context comes back, the texture on screen must be uploaded again. */
  restoreContext(): void {
    if (this.from) this.from.texture.needsUpdate = true;
  }

  dispose(): void {
    this.disposed = true;
    this.cancelBlend();
    if (this.from && !this.stills.owns(this.from)) this.from.texture.dispose();
    this.from = null;
    this.uniforms.uFrom.value = null;
    this.uniforms.uTo.value = null;
  }

  private cancelBlend(): void {
    cancelAnimationFrame(this.blendFrame);
    this.endBlend?.();
    this.endBlend = null;
  }

  private fit(): void {
    if (this.from) coverFit(this.from.aspect, this.viewAspect, this.uniforms.uFromCover.value);
    this.uniforms.uToCover.value.copy(this.uniforms.uFromCover.value);
    this.invalidate();
  }
}
