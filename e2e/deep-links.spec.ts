import { expect, test, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
import { failOnPageErrors, pageErrorsOf } from './fixtures/page-errors.ts';
import { Tour } from './fixtures/tour.ts';

// SPEC §2: after the world page mounts and a 1-second delay, ?article= (with title), ?dashboard= and ?iframe= open
// their item; the address says what is open and nothing else (docs/architecture.md, "Deep links").

const LOCALE = 'en';

interface WireItem {
  id: number;
  label: string;
  action: string;
  action_target: { id: number | null; payloadId: string | null; url: string | null } | null;
}
interface WireLocation {
  payloadId: string;
  slug: string;
  world: { slug: string };
  hotspots: { id: number; __component: string; action_target: WireItem['action_target'] }[];
}

async function collection<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(`/box-api/api/${path}?locale=${LOCALE}&pagination[pageSize]=100`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T[] }).data;
}

/** What the tests open, found in the demo content: the default world's start and items by id. */
async function demo(request: APIRequestContext) {
  const worlds = await collection<{ slug: string; default: boolean; start_location_id: string }>(request, 'worlds');
  const world = worlds.find((candidate) => candidate.default)!;
  const locations = await collection<WireLocation>(request, 'content-locations');
  const start = locations.find((location) => location.payloadId === world.start_location_id)!;
  const articles = await collection<{ id: number; title: string }>(request, 'articles');
  const dashboards = await collection<{ id: number; title: string }>(request, 'dashboards');
  const menus = await collection<{ items: WireItem[] }>(request, 'menus');
  const links = menus.flatMap((menu) => menu.items).filter((item) => item.action === 'open-link');
  // Menu items come first among frame links: an https one is what ?iframe= names by its id.
  const frame = links.find((item) => item.action_target?.url?.startsWith('https://'))!;
  const plainHttp = links.find((item) => item.action_target?.url?.startsWith('http://'))!;
  const articleHotspot = start.hotspots.find((hotspot) => hotspot.__component.endsWith('open-article'))!;
  const navigation = start.hotspots.find((hotspot) => hotspot.__component.endsWith('navigation'))!;
  const next = locations.find((location) => location.payloadId === navigation.action_target?.payloadId)!;
  return {
    base: `/${LOCALE}/${world.slug}/${start.slug}`,
    start: start.payloadId,
    article: articles.at(-1)!,
    dashboard: dashboards.at(-1)!,
    missingArticle: Math.max(...articles.map((article) => article.id)) + 1000,
    frame: { id: frame.id, label: frame.label, url: frame.action_target!.url! },
    plainHttp: plainHttp.id,
    hotspot: {
      id: articleHotspot.id,
      article: articles.find((article) => article.id === articleHotspot.action_target?.id)!,
    },
    navigation: { id: navigation.id, to: next.payloadId, path: `/${LOCALE}/${next.world.slug}/${next.slug}` },
  };
}

/** The address's query for an open article, as the app writes it. */
const articleQuery = (article: { id: number; title: string }, before = '') =>
  `?${new URLSearchParams([...new URLSearchParams(before), ['article', String(article.id)], ['title', article.title]])}`;

// With a clock of its own, or routes: on pages of their own.
test.describe(() => {
  failOnPageErrors();

  test('?article= opens the article one second after the page mounts, and the address keeps it with its title', async ({
    page,
    request,
  }) => {
    const { base, start, article } = await demo(request);
    // The page's clock stands still from the start: only runFor moves it, so the delay is measured exactly.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto(`${base}?article=${article.id}`);
    await expect(page.getByTestId('world-page')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.__tour?.presenter().current)).toBe(start);
    const dialog = page.getByTestId('modal.article');
    await page.clock.runFor(999);
    // Given the time to open it would take if it were due, nothing opens before the second is over: no dialog, and
    // the address as it came (the check writes the title in the same update as it opens the article).
    await page.waitForTimeout(1500);
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(`${base}?article=${article.id}`);
    await page.clock.runFor(1);
    await expect(page).toHaveURL(`${base}${articleQuery(article)}`);
    // React reveals the lazily loaded dialog on a timer of its own: let time flow again.
    await page.clock.resume();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(article.title);
    await expect(page).toHaveURL(`${base}${articleQuery(article)}`);
  });

  test('?iframe= shows the menu link in a sandboxed frame with a close button', async ({ page, request }) => {
    const { base, frame } = await demo(request);
    await page.route(`${new URL(frame.url).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><h1>Framed page</h1>' }),
    );
    // The demo's site is not on this machine, so the server's look at its headers could only find it unreachable;
    // the frame check itself is e2e/frames.spec.ts's, against a real local site.
    await page.route('**/frame-check?**', (route) => route.fulfill({ json: { frameable: true, reason: 'ok' } }));
    await page.goto(`${base}?iframe=${frame.id}`);
    const dialog = page.getByTestId('modal.iframe');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(frame.label);
    const iframe = dialog.getByTestId('iframe.frame');
    await expect(iframe).toHaveAttribute('src', frame.url);
    await expect(iframe).toHaveAttribute('title', frame.label);
    const sandbox = ((await iframe.getAttribute('sandbox')) ?? '').split(' ');
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox.some((token) => token.startsWith('allow-top-navigation'))).toBe(false);
    await expect(page.frameLocator('[data-testid="iframe.frame"]').getByRole('heading')).toHaveText('Framed page');
    await expect(page).toHaveURL(`${base}?iframe=${frame.id}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(base);
  });
});

