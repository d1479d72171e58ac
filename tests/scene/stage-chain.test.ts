import { describe, expect, it } from 'vitest';
import { sceneStats } from '../../src/scene/scene-stats.ts';
import { advance, clip, clipUrl, createStage, cut, stillOf, textureOf, withFakeClock } from './stage-harness.ts';

withFakeClock();

const FRAME_S = 1 / 30;

/** The clip a -> b asked to play and able to, its texture made, its first frame not yet presented. */
async function clipReadyToPlay(stage: ReturnType<typeof createStage>) {
  stage.route([clip('a', 'b')]);
  const replaced = stage.videoOf(clipUrl('a', 'b'));
  replaced.canPlayThrough(2);
  await advance();
  const replacedTexture = textureOf(stage, replaced);
  expect(replacedTexture).toBeDefined();
  return { replaced, replacedTexture };
}

describe('stage engine: chained clips', () => {
  it('starts the next clip at the running clip’s frame at duration - lead, and switches on its first frame', async () => {
    const stage = createStage();
    stage.route([clip('a', 'b'), clip('b', 'c')]);
    const first = stage.videoOf(clipUrl('a', 'b'));
    // The next clip was primed while the first plays.
    const second = stage.videoOf(clipUrl('b', 'c'));
    first.canPlayThrough(2);
    second.canPlayThrough(2);
    await advance();
    expect(first.paused).toBe(false);

    first.present(0);
    const firstTexture = textureOf(stage, first);
    expect(stage.shownTexture()).toBe(firstTexture);
    // Lead at rate 1 before any start was measured: 0.2 s + three frames = 0.3 s, so the hand-off is at 1.7 s.
    for (let t = FRAME_S; t < 1.69; t += FRAME_S) first.present(t);
    first.present(1.69);
    await advance();
    expect(stage.callbacks.segmentDone).not.toHaveBeenCalled();
    expect(second.paused).toBe(true);

    first.present(1.7);
    expect(stage.callbacks.segmentDone).toHaveBeenCalledTimes(1);
    await advance();
    expect(second.paused).toBe(false);
    // Until the next clip presents a frame, the running one stays on screen, keeps drawing and keeps its element.
    const draws = stage.callbacks.invalidate.mock.calls.length;
    first.present(1.7 + FRAME_S);
    expect(stage.callbacks.invalidate.mock.calls.length).toBeGreaterThan(draws);
    expect(stage.shownTexture()).toBe(firstTexture);
    expect(first.src).toBe(clipUrl('a', 'b'));

    const seams = sceneStats.seams.length;
    second.present(0);
    expect(stage.shownTexture()).toBe(textureOf(stage, second));
    expect(stage.textures.disposed.has(firstTexture!)).toBe(true);
    // Released after: its source dropped and `load()` called to give the decoder back.
    expect(first.src).toBe('');
    expect(first.loads).toBeGreaterThan(1);
    expect(sceneStats.seams).toHaveLength(seams + 1);

    // The last clip ends the route on `ended`, not at a hand-off.
    for (let t = 0; t <= 2; t += FRAME_S) second.present(t);
    expect(stage.callbacks.segmentDone).toHaveBeenCalledTimes(1);
    second.end();
    expect(stage.callbacks.segmentDone).toHaveBeenCalledTimes(2);
    stage.engine.dispose();
  });

  it('hands off at most half a second of media before the end at a fast rate', async () => {
    const stage = createStage();
    stage.route([clip('a', 'b', 2), clip('b', 'c', 2)]);
    const first = stage.videoOf(clipUrl('a', 'b'));
    first.canPlayThrough(2);
    await advance();
    expect(first.playbackRate).toBe(2);
    first.present(0);
    // (0.2 s + three frames) x 2 = 0.6 s of media, capped at 0.5 s.
    first.present(1.49);
    expect(stage.callbacks.segmentDone).not.toHaveBeenCalled();
    first.present(1.5);
    expect(stage.callbacks.segmentDone).toHaveBeenCalledTimes(1);
    stage.engine.dispose();
  });

  it('forgets a clip replaced while it primes: its element goes back and its later events change nothing', async () => {
    const stage = createStage();
    stage.route([clip('a', 'b')]);
    const replaced = stage.videoOf(clipUrl('a', 'b'));
    const shown = sceneStats.clipsShown;
    stage.route([clip('a', 'x')]);
    expect(replaced.src).toBe('');
    const next = stage.videoOf(clipUrl('a', 'x'));
    next.canPlayThrough(2);
    await advance();
    expect(next.paused).toBe(false);
    // The replaced clip's data arriving now neither plays it nor shows it.
    replaced.canPlayThrough(2);
    replaced.present(0);
    await advance();
    expect(replaced.paused).toBe(true);
    next.present(0);
    expect(stage.shownTexture()).toBe(textureOf(stage, next));
    expect(sceneStats.clipsShown).toBe(shown + 1);
    stage.engine.dispose();
  });

  it('lets a clip replaced after it could play but before its first frame go, texture and element', async () => {
    const stage = createStage();
    const { replaced, replacedTexture } = await clipReadyToPlay(stage);
    stage.route([clip('a', 'x')]);
    expect(replaced.src).toBe('');
    expect(stage.textures.disposed.has(replacedTexture!)).toBe(true);
    // A frame it still presents is not shown, and counts as no clip's first frame.
    const shown = sceneStats.clipsShown;
    replaced.present(0);
    expect(stage.shownTexture()).not.toBe(replacedTexture);
    expect(sceneStats.clipsShown).toBe(shown);
    stage.engine.dispose();
  });

  it('lets a clip replaced by a cut before its first frame go, texture and element', async () => {
    const stage = createStage();
    const { replaced, replacedTexture } = await clipReadyToPlay(stage);
    stage.route([cut('a', 'x')]);
    expect(replaced.src).toBe('');
    expect(stage.textures.disposed.has(replacedTexture!)).toBe(true);
    await advance();
    expect(stage.shownTexture()).toBe(stage.stillTexture(stillOf('x')));
    expect(stage.callbacks.segmentDone).toHaveBeenCalledTimes(1);
    stage.engine.dispose();
  });
});

