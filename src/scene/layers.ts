import { DataTexture, LinearFilter, NoColorSpace, Texture, VideoTexture } from 'three';

/** A picture the stage can show: a still or a playing video, with what it takes to let it go. */
export interface Layer {
  /** What the layer shows: a still's URL or a clip's URL. */
  key: string;
  texture: Texture;
  aspect: number;
  video: HTMLVideoElement | null;
}

function prepare<T extends Texture>(texture: T): T {
  // sRGB bytes mixed as they are (see shaders/blend.frag): no colour-space conversion on upload.
  texture.colorSpace = NoColorSpace;
  texture.minFilter = LinearFilter;
  texture.magFilter = LinearFilter;
  texture.generateMipmaps = false;
  return texture;
}

/** Decodes a still off the render path (`decode()`), so showing it never stalls a frame. */
export async function loadStill(url: string): Promise<Layer> {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.decoding = 'async';
  image.src = url;
  await image.decode();
  const texture = prepare(new Texture(image));
  texture.needsUpdate = true;
  return { key: url, texture, aspect: image.naturalWidth / image.naturalHeight, video: null };
}

/** Shown when none of a location's stills loads: the page's background colour (--color-bg), not another picture. */
export function plainLayer(): Layer {
  const texture = prepare(new DataTexture(new Uint8Array([0x0b, 0x16, 0x20, 0xff]), 1, 1));
  texture.needsUpdate = true;
  return { key: 'plain', texture, aspect: 16 / 9, video: null };
}

export function videoLayer(url: string, element: HTMLVideoElement): Layer {
  const texture = prepare(new VideoTexture(element));
  const aspect = element.videoWidth && element.videoHeight ? element.videoWidth / element.videoHeight : 16 / 9;
  return { key: url, texture, aspect, video: element };
}

/**
 * Stills by URL, kept while they may be shown again soon (the current and the next location). Textures
 * are disposed when evicted, so GPU memory stays bounded however long the kiosk runs.
 */
export class StillCache {
  private readonly entries = new Map<string, Promise<Layer>>();
  private readonly loaded = new Set<Layer>();

  constructor(
    private readonly capacity: number,
    private readonly upload: (texture: Texture) => void,
    private readonly load: (url: string) => Promise<Layer> = loadStill,
  ) {}

  get(url: string): Promise<Layer> {
    const hit = this.entries.get(url);
    if (hit) {
      // Most recently used last.
      this.entries.delete(url);
      this.entries.set(url, hit);
      return hit;
    }
    const loading = this.load(url);
    loading.then(
      (layer) => this.loaded.add(layer),
      () => this.entries.delete(url),
    );
    this.entries.set(url, loading);
    this.evict();
    return loading;
  }

  /** Drops everything but `keep`; evicted textures are disposed once loaded. */
  private evict(keep = this.capacity): void {
    while (this.entries.size > keep) {
      const [oldest] = this.entries;
      if (!oldest) return;
      this.entries.delete(oldest[0]);
      void oldest[1]
        .then((layer) => {
          this.loaded.delete(layer);
          layer.texture.dispose();
        })
        .catch(() => undefined);
    }
  }

  /**
   * Uploads every loaded still to the GPU. Called on arrival, where the still on screen is the picture the
   * clip ended on, so the work shows nowhere; not on load, which may fall on a clip's first frames. Stills
   * already uploaded cost nothing, and the textures at rest are always the cached stills.
   */
  uploadLoaded(): void {
    for (const layer of this.loaded) this.upload(layer.texture);
  }

  /** True when `layer` is a cached still: its texture belongs to the cache, not to whoever shows it. */
  owns(layer: Layer): boolean {
    return layer.video === null && this.entries.has(layer.key);
  }

  /** Marks every loaded still for re-upload (after a lost WebGL context is restored; loading ones upload anyway). */
  reupload(): void {
    for (const layer of this.loaded) layer.texture.needsUpdate = true;
  }

  dispose(): void {
    this.evict(0);
  }
}
