import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { adminJwt, cmsE2e, startStrapi, stopStrapi, strapi } from './fixtures/cms';

// Issue 32, point 5: layout is kept once for all locales (Strapi's `i18n.localized: false`), texts per locale; a
// database from before, where the layout differed per locale, is made one at start from the locale edited last.
// Edits are published as the admin panel's Publish does: the drafts follow at once, what visitors see on publishing.

const LOCATIONS = 'api::content-location.content-location';
const CNC_ROOM = 'factory-cnc';

interface Room {
  documentId: string;
  title: string;
  hotspots: Hotspot[];
  hotspots_appere_animation: string;
  priority_in_location_category: number;
}

/** The CNC room as REST answers it in `locale`: what is published, or its draft. */
async function roomIn(locale: string, status: 'draft' | 'published' = 'published'): Promise<Room> {
  const { body } = await strapi(
    `/api/content-locations?locale=${locale}&status=${status}&filters[payloadId][$eq]=${CNC_ROOM}&populate[hotspots][populate]=*`,
  );
  const [room] = body?.data as Room[];
  expect(room).toBeDefined();
  return room!;
}

interface Hotspot {
  __component: string;
  id?: number;
  title: string;
  position: { x: number; y: number };
}

/** The CNC room's entry in `locale` as the admin panel reads it: every component, with its row ids. */
async function entryIn(locale: string): Promise<{ path: string; jwt: string; entry: Record<string, unknown> }> {
  const jwt = await adminJwt();
  const { documentId } = await roomIn(locale);
  const path = `/content-manager/collection-types/${LOCATIONS}/${documentId}?locale=${locale}`;
  const read = await strapi(path, { token: jwt });
  expect(read.status).toBe(200);
  return { path, jwt, entry: read.body?.data as Record<string, unknown> };
}

/** Publishes the CNC room's German entry as the admin panel does, with `change` applied to what it read. */
async function editInGerman(change: (entry: Record<string, unknown>) => void) {
  const { jwt, entry } = await entryIn('de');
  change(entry);
  const published = await strapi(
    `/content-manager/collection-types/${LOCATIONS}/${entry.documentId}/actions/publish?locale=de`,
    { method: 'POST', token: jwt, body: JSON.stringify(entry) },
  );
  expect(published.status, JSON.stringify(published.body?.error)).toBe(200);
}

/** `value` without any row id, at every level. */
const withoutIds = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value, (key, item: unknown) => (key === 'id' ? undefined : item))) as T;

const hotspotsIn = async (locale: string) => (await entryIn(locale)).entry.hotspots as Hotspot[];

test('layout set in German is the English layout too, while each locale keeps its title', async () => {
  const [de, en] = [await roomIn('de'), await roomIn('en')];
  expect(en.title).not.toBe(de.title);
  try {
    await editInGerman((entry) => {
      entry.hotspots_appere_animation = 'slide_up';
      entry.priority_in_location_category = 42;
    });
    for (const status of ['draft', 'published'] as const) {
      const after = await roomIn('en', status);
      expect(after).toMatchObject({ hotspots_appere_animation: 'slide_up', priority_in_location_category: 42 });
      expect(after.title).toBe(en.title);
    }
  } finally {
    await editInGerman((entry) => {
      entry.hotspots_appere_animation = de.hotspots_appere_animation;
      entry.priority_in_location_category = de.priority_in_location_category;
    });
  }
});

test('hotspots moved, reordered or added in German are so in English, each keeping its English title', async () => {
  const [de, en] = [await hotspotsIn('de'), await hotspotsIn('en')];
  expect(en.length).toBe(de.length);
  expect(en[0]!.title).not.toBe(de[0]!.title);
  try {
    await editInGerman((entry) => {
      const [first, second, ...rest] = structuredClone(de);
      first!.position = { x: 0.31, y: 0.62 };
      // A new hotspot as the admin panel sends one: no row ids, its components' neither.
      const added = { ...withoutIds(de[0]!), title: 'Neu', position: { x: 0.5, y: 0.5 } };
      entry.hotspots = [second, first, ...rest, added];
    });
    const after = await hotspotsIn('en');
    expect(after.map((hotspot) => hotspot.title)).toEqual([
      en[1]!.title,
      en[0]!.title,
      ...en.slice(2).map((h) => h.title),
      'Neu',
    ]);
    expect(after[1]!.position).toMatchObject({ x: 0.31, y: 0.62 });
    expect(after.at(-1)!.position).toMatchObject({ x: 0.5, y: 0.5 });
    // What English visitors see: the German layout, published with it, the English titles.
    const shown = (await roomIn('en')).hotspots;
    expect(shown.map((hotspot) => [hotspot.title, hotspot.position.x, hotspot.position.y])).toEqual(
      after.map((hotspot) => [hotspot.title, hotspot.position.x, hotspot.position.y]),
    );
  } finally {
    // The hotspots as they were, rows, media and components kept; their positions' rows were made anew by the edit.
    await editInGerman((entry) => {
      entry.hotspots = de.map((hotspot) => ({
        ...hotspot,
        position: { x: hotspot.position.x, y: hotspot.position.y },
      }));
    });
  }
  const restored = await hotspotsIn('en');
  expect(restored.map((hotspot) => [hotspot.title, hotspot.position.x])).toEqual(
    en.map((h) => [h.title, h.position.x]),
  );
});

interface Linked {
  documentId: string;
  payloadId: string;
  to: { documentId: string; locale: string } | null;
}

