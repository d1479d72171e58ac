'use strict';

const { randomBytes, scrypt, timingSafeEqual } = require('node:crypto');

/**
 * The project's stored form of a secret (server/passwords.ts): scrypt(password, salt) as hex, N=16384, r=8,
 * p=1, 64 bytes, the salt used as the string it is stored as. In Strapi one string keeps both:
 * `scrypt$<salt>$<hash>`.
 */
const KEY_LENGTH = 64;
const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const PREFIX = 'scrypt$';

const derive = (password, salt) =>
  new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, PARAMS, (error, key) => (error ? reject(error) : resolve(key))),
  );

const isStoredSecret = (value) => typeof value === 'string' && /^scrypt\$[^$]+\$[0-9a-f]{128}$/i.test(value);

const formatSecret = ({ salt, hash }) => `${PREFIX}${salt}$${hash}`;

async function hashSecret(password, salt = randomBytes(16).toString('hex')) {
  return formatSecret({ salt, hash: (await derive(password, salt)).toString('hex') });
}

/** Timing-safe; a malformed stored value costs the same scrypt and answers false. */
async function verifySecret(password, stored) {
  const ok = isStoredSecret(stored);
  const [, salt, hash] = ok ? stored.split('$') : [null, 'no-such-secret', ''];
  const key = await derive(String(password), salt);
  const expected = Buffer.from(hash, 'hex');
  return ok && expected.length === key.length && timingSafeEqual(expected, key);
}

module.exports = { hashSecret, verifySecret, isStoredSecret, formatSecret };
