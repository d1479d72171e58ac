import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { MediaOutput } from '../../media/report.ts';

// Issue 33, point 2: the rules of Strapi's media queue (cms/src/plugins/studio/server/media-jobs.js) that need no
// Strapi: which kind a linked video is processed as, the `formats` entries the showroom reads (the contract: shaped
// like Strapi's image formats), what a saved location or transition links, and how the script's output is read.

interface FileRow {
  name: string;
  hash: string;
}
const jobs = createRequire(import.meta.url)('../../cms/src/plugins/studio/server/media-jobs.js') as {
  ROLES: string[];
  kindOf: (types: string[]) => string;
  formatEntry: (file: FileRow, output: MediaOutput) => Record<string, unknown>;
  withoutRenditions: (formats: Record<string, unknown> | null) => Record<string, unknown> | null;
  linkedVideoIds: (data: unknown) => number[];
  lastProgress: (text: string) => number | null;
  parseReport: (stdout: string) => { status: string } | null;
};

describe('kindOf', () => {
  it('takes the widest need among the components linking the file', () => {
    expect(jobs.kindOf([])).toBe('media');
    expect(jobs.kindOf(['hotspots.open-media'])).toBe('media');
    expect(jobs.kindOf(['location.background'])).toBe('background');
    expect(jobs.kindOf(['location.background', 'transition.background', 'hotspots.open-media'])).toBe('transition');
    expect(jobs.kindOf(['transition.background', 'location.background'])).toBe('transition');
  });
});

describe('formatEntry', () => {
  const file = { name: 'Hall tour.mov', hash: 'hall_tour_1a2b3c' };
  it('shapes a rendition like Strapi’s image formats, in kilobytes and bytes', () => {
    const output: MediaOutput = {
      role: 'video_720',
      file: 'video_720.mp4',
      width: 1280,
      height: 720,
      bytes: 1_234_567,
      bitrate: 3_000_000,
    };
    expect(jobs.formatEntry(file, output)).toEqual({
      name: 'video_720_Hall tour.mp4',
      hash: 'video_720_hall_tour_1a2b3c',
      ext: '.mp4',
      mime: 'video/mp4',
      width: 1280,
      height: 720,
      size: 1234.57,
      sizeInBytes: 1_234_567,
      url: null,
      path: null,
    });
  });

  it('makes the pictures JPEG', () => {
    const output: MediaOutput = {
      role: 'last_frame',
      file: 'last_frame.jpg',
      width: 1920,
      height: 1080,
      bytes: 90_000,
      bitrate: null,
    };
    expect(jobs.formatEntry(file, output)).toMatchObject({
      hash: 'last_frame_hall_tour_1a2b3c',
      ext: '.jpg',
      mime: 'image/jpeg',
      size: 90,
    });
  });
});

describe('withoutRenditions', () => {
  it('drops only the pipeline’s keys, and leaves null when nothing else is there', () => {
    expect(jobs.ROLES).toEqual(['video_2160', 'video_1080', 'video_720', 'poster', 'first_frame', 'last_frame']);
    expect(jobs.withoutRenditions({ video_720: {}, poster: {}, thumbnail: { url: '/t' } })).toEqual({
      thumbnail: { url: '/t' },
    });
    expect(jobs.withoutRenditions({ video_1080: {}, first_frame: {} })).toBeNull();
    expect(jobs.withoutRenditions(null)).toBeNull();
  });
});

describe('linkedVideoIds', () => {
  it('reads a transition’s background and a location’s list, as ids or objects', () => {
    expect(jobs.linkedVideoIds({ background: { video: 7, image: 3 } })).toEqual([7]);
    expect(
      jobs.linkedVideoIds({ background: [{ video: { id: 8, name: 'a.mp4' } }, { video: null }, { image: 2 }] }),
    ).toEqual([8]);
    expect(jobs.linkedVideoIds({ title: 'no background' })).toEqual([]);
  });
});

describe('the script’s output', () => {
  it('reads the last progress line of a chunk', () => {
    expect(jobs.lastProgress('progress 10%\nprogress 42%\n')).toBe(42);
    expect(jobs.lastProgress('media: something else\n')).toBeNull();
  });

  it('reads a report, and nothing from a crash', () => {
    expect(jobs.parseReport('{"status":"failed","reason":"not_media","outputs":[]}')).toMatchObject({
      status: 'failed',
    });
    expect(jobs.parseReport('')).toBeNull();
    expect(jobs.parseReport('{"status":"weird"}')).toBeNull();
  });
});
