'use strict';

const { createHash } = require('node:crypto');
const { isFullAccessToken } = require('../../../utils/api-token');

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/**
 * `{ data: [{ id, documentId, blocked, confirmed, credential }] }` for every users-permissions user, by id, all
 * at once (the users are a handful of showroom logins). The showroom server issues its own tokens at sign-in and
 * ends them when the user is blocked, unconfirmed or gets a new password: `credential` is the hex SHA-256 of the
 * stored password hash (of "" without one), so it changes with the password and is no use for guessing it.
 * `blocked` and `confirmed` are true only when stored as true, as Strapi's own sign-in reads them. Refused (403)
 * to anything but a full-access API token, also when an editor grants a role this action.
 */
module.exports = ({ strapi }) => ({
  async index(ctx) {
    if (!isFullAccessToken(ctx.state.auth)) return ctx.forbidden('A full-access API token is required');
    const users = await strapi.db.query('plugin::users-permissions.user').findMany({
      select: ['id', 'documentId', 'blocked', 'confirmed', 'password'],
      orderBy: { id: 'asc' },
    });
    ctx.body = {
      data: users.map(({ id, documentId, blocked, confirmed, password }) => ({
        id,
        documentId,
        blocked: blocked === true,
        confirmed: confirmed === true,
        credential: sha256(password ?? ''),
      })),
    };
  },
});
