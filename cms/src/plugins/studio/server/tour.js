'use strict';

const { answerIds, kindAnswering } = require('../../../utils/action-targets');
const { isStoredSecret, verifySecret } = require('../../../seed/scrypt');

/**
 * The tour map's server side (issue 32, points 3 and 4), admin routes under /studio:
 * - `GET /rest/api/:name`: what `GET /api/:name` answers (the REST shape the showroom reads, its query included, article
 *   and dashboard targets as each locale's id), to the admin panel: the map and the tour check run the showroom's own
 *   content code (src/content) and rules (src/domain/tour-check.ts) over it, in the editor's browser;
 * - `GET /map?locale&status`: the map's first view in one answer, read on the server: every world, location and
 *   transition of one locale (drafts, or `status=published`) with only the fields the map draws, in the REST shape (the
 *   large tour's 80 pages of full entries took seconds to read and parse in the browser), kept as sent until content
 *   changes; the check follows over `/rest`;
 * - `GET /passwords`: for each world with a password, whether it is a real one (the check's only server secret, as a
 *   yes or no);
 * - `GET|PUT /layouts/:world`: where editors put the map's nodes, kept in the plugin's store (not in the content: the
 *   wire format does not change);
 * - `POST /transitions`: both directions between two locations (or one missing direction), drawn on the map, in every
 *   locale that has both.
 */

const LOCATION = 'api::content-location.content-location';
const TRANSITION = 'api::content-transition.content-transition';
const WORLD = 'api::world.world';
const read = (uid) => ['plugin::content-manager.explorer.read', uid];
const policies = (...actions) => [
  'admin::isAuthenticatedAdmin',
  { name: 'admin::hasPermissions', config: { actions } },
];

const routes = [
  // Which types an editor may read is checked per type in the controller.
  { method: 'GET', path: '/rest/api/:name', handler: 'tour.rest', config: { policies: policies() } },
  {
    method: 'GET',
    path: '/map',
    handler: 'tour.map',
    config: { policies: policies(read(WORLD), read(LOCATION), read(TRANSITION)) },
  },
  {
    method: 'GET',
    path: '/passwords',
    handler: 'tour.passwords',
    config: { policies: policies(read('api::world.world')) },
  },
  { method: 'GET', path: '/layouts/:world', handler: 'tour.layout', config: { policies: policies(read(LOCATION)) } },
  {
    method: 'PUT',
    path: '/layouts/:world',
    handler: 'tour.saveLayout',
    config: { policies: policies(read(LOCATION)) },
  },
  {
    method: 'POST',
    path: '/transitions',
    handler: 'tour.createTransitions',
    config: { policies: policies(['plugin::content-manager.explorer.create', TRANSITION]) },
  },
];

/** The API content type answering `/api/<name>`: a collection by its plural name, a single type by its singular. */
function contentTypeNamed(name) {
  return Object.values(strapi.contentTypes).find(
    (type) =>
      type.uid.startsWith('api::') &&
      (type.kind === 'singleType' ? type.info.singularName : type.info.pluralName) === name,
  );
}

/**
 * What the map draws of each endpoint (`src/domain/tour-map.ts` `buildWorldMap`, through the showroom's parser): a
 * world's name and start, a location's title, world and backgrounds (its still), a transition's ends, switch and clip.
 */
const MAP_QUERIES = {
  '/api/worlds': { uid: WORLD, fields: ['slug', 'name', 'start_location_id', 'default'] },
  '/api/content-locations': {
    uid: LOCATION,
    fields: ['payloadId', 'slug', 'title'],
    populate: { world: { fields: ['slug', 'name'] }, background: { populate: { image: true, video: true } } },
  },
  '/api/content-transitions': {
    uid: TRANSITION,
    fields: ['payloadId'],
    populate: {
      from: { fields: ['payloadId'] },
      to: { fields: ['payloadId'] },
      world: { fields: ['slug'] },
      transitionOptions: true,
      background: { populate: { video: true } },
    },
  },
};

/**
 * The `/map` answers as sent (JSON), per status and locale: the large tour's took seconds to read. Any write to content
 * or media drops them all (`generation` counts the drops, so an answer read across a write is not kept).
 */
