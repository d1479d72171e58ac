import { vi } from 'vitest';

/** What an attacker can make of a token without the server's secret, for the access matrix. */

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());

/** The token with other claims and its original signature. */
export function tampered(token: string, change: (claims: Record<string, unknown>) => object): string {
  const [header, , signature] = token.split('.');
  return `${header}.${b64(change(claimsOf(token)))}.${signature}`;
}

/** A token that says it needs no signature (`alg: none`). */
export const unsigned = (claims: object) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;

export const withoutSignature = (token: string) => token.slice(0, token.lastIndexOf('.') + 1);

/** A token signed `ms` ago, when the clock said so: expired by now. */
export async function signedAgo(ms: number, sign: () => Promise<string>): Promise<string> {
  vi.setSystemTime(Date.now() - ms);
  try {
    return await sign();
  } finally {
    vi.useRealTimers();
  }
}
