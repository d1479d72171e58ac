import type * as Crypto from 'node:crypto';
import { expect, it, vi } from 'vitest';

const running = vi.hoisted(() => ({ now: 0, most: 0 }));

// Counts the derivations scrypt runs at once, each on its own thread of libuv's pool.
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof Crypto>();
  const scrypt = (...args: unknown[]) => {
    const done = args.pop() as (error: Error | null, key: Buffer) => void;
    running.most = Math.max(running.most, ++running.now);
    (crypto.scrypt as (...a: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
      running.now--;
      done(error, key);
    });
  };
  return { ...crypto, scrypt };
});

const { hashSecret, verifySecret } = await import('../../server/passwords');

it('derives at most two keys at once, leaving the rest of the thread pool to file reads', async () => {
  const stored = await hashSecret('factory-2026');
  const guesses = Array.from({ length: 8 }, (_, i) => verifySecret(`guess ${i}`, stored));
  expect(await Promise.all([...guesses, verifySecret('factory-2026', stored)])).toEqual([
    ...Array<boolean>(8).fill(false),
    true,
  ]);
  expect(running.most).toBe(2);
});
