import { expect, test, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { Sidebars } from './fixtures/sidebars.ts';
import { tapHotspot } from './fixtures/tour.ts';

// Issue 12 points 4, 5, 6, 8: the lightbox, video-platform clips, the PDF viewer and the fullscreen video, on a
// wall and on a phone. Everything opens inside the app: no new tab, no navigation to a file.

const VIEWPORTS = { wall: { width: 1920, height: 1080 }, phone: { width: 390, height: 844 } } as const;
/** The demo's lobby: an open-media hotspot (the mp4, the YouTube clip, two images) and two data sheets. */
const LOBBY = '/en/factory/factory-lobby';
const MEDIA_HOTSPOT = 204;
const DOCUMENTS_HOTSPOT = 202;
/** The machine room: an open-documents hotspot with a single PDF. */
const CNC = '/en/factory/factory-cnc';
const SINGLE_PDF_HOTSPOT = 402;
const CLIP_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const EMBED_HOST = 'https://www.youtube-nocookie.com';

/**
 * What may never happen here, from now on in `page`: an uncaught error, a page opened beside the tour, a navigation
 * to a file. `take()` hands over what happened since the last call.
 */
function escapesOf(page: Page): { take: () => Error[] } {
  let escapes: Error[] = [];
  page.on('pageerror', (error) => escapes.push(error));
  // Nothing may open beside the tour.
  page.context().on('page', (opened) => escapes.push(new Error(`a page opened: ${opened.url()}`)));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && /\.pdf($|\?)/.test(frame.url()))
      escapes.push(new Error(`navigated to ${frame.url()}`));
  });
  return {
    take: () => {
      const taken = escapes;
      escapes = [];
      return taken;
    },
  };
}

const NO_ESCAPE = 'no page error, no new page, no navigation to a file';

/** Every test of the calling group, on a page of its own (the page fixture), fails on an escape. */
function ownPages(): void {
  let escapes: { take: () => Error[] };
  test.beforeEach(({ page }) => {
    escapes = escapesOf(page);
  });
  test.afterEach(() => expect(escapes.take(), NO_ESCAPE).toEqual([]));
}

/**
 * The calling group's tests share one page, booted at `path` with `viewport`, one after the other (mode 'default':
 * a failed test does not skip the others, the next one starts on a fresh page); each test fails on an escape during
 * it. Each test starts where the last one left the page, with nothing open: a test closes what it opened.
 */
function sharedPage(viewport: { width: number; height: number }, path: string): () => Page {
  let page: Page;
  let escapes: { take: () => Error[] };
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport });
    escapes = escapesOf(page);
    await page.goto(path);
  });
  test.afterAll(() => page.close());
  test.afterEach(async () => {
    expect(escapes.take(), NO_ESCAPE).toEqual([]);
    await expect(
      page.locator('[data-testid^="modal."], [data-testid="lightbox"], [data-testid="pdf.viewer"]'),
    ).toHaveCount(0);
  });
  return () => page;
}

/** Taps a hotspot of the location on screen: on the picture in landscape, in the location panel's list in portrait. */
async function tap(page: Page, id: number): Promise<void> {
  const hotspot = page.locator(`[data-hotspot-id="${id}"]:visible`).first();
  await expect(hotspot).toBeVisible({ timeout: 30_000 });
  await hotspot.click();
}

/**
 * Once the tour shows its hotspots, taps `label` in the main menu's Manufacturing areas > Documents (the same menu
 * at every location of the demo); returns the sidebars, the menu still open under what the item opened.
 */
async function openDocumentsItem(page: Page, label: string): Promise<Sidebars> {
  await expect(page.locator('[data-hotspot-id]:visible').first()).toBeVisible({ timeout: 30_000 });
  const sidebars = new Sidebars(page);
  await sidebars.open('left');
  for (const item of ['Manufacturing areas', 'Documents', label]) await sidebars.item('left', item).click();
  return sidebars;
}

/** What the lightbox shows now: 'video', 'clip' or the image's alt text. */
async function currentSlide(lightbox: Locator): Promise<string> {
  const current = lightbox.locator('.yarl__slide_current');
  if ((await current.locator('[data-testid="lightbox.clip"]').count()) > 0) return 'clip';
  if ((await current.locator('video').count()) > 0) return 'video';
  return (await current.locator('img').first().getAttribute('alt')) ?? '';
}

/** The thumbnails' track lies along the bottom, one thumbnail per slide at least (a looping track repeats some). */
async function expectThumbnailsAtTheBottom(page: Page, lightbox: Locator): Promise<void> {
  await expect.poll(() => lightbox.locator('.yarl__thumbnails_thumbnail').count()).toBeGreaterThanOrEqual(4);
  const track = (await lightbox.locator('.yarl__thumbnails_track').boundingBox())!;
  expect(track.y + track.height).toBeGreaterThan(page.viewportSize()!.height * 0.85);
}

