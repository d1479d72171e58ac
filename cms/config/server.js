'use strict';

/**
 * Loopback unless HOST says otherwise (issue 30): Strapi belongs on a private network, reached only by the
 * showroom server and by editors (admin panel). HOST=0.0.0.0 e.g. in a container on such a network.
 */
module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: { keys: env.array('APP_KEYS') },
  // Uploads live in <public>/uploads; tests point CMS_PUBLIC_DIR at a temporary folder.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
});
