import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runActionStep } from '../../src/app/run-action';
import { NO_TARGET } from '../../src/domain/menus';
import type { ActionStep } from '../../src/domain/types';
import { useContent } from '../../src/stores/content-store';
import { useLightbox } from '../../src/stores/lightbox-store';
import { useOverlay } from '../../src/stores/overlay-store';
import { PAGE_ORIGIN, resolvedHref, unsafeReason, URL_FIELD_VALUES } from '../domain/xss-url-corpus';
import { startTour } from '../stores/tour-fixture';

// Issue 15, point 2, at the app's one door out: every payload of the e2e XSS corpus as the target of every step that
// opens a link (as a link target and as a link in an article's text, which SafeHtml hands on as `link.href`), on the
// web and in a kiosk. Each URL handed to `location.assign` (this tab), `window.open`, the frame modal, the QR card or
// the lightbox is recorded and checked. The e2e run taps every link of a page at once, so of its same-window
// navigations only the last really starts: this is where each is seen.

const STEPS: readonly ActionStep['action'][] = ['open-link', 'open-video', 'open-media'];
const ASIDE = [
  { newTab: false, newWindow: false },
  { newTab: true, newWindow: false },
  { newTab: false, newWindow: true },
];

let opened: { how: string; url: string }[];

beforeEach(() => {
  opened = [];
  vi.stubGlobal('window', {
    location: {
      hostname: 'showroom.example',
      origin: PAGE_ORIGIN,
      assign: (url: string) => opened.push({ how: 'assign', url }),
    },
    open: (url: string) => opened.push({ how: 'open', url }),
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  startTour();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Runs `step` with nothing else to open, and records what it opened over the stage. */
function run(step: ActionStep): void {
  useOverlay.setState({ stack: [], content: null });
  useLightbox.getState().close();
  runActionStep(step, { title: '', media: [], cover: null, menuDomain: null }, () => {});
  const content = useOverlay.getState().content;
  if (content && 'url' in content) opened.push({ how: content.kind, url: content.url });
  for (const slide of useLightbox.getState().slides) opened.push({ how: 'lightbox', url: slide.url });
}

describe('every URL the app opens for the XSS corpus (issue 15, point 2)', () => {
  for (const kiosk of [false, true])
    it(`${kiosk ? 'in a kiosk' : 'on the web'}: only http(s) pages with a real host, own pages, mail or phone`, () => {
      useContent.setState({
        viewers: { frameOrigins: ['https://evil.example'], kiosk, pdfDownload: true },
      });
      const bad: string[] = [];
      const sameWindow = new Set<string>();
      let recorded = 0;
      for (const { id, value } of URL_FIELD_VALUES) {
        opened = [];
        for (const action of STEPS)
          for (const aside of ASIDE) run({ action, target: { ...NO_TARGET, url: value, ...aside } });
        const href = resolvedHref(value);
        if (href !== null) run({ action: 'open-link', target: { ...NO_TARGET, url: href, newTab: true } });
        recorded += opened.length;
        for (const { how, url } of opened) {
          const why = unsafeReason(url);
          if (why !== null) bad.push(`${id} (${how}): ${JSON.stringify(url)}: ${why}`);
          if (how === 'assign') sameWindow.add(url);
        }
      }
      expect(bad).toEqual([]);
      // The corpus's mailto: and tel: links and the texts' own pages do open: the recording is not empty.
      expect(recorded).toBeGreaterThan(URL_FIELD_VALUES.length / 2);
      // A kiosk never leaves: only its own pages (a link in a text, resolved) open in its tab.
      if (kiosk) expect([...sameWindow].filter((url) => !url.startsWith(`${PAGE_ORIGIN}/`))).toEqual([]);
      else expect(sameWindow.size).toBeGreaterThan(0);
    });
});
