import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { StrapiError } from './errors';

/** scrypt parameters of every stored secret (users.json, world-secrets.json, cms/'s copy in cms/src/seed/scrypt.js). */
const KEY_LENGTH = 64;
const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export interface StoredSecret {
  salt: string;
  hash: string;
}

/**
 * scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which every file read and
 * stat of the server needs too: two derivations at a time leave the rest of the pool to the files.
 */
export const MAX_DERIVATIONS = 2;
/**
 * Password checks waiting for a derivation, per process. A flood of guesses from many addresses (each under its own
 * rate limit) would otherwise queue without end, and a real sign-in would wait behind all of it (150 queued guesses
 * made one wait 4.6 s). The newest wait and the oldest are refused when the queue is full: under a flood, the
 * attempt of a person who has just pressed "sign in" is the newest, and is served after at most this many checks.
 */
export const MAX_WAITING = 8;

/** The answer to a check the queue had no room for: try again shortly. */
export const passwordsBusy = () => new StrapiError(429, 'RateLimitError', 'Too many requests, please try again later.');

let deriving = 0;
const waiting: { start: () => void; refuse: (error: Error) => void }[] = [];

async function runScrypt(password: string, salt: string): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, PARAMS, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** A derivation for a request: bounded in flight and in waiting (see MAX_WAITING). */
async function deriveBounded(password: string, salt: string): Promise<Buffer> {
  if (deriving < MAX_DERIVATIONS) deriving++;
  else {
    await new Promise<void>((start, refuse) => {
      waiting.push({ start, refuse });
      if (waiting.length > MAX_WAITING) waiting.shift()?.refuse(passwordsBusy());
    });
  }
  try {
    return await runScrypt(password, salt);
  } finally {
    // The slot goes straight to the newest in line, or is freed.
    const next = waiting.pop();
    if (next) next.start();
    else deriving--;
  }
}

/**
 * The stored form of a password: scrypt(password, salt) as hex. The salt is used as the string it is
 * stored as (its UTF-8 bytes), not hex-decoded. Bundle generators call this to write the server files.
 */
export async function hashSecret(password: string, salt = randomBytes(16).toString('hex')): Promise<StoredSecret> {
  return { salt, hash: (await runScrypt(password, salt)).toString('hex') };
}

/**
 * Timing-safe check; a missing or malformed record costs the same scrypt and answers false. `bounded` (a visitor's
 * guess): waits in the bounded queue and rejects with passwordsBusy when pushed out of it; the server's own checks
 * (is a stored secret the empty password?) are not refused.
 */
export async function verifySecret(
  password: string,
  stored: Partial<StoredSecret> | undefined,
  { bounded = true } = {},
): Promise<boolean> {
  const salt = typeof stored?.salt === 'string' ? stored.salt : 'no-such-secret';
  const key = await (bounded ? deriveBounded(password, salt) : runScrypt(password, salt));
  const expected = typeof stored?.hash === 'string' && /^[0-9a-f]+$/i.test(stored.hash) ? stored.hash : '';
  const hash = Buffer.from(expected, 'hex');
  return hash.length === key.length && timingSafeEqual(hash, key) && typeof stored?.salt === 'string';
}
