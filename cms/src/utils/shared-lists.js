'use strict';

const { AsyncLocalStorage } = require('node:async_hooks');

/**
 * Components whose layout is shared by all locales while their texts are translated (docs/content-model.md,
 * "Shared by all locales"): a location's hotspots, group and category, a menu's items, a dashboard's links,
 * buttons, contacts and media, an article's buttons. Strapi's `i18n.localized: false` cannot split a component
 * into shared and translated parts, so these stay localized and are kept one here: when a locale saves one, every
 * other locale of the document gets the same items in the same order, with the same positions, targets, media and
 * settings, and keeps its own texts (TEXTS).
 *
 * Which item of another locale is the same: the item at the index the saved item had before the save (lists are
 * alike in every locale, so an index names one item in all), found by the component row id the admin panel sends
 * back; an item written without an id (the REST API, a new one) takes the item at its own index when no other
 * item claimed it and its type is the same. A new item arrives in the other locales with the saved locale's texts
 * until they are translated.
 */
const SHARED_LISTS = {
  'api::content-location.content-location': ['hotspots', 'group', 'station_category'],
  'api::menu.menu': ['items'],
  'api::dashboard.dashboard': ['links', 'action_buttons', 'contacts', 'media_library'],
  'api::article.article': ['action_buttons'],
};

/** The translated attributes per component (every hotspot type: its title); everything else is layout. */
const TEXTS = {
  'shared.category': ['title'],
  'location.group': ['title'],
  'shared.action-button': ['label'],
  'dashboard.contact': ['role'],
  'dashboard.media-item': ['title'],
};
const isText = (componentUid, name) =>
  (componentUid.startsWith('hotspots.') && name === 'title') || (TEXTS[componentUid] ?? []).includes(name);

/** Set while this module writes other locales, so that those writes are not synced back again. */
const syncing = new AsyncLocalStorage();

/** Runs `task` with the sync off: for writers that write every locale themselves (the demo import). */
const withoutListSync = (task) => syncing.run(true, task);
/** Whether the sync is off here (withoutListSync, or this module's own writes). */
const listSyncOff = () => Boolean(syncing.getStore());

/** The document service populate that reads every level of `attributes` (components, zones, media, relations). */
function populateOf(strapi, attributes) {
  const nestedOf = (componentUid) => {
    const nested = populateOf(strapi, strapi.getModel(componentUid).attributes);
    return Object.keys(nested).length ? { populate: nested } : true;
  };
  const populate = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'component') populate[name] = nestedOf(attribute.component);
    else if (attribute.type === 'dynamiczone')
      populate[name] = { on: Object.fromEntries(attribute.components.map((uid) => [uid, nestedOf(uid)])) };
    else if (attribute.type === 'media' || attribute.type === 'relation') populate[name] = true;
  }
  return populate;
}

/** The shared attributes of `uid` and the populate that reads them. */
function sharedOf(strapi, uid) {
  const attributes = strapi.getModel(uid).attributes;
  const shared = Object.fromEntries(SHARED_LISTS[uid].map((name) => [name, attributes[name]]));
  return { shared, populate: populateOf(strapi, shared) };
}

const idOf = (value) => (value && typeof value === 'object' ? (value.id ?? null) : null);

/**
 * One component value as it is written to another locale: the layout of `source`, the texts of `partner` (the
 * same item there) or, without one, of `source`; nested components paired by index; media as ids; the partner's
 * row id kept.
 */
function mergeComponent(strapi, componentUid, source, partner) {
  const out = partner?.id !== undefined ? { id: partner.id } : {};
  for (const [name, attribute] of Object.entries(strapi.getModel(componentUid).attributes)) {
    const value = source?.[name];
    if (isText(componentUid, name)) out[name] = partner ? (partner[name] ?? null) : (value ?? null);
    else if (attribute.type === 'component' && attribute.repeatable)
      out[name] = (value ?? []).map((item, i) =>
        mergeComponent(strapi, attribute.component, item, withoutId(partner?.[name]?.[i])),
      );
    else if (attribute.type === 'component')
      out[name] = value ? mergeComponent(strapi, attribute.component, value, withoutId(partner?.[name])) : null;
    else if (attribute.type === 'media')
      out[name] = Array.isArray(value) ? value.map(idOf).filter((id) => id !== null) : idOf(value);
    else out[name] = value ?? null;
  }
  return out;
}

/** Nested components are written anew (their rows follow their parent's): only their texts are kept. */
const withoutId = (value) => (value ? { ...value, id: undefined } : value);

