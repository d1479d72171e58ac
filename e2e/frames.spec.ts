import { expect, test, type Page } from '@playwright/test';
import { readQrCode, startFrameSite, startShowroom } from './fixtures/frame-sites.ts';
import { Sidebars } from './fixtures/sidebars.ts';
import { Tour } from './fixtures/tour.ts';

// SPEC §2 iframe viewer, §3 open-link (issue 12, points 7 and 9): allowlisted pages open in a sandboxed frame
// modal, a page that refuses its frame becomes a QR code card, an origin off the allowlist is never framed, and a
// kiosk keeps visitors inside. The framed pages come from a local https site (the machine has no internet).

const START = 'factory-entrance';
const VIEWPORTS = [
  { name: 'wall', width: 1920, height: 1080 },
  { name: 'phone', width: 390, height: 844 },
];

let site: Awaited<ReturnType<typeof startFrameSite>>;
let showroom: Awaited<ReturnType<typeof startShowroom>>;

test.beforeAll(async () => {
  site = await startFrameSite();
  showroom = await startShowroom({ frameOrigins: [site.origin], kiosk: false, pdfDownload: true }, site.certFile);
});
test.afterAll(() => {
  showroom?.close();
  site?.close();
});

test.use({ ignoreHTTPSErrors: true });

/** Contact menu items of the test's own, added to the demo's contacts menu as it is served. */
function links() {
  return {
    framed: { label: 'Shift plan', url: `${site.origin}/page` },
    denied: { label: 'Refusing page', url: `${site.origin}/deny` },
    noAncestors: { label: 'Guarded page', url: `${site.origin}/ancestors-none` },
    outside: { label: 'Outside page', url: `${site.otherOrigin}/page` },
  };
}