describe('stage engine: a cut replaced mid-blend', () => {
  it('leaves the picture to the clip that replaced it: the old blend neither shows its still nor takes the clip’s element', async () => {
    const stage = createStage();
    stage.route([clip('a', 'b')]);
    const first = stage.videoOf(clipUrl('a', 'b'));
    first.canPlayThrough(2);
    await advance();
    first.present(0);
    // A new target mid-clip becomes a cut (0.4 s blend), and another in the middle of its blend a clip.
    stage.route([cut('b', 'x')]);
    await advance(100);
    stage.route([clip('b', 'c')]);
    const replacing = stage.videoOf(clipUrl('b', 'c'));
    replacing.canPlayThrough(2);
    await advance();
    replacing.present(0);
    const replacingTexture = textureOf(stage, replacing);
    expect(stage.shownTexture()).toBe(replacingTexture);
    // Past the end of the cut's blend.
    await advance(500);
    replacing.present(FRAME_S);
    expect(stage.shownTexture()).toBe(replacingTexture);
    expect(replacing.src).toBe(clipUrl('b', 'c'));
    expect(stage.textures.disposed.has(replacingTexture!)).toBe(false);
    replacing.end();
    expect(stage.callbacks.segmentDone).toHaveBeenCalledTimes(1);
    stage.engine.dispose();
  });
});

describe('stage engine: a route to a new target that keeps the running clip', () => {
  it('plays the clip to its end when the new route ends with it: no hand-off to the clip the old route had next', async () => {
    const stage = createStage();
    stage.route([clip('a', 'b'), clip('b', 'c')]);
    const running = stage.videoOf(clipUrl('a', 'b'));
    running.canPlayThrough(2);
    stage.videoOf(clipUrl('b', 'c')).canPlayThrough(2);
    await advance();
    running.present(0);
    // The visitor taps b: the route is a -> b alone, and a -> b plays on.
    stage.route([clip('a', 'b')]);
    for (let t = FRAME_S; t <= 1.9; t += FRAME_S) running.present(t);
    expect(stage.callbacks.segmentDone).not.toHaveBeenCalled();
    running.end();
    expect(stage.callbacks.segmentDone).toHaveBeenCalledTimes(1);
    // Nothing runs any more: the location at rest shows its still, announced as ready.
    await stage.engine.show('b', { still: stillOf('b'), video: null });
    await advance(100);
    expect(stage.shownTexture()).toBe(stage.stillTexture(stillOf('b')));
    expect(stage.sceneReady).toHaveBeenCalledWith('b');
    stage.engine.dispose();
  });

  /** The route a -> b alone, its clip played past its hand-off point (1.7 s), then a new target c keeps it. */
  async function keptPastHandOff() {
    const stage = createStage();
    stage.route([clip('a', 'b')]);
    const running = stage.videoOf(clipUrl('a', 'b'));
    running.canPlayThrough(2);
    await advance();
    for (let t = 0; t <= 1.9; t += FRAME_S) running.present(t);
    stage.route([clip('a', 'b'), clip('b', 'c')]);
    const next = stage.videoOf(clipUrl('b', 'c'));
    next.canPlayThrough(2);
    await advance();
    expect(stage.callbacks.segmentDone).not.toHaveBeenCalled();
    return { stage, running, next };
  }

  it('ends the kept clip on `ended` when the new next clip came after its hand-off point and its last frame', async () => {
    const { stage, running } = await keptPastHandOff();
    running.end();
    expect(stage.callbacks.segmentDone).toHaveBeenCalledTimes(1);
    stage.engine.dispose();
  });

  it('hands off at the kept clip’s next frame when the new next clip came after its hand-off point', async () => {
    const { stage, running } = await keptPastHandOff();
    running.present(1.9 + FRAME_S);
    expect(stage.callbacks.segmentDone).toHaveBeenCalledTimes(1);
    // The hand-off ended it: its `ended` does not end the route's next segment too.
    running.end();
    expect(stage.callbacks.segmentDone).toHaveBeenCalledTimes(1);
    stage.engine.dispose();
  });
});
