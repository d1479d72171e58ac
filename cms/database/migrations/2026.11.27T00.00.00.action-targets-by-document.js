'use strict';

/**
 * Article and dashboard targets were kept by row id (`target_id`, and `action_target.id` in a menu item's
 * `action_stack` JSON), an id that differs per locale. They are now kept by documentId, the same in every locale
 * (`target_document`; cms/src/utils/action-targets.js). Strapi runs this before it syncs the schema, so the old
 * column is still there: each target's id is looked up in the table of the kind its holder names (a hotspot's
 * component, else the button's or step's action), and its documentId written beside it. Strapi then drops
 * `target_id`. A target whose row is gone keeps no documentId and is logged. A fresh database has nothing to do.
 */

const TARGETS = 'components_shared_action_target';
const BUTTONS = 'components_shared_action_button';
const KIND_TABLES = { 'open-article': 'articles', 'open-dashboard': 'dashboards' };

/** The table of the kind a holder names: by its component table's name, else by its action. */
function kindTable(holderTable, action) {
  const byComponent = /_open_(article|dashboard)$/.exec(holderTable);
  if (byComponent) return KIND_TABLES[`open-${byComponent[1]}`];
  return KIND_TABLES[action] ?? null;
}

async function documentIdOf(knex, table, id) {
  const row = table && id != null ? await knex(table).where({ id }).first('document_id') : null;
  return row?.document_id ?? null;
}

/** Every `<holder>_cmps` table that may link a `shared.action-target`, with the holder's action column if any. */
async function holderTables(knex) {
  const sqlite = String(knex.client.config.client).includes('sqlite');
  const names = sqlite
    ? await knex('sqlite_master').where({ type: 'table' }).pluck('name')
    : await knex('information_schema.tables').pluck('table_name');
  const tables = names.filter((name) => name.endsWith('_cmps'));
  const holders = [];
  for (const links of tables) {
    const holder = links.slice(0, -'_cmps'.length);
    if (!(await knex.schema.hasTable(holder))) continue;
    holders.push({ links, holder, hasAction: await knex.schema.hasColumn(holder, 'action') });
  }
  return holders;
}

async function migrateComponents(knex, log) {
  await knex.schema.alterTable(TARGETS, (table) => table.string('target_document'));
  const targets = await knex(TARGETS).whereNotNull('target_id').select('id', 'target_id');
  if (!targets.length) return 0;
  const holders = await holderTables(knex);
  let moved = 0;
  for (const target of targets) {
    let table = null;
    for (const { links, holder, hasAction } of holders) {
      const link = await knex(links).where({ cmp_id: target.id, component_type: 'shared.action-target' }).first();
      if (!link) continue;
      const action = hasAction ? (await knex(holder).where({ id: link.entity_id }).first('action'))?.action : null;
      table = kindTable(holder, action);
      break;
    }
    const documentId = await documentIdOf(knex, table, target.target_id);
    if (documentId) {
      await knex(TARGETS).where({ id: target.id }).update({ target_document: documentId });
      moved += 1;
    } else log(`action target ${target.id}: ${table ?? 'no kind'} id ${target.target_id} not found, left empty`);
  }
  return moved;
}

async function migrateActionStacks(knex, log) {
  if (!(await knex.schema.hasColumn(BUTTONS, 'action_stack'))) return 0;
  let moved = 0;
  for (const button of await knex(BUTTONS).whereNotNull('action_stack').select('id', 'action_stack')) {
    const stack = typeof button.action_stack === 'string' ? JSON.parse(button.action_stack) : button.action_stack;
    if (!Array.isArray(stack)) continue;
    let changed = false;
    for (const step of stack) {
      const target = step?.action_target;
      if (!target || typeof target !== 'object' || target.id == null) continue;
      const table = kindTable('', step.action);
      if (!table) continue;
      const { id, ...rest } = target;
      const documentId = await documentIdOf(knex, table, id);
      if (!documentId) log(`button ${button.id}: ${step.action} id ${id} not found, left empty`);
      step.action_target = documentId ? { ...rest, target_document: documentId } : rest;
      changed = true;
      if (documentId) moved += 1;
    }
    if (changed)
      await knex(BUTTONS)
        .where({ id: button.id })
        .update({ action_stack: JSON.stringify(stack) });
  }
  return moved;
}

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable(TARGETS)) || !(await knex.schema.hasColumn(TARGETS, 'target_id'))) return;
    if (await knex.schema.hasColumn(TARGETS, 'target_document')) return;
    const log = (message) => console.warn(`[migration action-targets-by-document] ${message}`);
    const components = await migrateComponents(knex, log);
    const steps = await migrateActionStacks(knex, log);
    console.info(
      `[migration action-targets-by-document] ${components} targets and ${steps} menu steps kept by documentId`,
    );
  },
  async down() {
    throw new Error('Targets kept by documentId cannot go back to per-locale ids: restore the backup instead.');
  },
};
