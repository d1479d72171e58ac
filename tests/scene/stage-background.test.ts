import { describe, expect, it } from 'vitest';
import { sceneStats } from '../../src/scene/scene-stats.ts';
import { STALL_MS } from '../../src/scene/stall-watchdog.ts';
import { advance, clip, clipUrl, createStage, stillOf, textureOf, warnings, withFakeClock } from './stage-harness.ts';

withFakeClock();

const FILM = '/uploads/a-film.mp4';

/** Location a at rest with a background video that does not loop, ready to play. */
async function playingFilm(stage: ReturnType<typeof createStage>, loop = false) {
  void stage.engine.show('a', { still: stillOf('a'), video: { url: FILM, loop } });
  await advance();
  const film = stage.videoOf(FILM);
  film.canPlayThrough(10);
  await advance();
  return film;
}

describe('stage engine: background at rest', () => {
  it('shows the still, then the video from its first frame, and says the scene is ready two frames on', async () => {
    const stage = createStage();
    void stage.engine.show('a', { still: stillOf('a'), video: { url: FILM, loop: true } });
    await advance();
    expect(stage.shownTexture()).toBe(stage.stillTexture(stillOf('a')));
    // Two frames on (16 ms each here): the still was drawn.
    await advance(20);
    expect(stage.sceneReady).not.toHaveBeenCalled();
    await advance(20);
    expect(stage.sceneReady).toHaveBeenCalledWith('a');
    expect(sceneStats.backgroundReady).toBe('a');
    const film = stage.videoOf(FILM);
    expect(film.loop).toBe(true);
    film.canPlayThrough(10);
    await advance();
    expect(film.paused).toBe(false);
    expect(stage.shownTexture()).toBe(stage.stillTexture(stillOf('a')));
    film.present(0);
    expect(stage.shownTexture()).toBe(textureOf(stage, film));
    // A looping background never keeps the presenter waiting.
    expect(stage.callbacks.backgroundBusy).not.toHaveBeenCalled();
    stage.engine.dispose();
  });

  it('keeps the presenter busy while a video that does not loop plays, until it ends', async () => {
    const stage = createStage();
    const film = await playingFilm(stage);
    expect(stage.callbacks.backgroundBusy.mock.calls).toEqual([[true]]);
    film.present(0);
    film.end();
    expect(stage.callbacks.backgroundBusy.mock.calls).toEqual([[true], [false]]);
    stage.engine.dispose();
  });

  it('ends the busy state of a video that does not loop when a move replaces it, after the call returns', async () => {
    const stage = createStage();
    const film = await playingFilm(stage);
    film.present(0);
    stage.route([clip('a', 'b')]);
    // Not from inside play(): the presenter that called it would be re-entered.
    expect(stage.callbacks.backgroundBusy.mock.calls).toEqual([[true]]);
    await advance();
    expect(stage.callbacks.backgroundBusy.mock.calls).toEqual([[true], [false]]);
    // On screen, it plays on until the clip's first frame replaces it; then its element goes back.
    expect(film.src).toBe(FILM);
    expect(film.loop).toBe(false);
    stage.videoOf(clipUrl('a', 'b')).canPlayThrough(2);
    await advance();
    stage.videoOf(clipUrl('a', 'b')).present(0);
    expect(film.src).toBe('');
    stage.engine.dispose();
  });

  it('shows a location whose still gave way to a clip that started while it loaded, when asked again', async () => {
    const stage = createStage();
    void stage.engine.show('a', { still: stillOf('a'), video: null });
    stage.route([clip('a', 'b')]);
    void stage.engine.show('b', { still: stillOf('b'), video: null });
    await advance();
    // The still of b came while the clip played: the clip keeps the screen.
    expect(stage.shownTexture()).not.toBe(stage.stillTexture(stillOf('b')));
    const film = stage.videoOf(clipUrl('a', 'b'));
    film.canPlayThrough(2);
    await advance();
    film.present(0);
    film.end();
    await advance(40);
    stage.sceneReady.mockClear();
    // At rest at b, asked to show b again: its picture, announced.
    void stage.engine.show('b', { still: stillOf('b'), video: null });
    await advance(40);
    expect(stage.shownTexture()).toBe(stage.stillTexture(stillOf('b')));
    expect(stage.sceneReady).toHaveBeenCalledWith('b');
    stage.engine.dispose();
  });

  it('lets a background replaced before its first frame go at once', async () => {
    const stage = createStage();
    void stage.engine.show('a', { still: stillOf('a'), video: { url: FILM, loop: false } });
    await advance();
    const film = stage.videoOf(FILM);
    void stage.engine.show('b', { still: stillOf('b'), video: null });
    expect(film.src).toBe('');
    // Its data arriving now neither plays it nor makes the presenter wait; it never was busy, so it says nothing.
    film.canPlayThrough(10);
    await advance();
    expect(film.paused).toBe(true);
    expect(stage.callbacks.backgroundBusy).not.toHaveBeenCalled();
    expect(stage.shownTexture()).toBe(stage.stillTexture(stillOf('b')));
    stage.engine.dispose();
  });

  it('gives the presenter back and shows the still again when a video that does not loop fails on screen', async () => {
    const stage = createStage();
    const film = await playingFilm(stage);
    film.present(0);
    film.present(0.5);
    film.fail(3, 'PIPELINE_ERROR_DECODE');
    await advance();
    expect(warnings()).toEqual(['Background video of a stopped: video error 3: PIPELINE_ERROR_DECODE']);
    expect(stage.callbacks.backgroundBusy.mock.calls).toEqual([[true], [false]]);
    expect(stage.shownTexture()).toBe(stage.stillTexture(stillOf('a')));
    // The picture let the failed video's element go.
    expect(film.src).toBe('');
    stage.engine.dispose();
  });

  it('shows the still again when a looping video presents no new frame for STALL_MS', async () => {
    const stage = createStage();
    const film = await playingFilm(stage, true);
    film.present(0);
    await advance(STALL_MS - 1);
    film.present(0.1);
    await advance(STALL_MS - 1);
    expect(stage.shownTexture()).toBe(textureOf(stage, film));
    await advance(1);
    expect(warnings()).toEqual([`Background video of a stopped: no new frame for ${STALL_MS} ms`]);
    expect(stage.shownTexture()).toBe(stage.stillTexture(stillOf('a')));
    stage.engine.dispose();
  });
});
