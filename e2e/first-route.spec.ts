import { expect, test, type Page } from '@playwright/test';
import { FIRST_ROUTE_BUDGET_KB, firstRouteScripts, totalKb } from '../scripts/bench/first-route.ts';
import { Tour } from './fixtures/tour.ts';

/**
 * The first route kept lean (issue 11, point 13): its JavaScript within the budget, the stage's own R3F root
 * (src/scene/stage-canvas.tsx) sized to its box, and a failure on the route shown and recovered from.
 */

async function openStart(page: Page): Promise<{ tour: Tour; start: string }> {
  const tour = new Tour(page);
  await tour.open('/de');
  await expect.poll(() => page.evaluate(() => window.__tour?.scene.backgroundReady ?? null)).not.toBeNull();
  const start = await page.evaluate(() => window.__tour!.presenter().current!);
  await tour.expectArrivedAt(start);
  return { tour, start };
}

/** The canvas's box on the page and its drawing buffer, in CSS pixels and device pixels. */
const canvasSize = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="stage"] canvas')!;
    const box = canvas.getBoundingClientRect();
    return { width: box.width, height: box.height, buffer: [canvas.width, canvas.height], dpr: devicePixelRatio };
  });

test('the canvas follows the stage when the window turns from landscape to portrait', async ({ page }) => {
  const { tour, start } = await openStart(page);
  expect(await canvasSize(page)).toMatchObject({ width: 1280, height: 720, buffer: [1280, 720] });

  await page.setViewportSize({ width: 600, height: 1000 });
  await expect(page.locator('body')).toHaveClass(/portrait/);
  // Portrait: the stage is the width over 4/3 high, and the canvas and its drawing buffer follow it.
  await expect.poll(() => canvasSize(page)).toMatchObject({ width: 600, height: 450, buffer: [600, 450] });
  await tour.expectCanvasShowsLocation(start);
});

test('without WebGL the world page shows the error screen; once it works, the home link brings the tour back', async ({
  page,
}) => {
  // WebGL refused until the test says otherwise, within the same document (no reload).
  await page.addInitScript(() => {
    const state = window as unknown as { __refuseWebgl: boolean };
    state.__refuseWebgl = true;
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, id: string, options?: unknown) {
      if (state.__refuseWebgl && id.startsWith('webgl')) return null;
      return getContext.call(this, id as '2d', options as CanvasRenderingContext2DSettings);
    } as typeof getContext;
  });
  await page.goto('/de');
  await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '500');

  // The guards had sent the visitor on to the start location's address when its stage failed.
  const failedAt = new URL(page.url()).pathname;
  expect(failedAt.split('/')).toHaveLength(4);

  await page.evaluate(() => ((window as unknown as { __refuseWebgl: boolean }).__refuseWebgl = false));
  await page.getByTestId('error-screen').getByRole('link').click();
  await expect(page.getByTestId('error-screen')).toHaveCount(0);
  await expect(page).toHaveURL(failedAt);
  const tour = new Tour(page);
  await expect.poll(() => page.evaluate(() => window.__tour?.presenter().current ?? null)).not.toBeNull();
  const start = await page.evaluate(() => window.__tour!.presenter().current!);
  await tour.expectArrivedAt(start);
  await tour.expectCanvasShowsLocation(start);
});

test(`the first route loads at most ${FIRST_ROUTE_BUDGET_KB} KB of JavaScript (gzip) until its first picture`, async ({
  page,
  baseURL,
}) => {
  const scripts = await firstRouteScripts(page, baseURL!);
  test.info().annotations.push({
    type: 'first route JS',
    description: scripts.map((script) => `${script.path} ${(script.gzipBytes / 1024).toFixed(1)} KB`).join(', '),
  });
  expect(totalKb(scripts)).toBeLessThanOrEqual(FIRST_ROUTE_BUDGET_KB);
});
