'use strict';

const { errors } = require('@strapi/utils');
const { blank } = require('./blank');

/**
 * Editors do not type ids (issue 32): a new location's slug (its address) is made from its title when left empty,
 * unique among the locations (`-2`, `-3`, … when taken); its `payloadId`, which transitions, arrows and targets name
 * it by, is its slug when left empty; a transition's is `<from>--<to>`, the demo's and the tour map's pattern, once
 * both ends are set. What is given is kept. (The slug stays a plain shared field: Strapi keeps a `uid` per locale.)
 */

const LOCATION = 'api::content-location.content-location';
const TRANSITION = 'api::content-transition.content-transition';

const NO_NAME = {
  en: 'A location needs a title or a slug: its address and the name transitions use come from them.',
  de: 'Ein Ort braucht einen Titel oder einen Slug: seine Adresse und der Name, den Übergänge verwenden, entstehen daraus.',
};

/** `title` as an address segment: lower case, German umlauts spelt out, accents dropped, dashes between words. */
const slugOf = (title) =>
  String(title)
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'location';

/** `base`, or `base-2`, `base-3`, … : the first no location's slug or payloadId is yet. */
async function uniqueSlug(strapi, base) {
  const rows = await strapi.db.query(LOCATION).findMany({
    where: { $or: [{ slug: { $startsWith: base } }, { payloadId: { $startsWith: base } }] },
    select: ['slug', 'payloadId'],
  });
  const taken = new Set(rows.flatMap((row) => [row.slug, row.payloadId]));
  let slug = base;
  for (let i = 2; taken.has(slug); i += 1) slug = `${base}-${i}`;
  return slug;
}

/** The transition's ends' payloadIds as saved (the draft the admin panel wrote). */
async function endsOf(strapi, { documentId, locale }) {
  const saved = await strapi.documents(TRANSITION).findOne({
    documentId,
    locale,
    fields: ['payloadId'],
    populate: { from: { fields: ['payloadId'] }, to: { fields: ['payloadId'] } },
  });
  return { from: saved?.from?.payloadId, to: saved?.to?.payloadId };
}

/** A document service middleware: fills the payloadIds left empty (see top). */
function fillPayloadIds(strapi) {
  return async (context, next) => {
    const { uid, action, params } = context;
    const saving = action === 'create' || action === 'update';
    if (!saving || (uid !== LOCATION && uid !== TRANSITION) || !params?.data) return next();
    const { data } = params;
    if (uid === LOCATION && action === 'create' && blank(data.slug) && !blank(data.title)) {
      data.slug = await uniqueSlug(strapi, slugOf(data.title));
    }
    const emptied = 'payloadId' in data && blank(data.payloadId);
    if (uid === LOCATION && (emptied || (action === 'create' && blank(data.payloadId)))) {
      if (blank(data.slug)) {
        const language = String(strapi.requestContext.get()?.state?.user?.preferedLanguage ?? 'en').slice(0, 2);
        throw new errors.ValidationError(NO_NAME[language] ?? NO_NAME.en);
      }
      data.payloadId = String(data.slug);
      return next();
    }
    const result = await next();
    if (uid !== TRANSITION || !result?.documentId || !blank(result.payloadId)) return result;
    const { from, to } = await endsOf(strapi, result);
    if (!from || !to) return result;
    const payloadId = `${from}--${to}`;
    await strapi
      .documents(TRANSITION)
      .update({ documentId: result.documentId, locale: result.locale, data: { payloadId } });
    return { ...result, payloadId };
  };
}

module.exports = { fillPayloadIds };
