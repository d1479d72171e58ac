import { expect, test, type Page } from '@playwright/test';
import { Sidebars } from './fixtures/sidebars.ts';
import { Tour } from './fixtures/tour.ts';

// The demo's accounts and codes (README.md, content/demo/README.md).
const DEMO_USER = { identifier: 'demo', password: 'showroom-demo' };
const LAB_CODE = 'factory-2026';
/** The default world's start, and a location of it that is not the start. */
const START = 'factory-entrance';
const HALL = 'factory-hall';
/** 3rem: the gap a phone keeps beside a sidebar. */
const PHONE_GAP = 48;

async function openDemo(page: Page) {
  const tour = new Tour(page);
  await tour.open('/de');
  await tour.expectArrivedAt(START);
  return { tour, sidebars: new Sidebars(page) };
}

/** Taps a main menu item that navigates, and waits for the arrival. */
async function goByMenu(page: Page, label: string, payloadId: string) {
  const sidebars = new Sidebars(page);
  await sidebars.open('left');
  await sidebars.item('left', label).click();
  await new Tour(page).expectArrivedAt(payloadId);
}

const history = (page: Page) => page.evaluate(() => window.__tour!.presenter().history);
const current = (page: Page) => page.evaluate(() => window.__tour!.presenter().current);

/**
 * `walks`: the way-back walks through several worlds run in one landscape and one portrait layout (the buttons
 * they tap are the same in the other two; `tests/demo/never-stranded.test.ts` walks every location).
 */
const VIEWPORTS = [
  { name: 'wall', width: 1920, height: 1080, walks: true },
  { name: 'portrait wall', width: 1080, height: 1920, walks: false },
  { name: 'table', width: 1366, height: 1024, walks: false },
  { name: 'phone', width: 390, height: 844, walks: true },
];

