'use strict';

const jwt = require('jsonwebtoken');
const { wireId } = require('./action-targets');

/**
 * "Open in showroom" (Strapi's preview, `config/admin.js`): the showroom's address of an entry, in the entry's
 * locale. A location opens where it stands (`/{locale}/{world}/{location}`), a world at its start, an article or a
 * dashboard open over the default world (`?article=` / `?dashboard=` with the id the client reads, that locale's,
 * which publishing keeps: utils/action-targets.js; docs/architecture.md, "Deep links"). Other types, and an entry
 * the showroom cannot address yet (no world, no slug), have no preview: null hides the button.
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

/** The path and query of an entry's version (`status`: draft or published) in the showroom, or null. */
async function previewPath(strapi, uid, { documentId, locale, status }) {
  if (!documentId || !locale) return null;
  const version = { locale, status: status === 'published' ? 'published' : 'draft' };
  if (uid === LOCATION) {
    const location = await strapi
      .documents(uid)
      .findOne({ documentId, ...version, fields: ['slug'], populate: { world: { fields: ['slug'] } } });
    if (!location?.slug || !location.world?.slug) return null;
    return `/${segment(locale)}/${segment(location.world.slug)}/${segment(location.slug)}`;
  }
  if (uid === WORLD) {
    const world = await strapi.documents(uid).findOne({ documentId, ...version, fields: ['slug'] });
    return world?.slug ? `/${segment(locale)}/${segment(world.slug)}` : null;
  }
  if (ITEMS[uid]) {
    const item = await strapi.documents(uid).findOne({ documentId, ...version, fields: ['id'] });
    const world = await defaultWorldSlug(strapi, locale);
    if (!item || !world) return null;
    return `/${segment(locale)}/${segment(world)}?${ITEMS[uid]}=${await wireId(strapi, uid, documentId, locale)}`;
  }
  return null;
}

/** How long an "Open in showroom" of a draft shows drafts: the editor opens it again for more. */
const DRAFT_PREVIEW_SECONDS = 60 * 60;
/** Who the preview key is for: the showroom server checks it (server/preview.ts). */
const PREVIEW_AUDIENCE = 'vf-preview';

/** A key that lets the showroom show drafts (HS256, signed with the secret the showroom shares), short-lived. */
const draftKey = (secret) =>
  jwt.sign({}, secret, { algorithm: 'HS256', audience: PREVIEW_AUDIENCE, expiresIn: DRAFT_PREVIEW_SECONDS });

/**
 * Strapi's preview config for the showroom on `showroomUrl` (SHOWROOM_URL); off without one. The published version
 * opens as visitors see it; a draft opens with `?preview=<key>`, with which the showroom shows drafts (for an hour,
 * in that tab). Without `previewSecret` (CMS_PREVIEW_SECRET, the showroom's too) a draft has no preview: the
 * showroom could only show the published version, and the editor would take it for the draft.
 */
function previewConfig(showroomUrl, previewSecret) {
  if (!showroomUrl) return { enabled: false };
  const origin = new URL(showroomUrl).origin;
  return {
    enabled: true,
    config: {
      allowedOrigins: [origin],
      async handler(uid, params) {
        const path = await previewPath(strapi, uid, params);
        if (path === null) return null;
        if (params.status !== 'draft') return `${origin}${path}`;
        if (!previewSecret) {
          strapi.log.warn('[preview] CMS_PREVIEW_SECRET is not set: drafts cannot be shown in the showroom');
          return null;
        }
        const url = new URL(path, origin);
        url.searchParams.set('preview', draftKey(previewSecret));
        return url.href;
      },
    },
  };
}

module.exports = { previewConfig, previewPath, PREVIEW_AUDIENCE };
