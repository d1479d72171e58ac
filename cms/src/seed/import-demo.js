'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { formatSecret } = require('./scrypt');
const { targetKind } = require('../utils/action-targets');
const { link } = require('../utils/cross-locale-links');
const { withoutListSync } = require('../utils/shared-lists');

/**
 * Imports the offline demo bundle (content/demo/, docs/content-model.md) into an EMPTY database:
 * media through the upload service (so Strapi makes its own formats), every endpoint and locale, relations
 * re-linked, action targets re-pointed at the ids Strapi gave, the demo user and the world password hashes.
 * The bundle's documentIds, payloadIds and slugs are kept.
 *
 * Idempotent: a marker in Strapi's core store says the import ran; a database that already holds content
 * (or a marker) imports nothing. An import that died half-way leaves the marker "importing" and the next
 * start refuses to guess: delete the database and start again.
 */

const DEFAULT_LOCALE = 'de';

/** Bundle endpoint -> content type, in import order (targets of relations first; cycles are fine: pass 2). */
const TYPES = [
  { endpoint: 'icons', uid: 'api::icon.icon' },
  { endpoint: 'screensavers', uid: 'api::screensaver.screensaver' },
  { endpoint: 'worlds', uid: 'api::world.world' },
  { endpoint: 'menus', uid: 'api::menu.menu' },
  { endpoint: 'articles', uid: 'api::article.article' },
  { endpoint: 'dashboards', uid: 'api::dashboard.dashboard' },
  { endpoint: 'content-locations', uid: 'api::content-location.content-location' },
  { endpoint: 'content-transitions', uid: 'api::content-transition.content-transition' },
  { endpoint: 'ui-translation', uid: 'api::ui-translation.ui-translation' },
  { endpoint: 'app-setting', uid: 'api::app-setting.app-setting' },
];

/** How a relation in the bundle names its target: { payloadId } for locations, { slug } for worlds, ids else. */
const RELATION_KEY = {
  'api::content-location.content-location': 'payloadId',
  'api::world.world': 'slug',
  'api::screensaver.screensaver': 'id',
  'api::icon.icon': 'id',
};

const MARKER = { type: 'plugin', name: 'vf-demo-import' };

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** { locale|null -> data } of one endpoint of the bundle. */
function readEndpoint(dir, endpoint) {
  const folder = path.join(dir, 'api', endpoint);
  if (fs.existsSync(folder) && fs.statSync(folder).isDirectory()) {
    const byLocale = {};
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      byLocale[file.slice(0, -'.json'.length)] = readJson(path.join(folder, file));
    }
    return byLocale;
  }
  const file = `${folder}.json`;
  return fs.existsSync(file) ? { null: readJson(file) } : {};
}

const isMedia = (value) =>
  value && typeof value === 'object' && !Array.isArray(value) && 'mime' in value && 'url' in value && 'hash' in value;

function collectMedia(value, into) {
  if (Array.isArray(value)) value.forEach((item) => collectMedia(item, into));
  else if (isMedia(value)) {
    if (!into.has(value.id)) into.set(value.id, value);
  } else if (value && typeof value === 'object') Object.values(value).forEach((item) => collectMedia(item, into));
}

async function isEmpty(strapi) {
  for (const { uid } of TYPES) {
    if ((await strapi.db.query(uid).count()) > 0) return false;
  }
  return (await strapi.db.query('plugin::upload.file').count()) === 0;
}

