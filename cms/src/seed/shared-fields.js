'use strict';

const { createHash } = require('node:crypto');
const { isEqual } = require('lodash/fp');
const { SHARED_LISTS, unifyLists } = require('../utils/shared-lists');

/** Where the shape of the shared layout last made one is kept. */
const STORE = { type: 'plugin', name: 'vf-shared-fields' };

/** What is shared: each localized type's non-localized attributes, and the shared lists. */
function sharedShape(strapi) {
  const types = strapi.plugin('i18n').service('content-types');
  const shape = Object.keys(strapi.contentTypes)
    .filter((uid) => uid.startsWith('api::') && types.isLocalizedContentType(strapi.getModel(uid)))
    .sort()
    .map((uid) => [uid, types.getNonLocalizedAttributes(strapi.getModel(uid)).sort()]);
  return createHash('sha256')
    .update(JSON.stringify([shape, SHARED_LISTS]))
    .digest('hex');
}

/**
 * Layout is kept once for all locales (docs/content-model.md, "Shared by all locales"): the attributes marked
 * `i18n.localized: false`, which Strapi copies to every locale of a document on each save, and the layout of the
 * shared lists (utils/shared-lists.js). A database from before they were shared may hold different values per
 * locale. When what is shared changed since the last start (a new database, a schema from before), each document
 * whose locales differ takes the values of the locale edited last, so no edit is lost to an older one, and they
 * are copied to the others. Logged per document; returns how many were made one, or null when nothing was to do.
 */
async function unifySharedFields(strapi) {
  const store = strapi.store(STORE);
  const shape = sharedShape(strapi);
  if ((await store.get({ key: 'shape' })) === shape) return null;
  const started = Date.now();
  const types = strapi.plugin('i18n').service('content-types');
  const localizations = strapi.plugin('i18n').service('localizations');
  let unified = 0;
  for (const uid of Object.keys(strapi.contentTypes).filter((name) => name.startsWith('api::'))) {
    const model = strapi.getModel(uid);
    if (!types.isLocalizedContentType(model) || types.getNonLocalizedAttributes(model).length === 0) continue;
    const rows = await strapi.db.query(uid).findMany({
      populate: types.getNestedPopulateOfNonLocalizedAttributes(uid),
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    });
    /** Draft and published rows are synced apart, as Strapi does. */
    const groups = new Map();
    for (const row of rows) {
      const key = `${row.documentId}|${row.publishedAt ? 'published' : 'draft'}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const [newest, ...others] of groups.values()) {
      const shared = types.copyNonLocalizedAttributes(model, newest);
      if (others.every((row) => isEqual(types.copyNonLocalizedAttributes(model, row), shared))) continue;
      await localizations.syncNonLocalizedAttributes(newest, model);
      strapi.log.info(
        `[shared fields] ${uid} ${newest.documentId}: the shared fields of ${newest.locale}, edited last, now in every locale`,
      );
      unified += 1;
    }
  }
  unified += (await unifyLists(strapi)).length;
  await store.set({ key: 'shape', value: shape });
  strapi.log.info(`[shared fields] ${unified} documents made one, checked in ${Date.now() - started} ms`);
  return unified;
}

module.exports = { unifySharedFields };
