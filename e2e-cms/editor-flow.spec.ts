import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminUrl, editViewUrl, saveInEditView, signInToAdmin } from './fixtures/admin';
import { strapi } from './fixtures/cms';

// Issue 32, points 7 and 8: the editors' guide (docs/editors.md), step by step, in the real, built admin panel, as a
// marketing person would do it: add a location with its picture, wire it to the CNC room with transitions both ways
// on the tour map, place three hotspots on its picture, link them to two articles and a room picked by their titles,
// translate it into English, check the tour and open it in the showroom, where an article opens in German and in
// English. Nothing is typed but titles. EDITORS_GUIDE_PICTURES=1 writes the guide's pictures (docs/pictures/editors-*.png).

const LOCATION = 'api::content-location.content-location';
/** The three hotspots: where on the picture, their type as the studio names it, their label, their target. */
const HOTSPOTS = [
  {
    at: { x: 0.3, y: 0.55 },
    type: 'Article',
    title: { de: 'Lackierroboter', en: 'Painting robots' },
    target: { de: 'Robotik in der Fertigung', en: 'Robotics in production' },
  },
  {
    at: { x: 0.62, y: 0.45 },
    type: 'Article',
    title: { de: 'Farbprüfung', en: 'Colour inspection' },
    target: { de: 'Qualitätssicherung', en: 'Quality assurance' },
  },
  {
    at: { x: 0.8, y: 0.7 },
    type: 'Go to',
    title: { de: 'Zur CNC-Bearbeitung', en: 'To CNC machining' },
    target: { de: 'CNC-Bearbeitung', en: 'CNC machining' },
  },
];
const PICTURE = 'content/demo/uploads/location_factory_quality_16x9_06bfe57785.jpg';
const TITLE = { de: 'Lackiererei', en: 'Paint shop' };
const SLUG = 'lackiererei';
/** The clips each way: the new room's picture is the quality lab's, so the demo's clips between it and the CNC room. */
const CLIPS = {
  there: 'transition-factory-cnc-to-factory-quality.mp4',
  back: 'transition-factory-quality-to-factory-cnc.mp4',
};

/** A picture for docs/editors.md, when asked for. */
async function guidePicture(page: Page | Locator, name: string): Promise<void> {
  if (process.env.EDITORS_GUIDE_PICTURES !== '1') return;
  await page.screenshot({ path: `docs/pictures/editors-${name}.png` });
}

interface Target {
  id?: number | null;
  payloadId?: string | null;
}

interface Room {
  title: string;
  slug: string;
  payloadId: string;
  background: { image: { name: string } | null }[];
  hotspots: { title: string; action_target: Target }[];
}

interface Doc {
  id: number;
  documentId: string;
  payloadId?: string;
  title?: string;
}

async function list(path: string, query: Record<string, string>): Promise<Doc[]> {
  const { status, body } = await strapi(`${path}?${new URLSearchParams(query)}`);
  expect(status).toBe(200);
  return body?.data as Doc[];
}

/** What this test made, whatever step it reached: gone again, so that the other specs see the demo as it was. */
async function cleanUp(): Promise<void> {
  for (const { documentId } of await list('/api/content-transitions', {
    locale: 'de',
    'filters[payloadId][$contains]': SLUG,
  }))
    await strapi(`/api/content-transitions/${documentId}?locale=*`, { method: 'DELETE' });
  for (const { documentId } of await list('/api/content-locations', { locale: 'de', 'filters[slug][$eq]': SLUG }))
    await strapi(`/api/content-locations/${documentId}?locale=*`, { method: 'DELETE' });
}

test.use({ viewport: { width: 1440, height: 900 } });
// Seven steps in the admin panel and two previews, each of which may wait for a read of the drafts.
test.describe.configure({ timeout: 720_000 });

test.beforeEach(cleanUp);
test.afterEach(cleanUp);

