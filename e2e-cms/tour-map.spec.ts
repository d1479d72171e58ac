import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminUrl, signInToAdmin } from './fixtures/admin';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { adminJwt, cmsE2e, strapi } from './fixtures/cms';

// Issue 32, points 3, 4, 8 and 9: the studio's tour map in the real, built admin panel, as an editor signed in once.
// It draws the demo factory's locations and arrows and keeps a node where the editor moved it, with the mouse or the
// arrow keys; an arrow drawn between two locations, with the mouse or from a node's button and a list of locations,
// makes both transitions (the REST API lists them); a planted missing clip and a planted unreachable location show
// on the map and in the problem list, and a direction no transition plays opens a new transition for it. A location
// whose documentId begins with a digit is wired like any other. `/studio/map` answers what the REST API (the document
// service) does in each locale, drafts or published, and a saved draft or a publish shows in the answer kept before.

const TRANSITIONS = '/api/content-transitions';
const LOCATIONS = '/api/content-locations';

interface Doc {
  documentId: string;
  payloadId: string;
  from?: { payloadId: string } | null;
  to?: { payloadId: string } | null;
  background?: { video: { id: number } | null; image: { id: number } | null } | null;
}

/**
 * A relation to a document as the REST API takes it, in the long form: Strapi reads the short form (the documentId
 * as a string) as a numeric id when the documentId begins with a digit, and refuses the relation.
 */
const link = (documentId: string) => ({ connect: [{ documentId }] });

async function list(path: string, query: Record<string, string>): Promise<Doc[]> {
  const { status, body } = await strapi(`${path}?${new URLSearchParams({ 'pagination[pageSize]': '100', ...query })}`);
  expect(status).toBe(200);
  return body?.data as Doc[];
}

const mapOf = (page: Page) => page.getByTestId('studio.map');
const nodeOf = (page: Page, id: string) => mapOf(page).locator(`.react-flow__node[data-id="${id}"]`);
const arrowOf = (page: Page, id: string) => mapOf(page).locator(`[data-studio-edge="${id}"]`);

/** The check reads every locale whole after the map is drawn: on a busy 2-core machine that takes a minute. */
const CHECKED = { timeout: 90_000 };

/** The factory's map in German, once the tour check has marked it. */
async function openMap(page: Page): Promise<void> {
  await page.goto(`${adminUrl()}/plugins/studio/tour-map?world=factory&locale=de`);
  await expect(mapOf(page)).toHaveAttribute('data-studio-checked', 'true', CHECKED);
}

/** The layout PUT a move (drag or key) sends, as it answers. */
const layoutSaved = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/studio/layouts/factory'));

/** Where React Flow puts a node on the map (flow coordinates, whatever the zoom). */
const placeOf = (node: Locator) => node.evaluate((element) => (element as HTMLElement).style.transform);
const numbers = (text: string) => text.match(/-?[\d.]+/g)!.map(Number);

test.describe.configure({ timeout: 300_000 });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await signInToAdmin(page);
});

test.afterAll(() => page.close());

test("the map draws the factory's locations and its arrows, and keeps a node where the editor moved it", async () => {
  const locations = await list(LOCATIONS, { locale: 'de', 'filters[world][slug][$eq]': 'factory' });
  const transitions = await list(TRANSITIONS, { locale: 'de', 'filters[world][slug][$eq]': 'factory' });
  // The automatic layout, whatever an earlier run kept (a kept node could lie under the grab point below).
  const reset = await strapi('/studio/layouts/factory', {
    method: 'PUT',
    token: await adminJwt(),
    body: JSON.stringify({ data: {} }),
  });
  expect(reset.status).toBe(200);
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

  const dragged = nodeOf(page, 'factory-shipping');
  const before = await placeOf(dragged);
  const box = (await dragged.boundingBox())!;
  const grab = { x: box.x + box.width / 2, y: box.y + 10 };
  const under = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('.react-flow__node')?.getAttribute('data-id'),
    grab,
  );
  expect(under).toBe('factory-shipping');
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 150, box.y + 90, { steps: 8 });
  const saved = layoutSaved(page);
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
  const moved = await placeOf(dragged);
  expect(moved).not.toBe(before);

  // The keyboard: a focused node moves with the arrow keys (Shift: further), kept as a drag is.
  const keyed = nodeOf(page, 'factory-warehouse');
  const [x, y] = numbers(await placeOf(keyed));
  await keyed.focus();
  await page.keyboard.down('ArrowRight');
  await page.keyboard.down('ArrowRight'); // held: the key repeats, saved once let go
  let kept = layoutSaved(page);
  await page.keyboard.up('ArrowRight');
  expect((await kept).status()).toBe(200);
  await page.keyboard.down('Shift');
  await page.keyboard.down('ArrowDown');
  kept = layoutSaved(page);
  await page.keyboard.up('ArrowDown');
  await page.keyboard.up('Shift');
  expect((await kept).status()).toBe(200);
  const stepped = await placeOf(keyed);
  expect(numbers(stepped)).toEqual([x! + 20, y! + 60]);

  await page.reload();
  await expect(mapOf(page)).toHaveAttribute('data-studio-checked', 'true', CHECKED);
  expect(await placeOf(dragged)).toBe(moved);
  expect(await placeOf(keyed)).toBe(stepped);
});

