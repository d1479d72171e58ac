import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt parameters of every stored secret (users.json, world-secrets.json). */
const KEY_LENGTH = 64;
const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export interface StoredSecret {
  salt: string;
  hash: string;
}

/**
 * scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which every file read and
 * stat of the server needs too. Unbounded, a flood of password guesses from many addresses fills it and each content
 * answer waits behind whole derivations; two at a time leave the rest of the pool to the files.
 */
const MAX_DERIVATIONS = 2;
let deriving = 0;
const queued: (() => void)[] = [];

async function derive(password: string, salt: string): Promise<Buffer> {
  if (deriving < MAX_DERIVATIONS) deriving++;
  else await new Promise<void>((start) => queued.push(start));
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scrypt(password, salt, KEY_LENGTH, PARAMS, (error, key) => (error ? reject(error) : resolve(key))),
    );
  } finally {
    // The slot goes straight to the next in line, or is freed.
    const next = queued.shift();
    if (next) next();
    else deriving--;
  }
}

/**
 * The stored form of a password: scrypt(password, salt) as hex. The salt is used as the string it is
 * stored as (its UTF-8 bytes), not hex-decoded. Bundle generators call this to write the server files.
 */
export async function hashSecret(password: string, salt = randomBytes(16).toString('hex')): Promise<StoredSecret> {
  return { salt, hash: (await derive(password, salt)).toString('hex') };
}

/** Timing-safe check; a missing or malformed record costs the same scrypt and answers false. */
export async function verifySecret(password: string, stored: Partial<StoredSecret> | undefined): Promise<boolean> {
  const salt = typeof stored?.salt === 'string' ? stored.salt : 'no-such-secret';
  const key = await derive(password, salt);
  const expected = typeof stored?.hash === 'string' && /^[0-9a-f]+$/i.test(stored.hash) ? stored.hash : '';
  const hash = Buffer.from(expected, 'hex');
  return hash.length === key.length && timingSafeEqual(hash, key) && typeof stored?.salt === 'string';
}
