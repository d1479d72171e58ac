'use strict';

/**
 * Login-only worlds are for logged-in users (SPEC §6): a request without credentials (the Public role)
 * neither lists them nor their locations and transitions (portals into them included). A user's JWT or an
 * API token (the server in front) sees everything. Password-protected worlds are listed: their protection
 * is the server's (issue 14, point 2); the password itself is private and never leaves Strapi.
 */
const openFlag = (name) => ({ $or: [{ [name]: { $null: true } }, { [name]: false }] });

const OPEN_WORLD = { $and: [openFlag('only_logged_in_users'), openFlag('only_logged_in_user')] };

const GUEST_FILTERS = {
  'api::world.world': OPEN_WORLD,
  'api::content-location.content-location': { world: OPEN_WORLD },
  'api::content-transition.content-transition': { from: { world: OPEN_WORLD }, to: { world: OPEN_WORLD } },
};

const isGuest = (ctx) => !ctx.state?.auth?.credentials;

/** Core controller whose find/findOne hide login-only worlds (and what lies in them) from guests. */
function guardedController(factories, uid) {
  return factories.createCoreController(uid, ({ strapi }) => ({
    async find(ctx) {
      if (isGuest(ctx)) {
        const filters = ctx.query.filters;
        ctx.query = { ...ctx.query, filters: filters ? { $and: [filters, GUEST_FILTERS[uid]] } : GUEST_FILTERS[uid] };
      }
      return super.find(ctx);
    },
    async findOne(ctx) {
      if (isGuest(ctx)) {
        const { id: documentId } = ctx.params;
        const visible = await strapi.documents(uid).findFirst({
          filters: { $and: [{ documentId }, GUEST_FILTERS[uid]] },
          locale: ctx.query.locale,
          fields: ['documentId'],
        });
        if (!visible) return ctx.notFound();
      }
      return super.findOne(ctx);
    },
  }));
}

module.exports = { guardedController, GUEST_FILTERS, isGuest };
