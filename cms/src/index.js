'use strict';

const path = require('node:path');
const { relinkDrafts, watchDraftAndPublish } = require('./seed/drafts');
const { applyEditorViews } = require('./seed/editor-views');
const { importDemo } = require('./seed/import-demo');
const { ensureLocales } = require('./seed/locales');
const { closeRegistration, ensurePermissions } = require('./seed/permissions');
const { ensureServerToken, ensureWebhook } = require('./seed/server-access');
const { unifySharedFields } = require('./seed/shared-fields');
const { startMediaJobs, widenOnSave } = require('./plugins/studio/server/media-jobs');
const { refuseMissingTargets } = require('./utils/action-targets');
const { announceContent } = require('./utils/content-events');
const { keepCrossLocaleLinks } = require('./utils/cross-locale-links');
const { publishSharedFields } = require('./utils/publish-shared-fields');
const { keepSharedOnNewLocale } = require('./utils/new-locale');
const { fillPayloadIds } = require('./utils/payload-ids');
const { shareLists } = require('./utils/shared-lists');
const { shareRelations } = require('./utils/shared-relations');

/** The media pipeline's queue, stopped with Strapi (its running job is run again at the next start). */
let mediaJobs = null;

module.exports = {
  /**
   * Saving a document whose article or dashboard target does not exist is refused (utils/action-targets.js); a
   * saved hotspot list is the other locales' too, each keeping its texts (utils/shared-lists.js), and so are the links
   * that are layout (utils/shared-relations.js); a location's or
   * transition's payloadId left empty is made from its slug or ends (utils/payload-ids.js); a new language leaves
   * what all share as it is (utils/new-locale.js); publishing keeps links to another locale's documents
   * (utils/cross-locale-links.js) and shared fields reach the other published locales (utils/publish-shared-fields.js).
   * Once all that is done, the showroom server's webhook hears of it (utils/content-events.js).
   * Draft & publish turned on for a type with entries is noted
   * (seed/drafts.js).
   */
  register({ strapi }) {
    watchDraftAndPublish(strapi);
    strapi.documents.use(announceContent(strapi));
    strapi.documents.use(keepSharedOnNewLocale(strapi));
    strapi.documents.use(fillPayloadIds(strapi));
    strapi.documents.use(refuseMissingTargets(strapi));
    strapi.documents.use(shareLists(strapi));
    strapi.documents.use(shareRelations(strapi));
    strapi.documents.use(keepCrossLocaleLinks(strapi));
    strapi.documents.use(publishSharedFields(strapi));
    strapi.documents.use(widenOnSave(() => mediaJobs));
  },

  /**
   * Every start: the ten locales (de default), drafts made again where draft & publish was just turned on
   * (seed/drafts.js), the roles' permissions (none but the sign-in) and registration
   * off (seed/permissions.js). On an empty database: the demo bundle (CMS_DEMO_DIR, default ../content/demo;
   * CMS_IMPORT_DEMO=false skips it). Layout shared by all locales made one where a database from before holds it per
   * locale, once per shape of what is shared (seed/shared-fields.js). Then the showroom server's token and webhook (after the import,
   * which would otherwise call the webhook for every entry). The Content Manager's labels, field order and list
   * columns for editors, once per version of them (seed/editor-views.js). The media pipeline's queue starts after the
   * import (plugins/studio/server/media-jobs.js: the demo's clips are already fit): uploaded videos are processed.
   */
  async bootstrap({ strapi }) {
    await ensureLocales(strapi);
    await relinkDrafts(strapi);
    await ensurePermissions(strapi);
    await closeRegistration(strapi);
    if (process.env.CMS_IMPORT_DEMO !== 'false') {
      const dir = path.resolve(process.env.CMS_DEMO_DIR || path.join(__dirname, '..', '..', 'content', 'demo'));
      await importDemo(strapi, dir);
    }
    mediaJobs = await startMediaJobs(strapi);
    await unifySharedFields(strapi);
    await applyEditorViews(strapi);
    await ensureServerToken(strapi, process.env.CMS_SERVER_TOKEN);
    await ensureWebhook(strapi, process.env.CMS_WEBHOOK_URL, process.env.CMS_WEBHOOK_SECRET);
  },
  destroy() {
    mediaJobs?.stop();
  },
};
