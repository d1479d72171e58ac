import { expect, test, type Page } from '@playwright/test';
import { editViewUrl, saveInEditView, signInToAdmin } from './fixtures/admin';
import { adminJwt, strapi } from './fixtures/cms';

// Issue 32, point 2: in the real, built admin panel an editor picks targets by their titles in the entry's locale
// (the studio's target custom field) and edits a menu item's action_stack as rows (the action-stack custom field);
// what is stored and what the showroom reads do not change, and a target that no longer exists shows red.

const MENU = 'api::menu.menu';

interface Target {
  id?: number | null;
  target_document?: string | null;
  payloadId?: string | null;
}
interface Item {
  id: number;
  __component?: string;
  title?: string;
  label?: string;
  action?: string;
  action_target?: Target | null;
  action_stack?: unknown;
}
interface Entry {
  documentId: string;
  slug?: string;
  hotspots?: Item[];
  items?: Item[];
}

/** The editor's admin jwt, signed in once for the spec (admin sign-ins are rate-limited). */
let jwt: Promise<string> | undefined;
const editorJwt = () => (jwt ??= adminJwt());

/** The Content Manager's API as the admin panel calls it (an editor's jwt): read and save whole entries. */
async function editorEntry(uid: string, filter: string, locale: string): Promise<Entry> {
  const token = await editorJwt();
  const list = await strapi(`/content-manager/collection-types/${uid}?locale=${locale}&${filter}`, { token });
  const [found] = (list.body as unknown as { results: Entry[] }).results;
  const entry = await strapi(`/content-manager/collection-types/${uid}/${found!.documentId}?locale=${locale}`, {
    token,
  });
  return entry.body?.data as Entry;
}

async function saveEntry(uid: string, entry: Entry, locale: string): Promise<void> {
  const saved = await strapi(`/content-manager/collection-types/${uid}/${entry.documentId}?locale=${locale}`, {
    method: 'PUT',
    token: await editorJwt(),
    body: JSON.stringify(entry),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** An article of the REST API (the wire format) by its title in `locale`. */
async function articleByTitle(title: string, locale: string): Promise<{ id: number; documentId: string }> {
  const { body } = await strapi(`/api/articles?locale=${locale}&filters[title][$eq]=${encodeURIComponent(title)}`);
  const [article] = body?.data as { id: number; documentId: string }[];
  expect(article, `${title} in ${locale}`).toBeDefined();
  return article!;
}

/** Opens an entry's edit view and the repeatable or dynamic-zone item whose header names `title`. */
async function openItem(page: Page, uid: string, documentId: string, locale: string, title: string): Promise<void> {
  await page.goto(editViewUrl(uid, documentId, locale));
  await page
    .getByRole('button', { name: new RegExp(title) })
    .first()
    .click();
}

/** Types `search` into the picker labelled `label` and picks the option `option`. */
async function pick(page: Page, label: string | RegExp, search: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.pressSequentially(search);
  await page.getByRole('option', { name: new RegExp(option) }).click();
}

// The admin panel is slow to load on a busy 2-core machine: room beyond the config's 120 s.
test.describe.configure({ timeout: 240_000 });

test('an editor builds a menu item’s action stack as rows, and REST answers the same JSON as before', async ({
  page,
}) => {
  const menu = await editorEntry(MENU, 'filters[key][$eq]=group-production', 'de');
  const kept = structuredClone(menu);
  try {
    await signInToAdmin(page);
    await openItem(page, MENU, menu.documentId, 'de', 'Hallenübersicht');
    const stack = page.getByTestId('studio.stack');
    await stack.getByRole('button', { name: 'Add a step' }).click();
    await pick(page, 'Location or world of step 1', 'Roboter', 'Roboterzelle');
    await stack.getByRole('button', { name: 'Add a step' }).click();
    await page.getByRole('combobox', { name: 'Action of step 2' }).click();
    await page.getByRole('option', { name: 'Open an article' }).click();
    await pick(page, 'Article of step 2', 'Robotik', 'Robotik in der Fertigung');
    // Step 2 first, with the keyboard: the move button keeps the focus on the moved row.
    await stack.getByRole('button', { name: 'Move step 2 up' }).focus();
    await page.keyboard.press('Enter');
    await expect(stack.getByRole('button', { name: 'Move step 1 down' })).toBeFocused();
    await saveInEditView(page, MENU, { publish: true });

    const robotics = await articleByTitle('Robotik in der Fertigung', 'de');
    const { body } = await strapi('/api/menus?locale=de&filters[key][$eq]=group-production&populate[items]=true');
    const [answered] = body?.data as Entry[];
    expect(answered!.items![0]!.action_stack).toEqual([
      { action: 'open-article', action_target: { id: robotics.id } },
      // The wire format's target always has an id (null: no article or dashboard).
      { action: 'navigate', action_target: { id: null, payloadId: 'factory-robotics' } },
    ]);
  } finally {
    await saveEntry(MENU, kept, 'de');
  }
});

test('a target that no longer exists shows red with its message', async ({ page }) => {
  const made = await strapi('/api/articles?locale=de', {
    method: 'POST',
    body: JSON.stringify({ data: { title: 'Bald gelöscht' } }),
  });
  expect(made.status).toBe(201);
  const gone = (made.body?.data as { documentId: string }).documentId;
  const menu = await editorEntry(MENU, 'filters[key][$eq]=group-service', 'de');
  const kept = structuredClone(menu);
  try {
    menu.items![0]!.action_target = { ...menu.items![0]!.action_target, target_document: gone };
    await saveEntry(MENU, menu, 'de');
    expect((await strapi(`/api/articles/${gone}?locale=de`, { method: 'DELETE' })).status).toBe(204);
    await signInToAdmin(page);
    await openItem(page, MENU, menu.documentId, 'de', 'Serviceangebot');
    const chosen = page.getByTestId('studio.target.chosen');
    await expect(chosen).toHaveAttribute('data-missing', 'true');
    await expect(chosen).toContainText('This target no longer exists');
    // The design system's danger600, #d02b20.
    await expect(chosen).toHaveCSS('border-color', 'rgb(208, 43, 32)');
  } finally {
    await saveEntry(MENU, kept, 'de');
  }
});
