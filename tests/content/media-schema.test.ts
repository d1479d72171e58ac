import { describe, expect, it } from 'vitest';
import { createMediaUrlResolver } from '../../src/content/media-url.ts';
import { createParseContext } from '../../src/content/parse-context.ts';
import { createMediaSchemas } from '../../src/content/schemas/media.ts';

const resolveMediaUrl = createMediaUrlResolver({ apiBase: '/box-api', mediaHost: null });

function parseList(list: unknown[]) {
  const warnings: string[] = [];
  const ctx = createParseContext({ resolveMediaUrl, log: (message) => warnings.push(message) });
  const media = createMediaSchemas(ctx).mediaList('media').parse(list);
  return { media, warnings };
}

/** A clip as the demo bundle (and a Strapi with a platform provider) sends it: docs/content-model.md. */
const wireClip = {
  id: 127,
  name: 'Big Buck Bunny on YouTube',
  alternativeText: 'Big Buck Bunny',
  width: 1920,
  height: 1080,
  formats: null,
  hash: 'youtube_xt4lnjpnnt',
  ext: '',
  mime: 'video/x-platform',
  url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  previewUrl: '/uploads/cover.jpg',
  provider: 'youtube',
  provider_metadata: { platform: 'youtube', cover: { id: 120, url: '/uploads/cover.jpg' } },
};

describe('video-platform clips in media lists', () => {
  it('a platform media carries the recognised clip with its cover', () => {
    const { media, warnings } = parseList([wireClip]);
    expect(warnings).toEqual([]);
    expect(media[0]).toMatchObject({
      id: 127,
      mime: 'video/x-platform',
      platform: {
        provider: 'youtube',
        videoId: 'aqz-KE-bpKQ',
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        cover: '/box-api/uploads/cover.jpg',
      },
    });
  });

  it('the cover falls back to previewUrl, and a clip without a usable cover has none', () => {
    const { media } = parseList([
      { ...wireClip, provider_metadata: null },
      { ...wireClip, previewUrl: 'javascript:alert(1)', provider_metadata: { cover: { url: 'data:x' } } },
    ]);
    expect(media.map((m) => m.platform?.cover)).toEqual(['/box-api/uploads/cover.jpg', null]);
  });

  it("SPEC §3's short form { title, src or url, cover }", () => {
    const { media, warnings } = parseList([
      { title: 'Vimeo clip', src: 'https://vimeo.com/76979871', cover: '/uploads/c.jpg' },
      { id: 4, title: 'Short', url: 'https://youtu.be/aqz-KE-bpKQ', cover: { url: 'https://cdn.example/c.jpg' } },
    ]);
    expect(warnings).toEqual([]);
    expect(media).toEqual([
      expect.objectContaining({
        name: 'Vimeo clip',
        alt: 'Vimeo clip',
        mime: 'video/x-platform',
        platform: {
          provider: 'vimeo',
          videoId: '76979871',
          url: 'https://vimeo.com/76979871',
          cover: '/box-api/uploads/c.jpg',
        },
      }),
      expect.objectContaining({ id: 4, platform: expect.objectContaining({ videoId: 'aqz-KE-bpKQ' }) }),
    ]);
  });

  it('a platform media whose link is no known clip is dropped with a warning; files have no platform', () => {
    const { media, warnings } = parseList([
      { ...wireClip, url: 'https://evil.example/watch?v=aqz-KE-bpKQ' },
      { title: 'not a clip', src: 'https://evil.example/x' },
      { ...wireClip, mime: 'video/mp4', url: '/uploads/film.mp4' },
    ]);
    expect(media).toHaveLength(1);
    expect(media[0]!.platform).toBeNull();
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('not a link to a known video platform');
  });
});

/** A transition clip after the media pipeline: Strapi's `formats` hold its renditions and pictures (issue 33). */
const processedClip = {
  id: 31,
  name: 'hall--lab.mp4',
  alternativeText: null,
  width: 1920,
  height: 1080,
  hash: 'hall_lab_9c1d',
  ext: '.mp4',
  mime: 'video/mp4',
  url: '/uploads/hall_lab_9c1d.mp4',
  formats: {
    video_1080: {
      name: 'video_1080_hall--lab.mp4',
      hash: 'video_1080_hall_lab_9c1d',
      ext: '.mp4',
      mime: 'video/mp4',
      width: 1920,
      height: 1080,
      size: 812.4,
      sizeInBytes: 831898,
      url: '/uploads/video_1080_hall_lab_9c1d.mp4',
      path: null,
    },
    video_720: {
      name: 'video_720_hall--lab.mp4',
      hash: 'video_720_hall_lab_9c1d',
      ext: '.mp4',
      mime: 'video/mp4',
      width: 1280,
      height: 720,
      size: 401.2,
      sizeInBytes: 410829,
      url: '/uploads/video_720_hall_lab_9c1d.mp4',
      path: null,
    },
    video_2160: { url: 'javascript:alert(1)', width: 3840, height: 2160 },
    poster: { ext: '.jpg', mime: 'image/jpeg', width: 1920, height: 1080, url: '/uploads/poster_hall_lab_9c1d.jpg' },
  },
};

describe("a video's renditions", () => {
  it("come from its formats beside the original; a broken one is skipped, the pictures aren't renditions", () => {
    const { media } = parseList([processedClip, { ...processedClip, formats: null }]);
    expect(media[0]).toMatchObject({ url: '/box-api/uploads/hall_lab_9c1d.mp4', formats: {} });
    expect(media[0]?.renditions).toEqual({
      video_720: { url: '/box-api/uploads/video_720_hall_lab_9c1d.mp4', width: 1280, height: 720 },
      video_1080: { url: '/box-api/uploads/video_1080_hall_lab_9c1d.mp4', width: 1920, height: 1080 },
    });
    // Not processed yet: no renditions, the original serves.
    expect(media[1]?.renditions).toEqual({});
  });
});
