'use strict';

/**
 * `GET /api/user-states`: every users-permissions user's id, blocked and confirmed flags and a credential
 * fingerprint, for the showroom server's session revocation. Only a full-access API token gets it (the
 * controller checks); the action is not called find/findOne, so read-only tokens are refused by Strapi too.
 */
module.exports = {
  routes: [{ method: 'GET', path: '/user-states', handler: 'user-state.index' }],
};
