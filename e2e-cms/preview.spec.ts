import { expect, test, type Page } from '@playwright/test';
import { cmsE2e, strapi } from './fixtures/cms';
import { editViewUrl, signInToAdmin } from './fixtures/admin';

// Issue 32, point 6: "Open in showroom" (Strapi's preview, cms/src/utils/preview.js) opens the entry in the showroom,
// in the entry's locale, inside the admin panel: a location where it stands, an article open over the default world.
// The showroom lets the admin panel frame it (CMS_ADMIN_URL, server/security-headers.ts).

const LOCATION = 'api::content-location.content-location';
const ARTICLE = 'api::article.article';

interface Entry {
  id: number;
  documentId: string;
  title: string;
  slug?: string;
}

async function first(path: string): Promise<Entry> {
  const { status, body } = await strapi(path);
  expect(status).toBe(200);
  const [entry] = body?.data as Entry[];
  expect(entry).toBeDefined();
  return entry!;
}

/** Opens the entry's edit view in `locale`, then its preview; the frame showing the showroom. */
async function openInShowroom(page: Page, uid: string, documentId: string, locale: string) {
  await signInToAdmin(page);
  await page.goto(editViewUrl(uid, documentId, locale));
  await page.getByRole('link', { name: 'Open in showroom' }).click();
  const frame = page.locator('iframe');
  await expect(frame).toBeVisible();
  return { src: new URL((await frame.getAttribute('src'))!), content: page.frameLocator('iframe') };
}

test('a location opens where it stands in the showroom, in German', async ({ page }) => {
  const room = await first('/api/content-locations?locale=de&filters[payloadId][$eq]=factory-cnc&populate[world]=true');
  const { src, content } = await openInShowroom(page, LOCATION, room.documentId, 'de');
  const world = (room as Entry & { world: { slug: string } }).world.slug;
  expect(src.origin).toBe(cmsE2e().showroomUrl);
  expect(src.pathname).toBe(`/de/${world}/${room.slug}`);
  const title = content.getByTestId('location-title');
  await expect(title).toHaveAttribute('data-location', 'factory-cnc', { timeout: 30_000 });
  await expect(title).toHaveText(room.title);
});

test('an article opens over the default world in the showroom, in English', async ({ page }) => {
  const article = await first('/api/articles?locale=en&sort=id');
  const { src, content } = await openInShowroom(page, ARTICLE, article.documentId, 'en');
  expect(src.pathname).toMatch(/^\/en\/[^/]+$/);
  expect(src.searchParams.get('article')).toBe(String(article.id));
  await expect(content.getByRole('dialog', { name: article.title })).toBeVisible({ timeout: 30_000 });
});
