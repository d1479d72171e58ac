'use strict';

const { link, linksOf } = require('./cross-locale-links');
const { publishes } = require('./publish-shared-fields');
const { listSyncOff } = require('./shared-lists');

/**
 * Links that are layout, shared by all locales (docs/content-model.md, "Shared by all locales"): a location's world
 * and arrows, a transition's ends and world, a world's screensaver. Strapi keeps a relation per locale, and its
 * `i18n.localized: false` does not apply to relations between localized types (strapi/strapi#24065): a transition
 * whose end an editor changed in German kept its old end in English. So, as for the shared lists: a save that writes
 * one of these relations writes it into every other locale's draft, and a publish into every other published locale,
 * each linking the target's version in its own locale (else the default locale's, as the client falls back, else the
 * one the saved locale links). A new locale of a document takes them from the locale edited last, whatever its form
 * sent (the admin panel's form of a new locale has them empty).
 */
const SHARED_RELATIONS = {
  'api::content-location.content-location': ['world', 'arrow_navigation_prew', 'arrow_navigation_next'],
  'api::content-transition.content-transition': ['from', 'to', 'world'],
  'api::world.world': ['screensaver'],
};

/** The rows of `documentId` in `status` (draft: publishedAt null), their shared relations read. */
const rowsOf = (strapi, uid, documentId, status) =>
  linksOf(
    strapi,
    uid,
    documentId,
    status,
    SHARED_RELATIONS[uid].map((name) => [name]),
  );

const targetsOf = (value) => [value ?? []].flat();

/**
 * Writes the shared relations of `source` (a row read by rowsOf) into each of `rows`, linking the targets' versions
 * of `status` in each row's locale (else `defaultLocale`'s, else the row `source` links). Only what differs is written.
 */
async function copyRelations(strapi, uid, source, rows, status, defaultLocale) {
  const attributes = strapi.getModel(uid).attributes;
  for (const name of SHARED_RELATIONS[uid]) {
    const targets = targetsOf(source[name]);
    const documentIds = [...new Set(targets.map((target) => target.documentId))];
    const versions = new Map();
    if (documentIds.length) {
      const found = await strapi.db.query(attributes[name].target).findMany({
        where: { documentId: { $in: documentIds }, publishedAt: status === 'draft' ? null : { $ne: null } },
        select: ['id', 'documentId', 'locale'],
      });
      for (const row of found) versions.set(`${row.documentId}|${row.locale}`, row.id);
    }
    for (const row of rows) {
      const ids = targets.map(
        (target) =>
          versions.get(`${target.documentId}|${row.locale}`) ??
          versions.get(`${target.documentId}|${defaultLocale}`) ??
          target.id,
      );
      const current = targetsOf(row[name]).map((target) => target.id);
      if (JSON.stringify(ids) !== JSON.stringify(current)) await link(strapi, uid, row.id, [name], ids);
    }
  }
}

/** Document service middleware: the shared relations of a saved or published locale reach the others (see top). */
function shareRelations(strapi) {
  return async (context, next) => {
    const { uid, action, params } = context;
    const fields = SHARED_RELATIONS[uid];
    const saving = action === 'update' && fields?.some((name) => name in (params?.data ?? {}));
    const publishing = publishes(context);
    if (!fields || listSyncOff() || !params?.documentId || (!saving && !publishing)) return next();
    const defaultLocale = await strapi.plugin('i18n').service('locales').getDefaultLocale();
    const locale = params.locale ?? defaultLocale;
    const before = await rowsOf(strapi, uid, params.documentId, 'draft');
    const result = await next();
    const drafts = await rowsOf(strapi, uid, params.documentId, 'draft');
    const saved = drafts.find((row) => row.locale === locale);
    if (saving && saved) {
      const others = drafts.filter((row) => row !== saved);
      if (before.some((row) => row.locale === locale))
        await copyRelations(strapi, uid, saved, others, 'draft', defaultLocale);
      else if (others.length) {
        const [newest] = others.sort((a, b) => String(b.updatedAt).localeCompare(String(a.updatedAt)));
        await copyRelations(strapi, uid, newest, [saved], 'draft', defaultLocale);
      }
    }
    if (publishing) {
      // What a locale published is its draft (as the save above left it): every published locale links the same.
      const locales = action === 'publish' ? (result?.entries ?? []).map((entry) => entry.locale) : [locale];
      const source = (await rowsOf(strapi, uid, params.documentId, 'draft')).find((row) =>
        locales.includes(row.locale),
      );
      const published = await rowsOf(strapi, uid, params.documentId, 'published');
      if (source) await copyRelations(strapi, uid, source, published, 'published', defaultLocale);
    }
    return result;
  };
}

module.exports = { SHARED_RELATIONS, shareRelations };
