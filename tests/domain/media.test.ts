import { describe, expect, it } from 'vitest';
import {
  chooseBackground,
  IMAGE_FORMAT_WIDTHS,
  pickBackgroundImageUrl,
  pickFormatForWidth,
  pickImageUrl,
} from '../../src/domain/media.ts';
import type { Background, BackgroundKey, ImageFormatKey, Media } from '../../src/domain/types.ts';

function media(width: number | null, keys: ImageFormatKey[]): Media {
  return {
    id: 1,
    name: 'x.jpg',
    alt: '',
    url: '/u/x.jpg',
    mime: 'image/jpeg',
    ext: '.jpg',
    hash: 'x',
    width,
    height: width === null ? null : Math.round(width * 0.5625),
    formats: Object.fromEntries(
      keys.map((k) => [k, { url: `/u/${k}_x.jpg`, width: IMAGE_FORMAT_WIDTHS[k], height: 1 }]),
    ),
    renditions: {},
    platform: null,
  };
}

describe('image formats (SPEC §9)', () => {
  it('uses the documented widths', () => {
    expect(IMAGE_FORMAT_WIDTHS).toEqual({
      xxlarge: 3840,
      xlarge: 1920,
      large: 1000,
      medium: 750,
      small: 500,
      thumbnail: 245,
    });
  });

  it('pickImageUrl takes the preferred format when present', () => {
    expect(pickImageUrl(media(4000, ['xlarge', 'large', 'small']), 'large')).toBe('/u/large_x.jpg');
  });

  it('pickImageUrl falls back to smaller formats, then the original', () => {
    // defaults of Strapi's upload plugin have no xxlarge/xlarge: large is next
    expect(pickImageUrl(media(4000, ['large', 'medium', 'small', 'thumbnail']), 'xxlarge')).toBe('/u/large_x.jpg');
    expect(pickImageUrl(media(4000, ['small']), 'large')).toBe('/u/small_x.jpg');
    expect(pickImageUrl(media(null, []), 'medium')).toBe('/u/x.jpg');
  });

  it('pickImageUrl prefers the original when it is no wider than the wanted format', () => {
    expect(pickImageUrl(media(900, ['medium', 'small', 'thumbnail']), 'large')).toBe('/u/x.jpg');
  });

  it('pickFormatForWidth takes the smallest rendition wide enough', () => {
    const m = media(2400, ['xlarge', 'large', 'medium', 'small', 'thumbnail']);
    expect(pickFormatForWidth(m, 200)).toBe('/u/thumbnail_x.jpg');
    expect(pickFormatForWidth(m, 501)).toBe('/u/medium_x.jpg');
    expect(pickFormatForWidth(m, 1000)).toBe('/u/large_x.jpg');
    expect(pickFormatForWidth(m, 1920 * 1.1)).toBe('/u/x.jpg');
    expect(pickFormatForWidth(m, 8000)).toBe('/u/x.jpg');
    expect(pickFormatForWidth(media(null, ['small']), 2000)).toBe('/u/small_x.jpg');
    expect(pickFormatForWidth(media(null, []), 100)).toBe('/u/x.jpg');
  });

  it('pickBackgroundImageUrl follows xlarge, large, medium, small, thumbnail', () => {
    expect(pickBackgroundImageUrl(media(4000, ['xxlarge', 'xlarge', 'large']))).toBe('/u/xlarge_x.jpg');
    expect(pickBackgroundImageUrl(media(4000, ['xxlarge', 'medium', 'thumbnail']))).toBe('/u/medium_x.jpg');
    expect(pickBackgroundImageUrl(media(200, []))).toBe('/u/x.jpg');
  });
});

describe('chooseBackground', () => {
  const bg = (key: BackgroundKey, withMedia = true): Background => ({
    key,
    type: 'image',
    image: withMedia ? media(1920, []) : null,
    video: null,
    loop: false,
    blendingTime: null,
  });
  const keys = (...list: BackgroundKey[]) => list.map((k) => bg(k));
  const choose = (list: Background[], o: 'landscape' | 'portrait') => chooseBackground(list, o)?.key ?? null;

  it('landscape skips 4x3 keys when another key exists', () => {
    expect(choose(keys('high_resolution_4x3', 'high_resolution_16x9'), 'landscape')).toBe('high_resolution_16x9');
    expect(choose(keys('high_resolution_4x3', 'default_background_4x3', 'fallback_image'), 'landscape')).toBe(
      'fallback_image',
    );
  });

  it('portrait skips 16x9 keys when another key exists', () => {
    expect(choose(keys('high_resolution_16x9', 'default_background_4x3'), 'portrait')).toBe('default_background_4x3');
    expect(choose(keys('high_resolution_16x9', 'mobile', 'default_background'), 'portrait')).toBe('default_background');
  });

  it('uses the exact priority order when only skipped keys exist', () => {
    expect(choose(keys('default_background_4x3', 'high_resolution_4x3'), 'landscape')).toBe('high_resolution_4x3');
    expect(choose(keys('default_background_16x9', 'high_resolution_16x9'), 'portrait')).toBe('high_resolution_16x9');
  });

  it('follows the priority list among neutral keys', () => {
    const all = keys('fallback_image', 'default_background_image', 'mobile', 'default_background');
    expect(choose(all, 'landscape')).toBe('default_background');
    expect(choose(all.slice(0, 3), 'portrait')).toBe('mobile');
    expect(choose(all.slice(0, 2), 'portrait')).toBe('default_background_image');
  });

  it('ignores backgrounds without media and returns null when nothing is usable', () => {
    expect(choose([bg('high_resolution_16x9', false), bg('mobile')], 'landscape')).toBe('mobile');
    expect(choose([bg('default_background', false)], 'landscape')).toBeNull();
    expect(choose([], 'portrait')).toBeNull();
  });
});