/** The demo in `locale` with the test's links in its contacts menu (the right sidebar), opened; `kiosk` set or not. */
async function openContacts(page: Page, { locale = 'en', kiosk = false } = {}): Promise<Sidebars> {
  await page.route('**/box-api/api/menus?**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { key: string; items: unknown[] }[] };
    const contacts = body.data.find((menu) => menu.key === 'application-contacts');
    Object.values(links()).forEach(({ label, url }, i) =>
      contacts?.items.push({
        id: 9001 + i,
        label,
        action: 'open-link',
        action_target: { id: null, payloadId: null, url, new_tab: false, new_window: false, menu_key: null },
        media: null,
        cover: null,
      }),
    );
    await route.fulfill({ response, json: body });
  });
  if (kiosk)
    await page.route('**/app-settings.json', async (route) => {
      const response = await route.fetch();
      const settings = (await response.json()) as { viewers: { kiosk: boolean } };
      settings.viewers.kiosk = true;
      await route.fulfill({ response, json: settings });
    });
  const tour = new Tour(page);
  await tour.open(`${showroom.url}/${locale}`);
  await tour.expectArrivedAt(START);
  const sidebars = new Sidebars(page);
  await sidebars.open('right');
  return sidebars;
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // One visit per screen for the frames (a showroom's boot is most of what a check costs): the checks follow
    // each other on one page with the contacts open, each closing the modal it opened; the one that leaves the
    // showroom comes last. A failed check skips those after it.
    test.describe(() => {
      test.describe.configure({ mode: 'serial' });
      let page: Page;
      let sidebars: Sidebars;
      test.beforeAll(async ({ browser }) => {
        page = await browser.newPage({
          viewport: { width: viewport.width, height: viewport.height },
          ignoreHTTPSErrors: true,
        });
        sidebars = await openContacts(page);
      });
      test.afterAll(() => page.close());

      test('an allowlisted link opens in a sandboxed frame modal; the close button and Escape close it', async () => {
        await sidebars.expectOpen('right');
        const { framed } = links();
        await sidebars.item('right', framed.label).click();
        const dialog = page.getByTestId('modal.frame');
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(framed.label);
        const frame = dialog.getByTestId('iframe.frame');
        await expect(frame).toHaveAttribute('src', framed.url);
        await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
        expect(((await frame.getAttribute('sandbox')) ?? '').split(' ').sort()).toEqual(
          ['allow-forms', 'allow-popups', 'allow-same-origin', 'allow-scripts'].sort(),
        );
        await expect(page.frameLocator('[data-testid="iframe.frame"]').getByRole('heading')).toHaveText('Framed page');
        // The frame fills the modal's width and most of the window's height; nothing of it is off-screen.
        const box = (await frame.boundingBox())!;
        const modal = (await dialog.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        expect(box.width).toBeGreaterThan(modal.width - 4 * 16);
        expect(box.height).toBeGreaterThan(viewport.height * 0.6);
        // Still shown after the frame check and well past the load: the page let itself be framed.
        await page.waitForTimeout(1500);
        await expect(page.getByTestId('frame.fallback')).toHaveCount(0);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toHaveCount(0);

        await sidebars.item('right', framed.label).click();
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        // No frame ever replaced the showroom.
        expect(new URL(page.url()).origin).toBe(showroom.url);
      });

      for (const refusal of ['denied', 'noAncestors'] as const) {
        test(`a page that refuses its frame (${refusal === 'denied' ? 'X-Frame-Options DENY' : "frame-ancestors 'none'"}) becomes a card with its link as a QR code`, async () => {
          await sidebars.expectOpen('right');
          const link = links()[refusal];
          await sidebars.item('right', link.label).click();
          const dialog = page.getByTestId('modal.frame');
          const card = dialog.getByTestId('frame.fallback');
          await expect(card).toBeVisible();
          await expect(dialog.getByTestId('iframe.frame')).toHaveCount(0);
          await expect(card).toContainText(link.label);
          await expect(card.getByTestId('link.address')).toHaveText(link.url);
          await expect(card).toContainText('This page cannot be shown here. Scan the code to open it on your phone.');
          const qr = card.getByTestId('qr-code');
          await expect(qr).toBeInViewport({ ratio: 1 });
          expect(await readQrCode(qr)).toBe(link.url);
          await dialog.getByRole('button', { name: 'Close' }).click();
          await expect(dialog).toHaveCount(0);
        });
      }

      test('an origin off the allowlist is never framed: the link leaves on the web, and the CSP blocks a forced frame', async () => {
        await sidebars.expectOpen('right');
        const { outside } = links();
        const framedBefore = site.requests.filter((request) => request.dest === 'iframe').length;
        // Even a frame put into the page by hand: the page's CSP frame-src names the allowlisted origin only.
        const blocked = page.waitForEvent('console', (message) => message.text().includes('frame-src'));
        await page.evaluate((url) => {
          const frame = document.createElement('iframe');
          frame.src = url;
          document.body.append(frame);
        }, outside.url);
        await blocked;
        await sidebars.item('right', outside.label).click();
        // Not a frame: on the web, a link without new_tab replaces the tour.
        await expect(page).toHaveURL(outside.url);
        await expect(page.getByRole('heading', { name: 'Framed page' })).toBeVisible();
        expect(site.requests.filter((request) => request.dest === 'iframe').length).toBe(framedBefore);
      });
    });

    test('a kiosk keeps visitors inside: an outside link, a mail address and a number become QR code cards', async ({
      page,
    }) => {
      const sidebars = await openContacts(page, { kiosk: true });
      const { outside, framed } = links();
      const popups: string[] = [];
      page.on('popup', (popup) => popups.push(popup.url()));

      await sidebars.item('right', outside.label).click();
      const dialog = page.getByTestId('modal.link-qr');
      await expect(dialog).toBeVisible();
      const card = dialog.getByTestId('link.card');
      await expect(card.getByTestId('link.address')).toHaveText(outside.url);
      await expect(card).toContainText('Scan the code to open the page on your phone.');
      expect(await readQrCode(card.getByTestId('qr-code'))).toBe(outside.url);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      await sidebars.item('right', 'Send an e-mail').click();
      await expect(card.getByTestId('link.address')).toHaveText('info@virtual-factory.example');
      await expect(card).toContainText('Scan the code to write an e-mail from your phone.');
      expect(await readQrCode(card.getByTestId('qr-code'))).toBe('mailto:info@virtual-factory.example');
      await page.keyboard.press('Escape');

      await sidebars.item('right', 'Call us').click();
      await expect(card.getByTestId('link.address')).toHaveText('+4989123456780');
      expect(await readQrCode(card.getByTestId('qr-code'))).toBe('tel:+4989123456780');
      await page.keyboard.press('Escape');

      // An allowlisted page is framed, and without popups: nothing in it opens a window beside the kiosk.
      await sidebars.item('right', framed.label).click();
      const frame = page.getByTestId('modal.frame').getByTestId('iframe.frame');
      await expect(frame).toBeVisible();
      expect((await frame.getAttribute('sandbox'))?.split(' ')).not.toContain('allow-popups');

      expect(new URL(page.url()).origin).toBe(showroom.url);
      expect(popups).toEqual([]);
    });
  });
}
