'use strict';

/**
 * What the showroom server needs set up in Strapi, from the environment, at every start (idempotent):
 * its full-access API token (CMS_SERVER_TOKEN) and the webhook that tells it about edits (CMS_WEBHOOK_URL,
 * CMS_WEBHOOK_SECRET).
 */
const { EVENT } = require('../utils/content-events');

const TOKEN_NAME = 'showroom server';
const WEBHOOK_NAME = 'showroom server';
/** Content once a document action has ended whole (utils/content-events.js), and the media library's changes. */
const WEBHOOK_EVENTS = [
  EVENT,
  'media.create',
  'media.update',
  'media.delete',
];

/**
 * A full-access API token named "showroom server" whose access key is exactly `accessKey`. Strapi 5.54's
 * token service makes only random keys, so the token is made (or found by name) through it and its stored
 * key replaced with the service's own HMAC of ours (API_TOKEN_SALT) and its encrypted copy (ENCRYPTION_KEY),
 * which is what `regenerate` writes. A changed value replaces the key; the former one stops working.
 */
async function ensureServerToken(strapi, accessKey) {
  if (!accessKey) return;
  if (accessKey.length < 20) {
    strapi.log.error('[server access] CMS_SERVER_TOKEN is shorter than 20 characters: no token made');
    return;
  }
  const service = strapi.service('admin::api-token-content-api');
  let token = await service.getByName(TOKEN_NAME);
  if (!token) {
    token = await service.create({
      name: TOKEN_NAME,
      description: 'The showroom server reads content, world password hashes and stores leads (CMS_SERVER_TOKEN).',
      type: 'full-access',
      lifespan: null,
    });
    strapi.log.info(`[server access] API token "${TOKEN_NAME}" created`);
  } else if (token.type !== 'full-access' || token.expiresAt) {
    await strapi.db
      .query('admin::api-token')
      .update({ where: { id: token.id }, data: { type: 'full-access', lifespan: null, expiresAt: null } });
  }
  const hashed = service.hash(accessKey);
  const stored = await strapi.db.query('admin::api-token').findOne({ where: { id: token.id }, select: ['accessKey'] });
  if (stored.accessKey !== hashed) {
    await strapi.db.query('admin::api-token').update({
      where: { id: token.id },
      data: { accessKey: hashed, encryptedKey: strapi.service('admin::encryption').encrypt(accessKey) },
    });
    strapi.log.info(`[server access] API token "${TOKEN_NAME}" set to CMS_SERVER_TOKEN`);
  }
}

/**
 * Exactly one webhook to `url`, named "showroom server", with `Authorization: Bearer <secret>` on content and
 * media events. Ours is found by name or by URL; others to the same URL are removed. The webhook runner
 * has loaded the stored webhooks before this bootstrap runs, so it is told about each change too.
 */
async function ensureWebhook(strapi, url, secret) {
  if (!url) return;
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const wanted = {
    name: WEBHOOK_NAME,
    url,
    headers: secret ? { Authorization: `Bearer ${secret}` } : {},
    events: WEBHOOK_EVENTS,
    isEnabled: true,
  };
  const ours = (await store.findWebhooks()).filter((hook) => hook.name === WEBHOOK_NAME || hook.url === url);
  const [keep, ...extra] = ours;
  for (const hook of extra) {
    await store.deleteWebhook(hook.id);
    runner.remove(hook);
  }
  if (!keep) {
    runner.add(await store.createWebhook(wanted));
    strapi.log.info(`[server access] webhook to ${url} created`);
    return;
  }
  const same =
    keep.url === url &&
    keep.isEnabled &&
    JSON.stringify(keep.headers ?? {}) === JSON.stringify(wanted.headers) &&
    [...(keep.events ?? [])].sort().join() === [...WEBHOOK_EVENTS].sort().join() &&
    keep.name === WEBHOOK_NAME;
  if (!same) {
    runner.update(await store.updateWebhook(keep.id, wanted));
    strapi.log.info(`[server access] webhook to ${url} updated`);
  }
}

module.exports = { ensureServerToken, ensureWebhook, TOKEN_NAME, WEBHOOK_NAME, WEBHOOK_EVENTS };