const maps = { answers: new Map(), generation: 0 };
const dropMaps = () => {
  maps.generation += 1;
  maps.answers.clear();
};
const DOCUMENT_WRITES = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);
const ROW_WRITES = new Set([
  'afterCreate',
  'afterCreateMany',
  'afterUpdate',
  'afterUpdateMany',
  'afterDelete',
  'afterDeleteMany',
]);

/**
 * Drops the kept map answers on every document action that writes (as it starts, and once its transaction is
 * committed) and on every row written to a content type or to the media library outside of one.
 */
function bootstrap({ strapi }) {
  const afterCommit = () => strapi.db.transaction(({ onCommit }) => onCommit(dropMaps));
  strapi.documents.use(async (context, next) => {
    if (!DOCUMENT_WRITES.has(context.action)) return next();
    dropMaps();
    try {
      return await next();
    } finally {
      await afterCommit();
    }
  });
  strapi.db.lifecycles.subscribe(async (event) => {
    const uid = event.model?.uid ?? '';
    if (!ROW_WRITES.has(event.action) || !(uid.startsWith('api::') || uid === 'plugin::upload.file')) return;
    dropMaps();
    await afterCommit();
  });
}

const layoutStore = (world) => strapi.store({ type: 'plugin', name: 'studio', key: `tour-map-layout:${world}` });

/** `{ [node id]: { x, y } }` with finite numbers only, or null. */
function positions(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const kept = {};
  for (const [id, point] of Object.entries(value)) {
    if (!point || !Number.isFinite(point.x) || !Number.isFinite(point.y)) return null;
    kept[id] = { x: point.x, y: point.y };
  }
  return kept;
}

/** A location's picture for a transition leaving it (content model: `background.image` is the `from` still). */
function stillOf(location) {
  const entries = location.background ?? [];
  const entry = entries.find((b) => b.key === 'default_background_16x9' && b.image) ?? entries.find((b) => b.image);
  return entry?.image?.id ?? null;
}

/**
 * A relation to the document `documentId`, in the long form. Strapi's short form (the documentId as a plain string)
 * takes a documentId that begins with a digit for a numeric id (`parseInt("3kvj…")` is 3; @strapi/core's
 * document-service/transform/relations/utils/map-relation.js), so such a location could not be an end: "1 relation(s)
 * of type api::content-location.content-location associated with this entity do not exist".
 */
const relation = (documentId) => (documentId ? { set: [{ documentId }] } : null);

const mediaId = (value) => (value === null || value === undefined ? null : Number.isInteger(value) ? value : NaN);