// One visit per screen: a showroom's boot is most of what a menu check costs, so the checks of a screen follow
// each other on one page, each leaving it as it found it (no sidebar or modal open); a failed check skips those
// after it. Where a check needs a location, it goes there by a tap, as a visitor does.
for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    let tour: Tour;
    let sidebars: Sidebars;
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
      ({ tour, sidebars } = await openDemo(page));
    });
    test.afterAll(() => page.close());

    test('the main menu opens in the left sidebar; a nested menu goes in and back out', async () => {
      await sidebars.open('left');
      await sidebars.expectOpen('left', 'Hauptmenü');
      await expect(sidebars.items('left').first()).toBeFocused();
      // The closed right sidebar is out of the accessibility tree: one dialog only.
      await expect(page.getByRole('dialog')).toHaveCount(1);
      // About 27em on a wall; on a phone the width less a gap to tap; always within the screen.
      const box = (await sidebars.panel('left').boundingBox())!;
      expect(box.x).toBe(0);
      expect(box.width).toBe(Math.min(27 * 16, viewport.width - PHONE_GAP));
      expect(box.height).toBe(viewport.height);

      await sidebars.item('left', 'Fertigungsbereiche').click();
      await sidebars.expectOpen('left', 'Fertigungsbereiche');
      await expect(sidebars.items('left').first()).toHaveAccessibleName('Zurück');
      await expect(sidebars.items('left').first()).toHaveAttribute('data-action', 'go-back');
      await expect(sidebars.items('left').first()).toBeFocused();

      await sidebars.item('left', 'Dokumente').click();
      await sidebars.expectOpen('left', 'Dokumente');
      await expect(sidebars.items('left').first()).toHaveAccessibleName('Zurück');

      // An item's document opens in the PDF viewer over the menu; closing it comes back to the item.
      const sheet = sidebars.item('left', 'Datenblatt VF-650');
      await sheet.click();
      const viewer = page.getByTestId('pdf.viewer');
      await expect(viewer).toBeVisible();
      await expect(viewer.getByTestId('pdf.page-count')).toHaveText(/^1 \/ \d+$/);
      await page.keyboard.press('Escape');
      await expect(viewer).toHaveCount(0);
      await expect(sheet).toBeFocused();
      await sidebars.expectOpen('left', 'Dokumente');

      await sidebars.items('left').first().click();
      await sidebars.expectOpen('left', 'Fertigungsbereiche');
      await sidebars.items('left').first().click();
      await sidebars.expectOpen('left', 'Hauptmenü');
      await expect(sidebars.item('left', 'Fertigungsbereiche')).toBeVisible();

      // A navigate item: the sidebar makes way for the move, and the focus is back on the button. (From the
      // start, where the page opened: the hall is elsewhere.)
      await tour.expectArrivedAt(START);
      await sidebars.item('left', 'Produktionshalle').click();
      await sidebars.expectClosed('left');
      await expect(page.getByTestId('menu.open')).toBeFocused();
      await tour.expectArrivedAt(HALL);
    });

    test('the contacts open in the right sidebar and close on a tap of the gap and on Escape', async () => {
      await sidebars.open('right');
      await sidebars.expectOpen('right', 'Kontakt');
      const box = (await sidebars.panel('right').boundingBox())!;
      expect(box.x + box.width).toBe(viewport.width);
      await page.getByTestId('sidebar.gap').click({ position: { x: 10, y: viewport.height / 2 } });
      await sidebars.expectClosed('right');
      await expect(page.getByTestId('contacts.open')).toBeFocused();

      await sidebars.open('right');
      await page.keyboard.press('Escape');
      await sidebars.expectClosed('right');
      await expect(page.getByTestId('contacts.open')).toBeFocused();

      // The contact form item opens the contact form (e2e/contact.spec.ts sends it).
      await sidebars.open('right');
      await sidebars.item('right', 'Kontaktformular').click();
      const form = page.getByTestId('modal.contact-form');
      await expect(form.getByTestId('contact.form')).toBeVisible();
      // Closed again for the checks after this one: the form, then the sidebar it was opened from.
      await page.keyboard.press('Escape');
      await expect(form).toHaveCount(0);
      if (await sidebars.panel('right').isVisible()) await page.keyboard.press('Escape');
      await sidebars.expectClosed('right');
    });

    test('keyboard: the focus stays in the open sidebar and returns to its button', async () => {
      const button = page.getByTestId('menu.open');
      await button.focus();
      await page.keyboard.press('Enter');
      await sidebars.expectOpen('left', 'Hauptmenü');
      await expect(sidebars.items('left').first()).toBeFocused();
      const inSidebar = () =>
        page.evaluate(() => document.activeElement?.closest('[data-testid="sidebar.left"]') !== null);
      const controls = (await sidebars.items('left').count()) + 1;
      for (let i = 0; i < controls + 2; i++) {
        await page.keyboard.press('Tab');
        expect(await inSidebar(), `after ${i + 1} Tab`).toBe(true);
      }
      // Backwards from the first control (the close button) wraps to the last item.
      await sidebars.panel('left').getByTestId('sidebar.close').focus();
      await page.keyboard.press('Shift+Tab');
      await expect(sidebars.items('left').last()).toBeFocused();
      await page.keyboard.press('Escape');
      await sidebars.expectClosed('left');
      await expect(button).toBeFocused();
    });

    if (viewport.name === 'wall') {
      test('a menu hotspot opens its menu in the same sidebar, with nested menus', async () => {
        // In the hall (where the main menu check left the visitor; else there by the menu).
        if ((await current(page)) !== HALL) await goByMenu(page, 'Produktionshalle', HALL);
        await tour.expectArrivedAt(HALL);
        await page.getByTestId('hotspot.menu').click();
        await sidebars.expectOpen('left', 'Fertigungsbereiche');
        await sidebars.item('left', 'Dokumente').click();
        await sidebars.expectOpen('left', 'Dokumente');
        await sidebars.items('left').first().click();
        await sidebars.expectOpen('left', 'Fertigungsbereiche');
        // Its own go-back item, with nothing to go back to, goes back to the tour.
        await expect(sidebars.items('left').first()).toHaveAccessibleName('Zurück');
        await sidebars.items('left').first().click();
        await sidebars.expectClosed('left');
      });

      test('an item with a two-step action stack moves to the showroom, then opens the welcome over it', async () => {
        // From elsewhere (the hall, or the start): the first step has a move to make.
        expect(await current(page)).not.toBe('factory-lobby');
        await sidebars.open('left');
        await sidebars.item('left', 'Showroom mit Begrüßung').click();
        const article = page.getByTestId('modal.article');
        await expect(article).toBeVisible();
        await expect(article.getByRole('heading', { level: 2 })).toHaveText('Willkommen bei Virtual Factory');
        await tour.expectArrivedAt('factory-lobby');
        // Closed again for the checks after this one.
        await page.keyboard.press('Escape');
        await expect(article).toHaveCount(0);
      });

      test("the sidebar slides in the world's time, and not at all with reduced motion", async () => {
        const slide = () =>
          page.evaluate(async () => {
            document.querySelector<HTMLElement>('[data-testid="menu.open"]')!.click();
            const panel = async () => {
              for (;;) {
                const found = document.querySelector<HTMLElement>('[data-testid="sidebar.left"]');
                if (found) return found;
                await new Promise(requestAnimationFrame);
              }
            };
            const element = await panel();
            // Timed from the sidebar's first frame: the first open may also wait for its code.
            const started = performance.now();
            await new Promise(requestAnimationFrame);
            const firstFrame = new DOMMatrix(getComputedStyle(element).transform).m41;
            while (element.dataset.phase !== 'open') await new Promise(requestAnimationFrame);
            return { firstFrame, seconds: (performance.now() - started) / 1000 };
          });
        const normal = await slide();
        expect(normal.firstFrame).toBeLessThan(0);
        // The demo's worlds slide in 0.3 s; a frame of the first may pass before the timing starts.
        expect(normal.seconds).toBeGreaterThanOrEqual(0.25);
        await page.keyboard.press('Escape');
        await sidebars.expectClosed('left');

        // The app reads the preference at start: emulated, then the showroom loaded again.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await openDemo(page);
        const reduced = await slide();
        expect(reduced.firstFrame).toBe(0);
        // Closed again for the checks after this one.
        await page.keyboard.press('Escape');
        await sidebars.expectClosed('left');
      });
    }

    if (viewport.walks) {
      test('from the Innovation Lab the factory start is two taps away', async () => {
        // What is proven is where the menu's taps lead, not the flights there (e2e/scene.spec.ts has those): with
        // reduced motion (followed as the visitor switches it) each move is a cut, not five clips each way.
        await tour.reduceMotion(true);
        await sidebars.open('left');
        await sidebars.item('left', 'Innovation Lab').click();
        const dialog = page.getByTestId('access-dialog');
        await dialog.getByTestId('access.code').fill(LAB_CODE);
        await dialog.getByRole('button', { name: 'Entsperren' }).click();
        await tour.expectArrivedAt('lab-entrance');

        await sidebars.open('left');
        await expect(sidebars.items('left').first()).toHaveAccessibleName('Zurück zu Fabrik');
        await sidebars.item('left', 'Start').click();
        await tour.expectArrivedAt(START);
        // Back at the start, the history starts over (SPEC §4).
        expect(await history(page)).toEqual([START]);
      });

      // After the lab: signed in, the lab would ask for no code.
      test('from the service world the way back leads to where the visitor left the factory', async () => {
        // The flight from the hall into the service world with its clips: it passes the robot cell and the service
        // gate without arriving there, and the way back must not lead to them. The moves around it are cuts (with
        // reduced motion, see above): where they lead is what they prove.
        await tour.reduceMotion(true);
        await goByMenu(page, 'Produktionshalle', HALL);
        await tour.reduceMotion(false);
        const before = await tour.counters();
        await sidebars.open('left');
        await sidebars.item('left', 'Service-Center').click();
        await expect(page).toHaveURL(/\/de\/login\?redirect=service-reception$/);
        await page.getByLabel('Benutzername oder E-Mail').fill(DEMO_USER.identifier);
        await page.getByLabel('Passwort').fill(DEMO_USER.password);
        await page.getByRole('button', { name: 'Anmelden' }).click();
        await tour.expectArrivedAt('service-reception');
        // A flight of clips, not a cut: it passed locations on its way.
        expect((await tour.counters()).clipsShown - before.clipsShown, 'clips of the flight').toBeGreaterThan(1);

        await tour.reduceMotion(true);
        await sidebars.open('left');
        const wayBack = sidebars.items('left').first();
        await expect(wayBack).toHaveAccessibleName('Zurück zu Fabrik');
        await wayBack.click();
        await tour.expectArrivedAt(HALL);
        await goByMenu(page, 'Start', START);
        expect(await history(page)).toEqual([START]);
      });
    }
  });
}
