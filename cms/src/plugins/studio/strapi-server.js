'use strict';

const targets = require('./server/targets');
const seams = require('./server/seams');
const tour = require('./server/tour');

/**
 * The studio's server side (issue 32), for signed-in editors only: the target pickers' custom fields and their list
 * of targets (server/targets), what the tour map reads and writes (server/tour.js), the seam check (server/seams.js).
 */
module.exports = {
  register: targets.register,
  controllers: { targets: targets.controller, tour: tour.controller, seams: seams.controller },
  routes: { admin: { type: 'admin', routes: [...targets.routes, ...tour.routes, ...seams.routes] } },
};
