'use strict';

/**
 * The targets an editor picks from, per kind and locale (server/targets/index.js): `{ value, title, subtitle,
 * thumbnail }`, `value` being exactly what an action target stores (docs/content-model.md): an article's or
 * dashboard's documentId, a location's payloadId, a world's start location (a world is reached by navigating to
 * it), a menu's key, a link's url. Thumbnails are Strapi's small renditions, never an original picture.
 */

/** A picture's thumbnail rendition (245 px), else its small one; an SVG (formats null) is small itself. */
function thumbnailOf(media) {
  if (!media) return null;
  const formats = media.formats ?? {};
  return formats.thumbnail?.url ?? formats.small?.url ?? (media.mime === 'image/svg+xml' ? media.url : null);
}

/** A location's still: its wall picture (16:9) when it has one, else its first background with a picture. */
function stillOf(backgrounds) {
  const withImage = (backgrounds ?? []).filter((background) => background.image);
  return (withImage.find((background) => background.key === 'default_background_16x9') ?? withImage[0])?.image;
}

/** An article's cover: the first picture of its sections (images, else poster). */
function coverOf(sections) {
  for (const section of sections ?? []) {
    const picture = section.images?.[0] ?? section.poster;
    if (picture) return picture;
  }
  return null;
}

const SOURCES = {
  article: {
    uid: 'api::article.article',
    key: 'documentId',
    title: 'title',
    fields: ['documentId', 'title'],
    populate: { sections: { populate: { images: true, poster: true } } },
    thumbnail: (entry) => coverOf(entry.sections),
  },
  dashboard: {
    uid: 'api::dashboard.dashboard',
    key: 'documentId',
    title: 'title',
    fields: ['documentId', 'title'],
    populate: { logo: true },
    thumbnail: (entry) => entry.logo,
  },
  location: {
    uid: 'api::content-location.content-location',
    key: 'payloadId',
    title: 'title',
    fields: ['payloadId', 'title'],
    populate: { world: { fields: ['name'] }, background: { populate: { image: true } } },
    subtitle: (entry) => entry.world?.name ?? null,
    thumbnail: (entry) => stillOf(entry.background),
  },
  world: {
    uid: 'api::world.world',
    key: 'start_location_id',
    title: 'name',
    fields: ['start_location_id', 'name', 'slug'],
    populate: { logo: true },
    where: { start_location_id: { $notNull: true } },
    subtitle: (entry) => entry.slug,
    thumbnail: (entry) => entry.logo,
  },
  menu: {
    uid: 'api::menu.menu',
    key: 'key',
    title: 'title',
    fields: ['key', 'title'],
    also: 'key',
    subtitle: (entry) => entry.key,
  },
};

const KINDS = [...Object.keys(SOURCES), 'link'];

const itemOf = (source, entry) => ({
  value: entry[source.key],
  title: entry[source.title] || entry[source.key],
  subtitle: source.subtitle?.(entry) ?? null,
  thumbnail: thumbnailOf(source.thumbnail?.(entry)),
});

/** Where a search for `q` looks: the title (and a menu's key), case-insensitively. */
function searchFilter(source, q) {
  if (!q) return {};
  const match = { [source.title]: { $containsi: q } };
  return source.also ? { $or: [match, { [source.also]: { $containsi: q } }] } : match;
}

/**
 * The links already in the content (buttons, menu items, dashboard links and link hotspots): one per url, named by
 * its label. Links are not kept per document, so they are the same list in every locale.
 */
async function knownLinks(strapi) {
  const [buttons, hotspots] = await Promise.all([
    strapi.db
      .query('shared.action-button')
      .findMany({ where: { action: 'open-link' }, select: ['label'], populate: { action_target: true } }),
    Promise.all(
      ['hotspots.open-link', 'hotspots.custom-open-link'].map((uid) =>
        strapi.db.query(uid).findMany({ select: ['title'], populate: { action_target: true } }),
      ),
    ),
  ]);
  const links = new Map();
  for (const holder of [...buttons, ...hotspots.flat()]) {
    const url = holder.action_target?.url;
    if (url && !links.has(url))
      links.set(url, { value: url, title: holder.label || holder.title || url, subtitle: url, thumbnail: null });
  }
  return [...links.values()].sort((a, b) => a.title.localeCompare(b.title));
}

/** One page of `results` among `total`, as the picker reads it. */
const pageOf = (results, page, pageSize, total) => ({
  results,
  pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) },
});

/** One page of `kind`'s targets in `locale` whose title holds `q`, sorted by title. */
async function listTargets(strapi, kind, locale, q, page, pageSize) {
  if (kind === 'link') {
    const needle = q.toLowerCase();
    const all = (await knownLinks(strapi)).filter(
      (link) => link.title.toLowerCase().includes(needle) || link.value.toLowerCase().includes(needle),
    );
    return pageOf(all.slice((page - 1) * pageSize, page * pageSize), page, pageSize, all.length);
  }
  const source = SOURCES[kind];
  const filters = { ...source.where, ...searchFilter(source, q) };
  const documents = strapi.documents(source.uid);
  const [entries, total] = await Promise.all([
    documents.findMany({
      locale,
      filters,
      fields: source.fields,
      populate: source.populate ?? {},
      sort: [{ [source.title]: 'asc' }, { [source.key]: 'asc' }],
      limit: pageSize,
      start: (page - 1) * pageSize,
    }),
    documents.count({ locale, filters }),
  ]);
  return pageOf(
    entries.map((entry) => itemOf(source, entry)),
    page,
    pageSize,
    total,
  );
}

/**
 * The stored `values` of `kind` named: in `locale`, else in another locale (`locale` then says which, as the
 * showroom falls back to it), else `{ value, missing: true }`. An unknown link is only itself.
 */
async function resolveTargets(strapi, kind, locale, values) {
  if (kind === 'link') {
    const known = new Map((await knownLinks(strapi)).map((link) => [link.value, link]));
    return values.map((value) => known.get(value) ?? { value, title: value, subtitle: null, thumbnail: null });
  }
  const source = SOURCES[kind];
  const where = { [source.key]: { $in: values } };
  const here = await strapi.documents(source.uid).findMany({
    locale,
    filters: where,
    fields: source.fields,
    populate: source.populate ?? {},
  });
  const found = new Map(here.map((entry) => [entry[source.key], itemOf(source, entry)]));
  const elsewhere = values.filter((value) => !found.has(value));
  if (elsewhere.length) {
    const rows = await strapi.db.query(source.uid).findMany({
      where: { [source.key]: { $in: elsewhere } },
      select: [...source.fields, 'locale'],
    });
    for (const row of rows)
      if (!found.has(row[source.key])) found.set(row[source.key], { ...itemOf(source, row), locale: row.locale });
  }
  return values.map((value) => found.get(value) ?? { value, missing: true });
}

module.exports = { KINDS, listTargets, resolveTargets };
