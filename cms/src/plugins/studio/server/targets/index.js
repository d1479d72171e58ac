'use strict';

const { listTargets, resolveTargets, KINDS } = require('./list');

/**
 * Targets by name (issue 32, point 2). Two custom fields keep what is stored today: `target` (a string: an article's
 * or dashboard's documentId, a location's payloadId, a menu's key or a link's url, shared.action-target) and
 * `action-stack` (JSON, shared.action-button's `action_stack`); the admin draws them as pickers
 * (admin/src/targets). The admin reads the targets to pick from at `GET /studio/targets`.
 */
function register({ strapi }) {
  strapi.customFields.register([
    { name: 'target', plugin: 'studio', type: 'string' },
    { name: 'action-stack', plugin: 'studio', type: 'json' },
  ]);
}

const PAGE_SIZE = 20;
const MAX_VALUES = 100;

const controller = ({ strapi }) => ({
  /**
   * `?kind=article|dashboard|location|world|menu|link&locale=de`, then `q` (a part of the title) and `page`, or
   * `values=a,b` (what is stored) to name them: `{ results: [{ value, title, subtitle, thumbnail }], pagination }`,
   * resolved values with `missing: true` when they name nothing in any locale.
   */
  async list(ctx) {
    const { kind, locale, q, page, values } = ctx.query;
    if (!KINDS.includes(kind)) return ctx.badRequest(`kind must be one of ${KINDS.join(', ')}`);
    const i18n = strapi.plugin('i18n').service('locales');
    const language = typeof locale === 'string' && locale ? locale : await i18n.getDefaultLocale();
    if (typeof values === 'string') {
      const asked = [...new Set(values.split(',').filter(Boolean))].slice(0, MAX_VALUES);
      ctx.body = { results: await resolveTargets(strapi, kind, language, asked) };
      return;
    }
    const wanted = Math.max(1, Number.parseInt(String(page ?? '1'), 10) || 1);
    ctx.body = await listTargets(strapi, kind, language, typeof q === 'string' ? q.trim() : '', wanted, PAGE_SIZE);
  },
});

const routes = [
  {
    method: 'GET',
    path: '/targets',
    handler: 'targets.list',
    config: { policies: ['admin::isAuthenticatedAdmin'] },
  },
];

module.exports = { register, controller, routes };
