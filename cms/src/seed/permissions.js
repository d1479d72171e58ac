'use strict';

/**
 * What the roles may read through the REST API. Public: the content a guest may see (login-only worlds
 * and their locations and transitions are filtered out for Public by the world-access middleware);
 * Authenticated: the same plus login-only worlds. Nobody may write through the REST API; editors use the
 * admin panel. Per-world password protection is the server's in front (issue 14, point 2): the password
 * is a private field and never leaves Strapi.
 */
const READ = {
  'api::world.world': ['find', 'findOne'],
  'api::content-location.content-location': ['find', 'findOne'],
  'api::content-transition.content-transition': ['find', 'findOne'],
  'api::article.article': ['find', 'findOne'],
  'api::dashboard.dashboard': ['find', 'findOne'],
  'api::menu.menu': ['find', 'findOne'],
  'api::screensaver.screensaver': ['find', 'findOne'],
  'api::icon.icon': ['find', 'findOne'],
  'api::ui-translation.ui-translation': ['find'],
  'api::app-setting.app-setting': ['find'],
};

/**
 * Actions no role may hold, taken away again at every start should an editor tick them in the admin panel:
 * the leads (contact submissions, personal data, written by the showroom server's API token) and the world
 * password hashes.
 */
const NEVER = ['api::lead.lead.', 'api::world.world-secrets.'];

async function ensurePermissions(strapi) {
  for (const type of ['public', 'authenticated']) {
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } });
    if (!role) continue;
    await strapi.db.query('plugin::users-permissions.permission').deleteMany({
      where: { role: role.id, $or: NEVER.map((prefix) => ({ action: { $startsWith: prefix } })) },
    });
    for (const [uid, actions] of Object.entries(READ)) {
      for (const action of actions) {
        const name = `${uid}.${action}`;
        const exists = await strapi.db
          .query('plugin::users-permissions.permission')
          .findOne({ where: { action: name, role: role.id } });
        if (!exists) {
          await strapi.db
            .query('plugin::users-permissions.permission')
            .create({ data: { action: name, role: role.id } });
        }
      }
    }
  }
}

module.exports = { ensurePermissions, READ, NEVER };
