'use strict';

const { publishes } = require('./publish-shared-fields');

/**
 * Links from one locale's document to another locale's: the demo's factory, in ten locales, has portals into the
 * service world, which exists only in de and en; in the other eight the portal's world and the transition into it
 * point at the de documents (the client falls back to de for a document missing in a locale). Strapi's document
 * service links a localized document only within its own locale: publishing (or discarding a draft) copies a
 * document's links locale by locale and drops these. `keepCrossLocaleLinks` makes them again on the copies.
 *
 * Where such links can be: the relations to localized types of a content type, at the top or in a single
 * component (`location.world-item.world`).
 */

/** [[field], [component field, field]] of the relations of `uid` that can point at another locale's documents. */
function linkPaths(strapi, uid) {
  const localized = (target) => Boolean(strapi.getModel(target)?.pluginOptions?.i18n?.localized);
  const paths = [];
  for (const [name, attribute] of Object.entries(strapi.getModel(uid).attributes)) {
    // i18n's own `localizations` (a document's other locales) is kept by documentId: not a link to touch.
    if (name === 'localizations') continue;
    if (attribute.type === 'relation' && localized(attribute.target)) paths.push([name]);
    if (attribute.type === 'component' && !attribute.repeatable) {
      for (const [inner, nested] of Object.entries(strapi.getModel(attribute.component).attributes)) {
        if (nested.type === 'relation' && localized(nested.target)) paths.push([name, inner]);
      }
    }
  }
  return paths;
}

const TARGET = { select: ['id', 'documentId', 'locale'] };

/** The db populate reading every path's targets with their locale. */
function populateOf(paths) {
  const populate = {};
  for (const [first, second] of paths) {
    if (second) populate[first] = { populate: { ...(populate[first]?.populate ?? {}), [second]: TARGET } };
    else populate[first] = TARGET;
  }
  return populate;
}

const at = (row, [first, second]) => (second ? row?.[first]?.[second] : row?.[first]);
const targetsOf = (value) => [value ?? []].flat();
/** A target in a locale of its own other than `row`'s (one kept without a locale is not another locale's). */
const elsewhere = (target, row) => Boolean(target.locale) && target.locale !== row.locale;

/** The relation attribute at `path` of `uid`. */
function relationAt(strapi, uid, [first, second]) {
  const attribute = strapi.getModel(uid).attributes[first];
  return second ? strapi.getModel(attribute.component).attributes[second] : attribute;
}

/** Writes `ids` (row ids of the targets) into `path` of the row `rowId` of `uid`. */
async function link(strapi, uid, rowId, path, ids) {
  const [first, second] = path;
  const value = /Many$/.test(relationAt(strapi, uid, path).relation) ? ids : (ids[0] ?? null);
  if (!second) {
    await strapi.db.query(uid).update({ where: { id: rowId }, data: { [first]: value } });
    return;
  }
  const row = await strapi.db.query(uid).findOne({ where: { id: rowId }, populate: { [first]: true } });
  if (!row?.[first]) return;
  const component = strapi.getModel(uid).attributes[first].component;
  await strapi.db.query(component).update({ where: { id: row[first].id }, data: { [second]: value } });
}

/**
 * The rows of `documentId` of `uid` in `status` (`draft`: publishedAt null) with each path's targets read, locale
 * by locale.
 */
async function linksOf(strapi, uid, documentId, status, paths) {
  const publishedAt = status === 'draft' ? null : { $ne: null };
  return strapi.db.query(uid).findMany({ where: { documentId, publishedAt }, populate: populateOf(paths) });
}

/**
 * Document service middleware: after a publish (drafts copied to published; a save that publishes too) or a discard
 * (published copied to drafts), each copy links again to the other locales' documents its source linked to, in the
 * copy's status; a target without a version in that status (not published yet) stays unlinked until it has one and
 * this document is published again.
 */
function keepCrossLocaleLinks(strapi) {
  return async (context, next) => {
    const { uid, action, params } = context;
    const publishing = publishes(context);
    if ((!publishing && action !== 'discardDraft') || !uid.startsWith('api::') || !params?.documentId) return next();
    const paths = linkPaths(strapi, uid);
    if (!paths.length) return next();
    const [from, to] = publishing ? ['draft', 'published'] : ['published', 'draft'];
    const result = await next();
    // The versions copied from, as they are now: a publish leaves the drafts, a discard the published ones, as they
    // were; a save that publishes has written its draft.
    const sources = await linksOf(strapi, uid, params.documentId, from, paths);
    const crossing = sources.filter((row) =>
      paths.some((path) => targetsOf(at(row, path)).some((target) => elsewhere(target, row))),
    );
    if (!crossing.length) return result;
    const copies = await linksOf(strapi, uid, params.documentId, to, paths);
    for (const source of crossing) {
      const copy = copies.find((row) => row.locale === source.locale);
      if (!copy) continue;
      for (const path of paths) {
        const targets = targetsOf(at(source, path));
        if (!targets.some((target) => elsewhere(target, source))) continue;
        const relation = relationAt(strapi, uid, path);
        const ids = [];
        for (const target of targets) {
          const versions = await linksOf(strapi, relation.target, target.documentId, to, []);
          const version = versions.find((row) => row.locale === target.locale);
          if (version) ids.push(version.id);
        }
        await link(strapi, uid, copy.id, path, ids);
      }
    }
    return result;
  };
}

module.exports = { keepCrossLocaleLinks, link, linksOf };
