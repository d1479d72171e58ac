import { expect, test, type Page } from '@playwright/test';
import { adminUrl, signInToAdmin } from './fixtures/admin';
import { strapi } from './fixtures/cms';

// Issue 32, points 3, 4 and 8: the studio's tour map in the real, built admin panel, as an editor. It draws the demo
// factory's locations and arrows and keeps a node where the editor moved it; an arrow drawn between two locations
// makes both transitions (the REST API lists them); a planted missing clip and a planted unreachable location show
// on the map and in the problem list.

const TRANSITIONS = '/api/content-transitions';
const LOCATIONS = '/api/content-locations';

interface Doc {
  documentId: string;
  payloadId: string;
  from?: { payloadId: string } | null;
  to?: { payloadId: string } | null;
  background?: { video: { id: number } | null; image: { id: number } | null } | null;
}

async function list(path: string, query: Record<string, string>): Promise<Doc[]> {
  const { status, body } = await strapi(`${path}?${new URLSearchParams({ 'pagination[pageSize]': '100', ...query })}`);
  expect(status).toBe(200);
  return body?.data as Doc[];
}

const mapOf = (page: Page) => page.getByTestId('studio.map');
const nodeOf = (page: Page, id: string) => mapOf(page).locator(`.react-flow__node[data-id="${id}"]`);
const arrowOf = (page: Page, id: string) => mapOf(page).locator(`[data-studio-edge="${id}"]`);

/** The factory's map in German, once the tour check has marked it. */
async function openMap(page: Page): Promise<void> {
  await page.goto(`${adminUrl()}/plugins/studio/tour-map?world=factory&locale=de`);
  await expect(mapOf(page)).toHaveAttribute('data-studio-checked', 'true', { timeout: 30_000 });
}

test.use({ viewport: { width: 1600, height: 1000 } });

test.beforeEach(async ({ page }) => signInToAdmin(page));

test("the map draws the factory's locations and its arrows, and keeps a node where the editor moved it", async ({
  page,
}) => {
  const locations = await list(LOCATIONS, { locale: 'de', 'filters[world][slug][$eq]': 'factory' });
  const transitions = await list(TRANSITIONS, { locale: 'de', 'filters[world][slug][$eq]': 'factory' });
  await openMap(page);
  expect(locations.length).toBeGreaterThan(10);
  for (const { payloadId } of locations) await expect(nodeOf(page, payloadId)).toBeVisible();
  await expect(mapOf(page).locator('.react-flow__node')).toHaveCount(locations.length + 2);
  await expect(nodeOf(page, 'world:service')).toContainText('Other world');
  await expect(nodeOf(page, 'factory-entrance')).toContainText('Start');
  for (const { payloadId } of transitions) await expect(arrowOf(page, payloadId)).toHaveCount(1);
  const thumbnail = nodeOf(page, 'factory-hall').locator('img');
  await expect(thumbnail).toHaveAttribute('src', /\/thumbnail_/);
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Where React Flow puts the node on the map (flow coordinates, whatever the zoom).
  const place = () => nodeOf(page, 'factory-shipping').evaluate((node) => (node as HTMLElement).style.transform);
  const before = await place();
  const box = (await nodeOf(page, 'factory-shipping').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 150, box.y + 90, { steps: 8 });
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/studio/layouts/factory'),
  );
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
  const moved = await place();
  expect(moved).not.toBe(before);
  await page.reload();
  await expect(mapOf(page)).toHaveAttribute('data-studio-checked', 'true', { timeout: 30_000 });
  expect(await place()).toBe(moved);
});

