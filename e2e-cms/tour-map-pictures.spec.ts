import { expect, test, type Page } from '@playwright/test';
import { adminUrl, signInToAdmin } from './fixtures/admin';
import { adminJwt, strapi } from './fixtures/cms';

// The pictures of the studio's tour map (docs/pictures/studio-tour-map-*.png), taken from the real, built admin panel
// when asked for: TOUR_MAP_PICTURES=1. The factory's map on a wall (1920x1080, English), the map in the German admin
// panel with a planted unreachable location and a transition without a clip, the focus on that location's "Draw
// transition from here" button (every location has one), and the Problems tab. The map is laid out afresh for them. What the pictures plant is gone again afterwards.

const TRANSITIONS = '/api/content-transitions';
const LOCATIONS = '/api/content-locations';
const CHECKED = { timeout: 90_000 };

test.skip(process.env.TOUR_MAP_PICTURES !== '1', 'pictures only when asked for (TOUR_MAP_PICTURES=1)');
test.describe.configure({ timeout: 300_000 });
test.use({ viewport: { width: 1920, height: 1080 } });

interface Doc {
  documentId: string;
  background?: { video: { id: number } | null; image: { id: number } | null } | null;
}

const link = (documentId: string) => ({ connect: [{ documentId }] });

async function first(path: string, query: Record<string, string>): Promise<Doc> {
  const { status, body } = await strapi(`${path}?${new URLSearchParams(query)}`);
  expect(status).toBe(200);
  return (body?.data as Doc[])[0]!;
}

/** The admin panel in `language`, for the editor the suite signs in as. */
async function adminLanguage(language: string): Promise<void> {
  const me = await strapi('/admin/users/me', {
    method: 'PUT',
    token: await adminJwt(),
    body: JSON.stringify({ preferedLanguage: language }),
  });
  expect(me.status).toBe(200);
}

async function openMap(page: Page, locale: string): Promise<void> {
  await page.goto(`${adminUrl()}/plugins/studio/tour-map?world=factory&locale=${locale}`);
  const map = page.getByTestId('studio.map');
  await expect(map).toHaveAttribute('data-studio-checked', 'true', CHECKED);
  // Strapi's announcement of its new media library, over every page until closed.
  const banner = page.getByRole('button', { name: 'Close the banner.' });
  if (await banner.isVisible()) await banner.click();
}

/** The factory map's kept node positions (server/tour.js), read or written as the map does. */
async function layout(positions?: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { status, body } = await strapi('/studio/layouts/factory', {
    method: positions ? 'PUT' : 'GET',
    token: await adminJwt(),
    ...(positions ? { body: JSON.stringify({ data: positions }) } : {}),
  });
  expect(status).toBe(200);
  return body?.data as Record<string, unknown>;
}

test('the tour map’s pictures', async ({ page }) => {
  // The map as the layout draws it (other specs move nodes and keep them so); the editor's positions come back after.
  const kept = await layout();
  await layout({});
  try {
    await pictures(page);
  } finally {
    await layout(kept);
  }
});

async function pictures(page: Page): Promise<void> {
  await signInToAdmin(page);
  await adminLanguage('en');
  await openMap(page, 'en');
  await expect(page.getByRole('button', { name: /^Draw transition from here: / }).first()).toBeVisible();
  await page.screenshot({ path: 'docs/pictures/studio-tour-map-wall.png' });

  const cut = await first(TRANSITIONS, {
    locale: 'de',
    'filters[payloadId][$eq]': 'factory-hall--factory-cnc',
    'populate[background][populate]': '*',
  });
  const factory = await first('/api/worlds', { locale: 'de', 'filters[slug][$eq]': 'factory' });
  const clip = (video: number | null) =>
    strapi(`${TRANSITIONS}/${cut.documentId}?locale=de`, {
      method: 'PUT',
      body: JSON.stringify({ data: { background: { video, image: cut.background!.image!.id } } }),
    });
  let island: string | null = null;
  try {
    await adminLanguage('de');
    expect((await clip(null)).status).toBe(200);
    const made = await strapi(`${LOCATIONS}?locale=de`, {
      method: 'POST',
      body: JSON.stringify({
        data: { payloadId: 'e2e-island', slug: 'e2e-island', title: 'Insel', world: link(factory.documentId) },
      }),
    });
    expect(made.status).toBe(201);
    island = (made.body?.data as Doc).documentId;
    await openMap(page, 'de');
    const node = page.getByTestId('studio.map').locator('.react-flow__node[data-id="e2e-island"]');
    await expect(node).toHaveAttribute('data-studio-problem', 'true');
    await node.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Übergang von hier zeichnen: Insel' })).toBeFocused();
    await page.screenshot({ path: 'docs/pictures/studio-tour-map-de.png' });
    await adminLanguage('en');
    await openMap(page, 'en');
    await page.getByRole('tab', { name: /^Problems/ }).click();
    await expect(page.getByTestId('studio.problems')).toBeVisible();
    await page.screenshot({ path: 'docs/pictures/studio-tour-map-problems.png' });
  } finally {
    await adminLanguage('en');
    await clip(cut.background!.video!.id);
    if (island) await strapi(`${LOCATIONS}/${island}?locale=*`, { method: 'DELETE' });
  }
}