/**
 * For each item of `saved`, the index of the same item in the lists of other locales, or null: by the row id it
 * had at that index `before` the save, else (an item written without its id) its own index when that is unclaimed
 * and of the same type in `reference`.
 */
function pairIndexes(saved, before, reference) {
  const keyOf = (item) => `${item.__component ?? ''}|${item.id}`;
  const wasAt = new Map(before.map((item, i) => [keyOf(item), i]));
  const pairs = saved.map((item) => wasAt.get(keyOf(item)) ?? null);
  const claimed = new Set(pairs.filter((i) => i !== null));
  return pairs.map((pair, j) => {
    if (pair !== null) return pair;
    if (claimed.has(j) || !reference[j] || reference[j].__component !== saved[j].__component) return null;
    claimed.add(j);
    return j;
  });
}

/** `saved`'s value of one shared attribute as written to a locale whose value is `partner`, `pairs` for lists. */
function mergeValue(strapi, attribute, saved, partner, pairs) {
  if (attribute.type !== 'dynamiczone' && !attribute.repeatable)
    return saved ? mergeComponent(strapi, attribute.component, saved, partner ?? undefined) : null;
  return (saved ?? []).map((item, j) => {
    const candidate = pairs[j] === null ? undefined : partner?.[pairs[j]];
    const same = candidate && candidate.__component === item.__component ? candidate : undefined;
    const merged = mergeComponent(strapi, item.__component ?? attribute.component, item, same);
    return item.__component ? { __component: item.__component, ...merged } : merged;
  });
}

/** Every locale's row of a document, with the shared attributes read to every level. */
const readLocales = (strapi, uid, documentId, populate) =>
  strapi.documents(uid).findMany({ filters: { documentId }, locale: '*', populate });

/**
 * Writes the shared attributes of `saved` (the saved locale's row after the save) into every other row of `rows`,
 * each keeping its texts. `before`: the saved locale's row before the save, for the pairing.
 */
async function writeOtherLocales(strapi, uid, { saved, before, rows }) {
  const { shared } = sharedOf(strapi, uid);
  const reference = rows.find((row) => row.locale !== saved.locale);
  for (const row of rows) {
    if (row.locale === saved.locale) continue;
    const data = {};
    for (const [name, attribute] of Object.entries(shared)) {
      const pairs = pairIndexes(
        [saved[name] ?? []].flat(),
        [before?.[name] ?? []].flat(),
        [reference[name] ?? []].flat(),
      );
      data[name] = mergeValue(strapi, attribute, saved[name], row[name], pairs);
    }
    await syncing.run(true, () =>
      strapi.documents(uid).update({ documentId: row.documentId, locale: row.locale, data }),
    );
  }
}

/**
 * Publishing a document in some locales (`publishedLocales`) publishes its shared attributes in the others that are
 * published too, as the i18n plugin does with Strapi's own shared fields: visitors of every language see a hotspot
 * where it was moved once it is published in one. Each other locale's items come with their texts as its draft has
 * them (its draft lists are the published locale's layout since the save, item for item; the published ones were
 * copied from older drafts and cannot be paired).
 */
async function publishOtherLocales(strapi, uid, documentId, publishedLocales) {
  const { shared, populate } = sharedOf(strapi, uid);
  const published = await strapi
    .documents(uid)
    .findMany({ filters: { documentId }, locale: '*', status: 'published', populate });
  const saved = published.find((row) => publishedLocales.includes(row.locale));
  const others = published.filter((row) => !publishedLocales.includes(row.locale));
  if (!saved || !others.length) return;
  const drafts = await readLocales(strapi, uid, documentId, populate);
  const documents = strapi.documents(uid);
  for (const row of others) {
    const draft = drafts.find((entry) => entry.locale === row.locale);
    const data = {};
    for (const [name, attribute] of Object.entries(shared)) {
      const texts = [draft?.[name] ?? []].flat().map(withoutId);
      const pairs = [saved[name] ?? []].flat().map((_, j) => j);
      data[name] = mergeValue(
        strapi,
        attribute,
        saved[name],
        attribute.repeatable || attribute.type === 'dynamiczone' ? texts : texts[0],
        pairs,
      );
    }
    const transformed = await strapi.documents.utils.transformData(data, {
      uid,
      status: 'published',
      locale: row.locale,
      allowMissingId: true,
    });
    const components = await documents.updateComponents({ id: row.id }, transformed);
    await strapi.db.query(uid).update({ where: { id: row.id }, data: components });
  }
}

/**
 * Document service middleware: after a save that wrote a shared attribute, the other locales follow (see top). A
 * new locale of an existing document takes them from the locale edited last, with its own texts where it brought
 * them. A publish (or a save that publishes) publishes them in the other published locales (publishOtherLocales).
 */
