import { createHash, scryptSync } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER } from './paths.ts';

/** The demo's clear credentials: written to content/demo/README.md (not served), hashed everywhere else. */
export const DEMO_USER = { id: 1, username: 'demo', email: 'demo@virtual-factory.example', password: 'showroom-demo' };
export const WORLD_PASSWORDS: Record<string, string> = { 'innovation-lab': 'factory-2026' };

/**
 * scrypt (N=16384, r=8, p=1, 64 bytes, hex), the salt used as its string, as server/passwords.ts
 * verifies it. The salt is derived from the record's name so regenerating does not churn the files.
 */
export function scryptRecord(password: string, label: string): { salt: string; hash: string } {
  const salt = createHash('sha256').update(`virtual-factory-demo:${label}`).digest('hex').slice(0, 32);
  const hash = scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString('hex');
  return { salt, hash };
}

export async function writeServerFiles(): Promise<void> {
  await mkdir(SERVER, { recursive: true });
  const { password, ...user } = DEMO_USER;
  await writeFile(
    path.join(SERVER, 'users.json'),
    `${JSON.stringify([{ ...user, ...scryptRecord(password, `user:${user.username}`) }], null, 2)}\n`,
  );
  const secrets = Object.fromEntries(
    Object.entries(WORLD_PASSWORDS).map(([slug, pw]) => [slug, scryptRecord(pw, `world:${slug}`)]),
  );
  await writeFile(path.join(SERVER, 'world-secrets.json'), `${JSON.stringify(secrets, null, 2)}\n`);
}
