'use strict';

const { isStoredSecret } = require('../../../seed/scrypt');
const { isFullAccessToken } = require('../../../utils/api-token');

/**
 * `{ data: { <slug>: { salt, hash } } }` for every world with a password, every locale's slug (a world's
 * password is shared by its locales). Refused (403) to anything but a full-access API token, also when an
 * editor grants a role this action: the hashes let whoever holds them try passwords offline.
 */
module.exports = ({ strapi }) => ({
  async index(ctx) {
    if (!isFullAccessToken(ctx.state.auth)) return ctx.forbidden('A full-access API token is required');
    const rows = await strapi.db.query('api::world.world').findMany({
      where: { password: { $notNull: true } },
      select: ['slug', 'password'],
      orderBy: { id: 'asc' },
    });
    const data = {};
    for (const { slug, password } of rows) {
      if (!slug || !isStoredSecret(password)) continue;
      const [, salt, hash] = password.split('$');
      data[slug] = { salt, hash };
    }
    ctx.body = { data };
  },
});
