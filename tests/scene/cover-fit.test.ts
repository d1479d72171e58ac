import { describe, expect, it } from 'vitest';
import { coverFit } from '../../src/scene/blend-material';
import { locationMedia } from '../../src/scene/location-media';
import { location, media } from '../domain/fixtures';

describe('cover fit', () => {
  it('crops the sides of a wider picture and keeps it centred', () => {
    const fit = coverFit(16 / 9, 4 / 3);
    expect(fit.x).toBeCloseTo(0.75);
    expect(fit.y).toBe(1);
    expect(fit.z).toBeCloseTo(0.125);
    expect(fit.w).toBe(0);
  });

  it('crops top and bottom of a taller picture', () => {
    const fit = coverFit(4 / 3, 16 / 9);
    expect(fit.x).toBe(1);
    expect(fit.y).toBeCloseTo(0.75);
    expect(fit.w).toBeCloseTo(0.125);
  });

  it('shows the whole picture when the aspects match, or when one is unknown', () => {
    expect(coverFit(16 / 9, 16 / 9).toArray()).toEqual([1, 1, 0, 0]);
    expect(coverFit(0, 16 / 9).toArray()).toEqual([1, 1, 0, 0]);
    expect(coverFit(Number.NaN, 1).toArray()).toEqual([1, 1, 0, 0]);
  });
});

describe('location media', () => {
  const stage = (width: number) => ({ width, height: (width * 9) / 16, dpr: 1, maxTextureSize: 16384 });
  const still = (name: string) => ({
    ...media(name, 'image/jpeg'),
    formats: { xlarge: { url: `/uploads/xlarge_${name}`, width: 1920, height: 1080 } },
  });

  it('takes the orientation’s background, its still in the width the screen needs, and a looping video', () => {
    const place = location('hall', {
      backgrounds: [
        {
          key: 'default_background_4x3',
          type: 'image',
          image: still('p.jpg'),
          video: null,
          loop: false,
          blendingTime: null,
        },
        {
          key: 'default_background_16x9',
          type: 'video',
          image: still('l.jpg'),
          video: media('l.mp4'),
          loop: true,
          blendingTime: null,
        },
      ],
    });
    expect(locationMedia(place, 'landscape', stage(1280))).toEqual({
      still: '/uploads/xlarge_l.jpg',
      // Should a rendition be missing: the original, then the location's other picture.
      fallbacks: ['/uploads/l.jpg', '/uploads/xlarge_p.jpg', '/uploads/p.jpg'],
      video: { url: '/uploads/l.mp4', loop: true },
    });
    expect(locationMedia(place, 'portrait', stage(600)).video).toBeNull();
  });

  it('plays a background video in the rendition the stage needs', () => {
    const loop = media('l.mp4');
    loop.renditions = {
      video_720: { url: '/uploads/video_720_l.mp4', width: 1280, height: 720 },
      video_1080: { url: '/uploads/video_1080_l.mp4', width: 1920, height: 1080 },
    };
    const place = location('hall', {
      backgrounds: [
        { key: 'default_background', type: 'video', image: null, video: loop, loop: true, blendingTime: null },
      ],
    });
    expect(locationMedia(place, 'landscape', stage(1280)).video?.url).toBe('/uploads/video_720_l.mp4');
    expect(locationMedia(place, 'landscape', stage(1920)).video?.url).toBe('/uploads/video_1080_l.mp4');
  });

  it('falls back to any still when the chosen background has none', () => {
    const place = location('x', {
      backgrounds: [
        {
          key: 'default_background',
          type: 'video',
          image: null,
          video: media('v.mp4'),
          loop: true,
          blendingTime: null,
        },
        {
          key: 'fallback_image',
          type: 'image',
          image: media('f.jpg', 'image/jpeg'),
          video: null,
          loop: false,
          blendingTime: null,
        },
      ],
    });
    expect(locationMedia(place, 'landscape', stage(800)).still).toBe('/uploads/f.jpg');
  });

  it('falls back to the same picture smaller, then its original, before the location’s other pictures', () => {
    const rendition = (name: string, format: string, width: number) => ({
      url: `/uploads/${format}_${name}`,
      width,
      height: 0,
    });
    const place = location('lab', {
      backgrounds: [
        {
          key: 'default_background',
          type: 'image',
          image: {
            ...media('l.jpg', 'image/jpeg'),
            formats: {
              xlarge: rendition('l.jpg', 'xlarge', 1920),
              large: rendition('l.jpg', 'large', 1000),
              medium: rendition('l.jpg', 'medium', 750),
            },
          },
          video: null,
          loop: false,
          blendingTime: null,
        },
        { key: 'mobile', type: 'image', image: still('p.jpg'), video: null, loop: false, blendingTime: null },
      ],
    });
    expect(locationMedia(place, 'landscape', stage(1280))).toEqual({
      still: '/uploads/xlarge_l.jpg',
      fallbacks: [
        '/uploads/large_l.jpg',
        '/uploads/medium_l.jpg',
        '/uploads/l.jpg',
        '/uploads/xlarge_p.jpg',
        '/uploads/p.jpg',
      ],
      video: null,
    });
  });
});
