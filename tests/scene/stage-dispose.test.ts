import { describe, expect, it } from 'vitest';
import { advance, createStage, stillOf, withFakeClock } from './stage-harness.ts';

withFakeClock();

describe('stage engine: dispose', () => {
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
