'use strict';

const mediaJob = require('./server/content-types/media-job/schema.json');
const mediaJobs = require('./server/media-jobs');
const targets = require('./server/targets');
const seams = require('./server/seams');
const tour = require('./server/tour');

/**
 * The studio's server side (issues 32 and 33), for signed-in editors only: the target pickers' custom fields and their
 * list of targets (server/targets), what the tour map reads and writes (server/tour.js: its bootstrap drops the map's
 * kept answer on every write), the seam check (server/seams.js), the media pipeline's jobs (server/media-jobs.js:
 * their rows, `plugin::studio.media-job`, and the list the admin shows; the queue itself is started by the app's
 * bootstrap, after the demo import).
 */
module.exports = {
  register: targets.register,
  bootstrap: tour.bootstrap,
  contentTypes: { 'media-job': { schema: mediaJob } },
  controllers: {
    targets: targets.controller,
    tour: tour.controller,
    seams: seams.controller,
    mediaJobs: mediaJobs.controller,
  },
  routes: {
    admin: { type: 'admin', routes: [...targets.routes, ...tour.routes, ...seams.routes, ...mediaJobs.routes] },
  },
};
