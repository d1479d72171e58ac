import { expect, test } from '@playwright/test';
import { adminUrl, editViewUrl, signInToAdmin } from './fixtures/admin';
import { strapi } from './fixtures/cms';

// Issue 32, "editors are users too": the Content Manager of the real, built admin panel speaks to a marketing
// person, not in field names (cms/src/seed/editor-views.js). A location's edit view has labels in plain English and
// its tour name read-only; the list of locations names each by its title and its world by the world's name; the
// relation picker of a transition's ends lists locations by their titles.

const LOCATION = 'api::content-location.content-location';
const TRANSITION = 'api::content-transition.content-transition';

async function documentIdOf(path: string, payloadId: string): Promise<string> {
  const { status, body } = await strapi(`${path}?locale=de&filters[payloadId][$eq]=${payloadId}`);
  expect(status).toBe(200);
  return (body?.data as { documentId: string }[])[0]!.documentId;
}

test.use({ viewport: { width: 1440, height: 900 } });
// The admin panel is slow to load on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(({ page }) => signInToAdmin(page));

test('a location’s edit view has labels, not field names, and its tour name read-only', async ({ page }) => {
  await page.goto(editViewUrl(LOCATION, await documentIdOf('/api/content-locations', 'factory-cnc'), 'de'));
  // The first of three: the group's and the category's titles follow.
  await expect(page.getByRole('textbox', { name: 'Title', exact: true }).first()).toHaveValue('CNC-Bearbeitung', {
    timeout: 60_000,
  });
  const tourName = page.getByRole('textbox', { name: 'Tour name', exact: true });
  await expect(tourName).toHaveValue('factory-cnc');
  await expect(tourName).toBeDisabled();
  // The first of two: the group's address follows.
  await expect(page.getByRole('textbox', { name: 'Address', exact: true }).first()).toHaveValue('factory-cnc');
  await expect(
    page.getByText('The name transitions, arrows and links use for this room', { exact: false }),
  ).toBeVisible();
  // The world it belongs to, by the world's name.
  await expect(page.getByRole('combobox', { name: /^World/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fabrik', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'How hotspots appear', exact: true })).toBeVisible();
  for (const raw of ['payloadId', 'hotspots_appere_animation', 'arrow_navigation_prew', 'station_category'])
    await expect(page.getByText(raw, { exact: true })).toHaveCount(0);
});

test('the list of locations names each by its title and its world by the world’s name', async ({ page }) => {
  await page.goto(
    `${adminUrl()}/content-manager/collection-types/${LOCATION}?page=1&pageSize=50&plugins[i18n][locale]=de`,
  );
  const rows = page.getByRole('row');
  // The header row (its first cell selects all; then ours; then Strapi's locales and draft & publish columns).
  await expect(rows.first().getByRole('gridcell')).toHaveText(
    ['', 'Title', 'World', 'Address', 'Last changed', 'Available in', 'status'],
    { timeout: 60_000 },
  );
  // Sorted by title: Eingang before Produktionshalle, each row with its world's name.
  await expect(rows.filter({ hasText: 'CNC-Bearbeitung' })).toContainText('Fabrik');
  const texts = await rows.allInnerTexts();
  const at = (title: string) => texts.findIndex((text) => text.includes(title));
  expect(at('Eingang')).toBeGreaterThan(0);
  expect(at('Eingang')).toBeLessThan(at('Produktionshalle'));
});

test('the picker of a transition’s ends lists the locations by their titles', async ({ page }) => {
  await page.goto(
    editViewUrl(TRANSITION, await documentIdOf('/api/content-transitions', 'factory-hall--factory-cnc'), 'de'),
  );
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled({ timeout: 60_000 });
  // The ends chosen, by their titles.
  await expect(page.getByRole('button', { name: 'Produktionshalle', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CNC-Bearbeitung', exact: true })).toBeVisible();
  const to = page.getByRole('combobox', { name: /^To/ });
  await to.click();
  await to.pressSequentially('Robo');
  await expect(page.getByRole('option', { name: /Roboterzelle/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /factory-robotics/ })).toHaveCount(0);
});
