import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors } from './fixtures/page-errors.ts';
import { tapHotspot } from './fixtures/tour.ts';

// Issue 13, point 9: a mobile browser is known by its user agent (SPEC §9), not by the window's width: a tablet
// as wide as a touch table gets the combined dashboard and a lightbox a tap beside closes, a desktop browser of the same
// size does not.

const TABLET_UA =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const ENTRANCE = '/en/factory/factory-entrance';
const DASHBOARD_HOTSPOT = 102;
const LOBBY = '/en/factory/factory-lobby';
const MEDIA_HOTSPOT = 204;

failOnPageErrors();

/** Opens the lobby's media in the lightbox, moves on to the first picture and taps the backdrop beside it. */
async function tapBesideAPicture(page: Page): Promise<void> {
  await tapHotspot(page, LOBBY, MEDIA_HOTSPOT);
  const lightbox = page.getByTestId('lightbox');
  await expect(lightbox).toBeVisible();
  const next = lightbox.getByRole('button', { name: 'Next', exact: true });
  // The lobby's media: the video, the clip, then the pictures.
  await next.click();
  await next.click();
  const image = lightbox.locator('.yarl__slide_current img').first();
  // The slide moves in: measure it once it has come to rest.
  let box = (await image.boundingBox())!;
  await expect
    .poll(async () => {
      const last = box;
      box = (await image.boundingBox())!;
      return box.x === last.x && box.y === last.y && box.x >= 0;
    })
    .toBe(true);
  const centre = box.x + box.width / 2;
  // Under the picture, else above it: the backdrop, clear of the toolbar, the arrows and the thumbnails.
  const spots = [
    { x: centre, y: box.y + box.height + 15 },
    { x: centre, y: box.y / 2 + 30 },
  ];
  for (const spot of spots) {
    const backdrop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.classList.contains('yarl__slide_wrapper') ?? false,
      spot,
    );
    if (backdrop) return page.mouse.click(spot.x, spot.y);
  }
  throw new Error('no backdrop beside the picture to tap');
}

for (const [name, userAgent, mobile] of [
  ['a tablet browser', TABLET_UA, true],
  ['a desktop browser', DESKTOP_UA, false],
] as const) {
  test.describe(`${name} at 1366x1024`, () => {
    test.use({ userAgent, viewport: { width: 1366, height: 1024 }, hasTouch: mobile });

    test(`the dashboard shows ${mobile ? 'its combined view' : 'two columns'}`, async ({ page }) => {
      await tapHotspot(page, ENTRANCE, DASHBOARD_HOTSPOT);
      const content = page.getByTestId('modal.dashboard').getByTestId('dashboard.content');
      await expect(content).toHaveAttribute('data-view', mobile ? 'combined' : 'columns');
      // Combined: one column, the side under the main part; columns: side by side. Measured once the modal's
      // opening has settled (a box read while it grows can put the side beside the main part for a frame).
      const sideUnderMain = async () => {
        const main = (await content.getByTestId('dashboard.main').boundingBox())!;
        const side = (await content.getByTestId('dashboard.side').boundingBox())!;
        return side.y >= main.y + main.height - 1;
      };
      await expect.poll(sideUnderMain).toBe(mobile);
    });

    test(`a tap beside a picture in the lightbox ${mobile ? 'closes it' : 'leaves it open'}`, async ({ page }) => {
      await tapBesideAPicture(page);
      const lightbox = page.getByTestId('lightbox');
      if (mobile) await expect(lightbox).toHaveCount(0);
      else {
        await page.waitForTimeout(800);
        await expect(lightbox).toBeVisible();
      }
    });
  });
}
