import { describe, expect, it } from 'vitest';
import { createMediaUrlResolver } from '../../src/content/media-url.ts';
import { frameUrl, linkOpening, type LinkRules } from '../../src/domain/frames.ts';
import { normalizeLinkUrl } from '../../src/domain/links.ts';
import { embedUrl, recognizeVideoLink } from '../../src/domain/video-platform.ts';
import { PAGE_ORIGIN, resolvedHref, unsafeReason, URL_FIELD_VALUES } from './xss-url-corpus.ts';

// Issue 15, point 2, for the decisions rather than the page: every payload of the e2e XSS corpus, as a link target, a
// link in an article's text and a media URL, through the functions the app decides with what to open, frame or load.
// The e2e run taps every link of a page at once, so of the same-window navigations (`location.assign`) only the
// last really starts; here each decision is checked, whatever the page would have made of it.

const FRAME_ORIGINS = ['https://evil.example', 'https://www.virtual-factory.example'];
const RULES: readonly LinkRules[] = [false, true].map((kiosk) => ({
  kiosk,
  frameOrigins: FRAME_ORIGINS,
  pageOrigin: PAGE_ORIGIN,
}));
/** A link target's own choice: this tab, a new tab, a new window. */
const ASIDE = [
  { newTab: false, newWindow: false },
  { newTab: true, newWindow: false },
  { newTab: false, newWindow: true },
];

/** `decision`'s URL for each payload, as `id: decision -> url: why` where it is not one the app may open or load. */
function unsafe(decide: (value: string) => readonly (string | null)[]): string[] {
  return URL_FIELD_VALUES.flatMap(({ id, value }) =>
    decide(value).flatMap((url) => {
      const why = url === null ? null : unsafeReason(url);
      return why === null ? [] : [`${id}: ${JSON.stringify(value)} -> ${JSON.stringify(url)}: ${why}`];
    }),
  );
}

describe('the XSS corpus in link and media fields (issue 15, point 2)', () => {
  it('is the whole corpus, every payload of every kind: a link or media field may hold any', () => {
    expect(URL_FIELD_VALUES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(URL_FIELD_VALUES.map(({ id }) => id)).size).toBe(URL_FIELD_VALUES.length);
  });

  it('the check refuses what a hostile link would be, and lets real links pass', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'blob:https://showroom.example/1b9d6bcd',
      'file:///etc/passwd',
      'livescript:alert(1)',
      'https://',
      'https://%3Cimg%20src=x%3E/',
      'https://a<b/',
      "https://';alert(1);//",
      '//evil.example/x',
      '/\\evil.example/x',
      'relative/x',
    ])
      expect(unsafeReason(url), url).not.toBeNull();
    for (const url of [
      'https://www.example.com/a?b#c',
      'http://example.com',
      'https://[::1]/x',
      `${PAGE_ORIGIN}/en/factory/x`,
      '/box-api/uploads/x.jpg',
      'mailto:sales@example.com?subject=<b>',
      'tel:+49301234',
    ])
      expect(unsafeReason(url), url).toBeNull();
  });

  it('a link target opens nothing but an http(s) page with a real host, an own page, mail or phone: every rule', () => {
    expect(unsafe((value) => [normalizeLinkUrl(value)])).toEqual([]);
    expect(
      unsafe((value) =>
        RULES.flatMap((rules) => ASIDE.map((aside) => linkOpening({ url: value, ...aside }, rules)?.url ?? null)),
      ),
    ).toEqual([]);
  });

  it('a link in an article text, resolved against the page as the browser does, opens nothing else either', () => {
    const hrefs = URL_FIELD_VALUES.map(({ value }) => resolvedHref(value));
    expect(hrefs.filter((href) => href !== null).length).toBeGreaterThan(URL_FIELD_VALUES.length / 2);
    expect(
      unsafe((value) => {
        const href = resolvedHref(value);
        return href === null
          ? []
          : RULES.map((rules) => linkOpening({ url: href, newTab: true, newWindow: false }, rules)?.url ?? null);
      }),
    ).toEqual([]);
  });

  it('a frame shows only an allowlisted https page, never the app itself', () => {
    expect(
      URL_FIELD_VALUES.flatMap(({ id, value }) => {
        const url = frameUrl(value, [...FRAME_ORIGINS, PAGE_ORIGIN], PAGE_ORIGIN);
        if (url === null) return [];
        const { protocol, origin } = new URL(url);
        const framed = protocol === 'https:' && FRAME_ORIGINS.includes(origin) && unsafeReason(url) === null;
        return framed ? [] : [`${id}: ${url}`];
      }),
    ).toEqual([]);
  });

  it('a video link plays only a YouTube or Vimeo clip, in their own players', () => {
    expect(
      unsafe((value) => {
        const clip = recognizeVideoLink(value);
        return clip ? [clip.url, embedUrl(clip)] : [];
      }),
    ).toEqual([]);
    const players = /^https:\/\/(?:www\.youtube-nocookie\.com|player\.vimeo\.com)\//;
    for (const { value } of URL_FIELD_VALUES) {
      const clip = recognizeVideoLink(value);
      if (clip) expect(embedUrl(clip)).toMatch(players);
    }
  });

  it('a media URL loads from an http(s) host or the proxy path on the origin, or not at all', () => {
    const proxy = createMediaUrlResolver({ apiBase: '/box-api', mediaHost: null });
    const host = createMediaUrlResolver({ apiBase: '/box-api', mediaHost: 'https://cms.example.com' });
    expect(unsafe((value) => [proxy(value), host(value)])).toEqual([]);
    // Relative ones stay under the proxy path or the media host: no payload reaches another path of the app.
    for (const { id, value } of URL_FIELD_VALUES) {
      const url = proxy(value);
      if (url !== null && !/^[a-z][a-z\d+.-]*:/i.test(url)) expect(url.startsWith('/box-api/'), id).toBe(true);
    }
  });
});
