import { expect, test, type Page } from '@playwright/test';
import { Tour } from './fixtures/tour.ts';

/** The four screens the showroom is sold for. */
const VIEWPORTS = {
  wall: { width: 1920, height: 1080, portrait: false },
  'portrait wall': { width: 1080, height: 1920, portrait: true },
  table: { width: 1366, height: 1024, portrait: false },
  phone: { width: 390, height: 844, portrait: true },
} as const;

/**
 * Visible controls and texts that stick out of the window, and whether the page is wider than the window. The
 * station row scrolls sideways on purpose (with a hint) and the location panel scrolls down: inside them only the
 * other direction is checked.
 */
async function offScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.body.scrollWidth > window.innerWidth) found.push('the page is wider than the window');
    for (const element of document.querySelectorAll<HTMLElement>('button, a, h1, h2, input, li, [data-testid]')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || !element.checkVisibility({ visibilityProperty: true })) continue;
      const inRow =
        element.parentElement?.closest('[data-testid=stations]') && !element.closest('[data-testid=location-panel]');
      const inPanel = element.parentElement?.closest('[data-testid=location-panel]');
      const across = box.left >= -1 && box.right <= innerWidth + 1;
      const down = box.top >= -1 && box.bottom <= innerHeight + 1;
      if ((!inRow && !across) || (!inPanel && !down))
        found.push(`${element.tagName} ${element.dataset.testid ?? element.textContent?.slice(0, 40)}`);
    }
    return found;
  });
}

async function locationShown(page: Page) {
  return page.evaluate(() => {
    const index = window.__tour!.content().index!;
    const location = index.locations.get(window.__tour!.presenter().arrivedAt!)!;
    return {
      payloadId: location.payloadId,
      title: location.title,
      hotspots: location.hotspots.map((hotspot) => hotspot.title),
    };
  });
}

/** Switches the language with the picker, as a visitor does (no page load), and waits for the location again. */
async function switchLanguage(page: Page, locale: string): Promise<void> {
  const arrivedAt = await page.evaluate(() => window.__tour!.presenter().arrivedAt!);
  await page.getByTestId('language.picker').click();
  await page.getByTestId(`language.${locale}`).click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*/${locale}/`));
  await new Tour(page).expectArrivedAt(arrivedAt);
}

// One visit per screen: the checks of a screen follow each other on one page (a showroom's boot is most of what a
// check costs), switching the language as a visitor does; a failed check skips those after it.
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${name} (${viewport.width}x${viewport.height})`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    let tour: Tour;
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
      tour = new Tour(page);
      // A deep link with a query, away from the start: the language switch below must keep both.
      await tour.open('/de/factory/factory-cnc?campaign=fair');
      await tour.expectArrivedAt('factory-cnc');
    });
    test.afterAll(() => page.close());

    const layout = viewport.portrait ? 'portrait' : 'landscape';
    const nothingSticksOut = async () => {
      await expect(page.getByTestId('world-page')).toHaveClass(new RegExp(`world-page--${layout}`));
      await expect(page.locator('body')).toHaveClass(viewport.portrait ? /portrait/ : /^(?!.*portrait).*$/);
      await expect(page.getByTestId('language.picker')).toBeVisible();
      await expect(page.getByTestId('location-title')).toBeVisible();
      expect(await offScreen(page)).toEqual([]);
    };

    test(`de: nothing sticks out of the screen and the layout is ${layout}`, nothingSticksOut);

    test('the picture and what the location offers fill the screen', async () => {
      const shown = await locationShown(page);
      const stage = (await page.getByTestId('stage').boundingBox())!;
      if (viewport.portrait) {
        // SPEC §9: the portrait picture is width / (4/3) high; under it the panel with the title and every hotspot.
        expect(stage.height).toBeCloseTo(viewport.width / (4 / 3), 0);
        const panel = page.getByTestId('location-panel');
        await expect(panel.getByTestId('location-title')).toHaveText(shown.title);
        const listed = await panel.getByTestId('hotspot-list').getByRole('button').allTextContents();
        expect(listed.sort()).toEqual([...shown.hotspots].sort());
        const box = (await panel.boundingBox())!;
        const bar = (await page.getByTestId('navigation-bar').boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(stage.y + stage.height - 1);
        expect(box.y + box.height).toBeLessThanOrEqual(bar.y + 1);
        expect(bar.y + bar.height).toBeCloseTo(viewport.height, 0);
      } else {
        expect(stage.height).toBe(viewport.height);
        await expect(page.getByTestId('location-panel')).toHaveCount(0);
        await expect(page.getByTestId('navigation-bar').getByTestId('breadcrumb')).toBeVisible();
      }
    });

    test('the language picker opens the list and switching keeps the location and the query', async () => {
      const picker = page.getByTestId('language.picker');
      await expect(picker).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId('language.zh')).toBeHidden();
      await picker.click();
      await expect(picker).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId('language.de')).toBeFocused();
      await expect(page.getByTestId('language.zh')).toBeInViewport();
      await page.getByTestId('language.zh').click();
      await expect(page).toHaveURL('/zh/factory/factory-cnc?campaign=fair');
      await tour.expectArrivedAt('factory-cnc');
      await expect(page.getByTestId('location-title')).toHaveText('数控加工');
      await expect(picker).toContainText('zh');
      await picker.click();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('language.de')).toBeHidden();
      await expect(picker).toBeFocused();
    });

    test(`zh: nothing sticks out of the screen and the layout is ${layout}`, nothingSticksOut);

    test(`en: nothing sticks out of the screen and the layout is ${layout}`, async () => {
      await switchLanguage(page, 'en');
      await nothingSticksOut();
    });
  });
}

