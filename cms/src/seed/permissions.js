'use strict';

/**
 * Closed by default (issue 30). Nobody reads through users-permissions' roles: the showroom server in front reads
 * everything with its full-access API token (CMS_SERVER_TOKEN) and applies the access rules itself (login-only and
 * password worlds, server/rights.ts); it signs users in through `POST /api/auth/local` and issues its own token,
 * never forwarding a user's jwt to Strapi. So the Public role may only sign in, the Authenticated role (a user's
 * jwt) may do nothing, and nobody may register: users are made by editors in the admin panel.
 */
const ALLOWED = {
  public: ['plugin::users-permissions.auth.callback'],
  authenticated: [],
};

/**
 * The roles' permissions exactly as ALLOWED, at every start: whatever else an editor ticked in the admin panel
 * (or the plugin granted by default on a new database: registration, password mails, /api/users/me) is taken
 * back and logged, and a missing sign-in permission is given back.
 */
async function ensurePermissions(strapi) {
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const [type, allowed] of Object.entries(ALLOWED)) {
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } });
    if (!role) continue;
    const held = await permissions.findMany({ where: { role: role.id }, select: ['id', 'action'] });
    const extra = held.filter(({ action }) => !allowed.includes(action));
    if (extra.length) {
      await permissions.deleteMany({ where: { id: { $in: extra.map(({ id }) => id) } } });
      strapi.log.warn(`[permissions] ${type} role: taken back ${extra.map(({ action }) => action).join(', ')}`);
    }
    for (const action of allowed.filter((name) => !held.some((permission) => permission.action === name))) {
      await permissions.create({ data: { action, role: role.id } });
      strapi.log.info(`[permissions] ${type} role: given ${action}`);
    }
  }
}

/** users-permissions' `advanced.allow_register` off at every start: `POST /api/auth/local/register` is refused. */
async function closeRegistration(strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = await store.get({ key: 'advanced' });
  if (advanced?.allow_register === false) return;
  await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
  strapi.log.warn('[permissions] public registration turned off (allow_register: false)');
}

module.exports = { ensurePermissions, closeRegistration, ALLOWED };