const controller = ({ strapi }) => ({
  async rest(ctx) {
    const type = contentTypeNamed(ctx.params.name);
    if (!type) return ctx.notFound(`no content type answers /api/${ctx.params.name}`);
    if (!ctx.state.userAbility.can('plugin::content-manager.explorer.read', type.uid)) return ctx.forbidden();
    // The REST controller as the content API runs it, under the editor's sign-in: the admin strategy restricts no
    // relation, and the route's policies and the read permission above stand for the API's roles. Editors check the
    // drafts they work on (what publishing would show), unless they ask for `status=published`.
    const status = ctx.query.status === 'published' ? 'published' : 'draft';
    ctx.query.status = status;
    const body = await strapi.controller(type.uid).find(ctx);
    if (!body) return ctx.notFound();
    const defaultLocale = await strapi.plugin('i18n').service('locales').getDefaultLocale();
    const asked = typeof ctx.query.locale === 'string' ? ctx.query.locale : defaultLocale;
    await answerIds(
      strapi,
      [body.data].flat().map((value) => ({ value, locale: value?.locale ?? asked })),
      defaultLocale,
      status,
      kindAnswering(strapi, `/api/${ctx.params.name}`),
    );
    ctx.body = body;
  },

  async map(ctx) {
    const locale =
      typeof ctx.query.locale === 'string'
        ? ctx.query.locale
        : await strapi.plugin('i18n').service('locales').getDefaultLocale();
    const status = ctx.query.status ?? 'draft';
    if (status !== 'draft' && status !== 'published') return ctx.badRequest('status: draft or published');
    const key = `${status} ${locale}`;
    let answer = maps.answers.get(key);
    if (answer === undefined) {
      const read = maps.generation;
      const data = {};
      for (const [path, { uid, ...query }] of Object.entries(MAP_QUERIES))
        data[path] = await strapi.documents(uid).findMany({ ...query, locale, status });
      answer = JSON.stringify({ data });
      // Kept unless content was written while it was read (it may hold some of the write or none).
      if (read === maps.generation) maps.answers.set(key, answer);
    }
    ctx.type = 'application/json';
    ctx.body = answer;
  },

  async passwords(ctx) {
    const rows = await strapi.db.query('api::world.world').findMany({
      where: { password: { $notNull: true } },
      select: ['slug', 'password'],
    });
    const data = {};
    for (const { slug, password } of rows)
      if (slug && isStoredSecret(password)) data[slug] = !(await verifySecret('', password));
    ctx.body = { data };
  },

  async layout(ctx) {
    ctx.body = { data: (await layoutStore(ctx.params.world).get()) ?? {} };
  },

  async saveLayout(ctx) {
    const kept = positions(ctx.request.body?.data);
    if (!kept) return ctx.badRequest('data: { [node id]: { x, y } } with finite numbers');
    await layoutStore(ctx.params.world).set({ value: kept });
    ctx.body = { data: kept };
  },

  /**
   * `{ from, to, there, back, oneWay }`: the transitions `<from>--<to>` and `<to>--<from>` (payloadIds as the demo
   * names them; `oneWay`: the first only, a direction the map marks as missing), `there` and `back` their clips (media
   * ids, null for none yet), switched on, weight 100, the world of the location each leaves, the picture of that
   * location as `background.image`. Made in the default locale, then in every other locale that has both locations,
   * and published at once: a way between two rooms shows visitors nothing until both rooms are published too (a
   * transition to a room the showroom does not have is left out). 409 when one exists already.
   */
  async createTransitions(ctx) {
    const { from, to } = ctx.request.body ?? {};
    const clips = { there: mediaId(ctx.request.body?.there), back: mediaId(ctx.request.body?.back) };
    if (
      typeof from !== 'string' ||
      typeof to !== 'string' ||
      !from ||
      from === to ||
      [clips.there, clips.back].some(Number.isNaN)
    )
      return ctx.badRequest('{ from, to, there, back }: two locations and a media id or null for each direction');
    const directions = [
      { payloadId: `${from}--${to}`, from, to, video: clips.there },
      { payloadId: `${to}--${from}`, from: to, to: from, video: clips.back },
    ].slice(0, ctx.request.body.oneWay === true ? 1 : 2);
    const existing = await strapi.documents(TRANSITION).findMany({
      filters: { payloadId: { $in: directions.map((d) => d.payloadId) } },
      fields: ['payloadId'],
    });
    if (existing.length) return ctx.throw(409, `${existing.map((t) => t.payloadId).join(', ')} exists already`);
    const defaultLocale = await strapi.plugin('i18n').service('locales').getDefaultLocale();
    const locales = (await strapi.plugin('i18n').service('locales').find()).map((l) => l.code);
    const ordered = [defaultLocale, ...locales.filter((code) => code !== defaultLocale)];
    const made = directions.map(() => null);
    for (const locale of ordered) {
      const ends = {};
      for (const payloadId of [from, to])
        ends[payloadId] = await strapi.documents(LOCATION).findFirst({
          filters: { payloadId },
          locale,
          populate: { world: true, background: { populate: { image: true } } },
        });
      if (!ends[from] || !ends[to]) {
        if (locale === defaultLocale) return ctx.badRequest(`${from} and ${to} must be locations`);
        continue;
      }
      for (const [i, direction] of directions.entries()) {
        const leaving = ends[direction.from];
        const data = {
          from: relation(ends[direction.from].documentId),
          to: relation(ends[direction.to].documentId),
          world: relation(leaving.world?.documentId),
        };
        if (!made[i]) {
          made[i] = await strapi.documents(TRANSITION).create({
            locale,
            status: 'published',
            data: {
              ...data,
              payloadId: direction.payloadId,
              weight: 100,
              transitionOptions: { active: true, direct_transition: false, blending_time: null },
              background: { video: direction.video, image: stillOf(leaving) },
            },
          });
        } else
          await strapi
            .documents(TRANSITION)
            .update({ documentId: made[i].documentId, locale, status: 'published', data });
      }
    }
    ctx.status = 201;
    ctx.body = { data: made.map((t) => ({ documentId: t.documentId, payloadId: t.payloadId })) };
  },
});

module.exports = { bootstrap, controller, routes };
