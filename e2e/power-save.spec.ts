import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors } from './fixtures/page-errors.ts';
import { Tour } from './fixtures/tour.ts';

failOnPageErrors();

/** How often the app reads the app-setting again. */
const REFRESH_MS = 60_000;

/**
 * Answers the app-setting endpoint with the demo's, its power-save switch set by the returned function; counts the
 * reads.
 */
async function powerSaveSwitch(page: Page): Promise<{ set: (on: boolean) => void; reads: () => number }> {
  let on = false;
  let reads = 0;
  await page.route('**/box-api/api/app-setting?*', async (route) => {
    reads += 1;
    const response = await route.fetch();
    const body = (await response.json()) as { data: { power_save_mode: boolean } };
    body.data.power_save_mode = on;
    await route.fulfill({ response, json: body });
  });
  return { set: (value) => (on = value), reads: () => reads };
}

/** The tour at the default world's start, arrived and shown. */
async function openTour(page: Page): Promise<{ tour: Tour; start: string }> {
  const tour = new Tour(page);
  await tour.open('/en');
  await expect.poll(() => page.evaluate(() => window.__tour?.presenter().arrivedAt ?? null)).not.toBeNull();
  const start = (await page.evaluate(() => window.__tour!.presenter().current))!;
  await tour.expectArrivedAt(start);
  return { tour, start };
}

const flags = (page: Page) =>
  page.evaluate(() => {
    const { powerSaveMode, fallbackMode } = window.__tour!.app();
    return { powerSaveMode, fallbackMode };
  });

test('switched on in the backend, read again within a minute: the power-save page; switched off: the tour is back', async ({
  page,
}) => {
  await page.clock.install();
  const backend = await powerSaveSwitch(page);
  const { tour, start } = await openTour(page);
  const url = page.url();
  const readsAtStart = backend.reads();
  backend.set(true);
  await page.clock.fastForward(REFRESH_MS);
  await expect(page).toHaveURL('/en/power-save-mode');
  expect(backend.reads()).toBe(readsAtStart + 1);
  const powerSavePage = page.getByTestId('power-save-page');
  await expect(powerSavePage.getByRole('heading', { level: 1 })).toHaveText('Power-saving mode');
  await expect(powerSavePage).toContainText('Videos cannot be played because the device may be in power-saving mode.');
  await expect(powerSavePage.getByRole('button', { name: 'Continue without videos' })).toBeVisible();
  // Read again on focus too: switched off, the visitor is back where they were, videos allowed again.
  backend.set(false);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page).toHaveURL(url);
  await tour.expectArrivedAt(start);
  expect(await flags(page)).toEqual({ powerSaveMode: false, fallbackMode: false });
});

test('the power-save page goes on without videos', async ({ page }) => {
  const backend = await powerSaveSwitch(page);
  backend.set(true);
  const tour = new Tour(page);
  await tour.open('/en');
  // Power save is on from the start: the first content sends the visitor to the page.
  await expect(page).toHaveURL('/en/power-save-mode');
  await page.getByRole('button', { name: 'Continue without videos' }).click();
  await expect(page.getByTestId('world-page')).toBeVisible();
  expect(await flags(page)).toEqual({ powerSaveMode: true, fallbackMode: true });
  const start = await page.evaluate(() => {
    const index = window.__tour!.content().index!;
    return index.worlds.get(index.bundle.settings.defaultWorld!)!.startLocationId!;
  });
  await tour.expectArrivedAt(start);
  // Going on, the tour plays no clip: a move is a cut.
  const next = await page.evaluate((id) => window.__tour!.content().index!.locations.get(id)!.arrowNext!, start);
  const before = await tour.counters();
  await page.evaluate((id) => window.__tour!.tap(id), next);
  await tour.expectArrivedAt(next);
  const after = await tour.counters();
  expect(after.clipsShown).toBe(before.clipsShown);
  expect(after.cuts).toBeGreaterThan(before.cuts);
  // It stays on the tour while power save lasts.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.waitForTimeout(1000);
  await expect(page.getByTestId('world-page')).toBeVisible();
});

test('a daily schedule switches power save on in its window', async ({ page }) => {
  // 21:30 local time, inside a 20:00 to 07:00 window.
  await page.clock.install({ time: new Date(2026, 10, 23, 21, 30) });
  await page.route('**/box-api/api/app-setting?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { power_save_schedule: unknown[] } };
    body.data.power_save_schedule = [{ id: 1, from: '20:00', to: '07:00' }];
    await route.fulfill({ response, json: body });
  });
  await page.goto('/en');
  await expect(page).toHaveURL('/en/power-save-mode');
});

test('the power-save page without power save sends the visitor to the index', async ({ page }) => {
  await page.goto('/en/power-save-mode');
  await expect(page.getByTestId('world-page')).toBeVisible();
  const start = await page.evaluate(() => {
    const index = window.__tour!.content().index!;
    const world = index.worlds.get(index.bundle.settings.defaultWorld!)!;
    return `/en/${world.slug}/${index.locations.get(world.startLocationId!)!.slug}`;
  });
  await expect(page).toHaveURL(start);
});
