import { Texture } from 'three';
import { afterEach, beforeEach, vi } from 'vitest';
import { segmentEnd, type ClipSegment, type CutSegment, type PlanSegment } from '../../src/domain/plan.ts';
import { createBlendMaterial } from '../../src/scene/blend-material.ts';
import { videoLayer, type Layer } from '../../src/scene/layers.ts';
import { StageEngine } from '../../src/scene/stage-engine.ts';
import { transition } from '../domain/fixtures.ts';
import { FakeVideo } from './fake-video.ts';

export const stillOf = (location: string) => `/stills/${location}.jpg`;
export const clipUrl = (from: string, to: string) => `/uploads/${from}-${to}.mp4`;

export function clip(from: string, to: string, rate = 1): ClipSegment {
  return { kind: 'clip', transition: transition(from, to), rate, passThrough: false, blendingTime: 0.4 };
}

export function cut(from: string, to: string): CutSegment {
  return { kind: 'cut', from, to, blendingTime: 0.4, passThrough: false };
}

/**
 * Fake timers, animation frames and `performance.now()` for each test. Node has no animation frames: stubs
 * stand in so that the fake clock has something to replace.
 */
export function withFakeClock(): void {
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** Lets promise callbacks run, then `ms` of fake time pass (frames and timers fire on the way). */
export const advance = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

/** What was said with console.warn: where the stage says why it skipped a clip. */
export const warnings = () => vi.mocked(console.warn).mock.calls.map((call) => String(call[0]));

/** A StageEngine on fake video elements and stills, with every texture it makes counted. */
export function createStage() {
  const videos: FakeVideo[] = [];
  const created: Texture[] = [];
  const disposed = new Set<Texture>();
  const stills = new Map<string, Texture>();
  const failingStills = new Set<string>();
  const count = <T extends Texture>(texture: T): T => {
    created.push(texture);
    texture.addEventListener('dispose', () => disposed.add(texture));
    return texture;
  };
  let detached = false;
  const callbacks = {
    invalidate: vi.fn(),
    upload: vi.fn(),
    segmentDone: vi.fn(),
    backgroundBusy: vi.fn(),
    autoplayRefused: vi.fn(),
  };
  const sceneReady = vi.fn();
  const material = createBlendMaterial();
  const engine = new StageEngine(material, callbacks, {
    videoElements: () => ({
      create: () => {
        const video = new FakeVideo();
        videos.push(video);
        return video as unknown as HTMLVideoElement;
      },
      dispose: () => {
        detached = true;
      },
    }),
    loadStill: async (url): Promise<Layer> => {
      if (failingStills.has(url)) throw new Error(`no still at ${url}`);
      const texture = count(new Texture());
      stills.set(url, texture);
      return { key: url, texture, aspect: 16 / 9, video: null };
    },
    videoLayer: (url, element) => {
      const layer = videoLayer(url, element);
      count(layer.texture);
      return layer;
    },
    sceneReady,
  });

  return {
    engine,
    callbacks,
    sceneReady,
    uniforms: material.uniforms,
    videos,
    textures: {
      created,
      disposed,
      /** Textures made and not disposed yet. */
      live: () => created.filter((texture) => !disposed.has(texture)).length,
    },
    failingStills,
    /** The texture last loaded for the still at `url`. */
    stillTexture: (url: string) => stills.get(url),
    get detached() {
      return detached;
    },
    /** The element that holds `url`; throws when none does. */
    videoOf(url: string): FakeVideo {
      const video = videos.find((candidate) => candidate.src === url);
      if (!video) throw new Error(`no element holds ${url}`);
      return video;
    },
    /** The texture on screen. */
    shownTexture: () => material.uniforms.uFrom.value,
    /** Plays `segments` as the presenter does: each `segmentDone` plays the next and primes the rest. */
    route(segments: readonly PlanSegment[]): void {
      let index = 0;
      const drive = () => {
        const current = segments[index];
        if (!current) return;
        const next = segments[index + 1] ?? null;
        engine.play(current, stillOf(segmentEnd(current)), next);
        engine.prepare(segments.slice(index + 1), next ? stillOf(segmentEnd(next)) : null);
      };
      callbacks.segmentDone.mockImplementation(() => {
        index += 1;
        drive();
      });
      drive();
    },
  };
}

export type Stage = ReturnType<typeof createStage>;

/** The texture made most recently for `element`. */
export function textureOf(stage: Stage, element: FakeVideo): Texture | undefined {
  return stage.textures.created.findLast((texture) => texture.image === element);
}
