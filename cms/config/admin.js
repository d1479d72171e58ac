'use strict';

const { previewConfig } = require('../src/utils/preview');

/**
 * CMS_HEADLESS=1: no admin panel (tests, API only), so `strapi start` runs without `strapi build`. SHOWROOM_URL:
 * the showroom that "Open in showroom" (Strapi's preview) opens entries in, CMS_PREVIEW_SECRET: the key it shares with
 * that showroom to show drafts (src/utils/preview.js).
 * CMS_ADMIN_LOGIN_MAX: admin sign-ins per address, e-mail and 5 minutes (Strapi's default 5; the e2e suite signs
 * its editor in once per test).
 */
module.exports = ({ env }) => ({
  serveAdminPanel: !env.bool('CMS_HEADLESS', false),
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  preview: previewConfig(env('SHOWROOM_URL'), env('CMS_PREVIEW_SECRET')),
  rateLimit: { max: env.int('CMS_ADMIN_LOGIN_MAX', 5) },
});
