import { beforeEach, describe, expect, it } from 'vitest';
import { useLightbox } from '../../src/stores/lightbox-store.ts';
import { media } from '../domain/fixtures.ts';

const lightbox = () => useLightbox.getState();
const slides = [media('a.jpg', 'image/jpeg'), media('b.jpg', 'image/jpeg'), media('c.mp4')];

describe('lightbox store (SPEC §4)', () => {
  beforeEach(() => lightbox().close());

  it('open sets the content and the index; close clears both', () => {
    lightbox().open(slides, 2);
    expect(lightbox()).toMatchObject({ slides, index: 2 });
    lightbox().show(0);
    expect(lightbox().index).toBe(0);
    lightbox().close();
    expect(lightbox()).toMatchObject({ slides: [], index: null });
  });

  it('clamps the index to the list, opens nothing for an empty list, and paging a closed lightbox does nothing', () => {
    lightbox().open(slides, 9);
    expect(lightbox().index).toBe(2);
    lightbox().open(slides, -3);
    expect(lightbox().index).toBe(0);
    lightbox().close();
    lightbox().open([], 0);
    expect(lightbox().index).toBeNull();
    lightbox().show(1);
    expect(lightbox().index).toBeNull();
  });
});
