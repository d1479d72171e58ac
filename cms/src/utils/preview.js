'use strict';

/**
 * "Open in showroom" (Strapi's preview, `config/admin.js`): the showroom's address of an entry, in the entry's
 * locale. A location opens where it stands (`/{locale}/{world}/{location}`), a world at its start, an article or a
 * dashboard open over the default world (`?article=` / `?dashboard=` with the id the client reads, that locale's;
 * docs/architecture.md, "Deep links"). Other types, and an entry the showroom cannot address yet (no world, no
 * slug), have no preview: null hides the button.
 */

const LOCATION = 'api::content-location.content-location';
const WORLD = 'api::world.world';
const ITEMS = { 'api::article.article': 'article', 'api::dashboard.dashboard': 'dashboard' };

const segment = (value) => encodeURIComponent(String(value));

/** The default world's slug: the app-setting's `default_world`, else the world flagged `default`, else none. */
async function defaultWorldSlug(strapi, locale) {
  const settings = await strapi
    .documents('api::app-setting.app-setting')
    .findFirst({ populate: { default_world: true } });
  if (settings?.default_world?.slug) return settings.default_world.slug;
  const world = await strapi.documents(WORLD).findFirst({ locale, filters: { default: true }, fields: ['slug'] });
  return world?.slug ?? null;
}

/** The path and query of an entry in the showroom, or null. */
async function previewPath(strapi, uid, { documentId, locale }) {
  if (!documentId || !locale) return null;
  if (uid === LOCATION) {
    const location = await strapi
      .documents(uid)
      .findOne({ documentId, locale, fields: ['slug'], populate: { world: { fields: ['slug'] } } });
    if (!location?.slug || !location.world?.slug) return null;
    return `/${segment(locale)}/${segment(location.world.slug)}/${segment(location.slug)}`;
  }
  if (uid === WORLD) {
    const world = await strapi.documents(uid).findOne({ documentId, locale, fields: ['slug'] });
    return world?.slug ? `/${segment(locale)}/${segment(world.slug)}` : null;
  }
  if (ITEMS[uid]) {
    const item = await strapi.documents(uid).findOne({ documentId, locale, fields: ['id'] });
    const world = await defaultWorldSlug(strapi, locale);
    if (!item || !world) return null;
    return `/${segment(locale)}/${segment(world)}?${ITEMS[uid]}=${item.id}`;
  }
  return null;
}

/** Strapi's preview config for the showroom on `showroomUrl` (SHOWROOM_URL); off without one. */
function previewConfig(showroomUrl) {
  if (!showroomUrl) return { enabled: false };
  const origin = new URL(showroomUrl).origin;
  return {
    enabled: true,
    config: {
      allowedOrigins: [origin],
      async handler(uid, params) {
        const path = await previewPath(strapi, uid, params);
        return path === null ? null : `${origin}${path}`;
      },
    },
  };
}

module.exports = { previewConfig, previewPath };
