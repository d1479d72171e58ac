import { expect, test, type Page } from '@playwright/test';
import { startOwnServer } from './fixtures/own-server.ts';
import { DEMO_USER, LAB_CODE, portalInto } from './fixtures/portals.ts';
import { Tour } from './fixtures/tour.ts';

async function failLogin(page: Page, identifier = DEMO_USER.identifier): Promise<void> {
  await page.getByLabel('Username or email').fill(identifier);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Both boxes, with `below` entirely under `above`. */
async function boxes(page: Page, above: string, below: string) {
  const a = await page.locator(above).boundingBox();
  const b = await page.locator(below).boundingBox();
  if (!a || !b) throw new Error(`${above} or ${below} is not shown`);
  return { above: a, below: b };
}

/** Every element of `selector` lies inside the viewport. */
async function expectInViewport(page: Page, selector: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const outside = await page.locator(selector).evaluateAll(
    (elements, size) =>
      elements
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(
          ({ box }) =>
            box.width === 0 || box.left < 0 || box.top < 0 || box.right > size.width || box.bottom > size.height,
        )
        .map(({ element, box }) => `${element.outerHTML.slice(0, 80)} at ${JSON.stringify(box)}`),
    viewport,
  );
  expect(outside).toEqual([]);
}

// The login page's notifications and progress bar, on one visit of the login page: the first test leaves it with
// nothing shown, and the second, which ends signed in, comes last. Mode 'default': a failed test does not skip the
// other, which then runs on a fresh page.
test.describe(() => {
  test.describe.configure({ mode: 'default' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await page.goto('/en/login');
  });
  test.afterAll(() => page.close());

  test('a notification appears, is held while the pointer is on it, and goes after its timeout', async () => {
    await failLogin(page);
    const notification = page.getByTestId('notification');
    await expect(notification).toHaveText('Invalid identifier or password');
    await expect(notification).toHaveAttribute('data-status', 'danger');
    await expect(notification).toHaveRole('alert');
    // What the visitor typed stays.
    await expect(page.getByLabel('Username or email')).toHaveValue(DEMO_USER.identifier);
    await expect(page.getByLabel('Password')).toHaveValue('wrong password');
    // Held while pointed at, for longer than its 3000 ms.
    await notification.hover();
    await page.waitForTimeout(3500);
    await expect(notification).toBeVisible();
    // Let go, the rest of its time runs out.
    await page.mouse.move(5, 5);
    await expect(notification).toHaveCount(0, { timeout: 4000 });
    // Not held: gone after 3000 ms, not before.
    await failLogin(page);
    await expect(notification).toBeVisible();
    await page.waitForTimeout(2500);
    await expect(notification).toBeVisible();
    await expect(notification).toHaveCount(0, { timeout: 2000 });
  });

  test('the progress bar shows while a slow call runs, completes, and turns failed when a call errors', async () => {
    const progress = page.getByTestId('progress');
    await expect(progress).toHaveAttribute('data-state', 'idle');
    const held: (() => void)[] = [];
    await page.route('**/box-api/api/auth/local', async (route) => {
      await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });
    const releaseCall = async () => {
      await expect.poll(() => held.length).toBe(1);
      held.shift()!();
    };

    await failLogin(page);
    const bar = page.getByRole('progressbar', { name: 'Loading' });
    await expect(bar).toHaveAttribute('data-state', 'running');
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    await releaseCall();
    // The server says no (400): the call failed.
    await expect(page.getByRole('progressbar', { name: 'Loading failed' })).toHaveAttribute('data-state', 'failed');
    await expect(progress).toHaveAttribute('data-state', 'idle', { timeout: 5000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    // Every state the bar goes through from here.
    await progress.evaluate((element) => {
      const states: string[] = [];
      (window as { __states?: string[] }).__states = states;
      new MutationObserver(() => states.push(element.dataset.state ?? '')).observe(element, {
        attributeFilter: ['data-state'],
      });
    });
    await page.getByLabel('Password').fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(bar).toHaveAttribute('data-state', 'running');
    await releaseCall();
    await expect(progress).toHaveAttribute('data-state', 'idle');
    // The login call completes; the content its rights open loads after it (calls of their own), and nothing fails.
    const states = (await page.evaluate(() => (window as { __states?: string[] }).__states))!;
    expect(states.slice(0, 3)).toEqual(['waiting', 'running', 'done']);
    expect(states.at(-1)).toBe('idle');
    expect(states).not.toContain('failed');
  });
});

test('the staging host shows a persistent danger notice on top, its CMS html sanitised; close-all closes every one', async ({
  page,
  baseURL,
}) => {
  // Chromium resolves every *.localhost name to this machine: the same server, under a staging host name.
  const staging = baseURL!.replace('127.0.0.1', 'staging.localhost');
  await page.route('**/box-api/api/ui-translation**', async (route) => {
    // Fetched from Node, which does not resolve *.localhost: by the address the name stands for.
    const response = await route.fetch({ url: route.request().url().replace(staging, baseURL!) });
    const body = (await response.json()) as { data: { items: { key: string; value: string }[] } };
    const html =
      'Staging system. <a href="https://showroom.example.com/">Go live</a>' +
      '<img src="x" onerror="window.__hacked = 1"><script>window.__hacked = 2</script>';
    body.data.items = [
      ...body.data.items.filter((item) => item.key !== 'info__on_staging'),
      { key: 'info__on_staging', value: html },
    ];
    await route.fulfill({ response, json: body });
  });
  await page.goto(`${staging}/en/login`);
  const notice = page.getByTestId('notifications.top-center').getByTestId('notification');
  await expect(notice).toHaveText('Staging system. Go live');
  await expect(notice).toHaveAttribute('data-status', 'danger');
  await expect(notice.getByRole('link', { name: 'Go live' })).toHaveAttribute('href', 'https://showroom.example.com/');
  // The image is harmless once its handler is gone; the script is gone.
  await expect(notice.locator('img')).toHaveCount(1);
  await expect(notice.locator('script, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();

  const closeAll = page.getByTestId('notifications.close-all');
  await expect(closeAll).toHaveCount(0);
  await failLogin(page);
  const error = page.getByTestId('notifications.bottom-center').getByTestId('notification');
  await expect(error).toHaveText('Invalid identifier or password');
  await expect(closeAll).toHaveText('Close all (2)');
  // The staging notice is persistent; the error lasts its 3000 ms.
  await page.waitForTimeout(3500);
  await expect(notice).toBeVisible();
  await expect(error).toHaveCount(0);
  await expect(closeAll).toHaveCount(0);

  await failLogin(page);
  await expect(closeAll).toBeVisible();
  await closeAll.click();
  await expect(page.getByTestId('notification')).toHaveCount(0);
  await expect(closeAll).toHaveCount(0);
});

test("a 429 from the server's rate limit is told in German over the code dialog, and the code typed stays", async ({
  page,
}) => {
  // The real limit (10 unlock calls a minute per client), used up on a server of this test's own.
  const server = await startOwnServer();
  try {
    await page.goto(`${server.url}/de`);
    await expect.poll(() => page.evaluate(() => window.__tour?.scene.backgroundReady ?? null)).not.toBeNull();
    const portal = await portalInto(page, 'password');
    await page.goto(`${server.url}/de/${portal.from.world}/${portal.from.slug}`);
    await new Tour(page).expectArrivedAt(portal.from.payloadId);
    await page.locator(`[data-hotspot-id="${portal.hotspotId}"]`).click();
    const dialog = page.getByTestId('access-dialog');
    await expect(dialog).toBeVisible();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await page.request.post(`${server.url}/box-api/api/worlds/${portal.world.slug}/unlock`, {
        data: { password: 'guess' },
      });
      expect(answer.status()).toBe(400);
    }
    await dialog.getByTestId('access.code').fill(LAB_CODE);
    await dialog.getByRole('button', { name: 'Entsperren' }).click();
    const notification = page.getByTestId('notification');
    await expect(notification).toHaveText(
      'Sie senden zu viele Anfragen an den Server. Der Zugriff bleibt für kurze Zeit gesperrt.',
    );
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('access.code')).toHaveValue(LAB_CODE);
    await expect(dialog.getByTestId('access.error')).toHaveCount(0);
    // Above the dialog's backdrop and not inert: it can be read and closed.
    await notification.getByRole('button', { name: 'Benachrichtigung schließen' }).click();
    await expect(notification).toHaveCount(0);
  } finally {
    await server.close();
  }
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1920, height: 1080 },
]) {
  test(`at ${viewport.width}x${viewport.height} the updater view names the product, what loads and how far; a notice stays clear of the navigation bar`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    // The locations (of the locale and of de) are held until the view has been looked at.
    const held: (() => void)[] = [];
    let holding = true;
    await page.route('**/box-api/api/content-locations**', async (route) => {
      if (holding) await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });
    await page.goto('/en');
    const view = page.getByTestId('loading-view');
    await expect(view).toBeVisible();
    await expect(view).toContainText('Virtual Factory');
    await expect(view.getByRole('heading', { name: 'Loading the showroom…' })).toBeVisible();
    await expect(view.getByTestId('loading-view.strings')).toContainText('Interface language done');
    await expect(view.getByTestId('loading-view.content')).toContainText('Worlds and locations loading');
    const meter = view.getByRole('progressbar', { name: 'Loading the showroom…' });
    await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(Number(await meter.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await expectInViewport(page, '[data-testid="loading-view"] :is(svg, span, h1, li, [role="progressbar"])');
    holding = false;
    held.forEach((release) => release());
    await expect(page.getByTestId('world-page')).toBeVisible();
    await expect(view).toHaveCount(0);

    await context.setOffline(true);
    const notice = page.getByTestId('notification');
    await expect(notice).toHaveText('No internet connection');
    await expect(notice).toHaveAttribute('data-status', 'warning');
    await expectInViewport(page, '[data-testid="notification"]');
    const { above, below } = await boxes(page, '[data-testid="notification"]', '[data-testid="navigation-bar"]');
    expect(above.y + above.height).toBeLessThanOrEqual(below.y);
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
  });
}
