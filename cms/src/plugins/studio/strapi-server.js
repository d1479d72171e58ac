'use strict';

const targets = require('./server/targets');
const tour = require('./server/tour');

/**
 * The studio's server side (issue 32), for signed-in editors only: the target pickers' custom fields and their list
 * of targets (server/targets), what the tour map reads and writes (server/tour.js).
 */
module.exports = {
  register: targets.register,
  bootstrap: tour.bootstrap,
  controllers: { targets: targets.controller, tour: tour.controller },
  routes: { admin: { type: 'admin', routes: [...targets.routes, ...tour.routes] } },
};
