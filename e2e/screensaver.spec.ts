import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors } from './fixtures/page-errors.ts';
import { DEMO_USER, LAB_CODE, portalInto } from './fixtures/portals.ts';
import { Tour } from './fixtures/tour.ts';

failOnPageErrors();

/** The demo's idle timeout: the backend's 60 s (it wins over the factory world's 90 s). */
const IDLE_MS = 60_000;

interface WireItem {
  __component: string;
  [key: string]: unknown;
}

const presenter = (page: Page) =>
  page.evaluate(() => {
    const { current, target, arrivedAt } = window.__tour!.presenter();
    return { current, target, arrivedAt };
  });

/** The tour at the default world's start, its picture shown, with the page's clock under the test's control. */
async function openTour(page: Page): Promise<{ tour: Tour; start: string }> {
  await page.clock.install();
  const tour = new Tour(page);
  await tour.open('/en');
  await expect.poll(() => page.evaluate(() => window.__tour?.presenter().arrivedAt ?? null)).not.toBeNull();
  const start = (await presenter(page)).current!;
  await tour.expectArrivedAt(start);
  return { tour, start };
}

/** Serves the demo's screensavers with the showroom playlist's items replaced by `pick(items)`. */
async function servePlaylist(page: Page, pick: (items: WireItem[]) => WireItem[]): Promise<void> {
  await page.route('**/box-api/api/screensavers?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { auto_generated: boolean; media: WireItem[] }[] };
    for (const screensaver of body.data) {
      if (!screensaver.auto_generated) screensaver.media = pick(screensaver.media);
    }
    await route.fulfill({ response, json: body });
  });
}

const kind = (name: string) => (item: WireItem) => item.__component === `screensaver.${name}`;

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('idle for the timeout: the screensaver shows; a touch ends it without tapping what lies under it', async ({
    page,
  }) => {
    const { start } = await openTour(page);
    const screensaver = page.getByTestId('screensaver');
    await page.clock.fastForward(IDLE_MS - 5_000);
    await expect(screensaver).toHaveCount(0);
    await page.clock.fastForward(5_000);
    await expect(screensaver).toBeVisible();
    await expect(screensaver).toHaveAccessibleName('Screensaver');
    // Full screen, above the chrome: the menu button is covered.
    const box = (await screensaver.boundingBox())!;
    expect(box).toEqual({ x: 0, y: 0, width: 1280, height: 720 });
    // The showroom playlist starts with a picture: the tour stays where the visitor left it.
    await expect(screensaver).toHaveAttribute('data-kind', 'image');
    const menuButton = (await page.getByTestId('menu.open').boundingBox())!;
    await page.touchscreen.tap(menuButton.x + menuButton.width / 2, menuButton.y + menuButton.height / 2);
    await expect(screensaver).toHaveCount(0);
    // The touch only woke the showroom: the menu it landed on did not open.
    await page.waitForTimeout(500);
    await expect(page.getByTestId('sidebar.left')).toHaveCount(0);
    expect(await presenter(page)).toEqual({ current: start, target: start, arrivedAt: start });
    // Its timers are gone: nothing moves the tour any more, and the idle time counts afresh.
    await page.clock.fastForward(IDLE_MS - 5_000);
    await expect(screensaver).toHaveCount(0);
    expect((await presenter(page)).target).toBe(start);
  });
});

test('an open modal or sidebar holds the screensaver back', async ({ page }) => {
  await openTour(page);
  const screensaver = page.getByTestId('screensaver');
  await page.getByTestId('menu.open').click();
  await expect(page.getByTestId('sidebar.left')).toBeVisible();
  await page.clock.fastForward(3 * IDLE_MS);
  await expect(screensaver).toHaveCount(0);
  await page.getByTestId('sidebar.left').getByTestId('sidebar.close').click();
  await expect(page.getByTestId('sidebar.left')).toHaveCount(0);
  // A modal: the welcome article of the entrance (the demo's start).
  await page.getByTestId('hotspot-layer').locator('[data-hotspot-id="101"]').click();
  const modal = page.getByTestId('modal.article');
  await expect(modal).toBeVisible();
  await page.clock.fastForward(3 * IDLE_MS);
  await expect(screensaver).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await page.clock.fastForward(IDLE_MS);
  await expect(screensaver).toBeVisible();
});

