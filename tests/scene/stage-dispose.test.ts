import { describe, expect, it, vi } from 'vitest';
import { advance, clip, clipUrl, createStage, stillOf, warnings, withFakeClock } from './stage-harness.ts';

withFakeClock();

describe('stage engine: dispose', () => {
  it('releases every element, clears every timer and frame, and calls back no more', async () => {
    const stage = createStage();
    const film = '/uploads/a-film.mp4';
    void stage.engine.show('a', { still: stillOf('a'), video: { url: film, loop: true } });
    await advance();
    stage.videoOf(film).canPlayThrough(10);
    await advance();
    stage.videoOf(film).present(0);
    // A clip runs (its stall watch armed) and the next one primes (its timeout armed).
    stage.route([clip('a', 'b'), clip('b', 'c')]);
    const running = stage.videoOf(clipUrl('a', 'b'));
    running.canPlayThrough(2);
    await advance();
    running.present(0);
    // The scene-ready frames of the background's first frame are pending too.
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    const holding = stage.videos.filter((video) => video.src !== '');
    expect(holding).toHaveLength(2);
    const loads = holding.map((video) => video.loads);

    stage.engine.dispose();

    expect(stage.videos.map((video) => video.src)).toEqual(['', '', '']);
    // Each element that held a source gave its decoder back.
    expect(holding.map((video, i) => video.loads - (loads[i] ?? 0))).toEqual([1, 1]);
    expect(stage.videos.every((video) => video.paused)).toBe(true);
    expect(stage.detached).toBe(true);
    expect(stage.engine.liveVideos).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(stage.uniforms.uFrom.value).toBeNull();
    expect(stage.uniforms.uTo.value).toBeNull();

    // Whatever the elements and the clock do now, nothing reaches the app.
    for (const callback of [...Object.values(stage.callbacks), stage.sceneReady]) callback.mockClear();
    for (const video of stage.videos) {
      video.canPlayThrough(2);
      video.present(1.9);
      video.end();
    }
    await advance(10_000);
    expect(Object.values(stage.callbacks).every((callback) => callback.mock.calls.length === 0)).toBe(true);
    expect(stage.sceneReady).not.toHaveBeenCalled();
  });

  it('does nothing when driven after dispose: no texture, no element, no callback', async () => {
    const stage = createStage();
    stage.engine.dispose();
    // A store subscription may still fire during the unmount that disposed it.
    void stage.engine.show('a', { still: stillOf('a'), video: { url: '/uploads/a-film.mp4', loop: false } });
    stage.engine.warm([clipUrl('a', 'x')]);
    stage.route([clip('a', 'b'), clip('b', 'c')]);
    await advance(10_000);
    expect(stage.textures.created).toEqual([]);
    expect(stage.videos.every((video) => video.src === '')).toBe(true);
    expect(Object.values(stage.callbacks).every((callback) => callback.mock.calls.length === 0)).toBe(true);
    expect(warnings()).toEqual([]);
  });

  it('ends the busy state of a background that does not loop, once, and nothing more', async () => {
    const stage = createStage();
    const film = '/uploads/a-film.mp4';
    void stage.engine.show('a', { still: stillOf('a'), video: { url: film, loop: false } });
    await advance();
    stage.videoOf(film).canPlayThrough(10);
    await advance();
    stage.videoOf(film).present(0);
    stage.callbacks.backgroundBusy.mockClear();
    stage.engine.dispose();
    // The presenter would otherwise wait for a background that no stage plays any more.
    await advance(10_000);
    expect(stage.callbacks.backgroundBusy.mock.calls).toEqual([[false]]);
  });
});
