import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors } from './fixtures/page-errors.ts';
import { DEMO_USER, portalInto } from './fixtures/portals.ts';
import { Tour } from './fixtures/tour.ts';

// Issue 13, point 3: the login page, its redirect, its failures and the signed-in state.

const LOGIN_ROUTE = '**/box-api/api/auth/local';

failOnPageErrors();

/** The demo's login-only world, found in the loaded content. */
async function loginWorld(page: Page) {
  const tour = new Tour(page);
  await tour.open('/en');
  await expect.poll(() => page.evaluate(() => window.__tour?.scene.backgroundReady ?? null)).not.toBeNull();
  return (await portalInto(page, 'login')).world;
}

/** A location's address in `world` with exactly `query` (a guest is sent none of its slugs). */
const inWorld = (world: string, query: string) => new RegExp(`/en/${world}/[^/?#]+${query.replace(/[?]/g, '\\?')}$`);

/** Signs in through the API and keeps the token as the app does, so that the next page opens signed in. */
async function signedInByApi(page: Page): Promise<void> {
  const response = await page.request.post('/box-api/api/auth/local', { data: DEMO_USER });
  expect(response.ok()).toBe(true);
  const { jwt, user } = (await response.json()) as { jwt: string; user: unknown };
  await page.evaluate(
    ([token, who]) => {
      localStorage.setItem('jwt', token);
      localStorage.setItem('jwt-user', JSON.stringify(who));
    },
    [jwt, user] as const,
  );
}

test('a guest signs in and lands on the wanted location with the other query parameters; the name shows and stays; signing out sends them back to login', async ({
  page,
}) => {
  const world = await loginWorld(page);
  await page.goto(`/en/${world.slug}?utm_source=wall&kiosk=3`);
  await expect(page).toHaveURL(`/en/login?redirect=${world.start}&utm_source=wall&kiosk=3`);
  const loginPage = page.getByTestId('login-page');
  // The configured background and the app logo.
  await expect(loginPage).toHaveCSS('background-image', /location_service_reception/);
  await expect(loginPage.getByRole('img', { name: 'Virtual Factory' })).toBeVisible();

  const posted = page.waitForRequest((request) => request.url().endsWith('/box-api/api/auth/local'));
  await page.getByLabel('Username or email').fill(DEMO_USER.identifier);
  await page.getByLabel('Password').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const request = await posted;
  expect(request.method()).toBe('POST');
  expect(request.postDataJSON()).toEqual(DEMO_USER);

  await new Tour(page).expectArrivedAt(world.start);
  await expect(page).toHaveURL(inWorld(world.slug, '?utm_source=wall&kiosk=3'));
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  // Later calls to the content API carry the token.
  const withToken = page.waitForRequest((call) => call.url().includes('/box-api/api/content-locations'));
  await page.reload();
  expect((await withToken).headers().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  await expect(page.getByTestId('account.name')).toHaveText(`Signed in as ${DEMO_USER.identifier}`);

  await page.getByTestId('account.sign-out').click();
  // Signed out, the server withholds the world: the wanted location is its address, the query still kept.
  await expect(page).toHaveURL(
    new RegExp(`/en/login\\?redirect=%2Fen%2F${world.slug}%2F[^&]+&utm_source=wall&kiosk=3$`),
  );
  expect(await page.evaluate(() => [localStorage.getItem('jwt'), localStorage.getItem('jwt-user')])).toEqual([
    null,
    null,
  ]);
  await expect(page.getByTestId('account')).toHaveCount(0);
});

for (const failure of [
  {
    status: 400,
    body: { data: null, error: { status: 400, name: 'ValidationError', message: 'invalid identifier or password' } },
    text: 'Invalid identifier or password',
  },
  {
    status: 422,
    body: { data: null, error: { status: 422, name: 'ValidationError', message: 'x' } },
    text: 'Invalid Input. Please check your entry.',
  },
  {
    status: 429,
    body: { data: null, error: { status: 429, name: 'RateLimitError', message: 'Too many requests' } },
    text: 'You are making too many requests to the server. Access remains blocked for a short time.',
  },
]) {
  test(`a ${failure.status} is told as SPEC §8 says and the typed identifier stays`, async ({ page }) => {
    await page.route(LOGIN_ROUTE, (route) => route.fulfill({ status: failure.status, json: failure.body }));
    await page.goto('/en/login');
    await page.getByLabel('Username or email').fill('ada@engines.example');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('notification')).toHaveText(failure.text);
    await expect(page.getByLabel('Username or email')).toHaveValue('ada@engines.example');
    await expect(page).toHaveURL('/en/login');
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  });
}

test('a signed-in visitor opening login goes on: to the wanted location, else home, never off the site', async ({
  page,
  baseURL,
}) => {
  const world = await loginWorld(page);
  const home = new URL(page.url()).pathname;
  await signedInByApi(page);

  await page.goto(`/en/login?redirect=${world.start}&utm_source=wall`);
  await new Tour(page).expectArrivedAt(world.start);
  await expect(page).toHaveURL(inWorld(world.slug, '?utm_source=wall'));

  for (const hostile of [
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(document.domain)',
    'https://evil.example/',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
  ]) {
    await page.goto(`/en/login?${new URLSearchParams({ redirect: hostile })}`);
    await expect(page, hostile).toHaveURL(`${baseURL}${home}`);
  }
  // Signed in, the login page itself is never shown.
  await expect(page.getByTestId('login-page')).toHaveCount(0);
});

test('the login page offers the way back to the tour', async ({ page }) => {
  const world = await loginWorld(page);
  const home = new URL(page.url()).pathname;
  await page.goto(`/en/login?redirect=${world.start}`);
  await page.getByTestId('login.back').click();
  await expect(page).toHaveURL(home);
});
