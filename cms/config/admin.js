'use strict';

/** CMS_HEADLESS=1: no admin panel (tests, API only), so `strapi start` runs without `strapi build`. */
module.exports = ({ env }) => ({
  serveAdminPanel: !env.bool('CMS_HEADLESS', false),
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
});