test.describe('landscape warning', () => {
  test('a landscape window lower than 600 px shows a translated notice, a taller one none', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 500 });
    const tour = new Tour(page);
    await tour.open('/en');
    const warning = page.getByTestId('landscape.warning');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('too short for the landscape view');
    await page.setViewportSize({ width: 900, height: 700 });
    await expect(warning).toHaveCount(0);
    await page.setViewportSize({ width: 500, height: 900 });
    await expect(warning).toHaveCount(0);
    await expect(page.getByTestId('world-page')).toHaveClass(/world-page--portrait/);
  });
});

test.describe('hotspots the picture crops', () => {
  // An ultra-wide wall: the 16:9 picture, fitted to cover 1920x600, loses its top and bottom.
  test.use({ viewport: { width: 1920, height: 600 } });

  test('are hidden from view and focus and stay reachable from the list', async ({ page }) => {
    // Every odd hotspot of the demo moves to the picture's top edge, which the crop cuts off.
    await page.route('**/box-api/api/content-locations?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { hotspots: { id: number; position: { y: number } }[] }[] };
      for (const location of body.data)
        for (const hotspot of location.hotspots) if (hotspot.id % 2 === 1) hotspot.position.y = 0.05;
      await route.fulfill({ response, json: body });
    });
    const tour = new Tour(page);
    await tour.open('/en');
    await expect.poll(() => page.evaluate(() => window.__tour?.presenter().arrivedAt ?? null)).not.toBeNull();
    const { cropped, shown } = await page.evaluate(() => {
      const index = window.__tour!.content().index!;
      const location = index.locations.get(window.__tour!.presenter().arrivedAt!)!;
      return {
        cropped: location.hotspots.filter((hotspot) => hotspot.y < 0.1).map((hotspot) => String(hotspot.id)),
        shown: location.hotspots.filter((hotspot) => hotspot.y >= 0.1).map((hotspot) => String(hotspot.id)),
      };
    });
    expect(cropped.length).toBeGreaterThan(0);
    expect(shown.length).toBeGreaterThan(0);
    const layer = page.getByTestId('hotspot-layer');
    for (const id of cropped) await expect(layer.locator(`[data-hotspot-id="${id}"]`)).toBeHidden();
    for (const id of shown) await expect(layer.locator(`[data-hotspot-id="${id}"]`)).toBeVisible();

    // Tabbing through the page reaches the hotspots on the picture, never a cropped one.
    await page.locator('body').focus();
    const reached = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      reached.add(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.hotspotId ?? ''));
    }
    for (const id of shown) expect(reached).toContain(id);
    for (const id of cropped) expect(reached).not.toContain(id);

    // The list behind "On this picture" has them all, and a cropped one works from there.
    await page.getByTestId('hotspots.open').click();
    const list = page.getByTestId('hotspot-list');
    for (const id of [...cropped, ...shown]) await expect(list.locator(`[data-hotspot-id="${id}"]`)).toBeVisible();
    // 101 is the start's article hotspot, among the cropped ones.
    expect(cropped).toContain('101');
    await list.locator('[data-hotspot-id="101"]').click();
    await expect(list).toBeHidden();
    await expect(page.getByTestId('modal.article')).toBeVisible();
  });
});

