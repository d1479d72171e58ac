import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { failOnPageErrors, pageErrorsOf } from './fixtures/page-errors.ts';
import { Tour } from './fixtures/tour.ts';

/** Waits for the modal's entrance (slide-up) to end: boxes measured while it runs are shifted. */
const settled = (dialog: Locator) =>
  dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));

// Issue 12, points 1 to 3: articles and dashboards in modals, opened from hotspots on the wall and on a phone.

interface WireSection {
  title: string;
  icon: { svg: { url: string } } | null;
  slides: unknown[];
}
interface WireArticle {
  id: number;
  title: string;
  sections: WireSection[];
  tags: { name: string }[];
  action_buttons: { label: string }[];
}

async function articles(request: APIRequestContext): Promise<WireArticle[]> {
  const response = await request.get('/box-api/api/articles?locale=en&pagination[pageSize]=100');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: WireArticle[] }).data;
}

/** The demo's hotspots used here: the welcome article (slides) and the dashboard at the entrance, the VF-800. */
const ENTRANCE = { path: '/en/factory/factory-entrance', payloadId: 'factory-entrance', article: 101, dashboard: 102 };
const LOBBY = { path: '/en/factory/factory-lobby', payloadId: 'factory-lobby', article: 201 };

/**
 * A hotspot the visitor can tap: in portrait, the location panel's list (the markers on the small picture overlap
 * there); in landscape, the marker on the picture.
 */
const hotspot = (page: Page, id: number) =>
  page
    .locator(`[data-testid="location-panel"] [data-hotspot-id="${id}"]`)
    .or(page.locator(`.world-page--landscape [data-testid="hotspot-layer"] [data-hotspot-id="${id}"]`));

async function openAt(page: Page, where: { path: string; payloadId: string }) {
  const tour = new Tour(page);
  await tour.open(where.path);
  await tour.expectArrivedAt(where.payloadId);
}

/**
 * Goes to `where` by a tap on its station, as a visitor does, unless the visitor is there. With reduced motion
 * for the move: a cut, not the clip (e2e/scene.spec.ts has those; a clip's decoding costs more than loading the
 * showroom again), and back to full motion on arrival.
 */
async function goTo(page: Page, where: { payloadId: string }) {
  const tour = new Tour(page);
  if ((await page.evaluate(() => window.__tour!.presenter().current)) !== where.payloadId) {
    await tour.reduceMotion(true);
    await page.getByTestId(`station.${where.payloadId}`).click();
    await tour.expectArrivedAt(where.payloadId);
    await tour.reduceMotion(false);
  }
  await tour.expectArrivedAt(where.payloadId);
}

const holds = (page: Page) => page.evaluate(() => window.__tour!.screensaverHolds());

const VIEWPORTS = [
  { name: 'wall', width: 1920, height: 1080 },
  { name: 'phone', width: 390, height: 844 },
];

