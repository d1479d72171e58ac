'use strict';

const { errors } = require('@strapi/utils');

/**
 * Action targets (docs/content-model.md). An article or dashboard is kept by its documentId, the same in every
 * locale: in the `shared.action-target` component's `target_document`, and in a menu item's `action_stack` JSON as
 * `action_target.target_document`. The wire format names it by `action_target.id`, the id of that document in
 * the locale asked (SPEC §3); `answerIds` rewrites a REST answer so. Which content type a target names follows
 * from what holds it: a hotspot's component, else the button's or step's action.
 */

const KINDS = { article: 'api::article.article', dashboard: 'api::dashboard.dashboard' };

/** The content type an action target names, or null (a location, link or menu is not kept by documentId). */
function targetKind(component, action) {
  if (/open-article$/.test(component ?? '') || action === 'open-article') return KINDS.article;
  if (/open-dashboard$/.test(component ?? '') || action === 'open-dashboard') return KINDS.dashboard;
  return null;
}

/**
 * Every action target in `value` (REST answers or a document's data, components and JSON alike):
 * `{ holder, target, kind }`, the holder being the object whose `action_target` it is.
 */
function findTargets(value, found = [], depth = 0) {
  if (depth > 64 || !value || typeof value !== 'object') return found;
  if (Array.isArray(value)) {
    for (const item of value) findTargets(item, found, depth + 1);
    return found;
  }
  const target = value.action_target;
  if (target && typeof target === 'object' && !Array.isArray(target)) {
    found.push({ holder: value, target, kind: targetKind(value.__component, value.action) });
  }
  for (const [key, item] of Object.entries(value)) {
    if (key !== 'action_target' && item && typeof item === 'object') findTargets(item, found, depth + 1);
  }
  return found;
}

/**
 * documentId -> { locale -> id } of the documents named, per content type: the id the wire format gives the document
 * in that locale, where it has a row of `status` (`draft`, `published`; any row without one). That id is its draft
 * row's (a type without draft & publish has only the one row): publishing replaces the published rows with new ones,
 * the draft stays, so an article keeps its id, its deep links (`?article=<id>`) and its targets across publishing,
 * and the preview of drafts answers the ids visitors see.
 */
async function rowsOf(strapi, kind, documentIds, status) {
  const rows = await strapi.db.query(kind).findMany({
    where: { documentId: { $in: [...documentIds] } },
    select: ['id', 'documentId', 'locale', 'publishedAt'],
  });
  const versions = new Map();
  for (const row of rows) {
    const key = `${row.documentId}|${row.locale}`;
    const version = versions.get(key) ?? { documentId: row.documentId, locale: row.locale, draft: null, asked: false };
    if (row.publishedAt === null) version.draft = row.id;
    version.id = version.draft ?? version.id ?? row.id;
    if (status === undefined || (status === 'draft') === (row.publishedAt === null)) version.asked = true;
    versions.set(key, version);
  }
  const byDocument = new Map();
  for (const { documentId, locale, id, asked } of versions.values()) {
    if (!asked) continue;
    if (!byDocument.has(documentId)) byDocument.set(documentId, new Map());
    byDocument.get(documentId).set(locale, id);
  }
  return byDocument;
}

/** documentIds named per content type, by the targets of `found`. */
function namedDocuments(found) {
  const byKind = new Map();
  for (const { target, kind } of found) {
    if (!kind || typeof target.target_document !== 'string' || !target.target_document) continue;
    if (!byKind.has(kind)) byKind.set(kind, new Set());
    byKind.get(kind).add(target.target_document);
  }
  return byKind;
}

/** The content type of an article or dashboard answer (`/api/articles`, `/api/dashboards/<documentId>`), or null. */
function kindAnswering(strapi, path) {
  const name = /^\/api\/([^/]+)/.exec(path)?.[1];
  return Object.values(KINDS).find((uid) => strapi.contentType(uid)?.info.pluralName === name) ?? null;
}

