'use strict';

/**
 * `showroom.content`: what the showroom server's webhook hears of content (seed/server-access.js), once a document
 * action has ended whole. Strapi's own `entry.*` events leave at the commit of the action's transaction, before the
 * document service middlewares of utils/ have linked the other locales, published the shared lists and fields, so a
 * read they trigger could miss those writes; and a save of a draft announces itself like a publish. This event comes
 * after every middleware (it is registered first, the outermost), after the commit of any transaction around the
 * action, and says
 * - `paths`: the REST endpoints answering the document's type (`/api/articles`, `/api/app-setting`; none for a type
 *   of a plugin, such as the users), which the server reads first: a published change is in the showroom in
 *   seconds, whatever the size of the rest; it reads everything after, for copies of the document other answers hold;
 * - `published`: whether visitors may see a difference. Saving a draft (create or update of a type with draft &
 *   publish, unless it publishes too) and discarding one change only drafts: only an editor's preview reads them.
 */
const EVENT = 'showroom.content';
const ACTIONS = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

/** The REST paths answering the content type `uid`: a collection by its plural name, a single type by its singular. */
function restPaths(strapi, uid) {
  const type = strapi.contentType(uid);
  if (!type || !uid.startsWith('api::')) return [];
  return [`/api/${type.kind === 'singleType' ? type.info.singularName : type.info.pluralName}`];
}

/** Whether `action` on a document of `uid` with `params` may change what visitors see. */
function touchesPublished(strapi, uid, action, params) {
  if (action === 'discardDraft') return false;
  if (action !== 'create' && action !== 'update') return true;
  return !strapi.contentType(uid)?.options?.draftAndPublish || params?.status === 'published';
}

/** The document service middleware sending `showroom.content` after each action that writes (register it first). */
function announceContent(strapi) {
  strapi.get('webhookStore').addAllowedEvent('SHOWROOM_CONTENT', EVENT);
  return async (context, next) => {
    const result = await next();
    const { uid, action, params } = context;
    if (!ACTIONS.has(action)) return result;
    const payload = {
      model: strapi.getModel(uid)?.modelName ?? uid,
      uid,
      paths: restPaths(strapi, uid),
      published: touchesPublished(strapi, uid, action, params),
    };
    // Inside a caller's transaction: once it is committed (a read before would not see the writes).
    strapi.db.transaction(({ onCommit }) => onCommit(() => strapi.eventHub.emit(EVENT, payload)));
    return result;
  };
}

module.exports = { EVENT, announceContent, restPaths, touchesPublished };
