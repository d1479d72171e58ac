import { expect, test } from '@playwright/test';
import { adminJwt, strapi } from './fixtures/cms';

// Issue 32, point 5: an article or dashboard target is kept by documentId, the same in every locale, answered in the
// wire format as the id that document has in the locale asked; saving a target that does not exist is refused.

const LOCATIONS = 'api::content-location.content-location';
const CNC_ROOM = 'factory-cnc';
const TARGET_POPULATE = 'populate[hotspots][on][hotspots.open-article][populate][action_target]=true';

interface Hotspot {
  __component: string;
  title?: string;
  action_target?: Record<string, unknown> & { id?: number | null; target_document?: string | null };
}
interface Entry {
  documentId: string;
  hotspots: Hotspot[];
}

/** The CNC room in `locale` as REST answers it (the wire format) and its first article hotspot's target id. */
async function articleIdAnswered(locale: string): Promise<number | null | undefined> {
  const { status, body } = await strapi(
    `/api/content-locations?locale=${locale}&filters[payloadId][$eq]=${CNC_ROOM}&${TARGET_POPULATE}`,
  );
  expect(status).toBe(200);
  const [room] = body?.data as Entry[];
  return room?.hotspots.find((hotspot) => hotspot.__component === 'hotspots.open-article')?.action_target?.id;
}

/** An article's id in `locale`, by its documentId. */
async function articleId(documentId: string, locale: string): Promise<number> {
  const { status, body } = await strapi(`/api/articles?locale=${locale}&filters[documentId][$eq]=${documentId}`);
  expect(status).toBe(200);
  const [article] = body?.data as { id: number }[];
  expect(article, `${documentId} in ${locale}`).toBeDefined();
  return article!.id;
}

/** The Content Manager's API, as the admin panel calls it with an editor's jwt. */
async function contentManager(path: string, jwt: string, init: RequestInit = {}) {
  return strapi(`/content-manager/collection-types/${LOCATIONS}${path}`, { ...init, token: jwt });
}

async function cncRoomInEditor(jwt: string): Promise<Entry> {
  const list = await contentManager(`?locale=de&filters[payloadId][$eq]=${CNC_ROOM}`, jwt);
  expect(list.status).toBe(200);
  const [room] = (list.body as unknown as { results: Entry[] }).results;
  const entry = await contentManager(`/${room!.documentId}?locale=de`, jwt);
  expect(entry.status).toBe(200);
  return entry.body?.data as Entry;
}

test('an article target is one document in every locale, answered as each locale’s own id', async () => {
  const jwt = await adminJwt();
  const room = await cncRoomInEditor(jwt);
  const target = room.hotspots.find((hotspot) => hotspot.__component === 'hotspots.open-article')?.action_target;
  // The editor sees a documentId, not a per-locale id.
  expect(target?.target_document).toMatch(/^[a-z0-9]{20,}$/);
  expect(target).not.toHaveProperty('target_id');
  const documentId = target!.target_document!;
  const [de, en] = [await articleId(documentId, 'de'), await articleId(documentId, 'en')];
  expect(de).not.toBe(en); // Strapi's ids differ per locale: the answer must follow the locale
  expect(await articleIdAnswered('de')).toBe(de);
  expect(await articleIdAnswered('en')).toBe(en);
});

test('saving a target that does not exist is refused in the editor’s language, and nothing is written', async () => {
  const jwt = await adminJwt();
  for (const [language, message] of [
    ['de', /Der Artikel, den diese Aktion öffnet, existiert nicht \(gone-article-document\)/],
    ['en', /The article this action opens does not exist \(gone-article-document\)/],
  ] as const) {
    const me = await strapi('/admin/users/me', {
      method: 'PUT',
      token: jwt,
      body: JSON.stringify({ preferedLanguage: language }),
    });
    expect(me.status).toBe(200);
    const room = await cncRoomInEditor(jwt);
    const hotspot = room.hotspots.find((item) => item.__component === 'hotspots.open-article')!;
    const before = hotspot.action_target!.target_document;
    hotspot.action_target!.target_document = 'gone-article-document';
    const saved = await contentManager(`/${room.documentId}?locale=de`, jwt, {
      method: 'PUT',
      body: JSON.stringify(room),
    });
    expect(saved.status).toBe(400);
    expect(saved.body?.error?.name).toBe('ValidationError');
    expect(saved.body?.error?.message).toMatch(message);
    const after = await cncRoomInEditor(jwt);
    const kept = after.hotspots.find((item) => item.__component === 'hotspots.open-article')!.action_target;
    expect(kept?.target_document).toBe(before);
  }
});

test('an existing article picked as the target is saved and answered by its id in that locale', async () => {
  const jwt = await adminJwt();
  const room = await cncRoomInEditor(jwt);
  const hotspot = room.hotspots.find((item) => item.__component === 'hotspots.open-article')!;
  const before = hotspot.action_target!.target_document!;
  const { body } = await strapi('/api/articles?locale=de&pagination[pageSize]=100');
  const other = (body?.data as { documentId: string; id: number }[]).find((item) => item.documentId !== before)!;
  try {
    hotspot.action_target!.target_document = other.documentId;
    // Published as the edit view's Publish does: REST answers what is published.
    const saved = await contentManager(`/${room.documentId}/actions/publish?locale=de`, jwt, {
      method: 'POST',
      body: JSON.stringify(room),
    });
    expect(saved.status).toBe(200);
    expect(await articleIdAnswered('de')).toBe(other.id);
  } finally {
    hotspot.action_target!.target_document = before;
    await contentManager(`/${room.documentId}/actions/publish?locale=de`, jwt, {
      method: 'POST',
      body: JSON.stringify(room),
    });
  }
});

test('an article keeps its id through publishing: deep links, targets and the preview agree', async () => {
  const jwt = await adminJwt();
  const { body } = await strapi('/api/articles?locale=de&sort=id&pagination[pageSize]=1');
  const [article] = body?.data as { documentId: string; id: number }[];
  const before = await articleId(article!.documentId, 'de');
  const draft = await strapi(`/api/articles?locale=de&status=draft&filters[documentId][$eq]=${article!.documentId}`);
  expect((draft.body?.data as { id: number }[])[0]?.id).toBe(before);
  const path = `/content-manager/collection-types/api::article.article/${article!.documentId}`;
  const current = await strapi(`${path}?locale=de`, { token: jwt });
  expect(current.status).toBe(200);
  // Publishing replaces Strapi's published rows with new ones: the id the showroom reads must not follow them.
  const published = await strapi(`${path}/actions/publish?locale=de`, {
    method: 'POST',
    token: jwt,
    body: JSON.stringify(current.body?.data),
  });
  expect(published.status).toBe(200);
  expect(await articleId(article!.documentId, 'de')).toBe(before);
});