// One visit per screen: a showroom's boot is most of what these checks cost, so the checks of a screen follow
// each other on one page, each closing what it opened; a failed check skips those after it. The location a check
// needs is reached by a tap on its station, as a visitor does.
for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    let errors: { take: () => string[] };
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
      errors = pageErrorsOf(page);
      await openAt(page, ENTRANCE);
    });
    test.afterAll(() => page.close());
    // Every check fails that let an uncaught error reach the page (failOnPageErrors, for this shared page).
    test.afterEach(() => expect(errors.take(), 'no page error').toEqual([]));

    test('an article from a hotspot: every section with its icon, slides, tags and buttons; it holds the screensaver', async ({
      request,
    }) => {
      const article = (await articles(request)).find((entry) => entry.id === 1)!;
      await goTo(page, ENTRANCE);
      await hotspot(page, ENTRANCE.article).click();
      const dialog = page.getByTestId('modal.article');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleName(article.title);
      expect(await holds(page)).toBe(1);

      const sections = dialog.getByTestId('article.section');
      await expect(sections).toHaveCount(article.sections.length);
      for (const [i, section] of article.sections.entries()) {
        await expect(sections.nth(i).getByRole('heading', { level: 3 })).toHaveText(section.title);
        // The icon is drawn inline (so that it takes the text colour), not as a picture.
        await expect(sections.nth(i).locator('[data-testid="icon"] > svg')).toHaveCount(section.icon ? 1 : 0);
      }
      const paint = await sections
        .first()
        .locator('[data-testid="icon"] svg [stroke], [data-testid="icon"] svg [fill]')
        .evaluateAll((elements) => elements.map((e) => [e.getAttribute('stroke'), e.getAttribute('fill')]).flat());
      expect(paint.filter((value) => value && value !== 'none' && value !== 'currentColor')).toEqual([]);

      await expect(dialog.getByTestId('article.tags').getByRole('listitem')).toHaveText(
        article.tags.map((tag) => tag.name),
      );
      await expect(dialog.getByTestId('content.action')).toHaveText(article.action_buttons.map((b) => b.label));

      // The slider moves by itself after about 3 s (SPEC §9) ...
      const slider = dialog.getByTestId('article.slider');
      await expect(slider).toHaveAttribute('data-selected', '0');
      await expect(slider.getByRole('group')).toHaveCount(article.sections[1]!.slides.length);
      await expect(slider).toHaveAttribute('data-selected', '1', { timeout: 6000 });
      // ... and stands still while focus is in it.
      await slider.getByRole('button', { name: 'Next slide' }).focus();
      const selected = await slider.getAttribute('data-selected');
      // Read now and then, not awaited until it matches: a loop of three slides comes back to any one of them.
      const seen = new Set<string | null>();
      for (let i = 0; i < 9; i += 1) {
        await page.waitForTimeout(500);
        seen.add(await slider.getAttribute('data-selected'));
      }
      expect([...seen]).toEqual([selected]);
      // Its controls work from the keyboard.
      await page.keyboard.press('Enter');
      await expect(slider).toHaveAttribute('data-selected', String((Number(selected) + 1) % 3));
      await slider.getByRole('button', { name: 'Go to slide 1' }).focus();
      await page.keyboard.press('Enter');
      await expect(slider).toHaveAttribute('data-selected', '0');

      // Escape closes; focus returns to the hotspot; the screensaver may run again.
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(hotspot(page, ENTRANCE.article)).toBeFocused();
      expect(await holds(page)).toBe(0);
    });

    test('a tap beside the article closes it, a tap inside does not (the phone has only the close button)', async () => {
      await goTo(page, ENTRANCE);
      await hotspot(page, ENTRANCE.article).click();
      const dialog = page.getByTestId('modal.article');
      await expect(dialog).toBeVisible();
      await settled(dialog);
      const box = (await dialog.boundingBox())!;
      await dialog.getByRole('heading', { level: 2 }).click();
      await expect(dialog).toBeVisible();
      if (viewport.name === 'phone') {
        // On a phone the modal fills the screen: there is nothing beside it to tap.
        expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
        await dialog.getByRole('button', { name: 'Close' }).click();
      } else {
        expect(box.width).toBeLessThanOrEqual(1200);
        expect(box.height).toBeLessThanOrEqual(800);
        await page.mouse.click(box.x / 2, box.y + box.height / 2);
      }
      await expect(dialog).toHaveCount(0);
      await expect(hotspot(page, ENTRANCE.article)).toBeFocused();
    });

    test('a dashboard: logo on a plate it reads on, links, buttons, contacts, media library; two columns on a wall', async () => {
      await goTo(page, ENTRANCE);
      await hotspot(page, ENTRANCE.dashboard).click();
      const dialog = page.getByTestId('modal.dashboard');
      await expect(dialog).toHaveAccessibleName('Virtual Factory GmbH');
      // The demo's logo is dark lettering: on the light plate.
      await expect(dialog.getByTestId('dashboard.logo')).toHaveAttribute('data-plate', 'light');

      await settled(dialog);
      const main = (await dialog.getByTestId('dashboard.main').boundingBox())!;
      const side = (await dialog.getByTestId('dashboard.side').boundingBox())!;
      if (viewport.name === 'wall') {
        expect(side.x).toBeGreaterThanOrEqual(main.x + main.width);
        expect(Math.abs(side.y - main.y)).toBeLessThan(2);
      } else {
        expect(side.y).toBeGreaterThanOrEqual(main.y + main.height);
        expect(Math.abs(side.x - main.x)).toBeLessThan(2);
      }

      const contacts = dialog.getByTestId('dashboard.contact');
      await expect(contacts).toHaveCount(2);
      const vogel = contacts.filter({ hasText: 'Dr. Katrin Vogel' });
      await expect(vogel).toContainText('Head of Sales');
      await expect(vogel.locator('img')).toHaveJSProperty('complete', true);
      expect(await vogel.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(vogel.getByRole('link', { name: /k\.vogel@virtual-factory\.example/ })).toHaveAttribute(
        'href',
        'mailto:k.vogel@virtual-factory.example',
      );
      await expect(vogel.getByRole('link', { name: /\+49 89 1234 5678-10/ })).toHaveAttribute(
        'href',
        'tel:+49891234567810',
      );

      // A picture of the media library opens large, over the dashboard.
      await dialog.getByTestId('dashboard.media').filter({ hasText: 'Robot cell' }).click();
      await expect(page.getByTestId('lightbox')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();

      // A link runs its target: "Product overview" opens its PDF over the dashboard.
      await dialog.getByTestId('dashboard.link').filter({ hasText: 'Product overview' }).click();
      await expect(page.locator('dialog[open]')).toHaveCount(2);
      await page.keyboard.press('Escape');
      // An action button runs its target: "Corporate film" opens the film.
      await dialog.getByTestId('content.action').filter({ hasText: 'Corporate film' }).click();
      await expect(page.locator('dialog[open]')).toHaveCount(2);
      // Closed again for the checks after this one: the film, then the dashboard.
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog[open]')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog[open]')).toHaveCount(0);
    });

    test("the VF-800 article's buttons run their actions: the data sheet opens over the article", async () => {
      await goTo(page, LOBBY);
      await hotspot(page, LOBBY.article).click();
      const article = page.getByTestId('modal.article');
      await expect(article).toHaveAccessibleName(/VF-800/);
      // The video section shows its poster before it plays.
      await expect(article.locator('video').first()).toHaveAttribute('poster', /\/uploads\//);
      await article.getByRole('button', { name: 'Data sheet (PDF)' }).click();
      await expect(page.locator('dialog[open]')).toHaveCount(2);
      expect(await holds(page)).toBe(2);
      // Escape closes the topmost only: the article is there again.
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog[open]')).toHaveCount(1);
      await expect(article).toBeVisible();
      await expect(article.getByRole('button', { name: 'Data sheet (PDF)' })).toBeFocused();
      // Closed again for the checks after this one.
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog[open]')).toHaveCount(0);
    });

    if (viewport.name === 'wall') {
      // Last on the wall's page: the dashboard comes by its address, which loads the showroom again.
      test('a dashboard link to another dashboard opens it over the first; a light logo stays on the dark surface', async () => {
        await openAt(page, { path: '/en/factory/factory-entrance?dashboard=3', payloadId: 'factory-entrance' });
        const dialog = page.getByTestId('modal.dashboard');
        await expect(dialog).toHaveAccessibleName('Plant KPIs');
        await expect(dialog.getByTestId('dashboard.logo')).toHaveAttribute('data-plate', 'dark');
        await dialog.getByTestId('dashboard.link').filter({ hasText: 'Energy monitoring' }).click();
        await expect(page.getByTestId('modal.dashboard')).toHaveCount(2);
        await expect(page.getByTestId('modal.dashboard').last()).toHaveAccessibleName('Energy monitoring');
        // Stacked modals name themselves by ids of their own.
        const ids = await page.locator('dialog[open] h2').evaluateAll((headings) => headings.map((h) => h.id));
        expect(new Set(ids).size).toBe(ids.length);
      });
    }
  });
}

// A page of its own: the preference is read at start.
test.describe(() => {
  failOnPageErrors();

  test('with reduced motion the article neither slides in nor plays its slides by itself', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    // The app reads the preference at start: emulate it before the page loads.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAt(page, ENTRANCE);
    await hotspot(page, ENTRANCE.article).click();
    const dialog = page.getByTestId('modal.article');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS('animation-name', 'none');
    const slider = dialog.getByTestId('article.slider');
    await expect(slider).toHaveAttribute('data-selected', '0');
    await page.waitForTimeout(4500);
    expect(await slider.getAttribute('data-selected')).toBe('0');
    // The visitor moves it: at once.
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(slider).toHaveAttribute('data-selected', '1');
  });
});
