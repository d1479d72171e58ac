'use strict';

/** maxLimit: the client pages with pagination[pageSize] (public/app-settings.json pageSize 100). */
module.exports = {
  rest: { defaultLimit: 25, maxLimit: 100, withCount: true },
};
