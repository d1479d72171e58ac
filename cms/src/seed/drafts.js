'use strict';

const { contentTypes } = require('@strapi/utils');

/**
 * Draft & publish turned on for a content type that held entries (a database from before issue 32, point 6): Strapi's
 * own migration (`strapi::content-types.afterSync`) keeps each entry as the published version and makes its draft by
 * discarding, one entry after another. A draft made before the drafts of the documents it links to exist loses those
 * links (a location's world, a transition's ends): the Content Manager would show them empty, and the next publish
 * would take them from visitors. Once every draft exists, each document's drafts are made again from its published
 * versions, with every link.
 *
 * Which types were turned on is known only during the schema sync (the old schemas are gone after it): noted then,
 * kept in the store at the start of the bootstrap, cleared once their drafts are made again, so that a start that
 * stops half-way makes them on the next one.
 */
const STORE = { type: 'plugin', name: 'vf-drafts' };
const KEY = 'relink';

let turnedOn = [];

/** Notes the content types whose draft & publish this start turns on (call in `register`). */
function watchDraftAndPublish(strapi) {
  strapi.hook('strapi::content-types.afterSync').register(({ oldContentTypes, contentTypes: current }) => {
    if (!oldContentTypes) return;
    turnedOn = Object.keys(current).filter(
      (uid) =>
        oldContentTypes[uid] &&
        !contentTypes.hasDraftAndPublish(oldContentTypes[uid]) &&
        contentTypes.hasDraftAndPublish(current[uid]),
    );
  });
}

/** Makes the drafts of the types noted again from their published versions (call in `bootstrap`). */
async function relinkDrafts(strapi) {
  const store = strapi.store(STORE);
  const pending = [...new Set([...((await store.get({ key: KEY })) ?? []), ...turnedOn])];
  turnedOn = [];
  if (!pending.length) return;
  await store.set({ key: KEY, value: pending });
  for (const uid of pending) {
    const rows = await strapi.db.query(uid).findMany({ where: { publishedAt: { $ne: null } }, select: ['documentId'] });
    const documentIds = [...new Set(rows.map((row) => row.documentId))];
    for (const documentId of documentIds) await strapi.documents(uid).discardDraft({ documentId, locale: '*' });
    strapi.log.info(`[drafts] ${uid}: the drafts of ${documentIds.length} documents made again with their links`);
  }
  await store.set({ key: KEY, value: [] });
}

module.exports = { watchDraftAndPublish, relinkDrafts };
