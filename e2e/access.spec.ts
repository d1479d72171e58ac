import { expect, test, type Page } from '@playwright/test';
import { Tour } from './fixtures/tour.ts';

// The demo accounts of README.md.
const DEMO_USER = { identifier: 'demo', password: 'showroom-demo' };
const LAB_CODE = 'factory-2026';

interface Portal {
  /** A location of the default world with a navigation hotspot into the world. */
  from: { payloadId: string; slug: string; world: string };
  hotspotId: number;
  target: string;
  world: { slug: string; start: string; startSlug: string };
}

/** Finds, in the loaded demo, a navigation hotspot that leads into a world with the given access rule. */
async function portalInto(page: Page, rule: 'login' | 'password'): Promise<Portal> {
  const portal = await page.evaluate((kind) => {
    const index = window.__tour!.content().index!;
    const guarded = (slug: string) => {
      const world = index.worlds.get(slug);
      return kind === 'login' ? world?.onlyLoggedInUsers : world?.protectWithPassword;
    };
    for (const location of index.bundle.locations) {
      if (guarded(location.worldSlug)) continue;
      for (const hotspot of location.hotspots) {
        const target = hotspot.target.payloadId ? index.locations.get(hotspot.target.payloadId) : undefined;
        if (hotspot.type !== 'navigation' || !target || !guarded(target.worldSlug)) continue;
        const world = index.worlds.get(target.worldSlug)!;
        const start = index.locations.get(world.startLocationId ?? '')!;
        return {
          from: { payloadId: location.payloadId, slug: location.slug, world: location.worldSlug },
          hotspotId: hotspot.id,
          target: target.payloadId,
          world: { slug: world.slug, start: start.payloadId, startSlug: start.slug },
        };
      }
    }
    return null;
  }, rule);
  if (!portal) throw new Error(`the demo has no hotspot into a ${rule}-protected world`);
  return portal;
}

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