test('an editor adds a location, wires, places, links, translates, checks and previews it (docs/editors.md)', async ({
  page,
}) => {
  let room: Doc | undefined;
  await test.step('sign in', () => signInToAdmin(page));

  await test.step('1. add the location with its picture', async () => {
    await page.goto(`${adminUrl()}/content-manager/collection-types/${LOCATION}/create?plugins[i18n][locale]=de`);
    // Strapi's announcement of its new media library, over every page until closed.
    await page.getByRole('button', { name: 'Close the banner.' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(TITLE.de);
    await page.getByRole('combobox', { name: 'World' }).click();
    // The world by its name (cms/src/seed/editor-views.js), with its status ("Fabrik published").
    await page.getByRole('option', { name: /^Fabrik( |$)/ }).click();
    // The edit view's empty components, in its order: picture and video, group, category, portal, menus.
    await page
      .getByRole('button', { name: /^No entry yet/ })
      .first()
      .click();
    await page.getByRole('combobox', { name: 'Size' }).click();
    await page.getByRole('option', { name: 'default_background_16x9' }).click();
    await page.getByRole('combobox', { name: 'Picture or video' }).click();
    await page.getByRole('option', { name: 'image' }).click();
    await page
      .getByRole('region', { name: 'Picture', exact: true })
      .getByRole('button', { name: /^Click to add an asset/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add more assets' }).click();
    await page.getByRole('dialog').locator('input[type="file"]').setInputFiles(PICTURE);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Upload 1 asset/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('region', { name: 'Picture', exact: true }).locator('img')).toHaveAttribute(
      'src',
      /location_factory_quality/,
    );
    await guidePicture(page, 'location-new');
    await saveInEditView(page, LOCATION, { publish: true });
    const [made] = await list('/api/content-locations', { locale: 'de', 'filters[title][$eq]': TITLE.de });
    expect(made).toMatchObject({ slug: SLUG, payloadId: SLUG });
    room = made!;
  });

  await test.step('2. wire it to the CNC room on the tour map, a transition each way with its clip', async () => {
    await page.goto(`${adminUrl()}/plugins/studio/tour-map?world=factory&locale=de`);
    const map = page.getByTestId('studio.map');
    await expect(map).toHaveAttribute('data-studio-checked', 'true', { timeout: 60_000 });
    const node = (id: string) => map.locator(`.react-flow__node[data-id="${id}"]`);
    await expect(node(SLUG)).toHaveAttribute('data-studio-problem', 'true');
    await guidePicture(page, 'map-new-location');
    const handle = (await node('factory-cnc').locator('.react-flow__handle.source').boundingBox())!;
    const target = (await node(SLUG).locator('.react-flow__handle.target').boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
    await page.mouse.up();
    const dialog = page.getByRole('dialog', { name: /^New transitions/ });
    for (const [index, clip] of [CLIPS.there, CLIPS.back].entries()) {
      await dialog.getByRole('button', { name: 'Choose clip' }).nth(index).click();
      const library = page.getByRole('dialog', { name: /assets/ });
      await library.getByRole('button', { name: 'Search' }).click();
      await library.getByRole('searchbox').fill(clip);
      await page.keyboard.press('Enter');
      await library.getByRole('checkbox', { name: clip }).check();
      await library.getByRole('button', { name: 'Finish' }).click();
      await expect(dialog.getByText(clip)).toBeVisible();
    }
    await guidePicture(dialog, 'map-transitions');
    await dialog.getByRole('button', { name: 'Create transitions' }).click();
    await expect(dialog).toBeHidden();
    await expect(node(SLUG)).not.toHaveAttribute('data-studio-problem', 'true');
  });

  await test.step('3. place three hotspots on its picture', async () => {
    await page.goto(editViewUrl(LOCATION, room!.documentId, 'de'));
    await page.getByRole('button', { name: 'Place hotspots' }).click();
    const dialog = page.getByRole('dialog', { name: /^Place hotspots/ });
    const picture = dialog.getByTestId('studio.picture');
    await expect(picture.locator('img')).toHaveJSProperty('complete', true);
    for (const hotspot of HOTSPOTS) {
      const box = (await picture.boundingBox())!;
      await page.mouse.click(box.x + hotspot.at.x * box.width, box.y + hotspot.at.y * box.height);
      await dialog.getByRole('combobox', { name: 'Type' }).click();
      await page.getByRole('option', { name: new RegExp(`^${hotspot.type} ·`) }).click();
      await dialog.getByRole('textbox', { name: 'Label' }).fill(hotspot.title.de);
      await dialog.getByRole('button', { name: 'Add hotspot' }).click();
      await expect(picture.getByRole('button', { name: new RegExp(`^${hotspot.title.de},`) })).toBeVisible();
    }
    await guidePicture(dialog, 'place-hotspots');
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  await test.step('4. link the hotspots: the articles and the room they open, picked by their titles', async () => {
    for (const hotspot of HOTSPOTS) {
      const item = page.getByRole('region', { name: new RegExp(` - ${hotspot.title.de}$`) });
      // The hotspot's empty components, in the edit view's order: what it opens, categories.
      await item
        .getByRole('button', { name: /^No entry yet/ })
        .first()
        .click();
      const picker = item.getByRole('combobox', { name: hotspot.type === 'Go to' ? 'Location or world' : 'Article' });
      await picker.click();
      await picker.pressSequentially(hotspot.target.de.slice(0, 6));
      await page.getByRole('option', { name: new RegExp(`^${hotspot.target.de}`) }).click();
      if (hotspot === HOTSPOTS[0]) await guidePicture(page, 'link-article');
    }
    await saveInEditView(page, LOCATION, { publish: true });
    const { body } = await strapi(
      `/api/content-locations?locale=de&filters[slug][$eq]=${SLUG}&populate[hotspots][populate]=*`,
    );
    const [saved] = body?.data as { hotspots: { title: string; action_target: Target }[] }[];
    const articles = await list('/api/articles', { locale: 'de', 'pagination[pageSize]': '100' });
    expect(
      saved!.hotspots.map((hotspot) => [hotspot.title, hotspot.action_target.id ?? hotspot.action_target.payloadId]),
    ).toEqual([
      [HOTSPOTS[0]!.title.de, articles.find((article) => article.title === HOTSPOTS[0]!.target.de)!.id],
      [HOTSPOTS[1]!.title.de, articles.find((article) => article.title === HOTSPOTS[1]!.target.de)!.id],
      [HOTSPOTS[2]!.title.de, 'factory-cnc'],
    ]);
  });

  await test.step('5. translate it into English', async () => {
    // The language menu at the top right leads here: the entry in English, not written yet.
    await page.goto(editViewUrl(LOCATION, room!.documentId, 'en'));
    await page.getByRole('button', { name: 'Fill in from another locale' }).click({ timeout: 60_000 });
    await page.getByRole('combobox', { name: 'Locale' }).click();
    await page.getByRole('option', { name: /German \(de\)/ }).click();
    await page.getByRole('button', { name: 'Yes, fill in' }).click();
    await page.getByRole('textbox', { name: 'Title' }).first().fill(TITLE.en);
    for (const hotspot of HOTSPOTS) {
      const item = page.getByRole('region', { name: new RegExp(` - ${hotspot.title.de}$`) });
      await item.getByRole('textbox', { name: 'Label' }).fill(hotspot.title.en);
    }
    await guidePicture(page, 'translate');
    await saveInEditView(page, LOCATION, { publish: true });
    for (const locale of ['de', 'en'] as const) {
      const { body } = await strapi(
        `/api/content-locations?locale=${locale}&filters[slug][$eq]=${SLUG}&populate[hotspots][populate]=*&populate[background][populate]=*`,
      );
      const [saved] = body?.data as Room[];
      const articles = await list('/api/articles', { locale, 'pagination[pageSize]': '100' });
      const idOf = (title: string) => articles.find((article) => article.title === title)!.id;
      expect(saved, locale).toMatchObject({ title: TITLE[locale], slug: SLUG, payloadId: SLUG });
      expect(saved!.background.map((item) => item.image?.name)).toEqual([PICTURE.split('/').pop()]);
      expect(
        saved!.hotspots.map((hotspot) => [hotspot.title, hotspot.action_target.id ?? hotspot.action_target.payloadId]),
      ).toEqual([
        [HOTSPOTS[0]!.title[locale], idOf(HOTSPOTS[0]!.target[locale])],
        [HOTSPOTS[1]!.title[locale], idOf(HOTSPOTS[1]!.target[locale])],
        [HOTSPOTS[2]!.title[locale], 'factory-cnc'],
      ]);
    }
  });

  await test.step('6. check the tour', async () => {
    await page.goto(`${adminUrl()}/plugins/studio/tour-map?world=factory&locale=de`);
    const map = page.getByTestId('studio.map');
    await expect(map).toHaveAttribute('data-studio-checked', 'true', { timeout: 60_000 });
    await page.getByRole('tab', { name: /^Problems/ }).click();
    // The new location's only problem: the eight languages it is not translated into yet (English is done).
    const ours = page
      .getByTestId('studio.problems')
      .getByRole('row')
      .filter({
        has: page.locator(`a[href*="${room!.documentId}"]`),
      });
    await expect(ours).toHaveCount(1);
    await expect(ours.getByRole('gridcell').first()).toHaveText('Text missing');
    await expect(ours.getByRole('gridcell').last()).toHaveText('fr, it, es, pl, cs, zh, en-US, es-MX');
    await guidePicture(page, 'check');
  });

  await test.step('7. open it in the showroom, where its article opens, in German and in English', async () => {
    for (const locale of ['de', 'en'] as const) {
      await page.goto(editViewUrl(LOCATION, room!.documentId, locale));
      await page.getByRole('link', { name: 'Open in showroom' }).click();
      const frame = page.locator('iframe');
      // The draft (the edit view's tab), with the key that lets the showroom show it.
      await expect(frame).toHaveAttribute('src', new RegExp(`/${locale}/factory/${SLUG}\\?preview=[^&]+$`));
      const showroom = page.frameLocator('iframe');
      // The drafts are read when first previewed: the whole of Strapi, 35-40 s on 2 busy cores.
      await expect(showroom.getByTestId('location-title')).toHaveText(TITLE[locale], { timeout: 90_000 });
      if (locale === 'de') await guidePicture(page, 'preview');
      await showroom
        .locator('[data-testid="hotspot-layer"] [data-hotspot-key]', { hasText: HOTSPOTS[0]!.title[locale] })
        .click();
      await expect(showroom.getByRole('dialog', { name: HOTSPOTS[0]!.target[locale] })).toBeVisible({
        timeout: 30_000,
      });
    }
  });
});
