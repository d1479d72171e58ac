import { describe, expect, it } from 'vitest';
import { embedUrl, recognizeVideoLink } from '../../src/domain/video-platform.ts';

const ID = 'aqz-KE-bpKQ';
const WATCH = `https://www.youtube.com/watch?v=${ID}`;

describe('recognizeVideoLink: YouTube', () => {
  it.each([
    WATCH,
    `http://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}?start=3`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `  ${WATCH}  `,
  ])('%s', (link) => {
    expect(recognizeVideoLink(link)).toEqual({ provider: 'youtube', videoId: ID, url: WATCH });
  });
});

describe('recognizeVideoLink: Vimeo', () => {
  it.each([
    ['https://vimeo.com/76979871', 'https://vimeo.com/76979871'],
    ['https://www.vimeo.com/channels/staffpicks/76979871', 'https://vimeo.com/76979871'],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', 'https://vimeo.com/76979871'],
    ['https://player.vimeo.com/video/76979871?h=0a1b2c3d4e', 'https://vimeo.com/76979871/0a1b2c3d4e'],
    ['https://vimeo.com/76979871/0a1b2c3d4e', 'https://vimeo.com/76979871/0a1b2c3d4e'],
  ])('%s', (link, url) => {
    expect(recognizeVideoLink(link)).toEqual({ provider: 'vimeo', videoId: '76979871', url });
  });
});

describe('recognizeVideoLink refuses what is not a clip link', () => {
  it.each([
    ['another scheme', `javascript:alert(1)//youtube.com/watch?v=${ID}`],
    ['a data URL', `data:text/html,https://youtu.be/${ID}`],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['a host suffix', `https://evilyoutube.com/watch?v=${ID}`],
    ['credentials that hide the host', `https://www.youtube.com@evil.example/watch?v=${ID}`],
    ['credentials on the real host', `https://user:pw@www.youtube.com/watch?v=${ID}`],
    ['a port', `https://www.youtube.com:8443/watch?v=${ID}`],
    ['a link inside another', `https://evil.example/?next=https://www.youtube.com/watch?v=${ID}`],
    ['an id with markup', 'https://www.youtube.com/watch?v=aqz-KE"><svg'],
    ['a short id', 'https://youtu.be/abc'],
    ['a long id', `https://youtu.be/${ID}x`],
    ['an encoded slash in the id', 'https://youtu.be/aqz%2FKE-bpK'],
    ['no id', 'https://www.youtube.com/watch'],
    ['a channel', 'https://www.youtube.com/@blender'],
    ['a path after the id', `https://youtu.be/${ID}/../x`],
    ['a Vimeo page without a clip', 'https://vimeo.com/blender'],
    ['a Vimeo id with letters', 'https://player.vimeo.com/video/123abc'],
    ['a Vimeo id far too long', 'https://vimeo.com/1234567890123'],
    ['a Vimeo hash with markup', 'https://vimeo.com/76979871/<b>'],
    ['a relative link', `/watch?v=${ID}`],
    ['an empty string', ''],
    ['a huge string', `https://youtu.be/${ID}?${'a'.repeat(100_000)}`],
  ])('%s', (_why, link) => {
    expect(recognizeVideoLink(link)).toBeNull();
  });

  it('a value that is not a string', () => {
    expect(recognizeVideoLink(42 as unknown as string)).toBeNull();
    expect(recognizeVideoLink(null as unknown as string)).toBeNull();
  });
});

describe('embedUrl: the privacy-friendly players', () => {
  it('YouTube on the no-cookie host', () => {
    expect(embedUrl(recognizeVideoLink(WATCH)!)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`);
  });
  it('Vimeo with do-not-track, an unlisted clip with its hash', () => {
    expect(embedUrl(recognizeVideoLink('https://vimeo.com/76979871')!)).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    );
    expect(embedUrl(recognizeVideoLink('https://vimeo.com/76979871/0a1b2c3d4e')!)).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=0a1b2c3d4e',
    );
  });
});
