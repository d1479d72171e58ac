import { expect, test, type Page } from '@playwright/test';
import { Tour } from './fixtures/tour.ts';

// Issue 31, point 1: a hotspot says what it does (its accessible name: the visible label, then the kind, in the
// visitor's language), and its kind shows by a shape of its own, not by the marker's colour alone.

/** The lobby's hotspots and the service gate's, with the names a screen reader reads, per language. */
const NAMES = {
  en: [
    'VF-800 machining centre, opens an article',
    'Data sheets, opens a list of documents',
    'Into the hall, goes to a location',
    'Corporate film, opens a gallery',
    'Enter the service centre, goes to another world',
  ],
  de: [
    'VF-800 Bearbeitungszentrum, öffnet einen Artikel',
    'Datenblätter, öffnet eine Liste von Dokumenten',
    'Blick in die Halle, führt zu einem Ort',
    'Imagefilm, öffnet eine Galerie',
    'Service-Center betreten, führt in eine andere Welt',
  ],
  zh: [
    'VF-800 加工中心，打开文章',
    '产品数据表，打开文档列表',
    '进入车间，前往一个地点',
    '企业宣传片，打开图库',
    '进入服务中心，前往另一个世界',
  ],
} as const;

/** The shape drawn in each hotspot's marker on the picture, by its kind: the path and whether it is seen. */
async function shapes(page: Page): Promise<{ kind: string; icon: string; path: string; seen: boolean }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="hotspot-layer"] [data-hotspot-key]')].map((button) => {
      const icon = button.querySelector<SVGElement>('.hotspot__marker svg');
      const box = icon?.getBoundingClientRect();
      return {
        kind: button.dataset.kind ?? '',
        icon: icon?.dataset.icon ?? '',
        path: icon?.querySelector('path')?.getAttribute('d') ?? '',
        seen: !!box && box.width >= 16 && box.height >= 16 && icon!.checkVisibility({ opacityProperty: true }),
      };
    }),
  );
}

for (const locale of ['en', 'de', 'zh'] as const) {
  test(`${locale}: hotspots on the picture and in the list say what they do, the label first`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 1024 });
    const tour = new Tour(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await tour.open(`/${locale}/factory/factory-lobby`);
    await tour.expectArrivedAt('factory-lobby');
    const [article, documents, hall, film, service] = NAMES[locale];
    const layer = page.getByTestId('hotspot-layer');
    for (const name of [article, documents, hall, film])
      await expect(layer.getByRole('button', { name, exact: true })).toBeVisible();
    // The list behind "On this picture" names them alike.
    await page.getByTestId('hotspots.open').click();
    const list = page.getByTestId('hotspot-list');
    for (const name of [article, documents, hall, film])
      await expect(list.getByRole('button', { name, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    // Every name starts with the label a visitor sees (WCAG 2.5.3).
    for (const button of await layer.getByRole('button').all()) {
      const label = (await button.locator('.hotspot__label').textContent())!;
      expect(await button.getAttribute('aria-label')).toMatch(
        new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S? ?\\S`),
      );
    }
    // A move into another world says so.
    await page.evaluate(() => window.__tour!.tap('factory-service-gate'));
    await tour.expectArrivedAt('factory-service-gate');
    await expect(layer.getByRole('button', { name: service, exact: true })).toBeVisible();
  });
}

test('each kind of hotspot shows a shape of its own in its marker, custom markers too', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const tour = new Tour(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await tour.open('/en/factory/factory-entrance');
  await tour.expectArrivedAt('factory-entrance');
  const seen = new Map<string, string>();
  // Locations with every kind the demo's guest tour has: article, dashboard (custom), location (custom), documents,
  // gallery (custom), menu, link (custom), a PDF, a world.
  for (const location of [
    'factory-entrance',
    'factory-lobby',
    'factory-hall',
    'factory-robotics',
    'factory-assembly',
    'factory-cnc',
    'factory-service-gate',
  ]) {
    await page.evaluate((id) => window.__tour!.tap(id), location);
    await tour.expectArrivedAt(location);
    await expect(page.getByTestId('hotspot-layer')).toHaveAttribute('data-location', location);
    // Each hotspot appears after its place in the cascade: looked at once all have.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="hotspot-layer"] [data-hotspot-key]')].every((element) =>
        element.getAnimations().every((animation) => animation.playState !== 'running'),
      ),
    );
    for (const { kind, icon, path, seen: visible } of await shapes(page)) {
      expect(icon, `${location}: the ${kind} hotspot's shape`).toBe(kind);
      expect(visible, `${location}: the ${kind} hotspot's shape is seen`).toBe(true);
      if (seen.has(kind)) expect(seen.get(kind)).toBe(path);
      seen.set(kind, path);
    }
  }
  expect([...seen.keys()].sort()).toEqual(
    ['article', 'dashboard', 'documents', 'gallery', 'link', 'location', 'menu', 'pdf', 'world'].sort(),
  );
  // No two kinds share a shape.
  expect(new Set(seen.values()).size).toBe(seen.size);
});
