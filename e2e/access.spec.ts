import { expect, test, type Page } from '@playwright/test';
import { DEMO_USER, LAB_CODE, portalInto } from './fixtures/portals.ts';
import { Tour } from './fixtures/tour.ts';

async function openDemo(page: Page): Promise<Tour> {
  const tour = new Tour(page);
  await tour.open('/de');
  await expect.poll(() => page.evaluate(() => window.__tour?.scene.backgroundReady ?? null)).not.toBeNull();
  return tour;
}

test('a guest who opens a login-only world signs in and arrives where they wanted to go', async ({ page }) => {
  const tour = await openDemo(page);
  const portal = await portalInto(page, 'login');
  await page.goto(`/de/${portal.world.slug}/${portal.world.startSlug}`);
  await expect(page).toHaveURL(`/de/login?redirect=${portal.world.start}`);
  await page.getByLabel('Benutzername oder E-Mail').fill(DEMO_USER.identifier);
  await page.getByLabel('Passwort').fill('wrong password');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('notification')).toHaveText('Invalid identifier or password');
  await page.getByLabel('Passwort').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await tour.expectArrivedAt(portal.world.start);
  await expect(page).toHaveURL(`/de/${portal.world.slug}/${portal.world.startSlug}`);
});

test('a hotspot into a login-only world sends a guest to login with the wanted location', async ({ page }) => {
  await openDemo(page);
  const portal = await portalInto(page, 'login');
  await page.goto(`/de/${portal.from.world}/${portal.from.slug}`);
  await new Tour(page).expectArrivedAt(portal.from.payloadId);
  await page.locator(`[data-hotspot-id="${portal.hotspotId}"]`).click();
  await expect(page).toHaveURL(`/de/login?redirect=${portal.target}`);
});

test('a password-protected world asks for its code, refuses a wrong one and opens with the right one', async ({
  page,
}) => {
  const tour = await openDemo(page);
  const portal = await portalInto(page, 'password');
  // Without the code a deep link does not get in.
  await page.goto(`/de/${portal.world.slug}`);
  await expect(page).not.toHaveURL(new RegExp(`/de/${portal.world.slug}`));
  await page.goto(`/de/${portal.from.world}/${portal.from.slug}`);
  await tour.expectArrivedAt(portal.from.payloadId);
  await page.locator(`[data-hotspot-id="${portal.hotspotId}"]`).click();
  const dialog = page.getByTestId('access-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('access.code')).toBeFocused();
  await dialog.getByTestId('access.code').fill('0000');
  await dialog.getByRole('button', { name: 'Entsperren' }).click();
  await expect(dialog.getByTestId('access.error')).toHaveText('Der Code ist falsch, bitte versuchen Sie es erneut');
  await dialog.getByTestId('access.code').fill(`  ${LAB_CODE} `);
  await dialog.getByRole('button', { name: 'Entsperren' }).click();
  await expect(dialog).toHaveCount(0);
  await tour.expectArrivedAt(portal.target);
  // The served content never carries the password in clear.
  const worlds = await page.request.get('/box-api/api/worlds?locale=de');
  expect(await worlds.text()).not.toContain(LAB_CODE);
});
