import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A database from before issue 32 keeps article and dashboard targets by per-locale row id (`target_id`, and
// `action_target.id` in action_stack JSON); cms/database/migrations/ moves them to documentIds before Strapi syncs
// the schema. Checked on the tables Strapi 5.54 made for that schema (the old columns, the component links), run
// with cms/'s own knex as Strapi runs it: in a transaction.

interface Knex {
  transaction(work: (trx: unknown) => Promise<void>): Promise<void>;
  destroy(): Promise<void>;
}
const cmsRequire = createRequire(join(import.meta.dirname, '..', 'cms', 'package.json'));
const knex = cmsRequire('knex') as (config: object) => Knex;
const migration = cmsRequire('./database/migrations/2026.11.27T00.00.00.action-targets-by-document.js') as {
  up: (trx: unknown) => Promise<void>;
};

let dir: string;
let file: string;

test.beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vf-migration-'));
  file = join(dir, 'data.db');
});
test.afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function migrate() {
  const db = knex({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true });
  try {
    await db.transaction((trx) => migration.up(trx));
  } finally {
    await db.destroy();
  }
}

/** Runs `work` on the database file, then closes it (the migration opens it on its own). */
function withDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(file);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

const links = (holder: string) =>
  `CREATE TABLE ${holder}_cmps (id INTEGER PRIMARY KEY, entity_id INTEGER, cmp_id INTEGER, component_type TEXT, field TEXT)`;
const link = (entity: number, target: number) => [entity, target, 'shared.action-target', 'action_target'];

function oldSchema() {
  withDatabase((db) => {
    db.exec(`
      CREATE TABLE articles (id INTEGER PRIMARY KEY, document_id TEXT, locale TEXT);
      CREATE TABLE dashboards (id INTEGER PRIMARY KEY, document_id TEXT, locale TEXT);
      CREATE TABLE components_shared_action_target (id INTEGER PRIMARY KEY, target_id INTEGER, payload_id TEXT);
      CREATE TABLE components_hotspots_open_article (id INTEGER PRIMARY KEY, title TEXT);
      CREATE TABLE components_hotspots_custom_open_dashboard (id INTEGER PRIMARY KEY, title TEXT);
      CREATE TABLE components_shared_action_button (id INTEGER PRIMARY KEY, action TEXT, action_stack TEXT);
      ${links('components_hotspots_open_article')};
      ${links('components_hotspots_custom_open_dashboard')};
      ${links('components_shared_action_button')};
      -- Row 2 is an article in en and a dashboard in de: only the holder tells which one a target means.
      INSERT INTO articles VALUES (1, 'article-a', 'de'), (2, 'article-a', 'en');
      INSERT INTO dashboards VALUES (1, 'dashboard-a', 'en'), (2, 'dashboard-b', 'de');
      INSERT INTO components_shared_action_target VALUES
        (1, 2, NULL),              -- an article hotspot's, en
        (2, 2, NULL),              -- a custom dashboard hotspot's
        (3, 1, NULL),              -- an open-dashboard button's
        (4, NULL, 'factory-lobby'), -- a navigate button's
        (5, 99, NULL);             -- an article that is gone
      INSERT INTO components_hotspots_open_article VALUES (1, NULL), (2, NULL);
      INSERT INTO components_hotspots_custom_open_dashboard VALUES (1, NULL);
    `);
    const stack = [
      { action: 'navigate', action_target: { id: null, payloadId: 'factory-lobby' } },
      { action: 'open-article', action_target: { id: 1, url: null } },
    ];
    db.prepare('INSERT INTO components_shared_action_button VALUES (?, ?, ?)').run(1, 'open-dashboard', null);
    db.prepare('INSERT INTO components_shared_action_button VALUES (?, ?, ?)').run(
      2,
      'navigate',
      JSON.stringify(stack),
    );
    const insert = (holder: string, entity: number, target: number) =>
      db
        .prepare(`INSERT INTO ${holder}_cmps (entity_id, cmp_id, component_type, field) VALUES (?, ?, ?, ?)`)
        .run(...link(entity, target));
    insert('components_hotspots_open_article', 1, 1);
    insert('components_hotspots_open_article', 2, 5);
    insert('components_hotspots_custom_open_dashboard', 1, 2);
    insert('components_shared_action_button', 1, 3);
    insert('components_shared_action_button', 2, 4);
  });
}

test('moves every article and dashboard target to its documentId, by the kind its holder names', async () => {
  oldSchema();
  await migrate();
  withDatabase((db) => {
    expect(db.prepare('SELECT id, target_document FROM components_shared_action_target ORDER BY id').all()).toEqual([
      { id: 1, target_document: 'article-a' },
      { id: 2, target_document: 'dashboard-b' },
      { id: 3, target_document: 'dashboard-a' },
      { id: 4, target_document: null },
      { id: 5, target_document: null },
    ]);
    const button = db.prepare('SELECT action_stack FROM components_shared_action_button WHERE id = 2').get() as {
      action_stack: string;
    };
    expect(JSON.parse(button.action_stack)).toEqual([
      { action: 'navigate', action_target: { id: null, payloadId: 'factory-lobby' } },
      { action: 'open-article', action_target: { url: null, target_document: 'article-a' } },
    ]);
    // Strapi's schema sync drops target_id afterwards; a later start finds the new column and does nothing.
    db.prepare("UPDATE components_shared_action_target SET target_document = 'edited-since' WHERE id = 1").run();
  });
  await migrate();
  withDatabase((db) =>
    expect(db.prepare('SELECT target_document FROM components_shared_action_target WHERE id = 1').get()).toEqual({
      target_document: 'edited-since',
    }),
  );
});

test('does nothing on a fresh database, before Strapi made any table', async () => {
  await migrate();
  withDatabase((db) =>
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'components_shared_action_target'").get()).toBe(
      undefined,
    ),
  );
});
