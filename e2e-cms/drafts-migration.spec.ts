import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringifyQuery } from '../src/content/query';
import { cmsE2e, startStrapi, stopStrapi, strapi } from './fixtures/cms';

// Issue 32, point 6: draft & publish turned on for a database from before it. Such a database holds one row per
// document and locale, each published; Strapi's own migration makes every row's draft by discarding, entry by entry,
// and a draft made before the drafts it links to lost those links (cms/src/seed/drafts.js makes them again). The
// suite's database is made so here: its drafts deleted and the stored schemas saying "no draft & publish" for those
// types; after a restart every draft must be what is published, links and components included.

const DRAFTED = {
  world: 'worlds',
  'content-location': 'content_locations',
  'content-transition': 'content_transitions',
  article: 'articles',
  dashboard: 'dashboards',
  menu: 'menus',
  screensaver: 'screensavers',
};

interface Endpoint {
  path: string;
  localized: boolean;
  single: boolean;
  params: Record<string, unknown>[];
}

const endpoints = (
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'public', 'app-settings.json'), 'utf8')) as {
    endpoints: Endpoint[];
  }
).endpoints.filter((endpoint) => Object.values(DRAFTED).includes(endpoint.path.replace('/api/', '').replace('-', '_')));

/** An answer without what differs between a draft and its published version: row ids and times. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !['id', 'createdAt', 'updatedAt', 'publishedAt'].includes(key))
      .map(([key, item]) => [key, comparable(item)]),
  );
}

async function answers(status: 'draft' | 'published', locale: string): Promise<unknown[]> {
  const all: unknown[] = [];
  for (const endpoint of endpoints) {
    for (const params of endpoint.params) {
      const query = stringifyQuery({ ...params, locale, status, pagination: { pageSize: 100 }, sort: 'documentId' });
      const { status: code, body } = await strapi(`${endpoint.path}?${query}`);
      expect(code, `${endpoint.path} ${status}`).toBe(200);
      all.push({ endpoint: endpoint.path, data: comparable(body?.data) });
    }
  }
  return all;
}

test('a database from before draft & publish keeps every link in its drafts', async () => {
  test.setTimeout(600_000);
  expect(endpoints.map((endpoint) => endpoint.path)).toHaveLength(7);
  const before = { de: await answers('published', 'de'), cs: await answers('published', 'cs') };
  await stopStrapi();
  try {
    const db = new Database(join(cmsE2e().dataDir, 'data.db'));
    try {
      const row = db.prepare("SELECT value FROM strapi_core_store_settings WHERE key = 'strapi_content_types_schema'");
      const schemas = JSON.parse((row.get() as { value: string }).value) as Record<
        string,
        { options?: { draftAndPublish?: boolean } }
      >;
      for (const [name, table] of Object.entries(DRAFTED)) {
        schemas[`api::${name}.${name}`]!.options!.draftAndPublish = false;
        db.prepare(`DELETE FROM ${table} WHERE published_at IS NULL`).run();
      }
      db.prepare("UPDATE strapi_core_store_settings SET value = ? WHERE key = 'strapi_content_types_schema'").run(
        JSON.stringify(schemas),
      );
    } finally {
      db.close();
    }
  } finally {
    await startStrapi();
  }
  for (const locale of ['de', 'cs'] as const) {
    expect(await answers('published', locale)).toEqual(before[locale]);
    expect(await answers('draft', locale)).toEqual(before[locale]);
  }
});
