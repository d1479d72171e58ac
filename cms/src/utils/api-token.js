'use strict';

/**
 * Whether a request came with a full-access API token (the showroom server's CMS_SERVER_TOKEN): routes that hand
 * out secrets check it themselves, whatever permissions an editor gives a role or a custom token.
 */
const isFullAccessToken = (auth) =>
  auth?.strategy?.name === 'content-api-token' && auth.credentials?.type === 'full-access';

module.exports = { isFullAccessToken };
