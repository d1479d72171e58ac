'use strict';

const { blank } = require('./blank');

/**
 * A new language of an existing document never blanks what all languages share. The admin panel's form for a
 * locale not yet written starts with shared components (such as the background) empty, and saves them so; Strapi
 * fills a new locale's shared fields from the document's other locales only where the data names none (null or
 * absent), then writes the new locale's values to every other locale: an editor who typed only the English title
 * would have wiped the German picture. An empty shared value in the save that creates a locale is therefore left
 * out, and Strapi takes the document's own. Filled values are kept: that is an edit.
 */

/** A document service middleware (see top). */
function keepSharedOnNewLocale(strapi) {
  return async (context, next) => {
    const { uid, action, params } = context;
    if (action !== 'update' || !params?.documentId || !params.locale || !params.data) return next();
    const model = strapi.getModel(uid);
    if (!model?.pluginOptions?.i18n?.localized) return next();
    const emptied = strapi
      .plugin('i18n')
      .service('content-types')
      .getNonLocalizedAttributes(model)
      .filter((name) => name in params.data && blank(params.data[name]));
    // Only a save that empties a shared field needs to know whether it creates the locale.
    if (emptied.length === 0) return next();
    const rows = await strapi.db.query(uid).findMany({ where: { documentId: params.documentId }, select: ['locale'] });
    if (rows.length === 0 || rows.some((row) => row.locale === params.locale)) return next();
    for (const name of emptied) delete params.data[name];
    return next();
  };
}

module.exports = { keepSharedOnNewLocale };
