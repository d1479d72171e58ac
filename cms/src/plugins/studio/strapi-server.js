'use strict';

const targets = require('./server/targets');

/** The studio's server part: the target pickers' custom fields and their list of targets (server/targets). */
module.exports = {
  register: targets.register,
  controllers: { targets: targets.controller },
  routes: { admin: { type: 'admin', routes: targets.routes } },
};
