import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAnalytics } from '../../src/app/analytics-controller';
import { useLightbox } from '../../src/stores/lightbox-store';
import { useOverlay } from '../../src/stores/overlay-store';
import { useSidebar } from '../../src/stores/sidebar-store';
import { media } from '../domain/fixtures';

vi.mock('../../src/content/client-settings.ts', () => ({
  loadClientSettings: () => Promise.resolve({ analytics: { gtmContainer: null } }),
}));

let page: { location: { hostname: string }; dataLayer?: Record<string, unknown>[] };
let stop: () => void;

beforeEach(() => {
  page = { location: { hostname: 'showroom.example' } };
  vi.stubGlobal('window', page);
  stop = startAnalytics();
});

afterEach(() => {
  stop();
  useOverlay.getState().closeAll();
  useLightbox.getState().close();
  vi.unstubAllGlobals();
});

const events = () => (page.dataLayer ?? []).map((entry) => entry.event);

describe('analytics of what is shown (SPEC §9)', () => {
  it('reports content viewed for each overlay opened, and the media type of a fullscreen viewer', () => {
    useOverlay.getState().open({ kind: 'article', id: 7 });
    expect(page.dataLayer).toEqual([{ event: 'content viewed', kind: 'article', id: 7, title: undefined }]);
    useOverlay.getState().open({ kind: 'pdf', title: 'Manual', media: media('manual.pdf', 'application/pdf') });
    expect(page.dataLayer!.slice(1)).toEqual([
      { event: 'content viewed', kind: 'pdf', title: 'Manual' },
      { event: 'media type', type: 'application/pdf', name: 'manual.pdf' },
    ]);
    // Closing shows the article again: nothing new was viewed.
    useOverlay.getState().close();
    expect(page.dataLayer).toHaveLength(3);
  });

  it('reports the lightbox once when it opens and the media type of every slide shown', () => {
    useLightbox.getState().open([media('a.jpg', 'image/jpeg'), media('b.mp4')], 0);
    useLightbox.getState().show(1);
    expect(page.dataLayer).toEqual([
      { event: 'content viewed', kind: 'lightbox', count: 2 },
      { event: 'media type', type: 'image/jpeg', name: 'a.jpg' },
      { event: 'media type', type: 'video/mp4', name: 'b.mp4' },
    ]);
  });

  it('reports contact when the contacts sidebar opens, not for the main menu', () => {
    useSidebar.getState().open('left', { menu: 'application-main' });
    expect(events()).toEqual([]);
    useSidebar.getState().open('right', { menu: 'application-contacts' });
    expect(page.dataLayer).toEqual([{ event: 'contact', side: 'right' }]);
  });
});
