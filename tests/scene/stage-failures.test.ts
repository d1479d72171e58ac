import { describe, expect, it } from 'vitest';
import { sceneStats } from '../../src/scene/scene-stats.ts';
import { STALL_MS } from '../../src/scene/stall-watchdog.ts';
import { advance, clip, clipUrl, createStage, stillOf, withFakeClock, warnings, type Stage } from './stage-harness.ts';

withFakeClock();

/** A stage at rest at `a`, its still on screen, so that a cut has a picture to blend from. */
async function atRest(): Promise<Stage> {
  const stage = createStage();
  void stage.engine.show('a', { still: stillOf('a'), video: null });
  await advance();
  expect(stage.shownTexture()).toBe(stage.stillTexture(stillOf('a')));
  return stage;
}

/** The skipped clip's cut: it blends to the still of where the clip leads (0.4 s), then the segment is done. */
async function expectCutToB(stage: Stage): Promise<void> {
  expect(stage.callbacks.segmentDone).not.toHaveBeenCalled();
  await advance(200);
  expect(stage.uniforms.uTo.value).toBe(stage.stillTexture(stillOf('b')));
  expect(stage.uniforms.uMix.value).toBeGreaterThan(0.3);
  expect(stage.uniforms.uMix.value).toBeLessThan(0.7);
  await advance(300);
  expect(stage.shownTexture()).toBe(stage.stillTexture(stillOf('b')));
  expect(stage.callbacks.segmentDone).toHaveBeenCalledTimes(1);
}

describe('stage engine: a clip that cannot play becomes a blended cut', () => {
  it('tells the app when autoplay is refused, logs the skip and cuts to where the clip leads', async () => {
    const stage = await atRest();
    const before = { cuts: sceneStats.cuts, skipped: sceneStats.skippedClips };
    stage.route([clip('a', 'b')]);
    const video = stage.videoOf(clipUrl('a', 'b'));
    video.playMode = 'refuse';
    video.canPlayThrough(2);
    await advance();
    expect(stage.callbacks.autoplayRefused).toHaveBeenCalledTimes(1);
    expect(warnings()).toContain('Transition a-b skipped: NotAllowedError: play() is not allowed');
    expect(sceneStats.cuts).toBe(before.cuts + 1);
    expect(sceneStats.skippedClips).toBe(before.skipped + 1);
    await expectCutToB(stage);
    // The element of a clip that never showed goes back to the pool once its cut is over.
    expect(video.src).toBe('');
    stage.engine.dispose();
  });

  it('skips a clip that presents no new frame for STALL_MS, counted from when it was asked to play', async () => {
    const stage = await atRest();
    stage.route([clip('a', 'b')]);
    const video = stage.videoOf(clipUrl('a', 'b'));
    await advance(1000);
    video.canPlayThrough(2);
    await advance();
    video.present(0);
    // Each frame gives the clip STALL_MS more.
    await advance(STALL_MS - 1);
    video.present(0.1);
    await advance(STALL_MS - 1);
    expect(warnings()).toEqual([]);
    const cuts = sceneStats.cuts;
    await advance(1);
    expect(warnings()).toEqual(['Transition a-b skipped: no new frame for 4000 ms']);
    expect(sceneStats.cuts).toBe(cuts + 1);
    await expectCutToB(stage);
    stage.engine.dispose();
  });

  it('skips a clip whose data never comes after STALL_MS, before priming gives up', async () => {
    const stage = await atRest();
    stage.route([clip('a', 'b')]);
    await advance(STALL_MS);
    expect(warnings()).toEqual(['Transition a-b skipped: no new frame for 4000 ms']);
    await expectCutToB(stage);
    expect(stage.engine.liveVideos).toBe(0);
    stage.engine.dispose();
  });

  it('skips a clip whose data cannot be decoded at its error, not after STALL_MS', async () => {
    const stage = await atRest();
    stage.route([clip('a', 'b')]);
    const video = stage.videoOf(clipUrl('a', 'b'));
    video.canPlayThrough(2);
    await advance();
    video.present(0);
    video.present(0.5);
    video.fail(3, 'PIPELINE_ERROR_DECODE');
    expect(warnings()).toEqual(['Transition a-b skipped: video error 3: PIPELINE_ERROR_DECODE']);
    await expectCutToB(stage);
    stage.engine.dispose();
  });

  it('skips a clip when no video element is free', async () => {
    const stage = createStage();
    // At rest the background video holds one element and two likely clips the others.
    const background = '/uploads/a-background.mp4';
    void stage.engine.show('a', { still: stillOf('a'), video: { url: background, loop: true } });
    await advance();
    stage.videoOf(background).canPlayThrough(10);
    await advance();
    stage.videoOf(background).present(0);
    stage.engine.warm([clipUrl('a', 'x'), clipUrl('a', 'y')]);
    expect(stage.videos.every((video) => video.src !== '')).toBe(true);
    stage.route([clip('a', 'b')]);
    await advance();
    expect(warnings()).toEqual(['Transition a-b skipped: no video element free']);
    await expectCutToB(stage);
    stage.engine.dispose();
  });

  it('skips a clip that fails to load, saying why', async () => {
    const stage = await atRest();
    stage.route([clip('a', 'b')]);
    const video = stage.videoOf(clipUrl('a', 'b'));
    video.fail();
    await advance();
    expect(warnings()).toEqual(['Transition a-b skipped: Error: video error 4: MEDIA_ERR_SRC_NOT_SUPPORTED']);
    await expectCutToB(stage);
    expect(video.src).toBe('');
    stage.engine.dispose();
  });
});

describe('stage engine: a picture that does not load', () => {
  it('gives way at rest to the next of the location’s pictures, which is announced as the location’s', async () => {
    const stage = await atRest();
    stage.failingStills.add(stillOf('b'));
    stage.failingStills.add('/stills/b-original.jpg');
    void stage.engine.show('b', {
      still: stillOf('b'),
      fallbacks: ['/stills/b-original.jpg', '/stills/b-4x3.jpg'],
      video: null,
    });
    await advance(100);
    expect(stage.shownTexture()).toBe(stage.stillTexture('/stills/b-4x3.jpg'));
    expect(stage.sceneReady).toHaveBeenLastCalledWith('b');
    stage.engine.dispose();
  });

  it('shows a plain picture when none of them loads, never the last location’s, and announces it', async () => {
    const stage = await atRest();
    stage.failingStills.add(stillOf('b')).add('/stills/b-small.jpg');
    void stage.engine.show('b', { still: stillOf('b'), fallbacks: ['/stills/b-small.jpg'], video: null });
    await advance(100);
    const plain = stage.shownTexture();
    expect(plain).not.toBe(stage.stillTexture(stillOf('a')));
    expect(plain?.image).toMatchObject({ width: 1, height: 1 });
    expect(sceneStats.shown).toBe('plain');
    expect(stage.sceneReady).toHaveBeenLastCalledWith('b');
    stage.engine.dispose();
  });

  it('asks for no more of them once the visitor has moved on', async () => {
    const stage = await atRest();
    stage.failingStills.add(stillOf('b'));
    void stage.engine.show('b', { still: stillOf('b'), fallbacks: ['/stills/b-small.jpg'], video: null });
    void stage.engine.show('c', { still: stillOf('c'), video: null });
    await advance(100);
    expect(stage.stillTexture('/stills/b-small.jpg')).toBeUndefined();
    expect(stage.shownTexture()).toBe(stage.stillTexture(stillOf('c')));
    stage.engine.dispose();
  });
});