async function importDemo(strapi, dir) {
  const store = strapi.store(MARKER);
  const marker = await store.get({ key: 'state' });
  if (marker === 'importing') {
    throw new Error(
      'The demo import into this database stopped half-way on an earlier start. Delete the database (or set CMS_IMPORT_DEMO=false) and start again.',
    );
  }
  if (marker === 'done') {
    strapi.log.info('[demo import] already imported: nothing to do');
    return { imported: false };
  }
  if (!(await isEmpty(strapi))) {
    strapi.log.info('[demo import] the database holds content: nothing imported');
    return { imported: false };
  }
  if (!fs.existsSync(path.join(dir, 'api'))) throw new Error(`[demo import] no bundle at ${dir}`);
  await store.set({ key: 'state', value: 'importing' });
  const started = Date.now();

  const bundle = Object.fromEntries(TYPES.map(({ endpoint }) => [endpoint, readEndpoint(dir, endpoint)]));
  const mediaIds = await importMedia(strapi, dir, bundle);
  const importer = new Importer(strapi, bundle, mediaIds);
  // Every locale's hotspots are written from the bundle, texts included: no locale's list is copied to the others.
  await withoutListSync(async () => {
    await importer.createSkeletons();
    await importer.fillDocuments();
    await importer.publishAll();
  });
  await importUsers(strapi, dir);
  await importWorldSecrets(strapi, dir);

  await store.set({ key: 'state', value: 'done' });
  strapi.log.info(`[demo import] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { imported: true };
}

/** Every media object of the bundle, uploaded once; returns bundle media id -> Strapi file id. */
async function importMedia(strapi, dir, bundle) {
  const all = new Map();
  for (const byLocale of Object.values(bundle)) collectMedia(Object.values(byLocale), all);
  const upload = strapi.plugin('upload').service('upload');
  const ids = new Map();
  for (const media of all.values()) {
    const fileInfo = { name: media.name, alternativeText: media.alternativeText, caption: media.caption };
    if (/^https?:\/\//.test(media.url)) {
      // A video-platform clip (docs/content-model.md): a file entry with no file, its url the platform's.
      const created = await strapi.db.query('plugin::upload.file').create({
        data: {
          ...fileInfo,
          width: media.width,
          height: media.height,
          formats: null,
          hash: media.hash,
          ext: media.ext,
          mime: media.mime,
          size: media.size,
          url: media.url,
          previewUrl: media.previewUrl,
          provider: media.provider,
          provider_metadata: media.provider_metadata,
          folderPath: '/',
        },
      });
      ids.set(media.id, created.id);
      continue;
    }
    const filepath = path.join(dir, media.url.replace(/^\/+/, ''));
    const stat = fs.statSync(filepath);
    const [created] = await upload.upload({
      data: { fileInfo },
      files: { filepath, originalFilename: media.name, mimetype: media.mime, size: stat.size },
    });
    ids.set(media.id, created.id);
  }
  strapi.log.info(`[demo import] ${ids.size} media files`);
  return ids;
}

class Importer {
  constructor(strapi, bundle, mediaIds) {
    this.strapi = strapi;
    this.bundle = bundle;
    this.mediaIds = mediaIds;
    /** uid -> bundle key value (payloadId, slug or bundle id) -> documentId */
    this.keys = new Map();
    /** uid -> bundle id -> documentId (for action targets by id) */
    this.byBundleId = new Map();
    /** uid -> documentId -> locale -> Strapi id */
    this.rowIds = new Map();
  }

  docs(endpoint) {
    const byLocale = this.bundle[endpoint];
    const locales = Object.keys(byLocale).sort((a, b) => (a === DEFAULT_LOCALE ? -1 : b === DEFAULT_LOCALE ? 1 : 0));
    return locales.map((locale) => ({
      locale: locale === 'null' ? null : locale,
      items: Array.isArray(byLocale[locale]) ? byLocale[locale] : [byLocale[locale]],
    }));
  }

  schema(uid) {
    return this.strapi.getModel(uid);
  }

  /** Pass 1: every document in every locale with its scalar fields only, keeping the bundle's documentId. */
  async createSkeletons() {
    for (const { endpoint, uid } of TYPES) {
      const model = this.schema(uid);
      const keyName = RELATION_KEY[uid];
      const keys = new Map();
      const byId = new Map();
      for (const { locale, items } of this.docs(endpoint)) {
        for (const item of items) {
          const data = this.scalars(model, item);
          const known = model.kind === 'singleType' ? this.singleDocumentId(uid) : byId.get(item.id);
          let doc;
          if (known) {
            doc = await this.strapi.documents(uid).update({ documentId: known, locale: locale ?? undefined, data });
          } else {
            doc = await this.strapi.documents(uid).create({
              locale: locale ?? undefined,
              data: { ...data, documentId: item.documentId },
            });
          }
          if (!doc) throw new Error(`[demo import] ${endpoint} ${locale}: could not write ${item.documentId}`);
          byId.set(item.id, doc.documentId);
          if (keyName) keys.set(String(item[keyName]), doc.documentId);
          if (model.kind === 'singleType') this.single = { ...this.single, [uid]: doc.documentId };
        }
      }
      this.keys.set(uid, keys);
      this.byBundleId.set(uid, byId);
      const rows = new Map();
      for (const row of await this.strapi.db.query(uid).findMany({ select: ['id', 'documentId', 'locale'] })) {
        if (!rows.has(row.documentId)) rows.set(row.documentId, new Map());
        rows.get(row.documentId).set(row.locale ?? null, row.id);
      }
      this.rowIds.set(uid, rows);
      this.strapi.log.info(`[demo import] ${endpoint}: ${byId.size} documents`);
    }
  }

  singleDocumentId(uid) {
    return this.single?.[uid];
  }

  scalars(model, item) {
    const data = {};
    for (const [name, attribute] of Object.entries(model.attributes)) {
      if (!(name in item)) continue;
      if (['component', 'dynamiczone', 'relation', 'media', 'json'].includes(attribute.type)) continue;
      if (attribute.private) continue;
      data[name] = item[name];
    }
    return data;
  }

  /**
   * Pass 3, draft & publish: the drafts written so far become what visitors see. Publishing links a document only to
   * targets that are published already: a type that links to itself or to a type published after it (a location's
   * arrows, a screensaver's locations) is published again once all are. A type without draft & publish that links to
   * one with it (the app setting's default world) links both versions of its target only when written after the
   * target was published: those types are written again.
   */
  async publishAll() {
    const drafted = TYPES.filter(({ uid }) => this.schema(uid).options?.draftAndPublish);
    const order = drafted.map(({ uid }) => uid);
    const ahead = drafted.filter(({ uid }) =>
      [...this.relationTargets(this.schema(uid).attributes)].some(
        (target) => order.indexOf(target) >= order.indexOf(uid),
      ),
    );
    for (const types of [drafted, ahead]) {
      for (const { uid } of types) {
        for (const documentId of new Set(this.byBundleId.get(uid).values())) {
          await this.strapi.documents(uid).publish({ documentId, locale: '*' });
        }
      }
    }
    await this.fillDocuments(TYPES.filter((type) => !drafted.includes(type)));
    this.strapi.log.info(
      `[demo import] published ${drafted.map(({ endpoint }) => endpoint).join(', ')}; again ${ahead.map(({ endpoint }) => endpoint).join(', ')}`,
    );
  }

  /** The content types `attributes` link to, in their components and dynamic zones too (not i18n's own links). */
  relationTargets(attributes, found = new Set()) {
    for (const [name, attribute] of Object.entries(attributes)) {
      if (attribute.type === 'relation' && name !== 'localizations') found.add(attribute.target);
      const components =
        attribute.type === 'component'
          ? [attribute.component]
          : attribute.type === 'dynamiczone'
            ? attribute.components
            : [];
      for (const component of components) this.relationTargets(this.strapi.getModel(component).attributes, found);
    }
    return found;
  }

  /** Pass 2: components, dynamic zones, media, relations and action targets of every document (of `types`). */
  async fillDocuments(types = TYPES) {
    const shared = (model) => this.strapi.plugin('i18n').service('content-types').getNonLocalizedAttributes(model);
    for (const { endpoint, uid } of types) {
      const model = this.schema(uid);
      for (const { locale, items } of this.docs(endpoint)) {
        for (const item of items) {
          const documentId =
            model.kind === 'singleType' ? this.singleDocumentId(uid) : this.byBundleId.get(uid).get(item.id);
          const deferred = [];
          const data = this.convert(model, item, { locale, context: null, deferred, path: [] });
          // Fields shared by all locales came with the de document (Strapi copied them): written once, not ten times.
          if (locale && locale !== DEFAULT_LOCALE && this.rowIds.get(uid).get(documentId)?.has(DEFAULT_LOCALE)) {
            for (const name of shared(model)) delete data[name];
          }
          await this.strapi.documents(uid).update({ documentId, locale: locale ?? undefined, data });
          if (deferred.length) await this.linkAcrossLocales(uid, documentId, locale, deferred);
        }
      }
    }
  }

  convert(model, item, scope) {
    const data = {};
    for (const [name, attribute] of Object.entries(model.attributes)) {
      if (!(name in item) || attribute.private) continue;
      const value = item[name];
      switch (attribute.type) {
        case 'media':
          data[name] = attribute.multiple
            ? (value ?? []).map((media) => this.media(media))
            : value
              ? this.media(value)
              : null;
          break;
        case 'relation': {
          const { set, across } = this.relation(attribute.target, value, scope.locale);
          if (across) scope.deferred.push({ path: [...scope.path, name], rowIds: across });
          else data[name] = { set };
          break;
        }
        case 'component': {
          const component = this.strapi.getModel(attribute.component);
          if (attribute.component === 'shared.action-target') {
            data[name] = this.actionTarget(value, targetKind(scope.component, item?.action));
            break;
          }
          data[name] = attribute.repeatable
            ? (value ?? []).map((entry, index) =>
                this.convert(component, entry, { ...scope, context: entry, path: [...scope.path, name, index] }),
              )
            : value
              ? this.convert(component, value, { ...scope, context: value, path: [...scope.path, name] })
              : null;
          break;
        }
        case 'dynamiczone':
          data[name] = (value ?? []).map((entry, index) => ({
            __component: entry.__component,
            ...this.convert(this.strapi.getModel(entry.__component), entry, {
              ...scope,
              context: entry,
              component: entry.__component,
              path: [...scope.path, name, index],
            }),
          }));
          break;
        case 'json':
          data[name] =
            name === 'action_stack' && Array.isArray(value)
              ? value.map((step) =>
                  step.action_target
                    ? { ...step, action_target: this.actionTarget(step.action_target, targetKind(null, step.action)) }
                    : step,
                )
              : value;
          break;
        default:
          data[name] = value;
      }
    }
    return data;
  }

  media(value) {
    const id = this.mediaIds.get(value.id);
    if (id === undefined) throw new Error(`[demo import] media ${value.id} (${value.url}) was not uploaded`);
    return id;
  }

  /**
   * The bundle names articles and dashboards by its ids; Strapi keeps them by documentId, the same in every
   * locale (utils/action-targets.js). Returns the target's data with the documentId in `target_document`.
   */
  actionTarget(target, uid) {
    if (!target || typeof target !== 'object') return target ?? null;
    const { id, ...rest } = target;
    if (id == null) return rest;
    const documentId = uid ? this.byBundleId.get(uid)?.get(id) : null;
    if (documentId) return { ...rest, target_document: documentId };
    this.strapi.log.warn(`[demo import] action target ${uid ?? '(no kind)'} id ${id} is not in the bundle: left out`);
    return rest;
  }

  /**
   * A relation named the bundle's way -> { set: [{ documentId, locale }] }. Strapi's document service links
   * a localized document only to targets in its own locale; where the bundle's content points at a document
   * that exists only in de (a portal of the factory, complete in ten locales, into the de/en-only service
   * world), the link is made afterwards on the rows themselves (`across`: the target rows' ids), as the
   * client falls back to de for the missing document.
   */
  relation(target, value, locale) {
    if (value == null) return { set: [] };
    const keyName = RELATION_KEY[target];
    if (!keyName) throw new Error(`[demo import] no key for relations to ${target}`);
    const values = Array.isArray(value) ? value : [value];
    const localized = Boolean(this.schema(target).pluginOptions?.i18n?.localized);
    let across = false;
    const set = values.map((entry) => {
      const documentId = this.keys.get(target)?.get(String(entry[keyName]));
      if (!documentId) throw new Error(`[demo import] ${target} ${keyName}=${entry[keyName]} is not in the bundle`);
      if (!localized) return { documentId };
      const rows = this.rowIds.get(target).get(documentId);
      if (!locale) return { documentId, locale: DEFAULT_LOCALE }; // a non-localized source names the de document
      if (rows.has(locale)) return { documentId, locale };
      across = true;
      return { documentId, locale: DEFAULT_LOCALE, rowId: rows.get(DEFAULT_LOCALE) };
    });
    return across
      ? { across: set.map((entry) => entry.rowId ?? this.rowIds.get(target).get(entry.documentId).get(locale)) }
      : { set };
  }

  /** Links made on the rows (see relation()): top-level relations and those in single components. */
  async linkAcrossLocales(uid, documentId, locale, deferred) {
    const rowId = this.rowIds.get(uid).get(documentId).get(locale);
    for (const { path: fieldPath, rowIds } of deferred) {
      if (fieldPath.length > 2)
        throw new Error(`[demo import] ${uid} ${fieldPath.join('.')}: cannot link across locales there`);
      await link(this.strapi, uid, rowId, fieldPath, rowIds);
    }
  }
}

/** Demo accounts keep the bundle's scrypt hash (the users-permissions extension checks it at login). */
async function importUsers(strapi, dir) {
  const file = path.join(dir, 'server', 'users.json');
  if (!fs.existsSync(file)) return;
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  for (const user of readJson(file)) {
    const exists = await strapi.db.query('plugin::users-permissions.user').findOne({
      where: { $or: [{ username: user.username }, { email: user.email.toLowerCase() }] },
    });
    if (exists) continue;
    await strapi.db.query('plugin::users-permissions.user').create({
      data: {
        username: user.username,
        email: user.email.toLowerCase(),
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: role.id,
        password: formatSecret(user),
      },
    });
  }
}

/** World passwords: the bundle's scrypt salt + hash, on every locale of the world. */
async function importWorldSecrets(strapi, dir) {
  const file = path.join(dir, 'server', 'world-secrets.json');
  if (!fs.existsSync(file)) return;
  for (const [slug, secret] of Object.entries(readJson(file))) {
    const rows = await strapi.db.query('api::world.world').findMany({ where: { slug }, select: ['id'] });
    for (const row of rows) {
      await strapi.db
        .query('api::world.world')
        .update({ where: { id: row.id }, data: { password: formatSecret(secret) } });
    }
  }
}

module.exports = { importDemo, TYPES, readEndpoint };
