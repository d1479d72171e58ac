import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Tour } from './fixtures/tour.ts';

const LOCALES = ['de', 'en', 'fr', 'it', 'es', 'pl', 'cs', 'zh', 'en-US', 'es-MX'];

interface WireWorld {
  slug: string;
  default: boolean;
  start_location_id: string;
}
interface WireLocation {
  payloadId: string;
  slug: string;
  title: string;
  world: { slug: string };
}

async function collection<T>(request: APIRequestContext, path: string, locale: string): Promise<T[]> {
  const response = await request.get(`/box-api/api/${path}?locale=${locale}&pagination[pageSize]=100`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T[]; meta: { pagination: { pageCount: number } } };
  expect(body.meta.pagination.pageCount).toBeLessThanOrEqual(1);
  return body.data;
}

async function demoStart(request: APIRequestContext, locale = 'de') {
  const worlds = await collection<WireWorld>(request, 'worlds', locale);
  const world = worlds.find((candidate) => candidate.default) ?? worlds[0];
  if (!world) throw new Error('the demo has no world');
  const locations = await collection<WireLocation>(request, 'content-locations', locale);
  const start = locations.find((location) => location.payloadId === world.start_location_id);
  if (!start) throw new Error('the default world has no start location');
  const other = locations.find((location) => location.world.slug === world.slug && location !== start);
  if (!other) throw new Error('the default world has a single location');
  return { world, start, other, locations };
}

// What an address lands on: one document load per address, all on one page, one after the other (a page.goto in a
// used page costs half a new page's boot). Nothing here leaves cookies, storage or routes behind for the next
// address. Mode 'default': a failed test does not skip the others, the next one runs on a fresh page.
test.describe(() => {
  test.describe.configure({ mode: 'default' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
  });
  test.afterAll(() => page.close());

  test('the root address lands on the start location in German with its picture on the canvas', async ({ request }) => {
    const { world, start } = await demoStart(request);
    const tour = new Tour(page);
    await tour.open('/');
    await expect(page).toHaveURL(`/de/${world.slug}/${start.slug}`);
    await tour.expectArrivedAt(start.payloadId);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByTestId('location-title')).toHaveText(start.title);
    await tour.expectCanvasShowsLocation(start.payloadId);
  });

  for (const locale of LOCALES) {
    test(`/${locale} lands on the start location`, async ({ request }) => {
      const { world, start } = await demoStart(request);
      const tour = new Tour(page);
      await tour.open(`/${locale}`);
      await expect(page).toHaveURL(`/${locale}/${world.slug}/${start.slug}`);
      await tour.expectArrivedAt(start.payloadId);
      await page.getByTestId('language.picker').click();
      await expect(page.getByTestId(`language.${locale}`)).toHaveAttribute('aria-current', 'true');
    });
  }

  test('the canvas shows the location picture, not a blank or another picture', async ({ request }) => {
    const { world, other } = await demoStart(request);
    const tour = new Tour(page);
    await tour.open(`/de/${world.slug}/${other.slug}`);
    await tour.expectArrivedAt(other.payloadId);
    await tour.expectCanvasShowsLocation(other.payloadId);
  });

  test('the language switch keeps the location', async ({ request }) => {
    const { world, other } = await demoStart(request);
    const english = (await collection<WireLocation>(request, 'content-locations', 'en')).find(
      (location) => location.payloadId === other.payloadId,
    );
    const tour = new Tour(page);
    await tour.open(`/de/${world.slug}/${other.slug}`);
    await tour.expectArrivedAt(other.payloadId);
    await page.getByTestId('language.picker').click();
    await expect(page.getByTestId('language.en')).toHaveAttribute('href', `/en/${world.slug}/${other.slug}`);
    await page.getByTestId('language.en').click();
    await expect(page).toHaveURL(`/en/${world.slug}/${other.slug}`);
    await tour.expectArrivedAt(other.payloadId);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByTestId('location-title')).toHaveText(english?.title ?? '');
  });

  test('an unknown path shows the 404 screen with a link home', async () => {
    await page.goto('/en/no-such-world/nowhere');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the start page' }).click();
    await expect(page).toHaveURL(/\/en\/[^/]+\/[^/]+$/);
    await page.goto('/xx/whatever');
    await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
  });
});

test('/box-api/api/worlds?locale=de answers in the shape of Strapi 5', async ({ request }) => {
  const response = await request.get('/box-api/api/worlds?locale=de');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as {
    data: { id: number; documentId: string; locale: string; slug: string }[];
    meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
  };
  expect(body.data.length).toBeGreaterThan(0);
  for (const world of body.data) {
    expect(world).toMatchObject({ id: expect.any(Number), documentId: expect.any(String), locale: 'de' });
    expect(world).not.toHaveProperty('attributes');
  }
  expect(body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: body.data.length });
  const missing = await request.get('/box-api/api/nothing-here');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ data: null, error: { status: 404, name: 'NotFoundError' } });
});

test('a failed content load shows a message with a retry, and the retry loads the showroom', async ({
  page,
  request,
}) => {
  const { start } = await demoStart(request);
  await page.route('**/box-api/api/content-locations**', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/de');
  await expect(page.getByTestId('load-failed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Der Showroom konnte nicht geladen werden.' })).toBeVisible();
  await page.unroute('**/box-api/api/content-locations**');
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await new Tour(page).expectArrivedAt(start.payloadId);
});

test('a missing default world is named in a persistent danger notification', async ({ page }) => {
  await page.route('**/box-api/api/app-setting**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, default_world: null } } });
  });
  await page.route('**/box-api/api/worlds**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown>[] };
    await route.fulfill({
      response,
      json: { ...body, data: body.data.map((world) => ({ ...world, default: false })) },
    });
  });
  await page.goto('/en');
  const notice = page.getByTestId('notifications.top-center').getByRole('alert');
  await expect(notice).toHaveText(/No default world is set\./);
  await page.waitForTimeout(3500);
  await expect(notice).toBeVisible();
});