test.describe('keyboard and screen readers', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('Tab goes header, hotspots in reading order, arrows, navigation; arrivals are announced', async ({ page }) => {
    // Hotspots ranked against their reading order: the later in the content, the lower on the picture and the
    // higher the priority (drawn on top and appearing first). Focus must still follow the picture, top down.
    await page.route('**/box-api/api/content-locations?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { hotspots: { position: { y: number }; priority: number; categories: unknown[] }[] }[];
      };
      for (const location of body.data)
        location.hotspots.forEach((hotspot, i) => {
          hotspot.position.y = 0.2 + 0.15 * i;
          hotspot.priority = i;
          hotspot.categories = [];
        });
      await route.fulfill({ response, json: body });
    });
    const tour = new Tour(page);
    await tour.open('/en');
    await expect.poll(() => page.evaluate(() => window.__tour?.presenter().arrivedAt ?? null)).not.toBeNull();
    const reading = await page.evaluate(() => {
      const index = window.__tour!.content().index!;
      const location = index.locations.get(window.__tour!.presenter().arrivedAt!)!;
      return [...location.hotspots]
        .sort((a, b) => Math.floor(a.y * 10) - Math.floor(b.y * 10) || a.x - b.x)
        .map((hotspot) => `hotspot:${hotspot.id}`);
    });
    await page.locator('body').focus();
    const order: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      order.push(
        await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
          if (!name.trim()) return 'UNLABELLED';
          return element.dataset.hotspotId ? `hotspot:${element.dataset.hotspotId}` : (element.dataset.testid ?? '');
        }),
      );
    }
    expect(order.slice(0, 1 + reading.length + 2)).toEqual([
      'language.picker',
      ...reading,
      'nav.arrow.prev',
      'nav.arrow.next',
    ]);
    expect(order).not.toContain('UNLABELLED');

    await page.getByTestId('station.factory-cnc').click();
    await tour.expectArrivedAt('factory-cnc');
    await expect(page.getByTestId('location-announcer')).toHaveText('You are now at CNC machining, Factory.');
  });
});

test.describe('header components', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('the header shows what the world configures, and the navigation bar does not repeat it', async ({ page }) => {
    await page.route('**/box-api/api/worlds?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { header_components: string[] }[] };
      for (const world of body.data) world.header_components = ['breadcrumb', 'clock'];
      await route.fulfill({ response, json: body });
    });
    const tour = new Tour(page);
    await tour.open('/en');
    await expect.poll(() => page.evaluate(() => window.__tour?.presenter().arrivedAt ?? null)).not.toBeNull();
    const header = page.getByTestId('world-header');
    await expect(header.getByTestId('breadcrumb')).toBeVisible();
    await expect(page.getByTestId('navigation-bar').getByTestId('breadcrumb')).toHaveCount(0);
    await expect(header.getByTestId('world-logo')).toHaveCount(0);
    await expect(page.getByTestId('language.picker')).toHaveCount(0);
    await expect(header.getByTestId('location-title')).toBeVisible();
  });
});

test.describe('breadcrumb and shortcuts', () => {
  test.use({ viewport: { width: 1366, height: 1024 } });

  test('breadcrumb entries lead to the world start and the group; a shortcut leads into its world', async ({
    page,
  }) => {
    const tour = new Tour(page);
    await tour.open('/en/factory/factory-robotics');
    await tour.expectArrivedAt('factory-robotics');
    const breadcrumb = page.getByTestId('navigation-bar').getByTestId('breadcrumb');
    await expect(breadcrumb.getByTestId('breadcrumb.world')).toHaveAttribute('href', '/en/factory/factory-entrance');
    await breadcrumb.getByTestId('breadcrumb.group').click();
    await tour.expectArrivedAt('factory-hall');
    await breadcrumb.getByTestId('breadcrumb.world').click();
    await tour.expectArrivedAt('factory-entrance');
    // The Innovation Lab is protected: its shortcut goes through the access check and asks for the code.
    await page.getByTestId('shortcut.innovation-lab').click();
    await expect(page.getByTestId('access-dialog')).toBeVisible();
  });
});