function shareLists(strapi) {
  return async (context, next) => {
    const { uid, action, params } = context;
    if (SHARED_LISTS[uid] && !syncing.getStore() && action === 'publish') {
      const result = await next();
      const locales = (result?.entries ?? []).map((entry) => entry.locale);
      if (locales.length) await publishOtherLocales(strapi, uid, result.documentId, locales);
      return result;
    }
    if (!SHARED_LISTS[uid] || syncing.getStore() || !['create', 'update'].includes(action) || !params?.data)
      return next();
    if (!SHARED_LISTS[uid].some((name) => name in params.data)) return next();
    const { shared, populate } = sharedOf(strapi, uid);
    const previous = action === 'update' ? await readLocales(strapi, uid, params.documentId, populate) : [];
    const result = await next();
    if (!result?.documentId) return result;
    // A save with `status: 'published'` (REST's, the studio's) answers the published versions.
    const published = params.status === 'published';
    const locale = result.locale ?? result.entries?.[0]?.locale;
    const rows = await readLocales(strapi, uid, result.documentId, populate);
    const written = rows.find((row) => row.locale === locale);
    if (!written || rows.length < 2) return result;
    if (action === 'update') {
      const before = previous.find((row) => row.locale === written.locale);
      await writeOtherLocales(strapi, uid, { saved: written, before, rows });
      if (published) await publishOtherLocales(strapi, uid, result.documentId, [locale]);
      return result;
    }
    // A new locale: the shared attributes come from the locale edited last, into this one only.
    const [newest] = rows
      .filter((row) => row.locale !== written.locale)
      .sort((a, b) => String(b.updatedAt).localeCompare(String(a.updatedAt)));
    const data = {};
    for (const [name, attribute] of Object.entries(shared)) {
      const pairs = [newest[name] ?? []].flat().map((_, j) => j);
      data[name] = mergeValue(strapi, attribute, newest[name], written[name], pairs);
    }
    await syncing.run(true, () =>
      strapi.documents(uid).update({
        documentId: written.documentId,
        locale: written.locale,
        data,
        ...(published ? { status: 'published' } : {}),
      }),
    );
    return result;
  };
}

/** A component value without its texts and row ids, nested components too, media as ids: its layout. */
function layoutOfComponent(strapi, componentUid, value) {
  if (!value) return null;
  const out = {};
  for (const [name, attribute] of Object.entries(strapi.getModel(componentUid).attributes)) {
    if (isText(componentUid, name)) continue;
    const item = value[name];
    if (attribute.type === 'component' && attribute.repeatable)
      out[name] = (item ?? []).map((nested) => layoutOfComponent(strapi, attribute.component, nested));
    else if (attribute.type === 'component') out[name] = layoutOfComponent(strapi, attribute.component, item);
    else if (attribute.type === 'media') out[name] = Array.isArray(item) ? item.map(idOf) : idOf(item);
    else out[name] = item ?? null;
  }
  return out;
}

/** `row`'s shared attributes as layout only: equal in every locale once they are one. */
function layoutOf(strapi, uid, row) {
  const { shared } = sharedOf(strapi, uid);
  return JSON.stringify(
    Object.entries(shared).map(([name, attribute]) =>
      [row[name] ?? []]
        .flat()
        .map((item) => [
          item.__component ?? null,
          layoutOfComponent(strapi, item.__component ?? attribute.component, item),
        ]),
    ),
  );
}

/**
 * Makes the shared components of every document one, from the locale edited last (a database from before they
 * were shared). Returns the documentIds changed.
 */
async function unifyLists(strapi) {
  const changed = [];
  for (const uid of Object.keys(SHARED_LISTS)) {
    const { populate } = sharedOf(strapi, uid);
    const rows = await strapi.documents(uid).findMany({ locale: '*', populate, sort: 'updatedAt:desc' });
    const byDocument = new Map();
    for (const row of rows) byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), row]);
    for (const [documentId, locales] of byDocument) {
      const [newest] = locales;
      const layout = layoutOf(strapi, uid, newest);
      if (locales.every((row) => layoutOf(strapi, uid, row) === layout)) continue;
      await writeOtherLocales(strapi, uid, { saved: newest, before: newest, rows: locales });
      strapi.log.info(
        `[shared fields] ${uid} ${documentId}: the components of ${newest.locale}, edited last, now in every locale`,
      );
      changed.push(documentId);
    }
  }
  return changed;
}

module.exports = { SHARED_LISTS, shareLists, withoutListSync, listSyncOff, pairIndexes, unifyLists };
