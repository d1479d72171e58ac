'use strict';

const { answerIds, kindAnswering } = require('../utils/action-targets');

/** The default locale is read from Strapi's store at most this often, not on every request. */
const DEFAULT_LOCALE_MS = 10_000;

/**
 * REST content reads in the wire format: an article or dashboard target is kept by documentId
 * (`target_document`, utils/action-targets.js) and answered as `action_target.id`, that document's id in the
 * locale of the document holding it (else the default locale's), of the status asked (Strapi answers the published
 * version unless `status=draft`); an article or dashboard itself is answered with that id too (its draft row's, which
 * publishing keeps). Only GET /api/... JSON bodies.
 */
module.exports = (_config, { strapi }) => {
  let cached = null;
  const defaultLocaleOf = () => {
    if (!cached || Date.now() - cached.at > DEFAULT_LOCALE_MS) {
      const read = strapi.plugin('i18n').service('locales').getDefaultLocale();
      cached = { at: Date.now(), read };
      read.catch(() => (cached = null));
    }
    return cached.read;
  };
  return async (ctx, next) => {
    await next();
    const body = ctx.body;
    if (ctx.method !== 'GET' || !ctx.path.startsWith('/api/') || !body || typeof body !== 'object' || !body.data)
      return;
    const defaultLocale = await defaultLocaleOf();
    const asked = typeof ctx.query.locale === 'string' ? ctx.query.locale : defaultLocale;
    const documents = [body.data].flat().map((value) => ({ value, locale: value?.locale ?? asked }));
    const status = ctx.query.status === 'draft' ? 'draft' : 'published';
    await answerIds(strapi, documents, defaultLocale, status, kindAnswering(strapi, ctx.path));
  };
};
