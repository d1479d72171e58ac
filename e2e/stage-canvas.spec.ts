import { expect, test, type Page } from '@playwright/test';
import { Tour } from './fixtures/tour.ts';

/** The stage's R3F root (src/scene/stage-canvas.tsx): sized to its box, and its failures shown, never a blank. */

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

test('without WebGL the world page shows the error screen, not a blank stage', async ({ page }) => {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, id: string, options?: unknown) {
      return id.startsWith('webgl')
        ? null
        : getContext.call(this, id as '2d', options as CanvasRenderingContext2DSettings);
    } as typeof getContext;
  });
  await page.goto('/de');
  await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '500');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
