import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { contrastRatio, relativeLuminance } from '../src/domain/logo-plate.ts';
import { Tour } from './fixtures/tour.ts';
import { SOLD_VIEWPORTS } from './fixtures/viewports.ts';

// Issue 31, point 3: the breadcrumb's text keeps 4.5:1 against what is under it where it rides on the picture,
// measured from the pixels as drawn: every pixel of each crumb's box, the text hidden, against the crumb's colour.

/** WCAG 1.4.3: normal text. */
const NEEDED = 4.5;

/** The breadcrumb's crumbs on screen: their boxes and text colours. */
async function crumbs(page: Page) {
  return page
    .getByTestId('breadcrumb')
    .first()
    .evaluate((nav) =>
      [...nav.querySelectorAll<HTMLElement>('li > a, li > span')].map((crumb) => {
        const box = crumb.getBoundingClientRect();
        return {
          text: crumb.textContent ?? '',
          colour: getComputedStyle(crumb)
            .color.match(/[\d.]+/g)!
            .slice(0, 3)
            .map(Number),
          box: { x: box.x, y: box.y, width: box.width, height: box.height },
        };
      }),
    );
}

/** The least contrast of each crumb's colour against the pixels of its box, its text (and underline) hidden. */
async function leastContrast(page: Page): Promise<{ text: string; contrast: number }[]> {
  const shown = await crumbs(page);
  const hide = await page.addStyleTag({
    content:
      '[data-testid="breadcrumb"], [data-testid="breadcrumb"] *, [data-testid="breadcrumb"] *::before { color: transparent !important; text-decoration-color: transparent !important; caret-color: transparent !important; }',
  });
  // Only the breadcrumb's part of the window: a whole wall's PNG costs far more to make and read.
  const left = Math.floor(Math.min(...shown.map(({ box }) => box.x)));
  const top = Math.floor(Math.min(...shown.map(({ box }) => box.y)));
  const clip = {
    x: left,
    y: top,
    width: Math.ceil(Math.max(...shown.map(({ box }) => box.x + box.width))) - left,
    height: Math.ceil(Math.max(...shown.map(({ box }) => box.y + box.height))) - top,
  };
  const picture = PNG.sync.read(await page.screenshot({ animations: 'disabled', clip }));
  await hide.evaluate((style) => (style as HTMLStyleElement).remove());
  return shown.map(({ text, colour, box }) => {
    const ink = relativeLuminance(colour[0]!, colour[1]!, colour[2]!);
    let least = 21;
    for (let y = Math.ceil(box.y); y < Math.floor(box.y + box.height); y += 1)
      for (let x = Math.ceil(box.x); x < Math.floor(box.x + box.width); x += 1) {
        const at = ((y - clip.y) * picture.width + (x - clip.x)) * 4;
        least = Math.min(
          least,
          contrastRatio(ink, relativeLuminance(picture.data[at]!, picture.data[at + 1]!, picture.data[at + 2]!)),
        );
      }
    return { text, contrast: Math.round(least * 100) / 100 };
  });
}

for (const [name, viewport] of Object.entries(SOLD_VIEWPORTS)) {
  test(`on a ${name} (${viewport.width}x${viewport.height}) every crumb keeps 4.5:1 against the picture under it`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const page = await browser.newPage({ viewport });
    const tour = new Tour(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The page's clock, to jump over the plate's wait below instead of waiting it out.
    await page.clock.install();
    await tour.open('/en/factory/factory-entrance');
    await tour.expectArrivedAt('factory-entrance');
    const locations = await page.evaluate(() =>
      window.__tour!.content().index!.bundle.locations.map((location) => location.payloadId),
    );
    const found: string[] = [];
    let measured = 0;
    for (const [i, location] of locations.entries()) {
      // A visitor's hand now and then: a minute without input would start the screensaver over the tour.
      await page.mouse.move(5 + (i % 2), 5);
      await page.evaluate((id) => window.__tour!.tap(id), location);
      await tour.expectArrivedAt(location);
      // The plate follows the picture within a second of its last frame, then fades in 0.3 s: that time passes on
      // the page's clock at once, and the frame in which the plate is set again is drawn.
      await page.clock.fastForward(1600);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(page.getByTestId('screensaver')).toHaveCount(0);
      for (const { text, contrast } of await leastContrast(page)) {
        measured += 1;
        if (contrast < NEEDED) found.push(`${location}: "${text}" at ${contrast}:1`);
      }
    }
    expect(found).toEqual([]);
    expect(measured).toBeGreaterThanOrEqual(locations.length * 2);
    await page.close();
  });
}
