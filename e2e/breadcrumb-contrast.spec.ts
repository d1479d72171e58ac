import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { Tour } from './fixtures/tour.ts';

// Issue 31, point 3: the breadcrumb's text keeps 4.5:1 against what is under it where it rides on the picture,
// measured from the pixels as drawn: every pixel of each crumb's box, the text hidden, against the crumb's colour.

const VIEWPORTS = {
  wall: { width: 1920, height: 1080 },
  'portrait wall': { width: 1080, height: 1920 },
  table: { width: 1366, height: 1024 },
  phone: { width: 390, height: 844 },
} as const;

/** WCAG 1.4.3: normal text. */
const NEEDED = 4.5;

const luminance = (r: number, g: number, b: number) => {
  const channel = (byte: number) => {
    const c = byte / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

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
  const picture = PNG.sync.read(await page.screenshot({ animations: 'disabled' }));
  await hide.evaluate((style) => (style as HTMLStyleElement).remove());
  return shown.map(({ text, colour, box }) => {
    const ink = luminance(colour[0]!, colour[1]!, colour[2]!);
    let least = 21;
    for (let y = Math.ceil(box.y); y < Math.floor(box.y + box.height); y += 1)
      for (let x = Math.ceil(box.x); x < Math.floor(box.x + box.width); x += 1) {
        const at = (y * picture.width + x) * 4;
        least = Math.min(least, ratio(ink, luminance(picture.data[at]!, picture.data[at + 1]!, picture.data[at + 2]!)));
      }
    return { text, contrast: Math.round(least * 100) / 100 };
  });
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`on a ${name} (${viewport.width}x${viewport.height}) every crumb keeps 4.5:1 against the picture under it`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const page = await browser.newPage({ viewport });
    const tour = new Tour(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
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
      // The plate follows the picture within a second of its last frame, then fades in 0.3 s.
      await page.waitForTimeout(1600);
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