/** Decodes the QR code on screen from a screenshot of it. */
async function readQr(qr: Locator): Promise<string | null> {
  const png = PNG.sync.read(await qr.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** Two touch pointers on `target` moving apart until `spread` times their distance, then lifted. */
async function pinch(target: Locator, spread: number): Promise<void> {
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const event = (type: string, pointerId: number, clientX: number) =>
    target.dispatchEvent(type, { pointerId, pointerType: 'touch', isPrimary: pointerId === 1, clientX, clientY: y });
  await event('pointerdown', 1, x - 40);
  await event('pointerdown', 2, x + 40);
  for (const step of [0.25, 0.5, 0.75, 1]) await event('pointermove', 2, x + 40 + (spread - 1) * 80 * step);
  await event('pointerup', 2, x + 40 + (spread - 1) * 80);
  await event('pointerup', 1, x - 40);
}

/** Serves the app's settings with the viewers' rules changed. */
async function viewerSettings(page: Page, viewers: Record<string, unknown>): Promise<void> {
  await page.route('**/app-settings.json', async (route) => {
    const response = await route.fetch();
    const settings = (await response.json()) as { viewers?: Record<string, unknown> };
    await route.fulfill({ response, json: { ...settings, viewers: { ...settings.viewers, ...viewers } } });
  });
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${name} (${viewport.width}x${viewport.height})`, () => {
    // One visit to the lobby for what needs nothing but the demo: a showroom's boot is most of what a test costs.
    test.describe(() => {
      const shared = sharedPage(viewport, LOBBY);

      test('the open-media hotspot opens the lightbox: video, clip and images, looping, thumbnails, zoom, Escape', async () => {
        const page = shared();
        await tap(page, MEDIA_HOTSPOT);
        const lightbox = page.getByTestId('lightbox');
        await expect(lightbox).toBeVisible();
        await expectThumbnailsAtTheBottom(page, lightbox);
        // No slideshow button, and the thumbnails' button is hidden (SPEC §2): the toolbar holds zoom and close.
        await expect
          .poll(() =>
            lightbox
              .locator('.yarl__toolbar button:visible')
              .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label'))),
          )
          .toEqual(['Zoom in', 'Zoom out', 'Close']);
        const seen = [await currentSlide(lightbox)];
        const next = lightbox.getByRole('button', { name: 'Next', exact: true });
        for (let i = 0; i < 4; i++) {
          await next.click();
          await expect.poll(() => currentSlide(lightbox)).not.toBe(seen.at(-1));
          seen.push(await currentSlide(lightbox));
        }
        // The fourth step goes from the last back to the first.
        expect(seen.slice(0, 2)).toEqual(['video', 'clip']);
        expect(seen[4]).toBe('video');
        expect(new Set(seen.slice(2, 4)).size).toBe(2);
        await lightbox.getByRole('button', { name: 'Previous', exact: true }).click();
        await expect.poll(() => currentSlide(lightbox)).toBe(seen[3]);
        // Zoom in on an image.
        const image = lightbox.locator('.yarl__slide_current img').first();
        const before = (await image.boundingBox())!;
        await lightbox.getByRole('button', { name: 'Zoom in' }).click();
        await expect.poll(async () => ((await image.boundingBox())?.width ?? 0) / before.width).toBeGreaterThan(1.2);
        await expect(lightbox.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
        await page.keyboard.press('Escape');
        await expect(lightbox).toHaveCount(0);
      });

      test('several PDFs are listed; a tap opens the viewer, with the download the settings allow', async () => {
        const page = shared();
        await tap(page, DOCUMENTS_HOTSPOT);
        const list = page.getByTestId('documents.list');
        await expect(list.getByRole('button')).toHaveCount(2);
        await list.getByRole('button').first().click();
        const viewer = page.getByTestId('pdf.viewer');
        await expect(viewer.getByTestId('pdf.page-count')).toHaveText(/^1 \/ \d+$/);
        await expect(viewer.getByTestId('pdf.download')).toHaveAttribute('download', /\.pdf$/);
        // Closing the viewer shows the list again.
        await viewer.getByRole('button', { name: 'Close' }).click();
        await expect(list).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(list).toHaveCount(0);
      });

      // The menu is the application's main menu, the same at every location of the demo: opened in the lobby.
      test('a single video plays fullscreen, muted, inline, its poster first', async () => {
        const page = shared();
        const sidebars = await openDocumentsItem(page, 'VF-500 on video');
        const dialog = page.getByTestId('modal.video');
        await expect(dialog).toBeVisible();
        const video = dialog.locator('video');
        await expect(video).toHaveJSProperty('muted', true);
        await expect(video).toHaveAttribute('playsinline', '');
        await expect(video).toHaveAttribute('controls', '');
        // The menu item's cover is the poster until the video plays.
        await expect(video).toHaveAttribute('poster', /\/uploads\/(\w+_)?product_cnc_34_109a62ba64\.jpg$/);
        await expect
          .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
          .toBeGreaterThan(0.5);
        const box = (await video.boundingBox())!;
        expect(box.width).toBeGreaterThan(viewport.width * 0.9);
        // Closed, the video gives the menu back; closed too, the tour is as it was.
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await sidebars.expectOpen('left');
        await page.keyboard.press('Escape');
        await sidebars.expectClosed('left');
      });
    });

    // Offline, or with content changed before the boot: on pages of their own.
    test.describe(() => {
      test.use({ viewport });
      ownPages();
      test('a clip shows its cover first; without network, its cover and a QR code of its link', async ({
        page,
        context,
      }) => {
        await tapHotspot(page, LOBBY, MEDIA_HOTSPOT);
        const lightbox = page.getByTestId('lightbox');
        await lightbox.getByRole('button', { name: 'Next', exact: true }).click();
        const clip = lightbox.locator('.yarl__slide_current [data-testid="lightbox.clip"]');
        await expect(clip).toHaveAttribute('data-state', 'cover');
        await expect(clip.locator('img')).toBeVisible();
        await expect(clip.getByRole('button', { name: /^Play video/ })).toBeVisible();
        await context.setOffline(true);
        await expect(clip).toHaveAttribute('data-state', 'unreachable');
        await expect(clip.locator('img')).toBeVisible();
        await expect(clip.getByText('This video needs an internet connection')).toBeVisible();
        expect(await readQr(clip.getByTestId('qr-code'))).toBe(CLIP_URL);
        await context.setOffline(false);
        await expect(clip).toHaveAttribute('data-state', 'cover');
      });

      test('PDF: page 1 of N, paging, zoom, download only where allowed, inside the app', async ({ page }) => {
        await viewerSettings(page, { pdfDownload: false });
        await tapHotspot(page, CNC, SINGLE_PDF_HOTSPOT);
        const viewer = page.getByTestId('pdf.viewer');
        await expect(viewer).toBeVisible();
        const count = viewer.getByTestId('pdf.page-count');
        await expect(count).toHaveAttribute('data-page', '1');
        await expect(count).toHaveAttribute('data-pages', /^[1-9]/);
        const pages = Number(await count.getAttribute('data-pages'));
        expect(pages).toBeGreaterThan(1);
        await expect(count).toHaveText(`1 / ${pages}`);
        const canvas = viewer.getByTestId('pdf.canvas');
        // Busy while the page is drawn, then not: what a screen reader (and this test) waits for.
        await expect(canvas).toHaveAttribute('aria-busy', 'false');
        const pixels = () => canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());
        await expect.poll(async () => (await pixels()).length).toBeGreaterThan(5000);
        const first = await pixels();
        await viewer.getByRole('button', { name: 'Next page' }).click();
        await expect(count).toHaveText(`2 / ${pages}`);
        await expect.poll(pixels).not.toBe(first);
        await page.keyboard.press('ArrowLeft');
        await expect(count).toHaveText(`1 / ${pages}`);
        // Crisp: the canvas has the device's pixels, and zoom makes the page larger.
        const width = (await canvas.boundingBox())!.width;
        await viewer.getByRole('button', { name: 'Zoom in' }).click();
        await expect.poll(async () => (await canvas.boundingBox())!.width).toBeGreaterThan(width * 1.2);
        // A pinch (two pointers spreading apart) zooms in further.
        const zoomed = (await canvas.boundingBox())!.width;
        await pinch(viewer.getByTestId('pdf.scroller'), 2);
        await expect.poll(async () => (await canvas.boundingBox())!.width).toBeGreaterThan(zoomed * 1.5);
        await expect(viewer.getByTestId('pdf.download')).toHaveCount(0);
        await page.keyboard.press('Escape');
        await expect(viewer).toHaveCount(0);
      });

      test('a single picture opens fullscreen, in the rendition that fits, and Escape closes it', async ({ page }) => {
        // The demo has no item that opens one picture alone: the documents menu gets one, the video's cover.
        await page.route('**/box-api/api/menus?**', async (route) => {
          const response = await route.fetch();
          type Item = { id: number; label: string; action: string; media: unknown; cover: unknown };
          const body = (await response.json()) as { data: { key: string; items: Item[] }[] };
          const docs = body.data.find((menu) => menu.key === 'menu-production-docs')!;
          // Every locale's menus pass here (the fallback's too): the item is found by its action, not its label.
          const film = docs.items.find((item) => item.action === 'open-video')!;
          docs.items.push({ ...film, id: 9100, label: 'VF-500 photo', action: 'open-media', media: film.cover });
          await route.fulfill({ response, json: body });
        });
        await page.goto('/en/factory/factory-entrance');
        await openDocumentsItem(page, 'VF-500 photo');
        const dialog = page.getByTestId('modal.image');
        await expect(dialog).toBeVisible();
        await expect(dialog).toHaveAccessibleName('VF-500 photo');
        const image = dialog.getByTestId('fullscreen.image');
        await expect(image).toHaveAttribute('alt', 'VF-500 machining centre, three-quarter view');
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
        // The browser picks from the renditions the rendition for the screen's width.
        expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
          viewport.width > 1000 ? /\/uploads\/product_cnc_34_\w+\.jpg$/ : /\/uploads\/small_product_cnc_34_\w+\.jpg$/,
        );
        const box = (await image.boundingBox())!;
        expect(box.width).toBeGreaterThan(viewport.width * 0.9);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      });
    });
  });
}

test.describe('a clip whose player does not come', () => {
  // One visit to the lobby on a wall. Each test routes the player's host (not the showroom's content) before its tap
  // and lets go of it when done; a clip's state is its slide's own, and closing the lightbox ends it.
  const shared = sharedPage(VIEWPORTS.wall, LOBBY);
  let page: Page;
  test.beforeEach(() => {
    page = shared();
  });
  const closeAndLetGo = async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('lightbox')).toHaveCount(0);
    await page.unroute(`${EMBED_HOST}/**`);
  };

  test('loads the privacy-friendly embed in a sandbox on a tap; a player that never loads gives the QR code', async () => {
    await page.route(`${EMBED_HOST}/**`, () => undefined);
    await tap(page, MEDIA_HOTSPOT);
    const lightbox = page.getByTestId('lightbox');
    await lightbox.getByRole('button', { name: 'Next', exact: true }).click();
    const clip = lightbox.locator('.yarl__slide_current [data-testid="lightbox.clip"]');
    await clip.getByRole('button', { name: /^Play video/ }).click();
    const frame = clip.locator('iframe');
    await expect(frame).toHaveAttribute('src', `${EMBED_HOST}/embed/aqz-KE-bpKQ?autoplay=1&rel=0`);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    await expect(clip).toHaveAttribute('data-state', 'unreachable', { timeout: 15_000 });
    expect(await readQr(clip.getByTestId('qr-code'))).toBe(CLIP_URL);
    await closeAndLetGo();
  });

  test('a player host that refuses the connection gives the QR code at once, not the browser error page', async () => {
    await page.route(`${EMBED_HOST}/**`, (route) => route.abort('connectionrefused'));
    await tap(page, MEDIA_HOTSPOT);
    const lightbox = page.getByTestId('lightbox');
    await lightbox.getByRole('button', { name: 'Next', exact: true }).click();
    const clip = lightbox.locator('.yarl__slide_current [data-testid="lightbox.clip"]');
    await clip.getByRole('button', { name: /^Play video/ }).click();
    // Well before the player's load timeout (6 s, CLIP_LOAD_TIMEOUT_MS): the refusal itself is the answer.
    await expect(clip).toHaveAttribute('data-state', 'unreachable', { timeout: 3000 });
    await expect(clip.locator('iframe')).toHaveCount(0);
    expect(await readQr(clip.getByTestId('qr-code'))).toBe(CLIP_URL);
    await closeAndLetGo();
  });

  test('a player that loads is shown', async () => {
    await page.route(`${EMBED_HOST}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><body style="background:#c00">player</body>' }),
    );
    await tap(page, MEDIA_HOTSPOT);
    const lightbox = page.getByTestId('lightbox');
    await lightbox.getByRole('button', { name: 'Next', exact: true }).click();
    const clip = lightbox.locator('.yarl__slide_current [data-testid="lightbox.clip"]');
    await clip.getByRole('button', { name: /^Play video/ }).click();
    await expect(clip).toHaveAttribute('data-state', 'playing');
    await expect(clip.locator('iframe')).toBeVisible();
    await expect(page.frameLocator('[data-testid="lightbox.clip"] iframe').getByText('player')).toBeVisible();
    await closeAndLetGo();
  });
});
