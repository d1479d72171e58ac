import { expect, test, type Page } from '@playwright/test';
import { startOwnServer } from './fixtures/own-server.ts';

/**
 * The first visit (issue 31): the place's picture comes with the page, before any script, and the stage takes over
 * from it; a visitor's own device loads one transition clip at rest, a kiosk all its pool holds.
 */

const HALL = '/en/factory/factory-hall';

test('the first picture is on screen from the page alone, without any script', async ({ browser, baseURL }) => {
  // The locale's content is made for the head once; the second visitor of en gets it at once.
  await (await browser.newPage()).request.get(`${baseURL}${HALL}`);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(HALL);
  const image = page.locator('#first-picture img');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // The phone's portrait choice of the hall, in a rendition for its 390 CSS pixels.
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/location_factory_hall_4x3/);
  await expect(page).toHaveTitle('Production hall · Factory');
  await context.close();
});

test('the stage takes over from the first picture once it has drawn its own', async ({ page }) => {
  await page.goto(HALL);
  await expect.poll(() => page.evaluate(() => window.__tour?.scene.backgroundReady ?? null)).not.toBeNull();
  await expect(page.locator('#first-picture')).toHaveCount(0);
  expect(await page.evaluate(() => 'firstPicture' in document.documentElement.dataset)).toBe(false);
  await expect(page.locator('[data-testid="stage"] canvas')).toBeVisible();
});

/** The transition clips the page asked for, by address. */
function clipRequests(page: Page): Set<string> {
  const urls = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/uploads/transition_')) urls.add(request.url());
  });
  return urls;
}

/** Arrives at the hall, where several hotspots lead on. */
async function arriveAtHall(page: Page, base = ''): Promise<void> {
  await page.goto(`${base}${HALL}`);
  await expect.poll(() => page.evaluate(() => window.__tour?.presenter().arrivedAt ?? null)).not.toBeNull();
  // The primer has had its time at rest.
  await page.waitForTimeout(3000);
}

test("a visitor's device loads the likeliest clip at rest, and another where a finger goes down", async ({ page }) => {
  const clips = clipRequests(page);
  await arriveAtHall(page);
  expect([...clips]).toHaveLength(1);
  const moves = page.locator('[data-testid="hotspot.navigation"]');
  expect(await moves.count()).toBeGreaterThan(1);
  for (const move of await moves.all()) await move.dispatchEvent('pointerdown');
  await expect.poll(() => clips.size).toBeGreaterThan(1);
});

test('a mouse resting on a move, or the focus on it, loads its clip before any tap', async ({ page }) => {
  const clips = clipRequests(page);
  await arriveAtHall(page);
  expect(clips.size).toBe(1);
  const moves = page.locator('[data-testid^="nav.arrow."], [data-testid="hotspot.navigation"]');
  for (const move of await moves.all()) await move.hover();
  await expect.poll(() => clips.size).toBeGreaterThan(1);
  expect(await page.evaluate(() => window.__tour!.scene.taps.length)).toBe(0);
});

test('a kiosk keeps every likely clip its pool holds primed at rest', async ({ page }) => {
  const kiosk = await startOwnServer({ kiosk: true });
  try {
    const clips = clipRequests(page);
    await arriveAtHall(page, kiosk.url);
    expect(clips.size).toBeGreaterThan(1);
  } finally {
    await kiosk.close();
  }
});