/** The transitions of `ids` in `locale`, with their ends. */
const transitionsNamed = (ids: readonly string[], locale = 'de') =>
  list(TRANSITIONS, {
    locale,
    ...Object.fromEntries(ids.map((id, i) => [`filters[payloadId][$in][${i}]`, id])),
    'populate[from]': 'true',
    'populate[to]': 'true',
  });

/** Both directions between `a` and `b` exist in de and en, each from its location to the other. */
async function expectBothWays(a: string, b: string): Promise<void> {
  for (const locale of ['de', 'en']) {
    const both = await transitionsNamed([`${a}--${b}`, `${b}--${a}`], locale);
    expect(both.map((t) => [t.payloadId, t.from?.payloadId, t.to?.payloadId]).sort()).toEqual(
      [
        [`${a}--${b}`, a, b],
        [`${b}--${a}`, b, a],
      ].sort(),
    );
  }
}

test('arrows drawn with the mouse and with the keyboard make both transitions', async () => {
  const ids = [
    'factory-lobby--factory-control-room',
    'factory-control-room--factory-lobby',
    'factory-lobby--factory-quality',
    'factory-quality--factory-lobby',
  ];
  expect(await transitionsNamed(ids)).toEqual([]);
  await openMap(page);
  try {
    const handle = (await nodeOf(page, 'factory-lobby').locator('.react-flow__handle.source').boundingBox())!;
    const target = (await nodeOf(page, 'factory-control-room').locator('.react-flow__handle.target').boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
    await page.mouse.up();
    const dialog = page.getByRole('dialog', { name: /^New transitions/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^Clip from .* to /)).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Create transitions' }).click();
    await expect(dialog).toBeHidden();
    await expectBothWays('factory-lobby', 'factory-control-room');
    // Drawn without clips: the map shows both as cuts.
    for (const id of ids.slice(0, 2)) await expect(arrowOf(page, id)).toHaveAttribute('data-studio-problem', 'true');

    // Without a mouse: from the focused node to its button, then the target from the list of the world's locations.
    await nodeOf(page, 'factory-lobby').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Draw transition from here: Foyer & Showroom' })).toBeFocused();
    await page.keyboard.press('Enter');
    const keyed = page.getByRole('dialog', { name: /^New transitions/ });
    await expect(keyed).toHaveAccessibleName('New transitions from Foyer & Showroom');
    await expect(keyed.getByText(/^Clip from .* to /)).toHaveCount(0);
    await keyed.getByRole('combobox', { name: 'To location' }).focus();
    await page.keyboard.type('Qualität');
    // The list filters as the editor types: the one location left is what ArrowDown reaches.
    await expect(page.getByRole('option')).toHaveText(['Qualitätssicherung']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(keyed).toHaveAccessibleName('New transitions: Foyer & Showroom ↔ Qualitätssicherung');
    await expect(keyed.getByText(/^Clip from .* to /)).toHaveText([
      'Clip from Foyer & Showroom to Qualitätssicherung',
      'Clip from Qualitätssicherung to Foyer & Showroom',
    ]);
    await expect(keyed.getByRole('button', { name: 'Choose clip' })).toHaveCount(2);
    await keyed.getByRole('button', { name: 'Create transitions' }).focus();
    await page.keyboard.press('Enter');
    await expect(keyed).toBeHidden();
    await expectBothWays('factory-lobby', 'factory-quality');
    for (const id of ids.slice(2)) await expect(arrowOf(page, id)).toHaveCount(1);
  } finally {
    for (const { documentId } of await transitionsNamed(ids))
      await strapi(`${TRANSITIONS}/${documentId}?locale=*`, { method: 'DELETE' });
  }
});

test('a planted missing clip and an unreachable location show, and the arrows open their fixes', async () => {
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
      data: { payloadId: 'e2e-island', slug: 'e2e-island', title: 'Insel', world: link(factory!.documentId) },
    }),
  });
  expect(island.status).toBe(201);
  const islandId = (island.body?.data as Doc).documentId;
  const [hall] = await list(LOCATIONS, { locale: 'de', 'filters[payloadId][$eq]': 'factory-hall' });
  // One way only: from the island to the hall (the island stays unreachable); the map marks the way back as missing.
  const oneWay = await strapi(`${TRANSITIONS}?locale=de`, {
    method: 'POST',
    body: JSON.stringify({
      data: {
        payloadId: 'e2e-island--factory-hall',
        from: link(islandId),
        to: link(hall!.documentId),
        world: link(factory!.documentId),
      },
    }),
  });
  expect(oneWay.status).toBe(201);
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

    // The missing way back opens a new transition for that direction, asking for its clip.
    const missing = arrowOf(page, 'factory-hall--e2e-island');
    await expect(missing).toHaveAttribute('data-studio-problem', 'true');
    await missing.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New transition: Produktionshalle → Insel' });
    await expect(dialog.getByText(/^Clip from /)).toHaveText(['Clip from Produktionshalle to Insel']);
    await expect(dialog.getByRole('button', { name: 'Choose clip' })).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Create transition' }).click();
    await expect(dialog).toBeHidden();
    const back = await transitionsNamed(['factory-hall--e2e-island', 'e2e-island--factory-hall']);
    expect(back.map((t) => [t.payloadId, t.from?.payloadId, t.to?.payloadId]).sort()).toEqual([
      ['e2e-island--factory-hall', 'e2e-island', 'factory-hall'],
      ['factory-hall--e2e-island', 'factory-hall', 'e2e-island'],
    ]);
    // An arrow without a clip opens its transition, where the clip is chosen.
    // (focused: a click lands on the bounding box's middle, off a curved arrow)
    await arrowOf(page, 'factory-hall--factory-cnc').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`content-transition/${cut!.documentId}`));
    await page.goBack();
    await expect(mapOf(page)).toHaveAttribute('data-studio-checked', 'true', CHECKED);

    await page.getByRole('tab', { name: /^Problems/ }).click();
    const problems = page.getByTestId('studio.problems');
    const unreachable = problems.locator('tr', { hasText: 'Unreachable location' });
    // The way from the hall made above reaches the island now: no longer unreachable.
    await expect(unreachable).toHaveCount(0);
    // The planted cut's row (the ways drawn to the island above have no clip either).
    const clip = problems
      .locator('tr', { hasText: 'Transition without clip' })
      .filter({ has: page.getByRole('link', { name: 'Transition factory-hall--factory-cnc' }) });
    await expect(clip).toContainText('no video: the move is a cut');
    await clip.getByRole('link', { name: 'Transition factory-hall--factory-cnc' }).click();
    await expect(page).toHaveURL(new RegExp(`content-transition/${cut!.documentId}`));
  } finally {
    await put(cut!.background!.video!.id);
    for (const { documentId } of await transitionsNamed(['factory-hall--e2e-island', 'e2e-island--factory-hall']))
      await strapi(`${TRANSITIONS}/${documentId}?locale=*`, { method: 'DELETE' });
    await strapi(`${LOCATIONS}/${islandId}?locale=*`, { method: 'DELETE' });
  }
});