test('the auto-generated screensaver moves along the next arrows; a touch leaves the tour where it got to', async ({
  page,
}) => {
  // The factory world shows the demo's automatic tour instead of its playlist.
  await page.route('**/box-api/api/worlds?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { slug: string; screensaver: { id: number } | null }[] };
    for (const world of body.data) if (world.slug === 'factory') world.screensaver = { id: 2 };
    await route.fulfill({ response, json: body });
  });
  const { tour, start } = await openTour(page);
  const arrowNext = (payloadId: string) =>
    page.evaluate((id) => window.__tour!.content().index!.locations.get(id)!.arrowNext, payloadId);
  const first = (await arrowNext(start))!;
  const second = (await arrowNext(first))!;
  expect(first).not.toBe(start);
  await page.clock.fastForward(IDLE_MS);
  const screensaver = page.getByTestId('screensaver');
  await expect(screensaver).toHaveAttribute('data-kind', 'auto');
  await page.clock.fastForward(9_000);
  expect((await presenter(page)).target).toBe(start);
  await page.clock.fastForward(1_000);
  await expect.poll(async () => (await presenter(page)).target).toBe(first);
  await tour.expectArrivedAt(first);
  await page.clock.fastForward(10_000);
  await expect.poll(async () => (await presenter(page)).target).toBe(second);
  await tour.expectArrivedAt(second);
  await page.mouse.click(640, 360);
  await expect(screensaver).toHaveCount(0);
  await page.clock.fastForward(20_000);
  expect(await presenter(page)).toEqual({ current: second, target: second, arrivedAt: second });
});

test('a playlist shows its picture for its time, moves to its location and waits there, plays its video to the end', async ({
  page,
}) => {
  await servePlaylist(page, (items) => [
    { ...items.find(kind('image'))!, displayed_time: 7 },
    { ...items.find(kind('location'))!, wait: 4 },
    items.find(kind('video'))!,
  ]);
  const { tour, start } = await openTour(page);
  const location = await page.evaluate(() => {
    const saver = window.__tour!.content().index!.bundle.screensavers.find((s) => !s.autoGenerated)!;
    const item = saver.items[1]!;
    return item.kind === 'location' ? item.payloadId : null;
  });
  expect(location).not.toBeNull();
  expect(location).not.toBe(start);
  const screensaver = page.getByTestId('screensaver');
  await page.clock.fastForward(IDLE_MS);
  await expect(screensaver).toHaveAttribute('data-kind', 'image');
  await expect(screensaver.getByTestId('screensaver.image')).toBeVisible();
  await page.clock.fastForward(6_900);
  await expect(screensaver).toHaveAttribute('data-item', '0');
  await page.clock.fastForward(100);
  // The location item: the tour moves there under the screensaver, and stays `wait` seconds after arriving.
  await expect(screensaver).toHaveAttribute('data-kind', 'location');
  await tour.expectArrivedAt(location!);
  await page.clock.fastForward(3_900);
  await expect(screensaver).toHaveAttribute('data-kind', 'location');
  await page.clock.fastForward(100);
  await expect(screensaver).toHaveAttribute('data-kind', 'video');
  const video = screensaver.getByTestId('screensaver.video');
  await expect(video).toHaveJSProperty('muted', true);
  await expect(video).toHaveJSProperty('loop', false);
  // A paused video goes on.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  // At its end the playlist starts over.
  await expect(screensaver).toHaveAttribute('data-kind', 'image', { timeout: 20_000 });
  await expect(screensaver).toHaveAttribute('data-item', '0');
  // A key ends it; the tour stays where the last location item took it.
  await page.keyboard.press('Space');
  await expect(screensaver).toHaveCount(0);
  expect((await presenter(page)).current).toBe(location);
});

