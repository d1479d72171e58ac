'use strict';

const tour = require('./server/tour');

/** The studio's server side (issue 32): what its admin pages read and write, for signed-in editors only. */
module.exports = {
  controllers: { tour: tour.controller },
  routes: { admin: { type: 'admin', routes: tour.routes } },
};
