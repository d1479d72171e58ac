import { describe, expect, it } from 'vitest';
import { linkedClip, viewerFor } from '../../src/domain/media-viewer.ts';
import type { Media } from '../../src/domain/types.ts';
import { media } from './fixtures.ts';

const image = (name: string) => media(name, 'image/jpeg');
const pdf = (name: string) => media(name, 'application/pdf');
const clip: Media = {
  ...media('clip', 'video/x-platform'),
  platform: {
    provider: 'youtube',
    videoId: 'aqz-KE-bpKQ',
    url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    cover: null,
  },
};
const film = media('film.mp4');
const zip = media('parts.zip', 'application/zip');

describe('viewerFor: a whole list (an action)', () => {
  it('images, videos and clips go to the lightbox from the first, PDFs and other files left out', () => {
    const [a, b] = [image('a.jpg'), image('b.jpg')];
    expect(viewerFor([pdf('x.pdf'), a, film, zip, clip, b], null)).toEqual({
      kind: 'lightbox',
      slides: [a, film, clip, b],
      index: 0,
    });
  });

  it('a single video or image fullscreen; a single clip in the lightbox, which holds its player', () => {
    expect(viewerFor([film, pdf('x.pdf')], null)).toEqual({ kind: 'video', media: film });
    const a = image('a.jpg');
    expect(viewerFor([a], null)).toEqual({ kind: 'image', media: a });
    expect(viewerFor([clip], null)).toEqual({ kind: 'lightbox', slides: [clip], index: 0 });
  });

  it('PDFs only: one in the viewer, several as the documents list', () => {
    const [x, y] = [pdf('x.pdf'), pdf('y.pdf')];
    expect(viewerFor([x], null)).toEqual({ kind: 'pdf', media: x });
    expect(viewerFor([x, zip, y], null)).toEqual({ kind: 'documents', media: [x, y] });
  });

  it('nothing to show', () => {
    expect(viewerFor([], null)).toBeNull();
    expect(viewerFor([zip], null)).toBeNull();
  });
});

describe('viewerFor: one item of a list (a tap in a gallery)', () => {
  it('opens the lightbox at the item among the viewable ones', () => {
    const [a, b] = [image('a.jpg'), image('b.jpg')];
    expect(viewerFor([pdf('x.pdf'), a, zip, b], 3)).toEqual({ kind: 'lightbox', slides: [a, b], index: 1 });
  });

  it('a PDF in the viewer; the only viewable video fullscreen, a picture in the lightbox; a file no viewer shows, or no item, nothing', () => {
    const x = pdf('x.pdf');
    expect(viewerFor([image('a.jpg'), x], 1)).toEqual({ kind: 'pdf', media: x });
    expect(viewerFor([x, film], 1)).toEqual({ kind: 'video', media: film });
    // A tapped picture zooms in the lightbox, even when it is the only one.
    const a = image('a.jpg');
    expect(viewerFor([x, a], 1)).toEqual({ kind: 'lightbox', slides: [a], index: 0 });
    expect(viewerFor([zip, film], 0)).toBeNull();
    expect(viewerFor([film], 4)).toBeNull();
    expect(viewerFor([film], -1)).toBeNull();
  });
});

describe('linkedClip', () => {
  it('a platform link as a clip the lightbox shows; anything else is no clip', () => {
    const video = { provider: 'vimeo', videoId: '7', url: 'https://vimeo.com/7' } as const;
    expect(linkedClip(video, 'Film')).toMatchObject({
      name: 'Film',
      mime: 'video/x-platform',
      url: 'https://vimeo.com/7',
      platform: { ...video, cover: null },
    });
    expect(viewerFor([linkedClip(video, 'Film')!], null)).toMatchObject({ kind: 'lightbox' });
    expect(linkedClip(null, 'Film')).toBeNull();
  });
});
