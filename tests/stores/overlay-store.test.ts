import { beforeEach, describe, expect, it } from 'vitest';
import { useOverlay } from '../../src/stores/overlay-store';
import { useScreensaver } from '../../src/stores/screensaver-store';

const overlay = () => useOverlay.getState();

describe('overlay store', () => {
  beforeEach(() => overlay().closeAll());

  it('stacks what opens over what is open, and closing shows what lay under it', () => {
    overlay().open({ kind: 'article', id: 2 });
    const pdf = { kind: 'documents', title: 'Data sheet', media: [] } as const;
    overlay().open(pdf);
    expect(overlay().content).toBe(pdf);
    expect(overlay().stack).toHaveLength(2);
    overlay().close();
    expect(overlay().content).toEqual({ kind: 'article', id: 2 });
    overlay().close();
    expect(overlay().content).toBeNull();
  });

  it('does not open the topmost content twice (a double tap), and closeAll clears the stack', () => {
    overlay().open({ kind: 'dashboard', id: 1 });
    overlay().open({ kind: 'dashboard', id: 1 });
    expect(overlay().stack).toHaveLength(1);
    overlay().open({ kind: 'article', id: 1 });
    overlay().closeAll();
    expect(overlay().stack).toEqual([]);
    expect(overlay().content).toBeNull();
  });
});

describe('screensaver pause', () => {
  it('is paused while any hold is kept, and a release counts once', () => {
    const first = useScreensaver.getState().pause();
    const second = useScreensaver.getState().pause();
    expect(useScreensaver.getState().holds).toBe(2);
    first();
    first();
    expect(useScreensaver.getState().holds).toBe(1);
    second();
    expect(useScreensaver.getState().holds).toBe(0);
  });
});