/**
 * Rewrites the documents of a REST answer (`[{ value, locale }]`) of `status` (what the request asked: `draft` or
 * `published`) in place into the wire format. Each target's `target_document` becomes `id`, the wire id (`rowsOf`)
 * of that document in the locale of the document holding it, else in `defaultLocale` (the client falls back to it),
 * else null (a document that no longer exists, or has no version of that status: the tour check names it); a
 * component's own row id goes. The documents themselves, when the answer is of articles or dashboards (`kind`), get
 * their wire id too.
 */
async function answerIds(strapi, documents, defaultLocale, status, kind = null) {
  if (kind) {
    const rows = await rowsOf(strapi, kind, new Set(documents.map(({ value }) => value?.documentId)), status);
    for (const { value } of documents) {
      const id = rows.get(value?.documentId)?.get(value?.locale);
      if (id !== undefined) value.id = id;
    }
  }
  const found = documents.flatMap(({ value, locale }) => findTargets(value).map((entry) => ({ ...entry, locale })));
  if (!found.length) return;
  const rows = new Map();
  for (const [kind, documentIds] of namedDocuments(found)) {
    for (const [documentId, byLocale] of await rowsOf(strapi, kind, documentIds, status)) {
      rows.set(`${kind}|${documentId}`, byLocale);
    }
  }
  for (const { holder, target, kind, locale } of found) {
    const { target_document: documentId, id: _componentRow, ...rest } = target;
    const byLocale = documentId ? rows.get(`${kind}|${documentId}`) : undefined;
    holder.action_target = { id: byLocale?.get(locale) ?? byLocale?.get(defaultLocale) ?? null, ...rest };
  }
}

/** The wire id of an article's or dashboard's version in `locale` (`rowsOf`), or null when it has none. */
async function wireId(strapi, kind, documentId, locale) {
  return (await rowsOf(strapi, kind, [documentId])).get(documentId)?.get(locale) ?? null;
}

const MISSING = {
  en: {
    article: (documentId) => `The article this action opens does not exist (${documentId}): pick an existing one.`,
    dashboard: (documentId) => `The dashboard this action opens does not exist (${documentId}): pick an existing one.`,
  },
  de: {
    article: (documentId) =>
      `Der Artikel, den diese Aktion öffnet, existiert nicht (${documentId}): bitte einen vorhandenen wählen.`,
    dashboard: (documentId) =>
      `Das Dashboard, das diese Aktion öffnet, existiert nicht (${documentId}): bitte ein vorhandenes wählen.`,
  },
};

/** The messages for the targets of `data` (a document being saved) that name no existing document, with their message. */
async function missingTargets(strapi, data, language) {
  const problems = [];
  for (const [kind, documentIds] of namedDocuments(findTargets(data))) {
    const rows = await rowsOf(strapi, kind, documentIds);
    const name = Object.keys(KINDS).find((key) => KINDS[key] === kind);
    for (const documentId of documentIds) {
      if (!rows.has(documentId)) problems.push((MISSING[language] ?? MISSING.en)[name](documentId));
    }
  }
  return problems;
}

/**
 * A document service middleware: saving (create, update) a document whose article or dashboard targets name no
 * existing document is refused with a ValidationError in the editor's admin language (en, de), which the Content
 * Manager shows; nothing is written and the form keeps what was typed.
 */
function refuseMissingTargets(strapi) {
  return async (context, next) => {
    const saving = context.action === 'create' || context.action === 'update';
    if (!saving || !context.uid.startsWith('api::') || !context.params?.data) return next();
    const language = String(strapi.requestContext.get()?.state?.user?.preferedLanguage ?? 'en').slice(0, 2);
    const problems = await missingTargets(strapi, context.params.data, language);
    if (problems.length) throw new errors.ValidationError(problems.join(' '), { errors: problems });
    return next();
  };
}

module.exports = { KINDS, targetKind, kindAnswering, answerIds, wireId, refuseMissingTargets };
