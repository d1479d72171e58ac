'use strict';

/**
 * Upload breakpoints: SPEC §9's image widths. A custom `breakpoints` object REPLACES Strapi's defaults,
 * so every key is listed (the thumbnail, 245 px, is Strapi's own and always made).
 */
module.exports = ({ env }) => ({
  // The editors' studio (src/plugins/studio): admin only, built with the admin panel (`strapi build`).
  studio: { enabled: true, resolve: './src/plugins/studio' },
  upload: {
    config: {
      sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 512 * 1024 * 1024),
      breakpoints: { xxlarge: 3840, xlarge: 1920, large: 1000, medium: 750, small: 500 },
    },
  },
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      jwt: { expiresIn: env('JWT_EXPIRES_IN', '30d') },
    },
  },
});
