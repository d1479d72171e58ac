'use strict';

const path = require('node:path');
const { importDemo } = require('./seed/import-demo');
const { ensureLocales } = require('./seed/locales');
const { ensurePermissions } = require('./seed/permissions');

module.exports = {
  register() {},

  /**
   * Every start: the ten locales (de default) and the roles' permissions. On an empty database: the demo
   * bundle (CMS_DEMO_DIR, default ../content/demo; CMS_IMPORT_DEMO=false skips it).
   */
  async bootstrap({ strapi }) {
    await ensureLocales(strapi);
    await ensurePermissions(strapi);
    if (process.env.CMS_IMPORT_DEMO !== 'false') {
      const dir = path.resolve(process.env.CMS_DEMO_DIR || path.join(__dirname, '..', '..', 'content', 'demo'));
      await importDemo(strapi, dir);
    }
  },
};