// The other addresses, each loaded in turn on one page (a page.goto in a used page costs half a new page's boot):
// none of them leaves cookies, storage or routes behind. Mode 'default': a failed test does not skip the others,
// the next one runs on a fresh page.
test.describe(() => {
  test.describe.configure({ mode: 'default' });
  let page: Page;
  let errors: { take: () => string[] };
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    errors = pageErrorsOf(page);
  });
  test.afterAll(() => page.close());
  test.afterEach(() => {
    expect(errors.take(), 'no page error').toEqual([]);
  });

  test('?dashboard= opens the dashboard; closing it removes the parameter', async ({ request }) => {
    const { base, dashboard } = await demo(request);
    await page.goto(`${base}?dashboard=0${dashboard.id}`);
    const dialog = page.getByTestId('modal.dashboard');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(dashboard.title);
    // Written back in canonical form.
    await expect(page).toHaveURL(`${base}?dashboard=${dashboard.id}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(base);
  });

  test('invalid or missing items open nothing, raise no error and leave the address', async ({ request }) => {
    const { base, missingArticle, plainHttp } = await demo(request);
    const warnings: string[] = [];
    const listen = (message: ConsoleMessage) => {
      if (message.type() === 'warning') warnings.push(message.text());
    };
    page.on('console', listen);
    for (const query of [
      'article=-1',
      'article=1.5',
      'dashboard=abc',
      'iframe=1e3',
      'dashboard=',
      `article=${missingArticle}`,
      // An http link: the frame may show https pages only.
      `iframe=${plainHttp}`,
    ]) {
      await page.goto(`${base}?${query}`);
      await expect(page.getByTestId('world-page')).toBeVisible();
      // The check has run once the parameter is gone; nothing opened, or the address would name it.
      await expect(page, query).toHaveURL(base);
      await page.waitForTimeout(300);
      await expect(page.locator('[data-testid^="modal."]'), query).toHaveCount(0);
    }
    expect(warnings.filter((text) => text.includes('ignored: no such item'))).toEqual([
      `Deep link to article ${missingArticle} ignored: no such item`,
      `Deep link to iframe ${plainHttp} ignored: no such item`,
    ]);
    page.off('console', listen);
  });

  test('after closing and moving on, no deep-link parameter is left; other parameters stay', async ({ request }) => {
    const { base, start, article, navigation } = await demo(request);
    const tour = new Tour(page);
    await tour.open(`${base}?kiosk=wall&article=${article.id}`);
    await tour.expectArrivedAt(start);
    const dialog = page.getByTestId('modal.article');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${base}${articleQuery(article, 'kiosk=wall')}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(`${base}?kiosk=wall`);
    await page.locator(`[data-hotspot-id="${navigation.id}"]`).click();
    await tour.expectArrivedAt(navigation.to);
    await expect(page).toHaveURL(`${navigation.path}?kiosk=wall`);
  });

  test('an article opened from a hotspot adds the parameter, and closing removes it', async ({ request }) => {
    const { base, start, hotspot } = await demo(request);
    const tour = new Tour(page);
    await tour.open(base);
    await tour.expectArrivedAt(start);
    await page.locator(`[data-hotspot-id="${hotspot.id}"]`).click();
    const dialog = page.getByTestId('modal.article');
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(hotspot.article.title);
    await expect(page).toHaveURL(`${base}${articleQuery(hotspot.article)}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(base);
    // Reloading the address with the parameter reopens the article (SPEC §2 "the item reopens").
    await page.goto(`${base}${articleQuery(hotspot.article)}`);
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(hotspot.article.title);
  });
});