/** The transition `payloadId` in `locale`, draft or published, with its end. */
async function transitionIn(payloadId: string, locale: string, status: 'draft' | 'published'): Promise<Linked> {
  const { body } = await strapi(
    `/api/content-transitions?locale=${locale}&status=${status}&filters[payloadId][$eq]=${payloadId}&populate[to]=true`,
  );
  const [transition] = body?.data as Linked[];
  expect(transition, `${payloadId} ${locale} ${status}`).toBeDefined();
  return transition!;
}

/** Sets the end of a transition in German: saved as a draft, or published too (REST's default). */
const setEndInGerman = (documentId: string, to: string, status: 'draft' | 'published') =>
  strapi(`/api/content-transitions/${documentId}?locale=de${status === 'draft' ? '&status=draft' : ''}`, {
    method: 'PUT',
    body: JSON.stringify({ data: { to: { set: [{ documentId: to }] } } }),
  });

test('a transition’s end changed in German is every locale’s: the drafts at once, what is published on publishing', async () => {
  const payloadId = 'factory-entrance--factory-lobby';
  const before = await transitionIn(payloadId, 'de', 'published');
  const { body } = await strapi('/api/content-locations?locale=de&filters[payloadId][$eq]=factory-hall');
  const [other] = body?.data as { documentId: string }[];
  expect(other!.documentId).not.toBe(before.to!.documentId);
  try {
    expect((await setEndInGerman(before.documentId, other!.documentId, 'draft')).status).toBe(200);
    for (const locale of ['en', 'zh']) {
      // The English draft links the English version of the new end; visitors still see the old one.
      expect((await transitionIn(payloadId, locale, 'draft')).to).toMatchObject({
        documentId: other!.documentId,
        locale,
      });
      expect((await transitionIn(payloadId, locale, 'published')).to?.documentId).toBe(before.to!.documentId);
    }
    expect((await setEndInGerman(before.documentId, other!.documentId, 'published')).status).toBe(200);
    for (const locale of ['en', 'zh'])
      expect((await transitionIn(payloadId, locale, 'published')).to).toMatchObject({
        documentId: other!.documentId,
        locale,
      });
  } finally {
    await setEndInGerman(before.documentId, before.to!.documentId, 'published');
  }
  expect((await transitionIn(payloadId, 'en', 'published')).to?.documentId).toBe(before.to!.documentId);
});

test('a database whose layout differs per locale is made one at start, from the locale edited last', async () => {
  const de = await roomIn('de');
  await stopStrapi();
  const db = new Database(join(cmsE2e().dataDir, 'data.db'));
  try {
    // As a database from before shared fields: English edited after German, each with its own layout.
    const set = db.prepare(
      `UPDATE content_locations SET hotspots_appere_animation = ?, priority_in_location_category = ?, updated_at = ?
       WHERE payload_id = ? AND locale = ?`,
    );
    set.run('none', 7, Date.now() - 60_000, CNC_ROOM, 'de');
    set.run('zoom_in', 9, Date.now(), CNC_ROOM, 'en');
    // What is shared was last made one under another shape (seed/shared-fields.js).
    db.prepare(`DELETE FROM strapi_core_store_settings WHERE key = 'plugin_vf-shared-fields_shape'`).run();
  } finally {
    db.close();
  }
  await startStrapi();
  try {
    for (const locale of ['de', 'en', 'zh']) {
      expect(await roomIn(locale), locale).toMatchObject({
        hotspots_appere_animation: 'zoom_in',
        priority_in_location_category: 9,
      });
    }
  } finally {
    await editInGerman((entry) => {
      entry.hotspots_appere_animation = de.hotspots_appere_animation;
      entry.priority_in_location_category = de.priority_in_location_category;
    });
  }
});

test('a new language saved with the shared fields empty, as the admin panel’s form has them, keeps them', async () => {
  const { body: cnc } = await strapi(
    `/api/content-locations?locale=de&filters[payloadId][$eq]=${CNC_ROOM}&populate[background][populate]=image`,
  );
  const [picture] = (cnc?.data as { background: { image: { id: number } }[] }[])[0]!.background;
  const made = await strapi('/api/content-locations?locale=de', {
    method: 'POST',
    body: JSON.stringify({
      data: {
        title: 'Neuer Raum',
        slug: 'e2e-new-locale',
        payloadId: 'e2e-new-locale',
        background: [{ key: 'default_background_16x9', type: 'image', image: picture!.image.id }],
      },
    }),
  });
  expect(made.status).toBe(201);
  const { documentId } = made.body?.data as { documentId: string };
  const shared = async (locale: string) => {
    const { body } = await strapi(
      `/api/content-locations/${documentId}?locale=${locale}&status=draft&populate[background][populate]=image`,
    );
    const room = body?.data as { title: string; slug: string; background: { image: { id: number } }[] };
    return { title: room.title, slug: room.slug, pictures: room.background.map((item) => item.image.id) };
  };
  try {
    // The English entry as the admin panel's form saves it when only its title was typed.
    const saved = await strapi(`/content-manager/collection-types/${LOCATIONS}/${documentId}?locale=en`, {
      method: 'PUT',
      token: await adminJwt(),
      body: JSON.stringify({ title: 'New room', slug: '', payloadId: 'e2e-new-locale', background: [] }),
    });
    expect(saved.status, JSON.stringify(saved.body?.error)).toBe(200);
    const pictures = [picture!.image.id];
    expect(await shared('de')).toEqual({ title: 'Neuer Raum', slug: 'e2e-new-locale', pictures });
    expect(await shared('en')).toEqual({ title: 'New room', slug: 'e2e-new-locale', pictures });
  } finally {
    await strapi(`/api/content-locations/${documentId}?locale=*`, { method: 'DELETE' });
  }
});