test('a playlist of a single video loops it', async ({ page }) => {
  await servePlaylist(page, (items) => [items.find(kind('video'))!]);
  await openTour(page);
  await page.clock.fastForward(IDLE_MS);
  const screensaver = page.getByTestId('screensaver');
  const video = screensaver.getByTestId('screensaver.video');
  await expect(video).toHaveJSProperty('loop', true);
  const duration = await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        if (v.readyState >= 1) resolve(v.duration);
        else v.addEventListener('loadedmetadata', () => resolve(v.duration), { once: true });
      }),
  );
  // Played past its length, it started over instead of ending.
  await video.evaluate(
    (v: HTMLVideoElement, seconds) =>
      new Promise<void>((resolve) => {
        let last = v.currentTime;
        const check = () => {
          if (v.currentTime < last) resolve();
          last = v.currentTime;
        };
        v.addEventListener('timeupdate', check);
        setTimeout(() => resolve(), seconds * 3000);
      }),
    duration,
  );
  await expect(video).toHaveJSProperty('ended', false);
  await expect(screensaver).toHaveAttribute('data-item', '0');
  await expect(video).toHaveJSProperty('paused', false);
});

test('the screensaver drops the access keys: after it, the password world asks for its code again', async ({
  page,
}) => {
  const { tour } = await openTour(page);
  const portal = await portalInto(page, 'password');
  await page.goto(`/en/${portal.from.world}/${portal.from.slug}`);
  await tour.expectArrivedAt(portal.from.payloadId);
  const hotspot = page.locator(`[data-hotspot-id="${portal.hotspotId}"]`);
  await hotspot.click();
  const dialog = page.getByTestId('access-dialog');
  await dialog.getByTestId('access.code').fill(LAB_CODE);
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  await tour.expectArrivedAt(portal.target);
  // Back out of the world (the key still opens it), then the visitor leaves.
  await page.goto(`/en/${portal.from.world}/${portal.from.slug}`);
  await tour.expectArrivedAt(portal.from.payloadId);
  expect(await page.evaluate(() => sessionStorage.getItem('world-access-keys'))).toContain(portal.world.slug);
  await page.clock.fastForward(IDLE_MS);
  const screensaver = page.getByTestId('screensaver');
  await expect(screensaver).toBeVisible();
  await page.mouse.click(640, 360);
  await expect(screensaver).toHaveCount(0);
  // The next visitor taps the way in: the code is asked again.
  await hotspot.click();
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('world-access-keys'))).toBeNull();
});

test('on a kiosk the screensaver also ends a login: the server revokes the jwt, and the next visitor is a guest', async ({
  page,
}) => {
  // The kiosk setting as `npm run kiosk` serves it; `security.screensaverEndsLogin` is left to its default.
  await page.route('**/app-settings.json', async (route) => {
    const response = await route.fetch();
    const settings = (await response.json()) as { viewers: { kiosk: boolean }; security?: Record<string, unknown> };
    settings.viewers.kiosk = true;
    expect(settings.security?.screensaverEndsLogin).toBeUndefined();
    await route.fulfill({ response, json: settings });
  });
  // A visitor signed in at the kiosk (the token kept as the login page keeps it).
  const signIn = await page.request.post('/box-api/api/auth/local', { data: DEMO_USER });
  expect(signIn.ok()).toBe(true);
  const { jwt, user } = (await signIn.json()) as { jwt: string; user: unknown };
  await page.addInitScript(
    ([token, who]) => {
      localStorage.setItem('jwt', token);
      localStorage.setItem('jwt-user', JSON.stringify(who));
    },
    [jwt, user] as const,
  );
  await openTour(page);
  await expect(page.getByTestId('account.name')).toHaveText(`Signed in as ${DEMO_USER.identifier}`);

  const revoking = page.waitForRequest((request) => request.url().endsWith('/box-api/api/auth/logout'));
  await page.clock.fastForward(IDLE_MS);
  const screensaver = page.getByTestId('screensaver');
  await expect(screensaver).toBeVisible();
  const request = await revoking;
  expect(request.method()).toBe('POST');
  expect(request.headers().authorization).toBe(`Bearer ${jwt}`);
  expect((await request.response())?.status()).toBe(204);
  expect(await page.evaluate(() => [localStorage.getItem('jwt'), localStorage.getItem('jwt-user')])).toEqual([
    null,
    null,
  ]);
  // Whoever kept a copy of the jwt: it opens nothing any more.
  const withOldJwt = await page.request.get('/box-api/api/worlds?locale=en', {
    headers: { Authorization: `Bearer ${jwt}` },
  });
  expect(withOldJwt.status()).toBe(401);
  // The next visitor wakes a guest's showroom.
  await page.mouse.click(640, 360);
  await expect(screensaver).toHaveCount(0);
  await expect(page.getByTestId('account')).toHaveCount(0);
});
