'use strict';

const { factories } = require('@strapi/strapi');
const { guardedController } = require('../../../utils/guest-filters');

module.exports = guardedController(factories, 'api::content-location.content-location');