test('an arrow drawn from the lobby to the control room makes both transitions', async ({ page }) => {
  const ids = ['factory-lobby--factory-control-room', 'factory-control-room--factory-lobby'];
  const made = () =>
    list(TRANSITIONS, {
      locale: 'de',
      'filters[payloadId][$in][0]': ids[0]!,
      'filters[payloadId][$in][1]': ids[1]!,
      'populate[from]': 'true',
      'populate[to]': 'true',
    });
  expect(await made()).toEqual([]);
  await openMap(page);
  const handle = (await nodeOf(page, 'factory-lobby').locator('.react-flow__handle.source').boundingBox())!;
  const target = (await nodeOf(page, 'factory-control-room').locator('.react-flow__handle.target').boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
  const dialog = page.getByRole('dialog', { name: /^New transitions/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Clip from .* to /)).toHaveCount(2);
  try {
    await dialog.getByRole('button', { name: 'Create transitions' }).click();
    await expect(dialog).toBeHidden();
    for (const locale of ['de', 'en']) {
      const both = await list(TRANSITIONS, {
        locale,
        'filters[payloadId][$in][0]': ids[0]!,
        'filters[payloadId][$in][1]': ids[1]!,
        'populate[from]': 'true',
        'populate[to]': 'true',
      });
      expect(both.map((t) => [t.payloadId, t.from?.payloadId, t.to?.payloadId]).sort()).toEqual([
        ['factory-control-room--factory-lobby', 'factory-control-room', 'factory-lobby'],
        ['factory-lobby--factory-control-room', 'factory-lobby', 'factory-control-room'],
      ]);
    }
    // Drawn without clips: the map shows both as cuts.
    for (const id of ids) await expect(arrowOf(page, id)).toHaveAttribute('data-studio-problem', 'true');
  } finally {
    for (const { documentId } of await made())
      await strapi(`${TRANSITIONS}/${documentId}?locale=*`, { method: 'DELETE' });
  }
});

test('a planted missing clip and an unreachable location show on the map and in the problem list', async ({ page }) => {
  const [cut] = await list(TRANSITIONS, {
    locale: 'de',
    'filters[payloadId][$eq]': 'factory-hall--factory-cnc',
    'populate[background][populate]': '*',
  });
  const [factory] = await list('/api/worlds', { locale: 'de', 'filters[slug][$eq]': 'factory' });
  const background = (video: number | null) => ({ video, image: cut!.background!.image!.id });
  const put = (video: number | null) =>
    strapi(`${TRANSITIONS}/${cut!.documentId}?locale=de`, {
      method: 'PUT',
      body: JSON.stringify({ data: { background: background(video) } }),
    });
  expect((await put(null)).status).toBe(200);
  const island = await strapi(`${LOCATIONS}?locale=de`, {
    method: 'POST',
    body: JSON.stringify({
      data: { payloadId: 'e2e-island', slug: 'e2e-island', title: 'Insel', world: factory!.documentId },
    }),
  });
  expect(island.status).toBe(201);
  try {
    await openMap(page);
    await expect(nodeOf(page, 'e2e-island')).toHaveAttribute('data-studio-problem', 'true');
    await expect(nodeOf(page, 'e2e-island')).toContainText(/\d problems/);
    await expect(nodeOf(page, 'e2e-island')).toHaveAttribute(
      'aria-label',
      /no transitions lead here from the world's start/,
    );
    await expect(nodeOf(page, 'factory-cnc')).not.toHaveAttribute('data-studio-problem', 'true');
    await expect(arrowOf(page, 'factory-hall--factory-cnc')).toHaveAttribute('data-studio-problem', 'true');
    await expect(arrowOf(page, 'factory-hall--factory-cnc')).toContainText('no clip');

    await page.getByRole('tab', { name: /^Problems/ }).click();
    const problems = page.getByTestId('studio.problems');
    const unreachable = problems.locator('tr', { hasText: 'Unreachable location' });
    await expect(unreachable).toContainText('Location e2e-island');
    const clip = problems.locator('tr', { hasText: 'Transition without clip' });
    await expect(clip).toContainText('no video: the move is a cut');
    await clip.getByRole('link', { name: 'Transition factory-hall--factory-cnc' }).click();
    await expect(page).toHaveURL(new RegExp(`content-transition/${cut!.documentId}`));
  } finally {
    await put(cut!.background!.video!.id);
    await strapi(`${LOCATIONS}/${(island.body?.data as Doc).documentId}?locale=*`, { method: 'DELETE' });
  }
});