test('a location whose documentId begins with a digit is wired like any other', async () => {
  // Drawing factory-entrance ↔ factory-shipping once failed with "1 relation(s) of type
  // api::content-location.content-location associated with this entity do not exist": the shipping hall's documentId
  // began with a digit, and Strapi takes such a documentId, given as a plain string, for a numeric id.
  const [factory] = await list('/api/worlds', { locale: 'de', 'filters[slug][$eq]': 'factory' });
  const made = await strapi(`${LOCATIONS}?locale=de`, {
    method: 'POST',
    body: JSON.stringify({
      data: { payloadId: 'e2e-digit', slug: 'e2e-digit', title: 'Ziffer', world: link(factory!.documentId) },
    }),
  });
  expect(made.status).toBe(201);
  // Strapi's documentIds are random: this one is made to begin with a digit, in the database, as a third of them do.
  const random = (made.body?.data as Doc).documentId;
  const digit = `3${random.slice(1)}`;
  const db = new Database(join(cmsE2e().dataDir, 'data.db'), { timeout: 5000 });
  try {
    db.prepare('UPDATE content_locations SET document_id = ? WHERE document_id = ?').run(digit, random);
  } finally {
    db.close();
  }
  const ids = ['factory-hall--e2e-digit', 'e2e-digit--factory-hall'];
  try {
    const [location] = await list(LOCATIONS, { locale: 'de', 'filters[payloadId][$eq]': 'e2e-digit' });
    expect(location!.documentId).toBe(digit);
    // What the map's dialog sends (TransitionDialog.jsx), as the signed-in editor.
    const drawn = await strapi('/studio/transitions', {
      method: 'POST',
      token: await adminJwt(),
      body: JSON.stringify({ from: 'factory-hall', to: 'e2e-digit', there: null, back: null }),
    });
    expect(drawn.body?.error?.message).toBeUndefined();
    expect(drawn.status).toBe(201);
    const both = await transitionsNamed(ids);
    expect(both.map((t) => [t.payloadId, t.from?.payloadId, t.to?.payloadId]).sort()).toEqual([
      ['e2e-digit--factory-hall', 'e2e-digit', 'factory-hall'],
      ['factory-hall--e2e-digit', 'factory-hall', 'e2e-digit'],
    ]);
  } finally {
    for (const { documentId } of await transitionsNamed(ids))
      await strapi(`${TRANSITIONS}/${documentId}?locale=*`, { method: 'DELETE' });
    await strapi(`${LOCATIONS}/${digit}?locale=*`, { method: 'DELETE' });
    await strapi(`${LOCATIONS}/${random}?locale=*`, { method: 'DELETE' });
  }
});

