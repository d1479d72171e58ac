'use strict';

/**
 * `GET /api/world-secrets`: the password salt + hash of every protected world, for the showroom server
 * (content/demo/server/world-secrets.json's shape). Only a full-access API token gets it (the controller
 * checks); the action is not called find/findOne, so read-only tokens are refused by Strapi too.
 */
module.exports = {
  routes: [{ method: 'GET', path: '/world-secrets', handler: 'world-secrets.index' }],
};
