'use strict';

module.exports = ({ env }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  app: { keys: env.array('APP_KEYS') },
  // Uploads live in <public>/uploads; tests point CMS_PUBLIC_DIR at a temporary folder.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
});
