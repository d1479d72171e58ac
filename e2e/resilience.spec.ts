import { expect, test, type Page } from '@playwright/test';
import { Tour } from './fixtures/tour.ts';

// Issue 13, points 7 and 8: the staging notice, lost connectivity, a chunk that fails to load, an overlay that
// fails to render.

const ENTRANCE = { path: '/en/factory/factory-entrance', payloadId: 'factory-entrance', article: 101 };

/** A mark in the page's own memory: gone after any reload. */
const markPage = (page: Page) => page.evaluate(() => ((window as { __mark?: number }).__mark = 1));
const stillMarked = (page: Page) => page.evaluate(() => (window as { __mark?: number }).__mark === 1);

async function openEntrance(page: Page, origin = ''): Promise<Tour> {
  const tour = new Tour(page);
  await tour.open(`${origin}${ENTRANCE.path}`);
  await tour.expectArrivedAt(ENTRANCE.payloadId);
  return tour;
}

test('a staging host shows the danger notice at the top centre over the tour, and it stays', async ({
  page,
  baseURL,
}) => {
  // Chromium resolves every *.localhost name to this machine: the same server, under a staging host name.
  await openEntrance(page, baseURL!.replace('127.0.0.1', 'staging.localhost'));
  const notice = page.getByTestId('notifications.top-center').getByTestId('notification');
  await expect(notice).toHaveText('You are looking at the staging system.');
  await expect(notice).toHaveAttribute('data-status', 'danger');
  await page.waitForTimeout(3500);
  await expect(notice).toBeVisible();
});

test('offline: the no-internet message, the tour goes on; back online: the content refreshes in place and the message goes', async ({
  page,
  context,
}) => {
  await openEntrance(page);
  // What the article needs is loaded once while online.
  const hotspot = page.locator(`[data-hotspot-id="${ENTRANCE.article}"]:visible`);
  await hotspot.click();
  const article = page.getByTestId('modal.article');
  await expect(article).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(article).toHaveCount(0);
  await markPage(page);

  await context.setOffline(true);
  const message = page.getByTestId('notification').filter({ hasText: 'No internet connection' });
  await expect(message).toBeVisible();
  // The tour goes on from what is loaded: the article opens again, the stage is still there.
  await hotspot.click();
  await expect(article).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('world-page')).toBeVisible();
  // The message is there for as long as the connection is gone.
  await page.waitForTimeout(3500);
  await expect(message).toBeVisible();

  const refreshed = page.waitForResponse((response) => response.url().includes('/box-api/api/content-locations'));
  await context.setOffline(false);
  expect((await refreshed).ok()).toBe(true);
  await expect(message).toHaveCount(0);
  expect(await stillMarked(page)).toBe(true);
  expect(await page.evaluate(() => window.__tour!.presenter().current)).toBe(ENTRANCE.payloadId);
  await expect(page.getByTestId('error-screen')).toHaveCount(0);
});

test('a page chunk that fails to load reloads once, then shows the error screen within 60 s, and reloads again after', async ({
  page,
}) => {
  await page.clock.install();
  await page.route('**/assets/login-page-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/en/login');
  // The first failure reloaded the page once; the second, within 60 s, shows the error screen.
  await expect(page.getByTestId('error-screen')).toBeVisible();
  // The load event reaches the test after the page may already show the screen: waited for, then held.
  await expect.poll(() => loads).toBe(2);
  await page.waitForTimeout(1000);
  expect(loads).toBe(2);

  // A minute later, a failure may reload again (once).
  await page.clock.fastForward(61_000);
  await page.reload();
  await expect(page.getByTestId('error-screen')).toBeVisible();
  await expect.poll(() => loads).toBe(4);
  await page.waitForTimeout(1000);
  expect(loads).toBe(4);
});

test('an overlay that fails to render is told, closed, and the tour goes on', async ({ page }) => {
  const tour = await openEntrance(page);
  await markPage(page);
  // The article's modal fails once as it opens (a render-phase failure inside the overlay).
  await page.evaluate(() => {
    const original = HTMLDialogElement.prototype.showModal;
    HTMLDialogElement.prototype.showModal = function () {
      HTMLDialogElement.prototype.showModal = original;
      throw new Error('e2e: the modal fails');
    };
  });
  const hotspot = page.locator(`[data-hotspot-id="${ENTRANCE.article}"]:visible`);
  await hotspot.click();
  await expect(page.getByTestId('notification')).toHaveText('This content could not be shown. The tour goes on.');
  await expect(page.getByTestId('modal.article')).toHaveCount(0);
  await expect(page.getByTestId('error-screen')).toHaveCount(0);
  await expect(page.getByTestId('world-page')).toBeVisible();
  expect(await stillMarked(page)).toBe(true);
  expect(await page.evaluate(() => window.__tour!.presenter().current)).toBe(ENTRANCE.payloadId);
  await expect(page).not.toHaveURL(/article=/);

  // Opened again, it shows; the stage was never touched.
  await hotspot.click();
  await expect(page.getByTestId('modal.article')).toBeVisible();
  await page.keyboard.press('Escape');
  await tour.expectArrivedAt(ENTRANCE.payloadId);
});

test('the service worker and caches an earlier version left behind are removed on load', async ({ page, context }) => {
  await context.route('**/old-sw.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "self.addEventListener('fetch', () => {});" }),
  );
  await openEntrance(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/old-sw.js');
    await navigator.serviceWorker.ready;
    const cache = await caches.open('virtual-factory-v0');
    await cache.put('/old-shell.html', new Response('<p>old shell</p>'));
  });
  const leftovers = () =>
    page.evaluate(async () => ({
      workers: (await navigator.serviceWorker.getRegistrations()).length,
      caches: await caches.keys(),
    }));
  expect(await leftovers()).toEqual({ workers: 1, caches: ['virtual-factory-v0'] });
  await page.reload();
  await expect.poll(leftovers).toEqual({ workers: 0, caches: [] });
});
