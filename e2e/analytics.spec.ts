import { expect, test, type Page, type Request } from '@playwright/test';
import { ContactForm } from './fixtures/contact.ts';
import { failOnPageErrors } from './fixtures/page-errors.ts';
import { CONTAINER, startTagManagerServer } from './fixtures/tag-manager-server.ts';
import { Tour } from './fixtures/tour.ts';

// Issue 13, point 6: the tag manager container under the CSP, SPEC §9's events in the data layer, .cn suppression.

const TAG_MANAGER = 'https://www.googletagmanager.com/';
/** The demo's entrance (an article hotspot) and lobby (an open-media hotspot: video, clip, two images). */
const ENTRANCE = { path: '/en/factory/factory-entrance', payloadId: 'factory-entrance', article: 101 };
const LOBBY = { path: '/en/factory/factory-lobby', payloadId: 'factory-lobby', media: 204 };

failOnPageErrors();

type Entry = Record<string, unknown> & { event: string };
const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Entry[]);
const entries = async (page: Page, event: string) => (await dataLayer(page)).filter((entry) => entry.event === event);

/** Records CSP violations in the page from its first script on. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __csp?: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as { __csp?: string[] }).__csp ?? []);
}

/** A fake container: answers gtm.js and notes which id the page asked for. */
async function fakeTagManager(page: Page): Promise<Request[]> {
  const asked: Request[] = [];
  await page.route(`${TAG_MANAGER}gtm.js**`, (route) => {
    asked.push(route.request());
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__container = new URL(document.currentScript.src).searchParams.get("id");',
    });
  });
  return asked;
}

test.describe('with a container configured', () => {
  let server: Awaited<ReturnType<typeof startTagManagerServer>>;
  test.beforeAll(async () => {
    server = await startTagManagerServer();
  });
  test.afterAll(async () => {
    await server.close();
  });

  test('the container loads with its id as a script under the CSP, without inline code or violations', async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    const asked = await fakeTagManager(page);
    const response = await page.goto(`${server.url}/en/login`);
    const csp = response!.headers()['content-security-policy']!;
    const scripts = csp.split(/;\s*/).find((directive) => directive.startsWith('script-src '));
    expect(scripts).toBe("script-src 'self' https://www.googletagmanager.com");
    await expect.poll(() => page.evaluate(() => (window as { __container?: string }).__container)).toBe(CONTAINER);
    expect(asked.map((request) => request.url())).toEqual([`${TAG_MANAGER}gtm.js?id=${CONTAINER}`]);
    await expect(page.locator(`script[src="${TAG_MANAGER}gtm.js?id=${CONTAINER}"]`)).toHaveCount(1);
    expect(await entries(page, 'gtm.js')).toEqual([{ event: 'gtm.js', 'gtm.start': expect.any(Number) }]);
    expect(await violations()).toEqual([]);
  });

  test('a host ending in .cn loads no container and pushes nothing', async ({ page }) => {
    const host = `http://showroom.example.cn:${server.port}`;
    // The .cn name is not in any DNS: its requests go to the server by its address.
    await page.route(`${host}/**`, async (route) =>
      route.fulfill({ response: await route.fetch({ url: route.request().url().replace(host, server.url) }) }),
    );
    const asked = await fakeTagManager(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${host}/en/login`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // The settings are in (the page shows), so the container would have been asked for by now.
    await expect.poll(() => requests.some((url) => url.endsWith('/app-settings.json'))).toBe(true);
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
    expect(requests.filter((url) => url.startsWith(TAG_MANAGER))).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  });
});

test('without a container no request leaves for the tag manager', async ({ page }) => {
  const violations = await recordCspViolations(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const tour = new Tour(page);
  await tour.open(ENTRANCE.path);
  await tour.expectArrivedAt(ENTRANCE.payloadId);
  expect(requests.filter((url) => url.includes('googletagmanager'))).toEqual([]);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(await violations()).toEqual([]);
});

test('the ten SPEC §9 events reach the data layer after real taps', async ({ page }) => {
  const tour = new Tour(page);
  await tour.open(ENTRANCE.path);
  await tour.expectArrivedAt(ENTRANCE.payloadId);
  expect(await entries(page, 'location reached')).toEqual([
    { event: 'location reached', location: ENTRANCE.payloadId, title: expect.any(String) },
  ]);
  expect(await entries(page, 'current world')).toEqual([{ event: 'current world', world: 'factory' }]);
  const [total] = await entries(page, 'location total');
  expect(total!.total).toBeGreaterThan(1);

  // A hotspot opens an article: content opened (the tap), content viewed (the modal).
  await page.locator(`[data-hotspot-id="${ENTRANCE.article}"]:visible`).click();
  const article = page.getByTestId('modal.article');
  await expect(article).toBeVisible();
  expect(await entries(page, 'content opened')).toEqual([
    { event: 'content opened', type: 'open-article', title: expect.any(String) },
  ]);
  expect(await entries(page, 'content viewed')).toEqual([
    { event: 'content viewed', kind: 'article', id: expect.any(Number), title: expect.any(String) },
  ]);
  // Its action button: button click action.
  const button = article.getByTestId('content.action').first();
  await button.click();
  const [click] = await entries(page, 'button click action');
  expect((click!.actions as string[]).length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // The contacts sidebar (contact), its form (contact form) and a stored submission (contact form sent).
  const contact = new ContactForm(page);
  await contact.openFromSidebar('Contact form');
  expect(await entries(page, 'contact')).toEqual([{ event: 'contact', side: 'right' }]);
  expect(await entries(page, 'contact form')).toEqual([{ event: 'contact form', subject: '' }]);
  await contact.fill({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@engines.example',
    message: `Analytics e2e ${Date.now()}`,
  });
  await contact.submit.click();
  await expect
    .poll(() => entries(page, 'contact form sent'), { timeout: 15_000 })
    .toEqual([{ event: 'contact form sent' }]);
});

test('media opened from a hotspot report their type', async ({ page }) => {
  const tour = new Tour(page);
  await tour.open(LOBBY.path);
  await tour.expectArrivedAt(LOBBY.payloadId);
  await page.locator(`[data-hotspot-id="${LOBBY.media}"]:visible`).click();
  await expect(page.getByTestId('lightbox')).toBeVisible();
  expect(await entries(page, 'content viewed')).toEqual([{ event: 'content viewed', kind: 'lightbox', count: 4 }]);
  const [first] = await entries(page, 'media type');
  expect(first).toEqual({
    event: 'media type',
    type: expect.stringMatching(/^(video|image)\//),
    name: expect.any(String),
  });
});
