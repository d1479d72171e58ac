'use strict';

/**
 * The fields every locale shares (`i18n.localized: false`) reach the other locales' published versions on each
 * publish. Strapi's i18n plugin copies them only when they differ from the first row it finds of the document;
 * after the Content Manager's Publish (a save, then the publish) that row is the saved draft, the same as what was
 * published, and nothing was copied: English visitors kept the layout German editors had changed.
 */
/** Whether a document service call publishes: a publish, or an update with `status: 'published'` (REST's, the
 * studio's), whose own publish runs past the middlewares. */
const publishes = ({ action, params }) =>
  action === 'publish' || (action === 'update' && params?.status === 'published');

function publishSharedFields(strapi) {
  return async (context, next) => {
    const { uid } = context;
    const result = await next();
    const entry = result?.entries?.[0];
    if (!publishes(context) || !uid.startsWith('api::') || !entry?.id) return result;
    const model = strapi.getModel(uid);
    const types = strapi.plugin('i18n').service('content-types');
    if (!types.isLocalizedContentType(model) || !types.getNonLocalizedAttributes(model).length) return result;
    const published = await strapi.db
      .query(uid)
      .findOne({ where: { id: entry.id }, populate: types.getNestedPopulateOfNonLocalizedAttributes(uid) });
    if (published) await strapi.plugin('i18n').service('localizations').syncNonLocalizedAttributes(published, model);
    return result;
  };
}

module.exports = { publishes, publishSharedFields };
