'use strict';

const { isStoredSecret, verifySecret } = require('../../seed/scrypt');

/**
 * Demo accounts come from the offline bundle with the project's scrypt hash (content/demo/server/users.json),
 * never with a clear password. Login checks such a hash with scrypt; every other password stays bcrypt, and
 * a password an editor or the user sets later is bcrypt as usual.
 */
module.exports = (plugin) => {
  const userService = plugin.services.user;
  plugin.services.user = (context) => {
    const service = typeof userService === 'function' ? userService(context) : userService;
    const validatePassword = service.validatePassword.bind(service);
    return {
      ...service,
      validatePassword(password, hash) {
        return isStoredSecret(hash) ? verifySecret(password, hash) : validatePassword(password, hash);
      },
    };
  };
  return plugin;
};
