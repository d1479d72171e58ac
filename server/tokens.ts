import { createHmac, timingSafeEqual } from 'node:crypto';

const JWT_LIFETIME_S = 30 * 24 * 3600;
const ACCESS_KEY_LIFETIME_S = 12 * 3600;

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const nowS = () => Math.floor(Date.now() / 1000);

function sameSignature(signature: string, expected: Buffer): boolean {
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * HS256 JWTs like users-permissions' (`{ id, iat, exp }`, 30 days) and short-lived world access keys.
 * The access keys are signed with a key derived from the secret, so neither token passes for the other.
 */
export class Tokens {
  private readonly accessSecret: Buffer;

  constructor(private readonly secret: string) {
    this.accessSecret = hmac(secret, 'virtual-factory/world-access-key');
  }

  signJwt(userId: number | string): string {
    const iat = nowS();
    const head = `${b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64(JSON.stringify({ id: userId, iat, exp: iat + JWT_LIFETIME_S }))}`;
    return `${head}.${hmac(this.secret, head).toString('base64url')}`;
  }

  /** The payload of a valid, unexpired token, else null. */
  verifyJwt(token: string): Record<string, unknown> | null {
    const [header, payload, signature, ...rest] = token.split('.');
    if (header === undefined || payload === undefined || signature === undefined || rest.length > 0) return null;
    if (parseJson(header)?.alg !== 'HS256') return null;
    if (!sameSignature(signature, hmac(this.secret, `${header}.${payload}`))) return null;
    const claims = parseJson(payload);
    return claims && typeof claims.exp === 'number' && claims.exp > nowS() ? claims : null;
  }

  signAccessKey(world: string): { accessKey: string; expiresAt: string } {
    const exp = nowS() + ACCESS_KEY_LIFETIME_S;
    const payload = b64(JSON.stringify({ world, exp }));
    const accessKey = `${payload}.${hmac(this.accessSecret, payload).toString('base64url')}`;
    return { accessKey, expiresAt: new Date(exp * 1000).toISOString() };
  }

  verifyAccessKey(key: string, world: string): boolean {
    const [payload, signature, ...rest] = key.split('.');
    if (payload === undefined || signature === undefined || rest.length > 0) return false;
    if (!sameSignature(signature, hmac(this.accessSecret, payload))) return false;
    const claims = parseJson(payload);
    return claims?.world === world && typeof claims.exp === 'number' && claims.exp > nowS();
  }
}
