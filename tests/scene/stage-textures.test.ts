import type { Texture } from 'three';
import { describe, expect, it } from 'vitest';
import { STALL_MS } from '../../src/scene/stall-watchdog.ts';
import { FakeVideo } from './fake-video.ts';
import { advance, clip, clipUrl, createStage, stillOf, textureOf, withFakeClock, type Stage } from './stage-harness.ts';

withFakeClock();

/** Video textures made and not disposed: none may outlive its use but the one on screen and the running clip's. */
function liveVideoTextures(stage: Stage): Texture[] {
  return stage.textures.created.filter(
    (texture) => texture.image instanceof FakeVideo && !stage.textures.disposed.has(texture),
  );
}

/** Plays the clip `from -> to` up to its first frame, as the only segment of a route. */
async function startClip(stage: Stage, from: string, to: string, play: FakeVideo['playMode'] = 'start') {
  stage.route([clip(from, to)]);
  const video = stage.videoOf(clipUrl(from, to));
  video.playMode = play;
  video.canPlayThrough(2);
  await advance();
  return video;
}

describe('stage engine: textures', () => {
  it('disposes every texture it makes, on every path, and all of them with the stage', async () => {
    const stage = createStage();
    const { textures } = stage;

    // At rest with a looping background video, then a chained route a -> b -> c that ends on `ended`.
    void stage.engine.show('a', { still: stillOf('a'), video: { url: '/uploads/a-film.mp4', loop: true } });
    await advance();
    stage.videoOf('/uploads/a-film.mp4').canPlayThrough(10);
    await advance();
    stage.videoOf('/uploads/a-film.mp4').present(0);
    stage.route([clip('a', 'b'), clip('b', 'c')]);
    const ab = stage.videoOf(clipUrl('a', 'b'));
    const bc = stage.videoOf(clipUrl('b', 'c'));
    ab.canPlayThrough(2);
    bc.canPlayThrough(2);
    await advance();
    ab.present(0);
    ab.present(1.8);
    await advance();
    bc.present(0);
    bc.present(1.9);
    bc.end();
    expect(liveVideoTextures(stage)).toEqual([textureOf(stage, bc)]);

    // Arrived at c: its background video does not loop, and a move replaces it before its first frame.
    void stage.engine.show('c', { still: stillOf('c'), video: { url: '/uploads/c-film.mp4', loop: false } });
    await advance();
    stage.videoOf('/uploads/c-film.mp4').canPlayThrough(10);
    await advance();
    const cFilm = textureOf(stage, stage.videoOf('/uploads/c-film.mp4'));
    expect(cFilm).toBeDefined();

    // That move's clip can play, and is replaced before its first frame.
    const cd = await startClip(stage, 'c', 'd');
    const cdTexture = textureOf(stage, cd);
    expect(textures.disposed.has(cFilm!)).toBe(true);

    // The clip that replaces it is refused by the autoplay policy: cut to e.
    await startClip(stage, 'c', 'e', 'refuse');
    expect(stage.callbacks.autoplayRefused).toHaveBeenCalledTimes(1);
    expect(textures.disposed.has(cdTexture!)).toBe(true);
    await advance(500);
    expect(stage.shownTexture()).toBe(stage.stillTexture(stillOf('e')));
    expect(liveVideoTextures(stage)).toEqual([]);

    // The next one stalls after its first frame: cut to f. By now six stills went through a cache of four.
    const ef = await startClip(stage, 'e', 'f');
    ef.present(0);
    await advance(STALL_MS + 500);
    expect(stage.shownTexture()).toBe(stage.stillTexture(stillOf('f')));
    expect(liveVideoTextures(stage)).toEqual([]);
    const stills = textures.created.filter((texture) => !(texture.image instanceof FakeVideo));
    expect(stills).toHaveLength(6);
    expect(stills.filter((texture) => textures.disposed.has(texture))).toHaveLength(2);

    stage.engine.dispose();
    await advance();
    expect(textures.created).toHaveLength(13);
    expect(textures.created.filter((texture) => !textures.disposed.has(texture))).toEqual([]);
    expect(textures.disposed.size).toBe(textures.created.length);
  });
});
