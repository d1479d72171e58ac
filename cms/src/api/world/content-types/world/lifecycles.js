'use strict';

const { hashSecret, isStoredSecret } = require('../../../../seed/scrypt');

/**
 * A world password never rests in clear text: an editor types it in the admin panel, it is stored as
 * `scrypt$<salt>$<hash>` (the field is private, so the REST API never returns it). An empty value clears it.
 */
async function hashPassword(event) {
  const { data } = event.params;
  if (!data || data.password === undefined) return;
  if (data.password === '' || data.password == null) {
    data.password = null;
  } else if (!isStoredSecret(data.password)) {
    data.password = await hashSecret(String(data.password));
  }
}

module.exports = { beforeCreate: hashPassword, beforeUpdate: hashPassword };