/** What `/studio/map` and the REST API both say of a locale's tour, sorted: worlds, locations, transitions. */
interface TourFacts {
  worlds: string[];
  locations: string[];
  transitions: string[];
}
type Entry = Doc & { slug?: string; title?: string; world?: { slug: string } | null };
const factsOf = (data: Record<string, Entry[]>): TourFacts => ({
  worlds: data['/api/worlds']!.map((w) => `${w.slug} ${w.documentId}`).sort(),
  locations: data[LOCATIONS]!.map((l) => `${l.payloadId} ${l.documentId} ${l.title} ${l.world?.slug}`).sort(),
  transitions: data[TRANSITIONS]!.map(
    (t) => `${t.payloadId} ${t.from?.payloadId} ${t.to?.payloadId} ${t.background?.video?.id}`,
  ).sort(),
});

/** `/studio/map` as the signed-in editor reads it. */
async function studioMap(locale: string, status?: string): Promise<TourFacts> {
  const query = new URLSearchParams({ locale, ...(status ? { status } : {}) });
  const { status: code, body } = await strapi(`/studio/map?${query}`, { token: await adminJwt() });
  expect(code).toBe(200);
  return factsOf(body!.data as Record<string, Entry[]>);
}

/** The same of the REST API (the document service), whole. */
async function restMap(locale: string, status: string): Promise<TourFacts> {
  const query = { locale, status, 'pagination[pageSize]': '100' };
  const all = async (path: string, extra: Record<string, string>) => {
    const found: Entry[] = [];
    for (let page = 1; ; page += 1) {
      const got = (await list(path, { ...query, ...extra, 'pagination[page]': String(page) })) as Entry[];
      found.push(...got);
      if (got.length < 100) return found;
    }
  };
  return factsOf({
    '/api/worlds': await all('/api/worlds', {}),
    [LOCATIONS]: await all(LOCATIONS, { 'populate[world][fields][0]': 'slug' }),
    [TRANSITIONS]: await all(TRANSITIONS, {
      'populate[from][fields][0]': 'payloadId',
      'populate[to][fields][0]': 'payloadId',
      'populate[background][populate][0]': 'video',
    }),
  });
}

test("/studio/map answers each locale's drafts or published tour as the REST API does, kept until content changes", async () => {
  for (const locale of ['de', 'en', 'fr', 'zh', 'es-MX'])
    for (const status of ['draft', 'published'])
      expect(await studioMap(locale, status), `${locale} ${status}`).toEqual(await restMap(locale, status));
  expect(await studioMap('en')).toEqual(await studioMap('en', 'draft'));
  const refused = await strapi('/studio/map?locale=en&status=all', { token: await adminJwt() });
  expect(refused.status).toBe(400);

  // A draft saved: the drafts' answer, kept before, shows it; the published one does not until it is published.
  const [hall] = (await list(LOCATIONS, { locale: 'en', 'filters[payloadId][$eq]': 'factory-hall' })) as Entry[];
  const title = (facts: TourFacts) => facts.locations.find((l) => l.startsWith('factory-hall '));
  const published = await studioMap('en', 'published');
  expect(title(published)).toContain(hall!.title);
  const save = (data: Record<string, unknown>, status: string) =>
    strapi(`${LOCATIONS}/${hall!.documentId}?locale=en&status=${status}`, {
      method: 'PUT',
      body: JSON.stringify({ data }),
    });
  try {
    expect((await save({ title: 'Hall, a draft' }, 'draft')).status).toBe(200);
    expect(title(await studioMap('en'))).toContain('Hall, a draft');
    expect(await studioMap('en', 'published')).toEqual(published);
    expect((await save({ title: 'Hall, published' }, 'published')).status).toBe(200);
    expect(title(await studioMap('en', 'published'))).toContain('Hall, published');
  } finally {
    expect((await save({ title: hall!.title }, 'published')).status).toBe(200);
  }
  expect(await studioMap('en', 'published')).toEqual(published);
});
