import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Rights } from './world-rights';

/** The media cookie's claims: rights, and whose login they include (checked again on each use). */
export interface CookieRights extends Rights {
  user?: number | string;
}

const JWT_LIFETIME_S = 30 * 24 * 3600;
const ACCESS_KEY_LIFETIME_S = 12 * 3600;
const ALGORITHMS = ['HS256'];
const ACCESS_AUDIENCE = 'world-access';
const RIGHTS_AUDIENCE = 'media-rights';

const derive = (secret: string, purpose: string) =>
  new Uint8Array(createHmac('sha256', secret).update(`virtual-factory/${purpose}`).digest());

async function verify(token: string, key: Uint8Array, audience?: string): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ALGORITHMS, ...(audience ? { audience } : {}) });
    return typeof payload.exp === 'number' ? payload : null;
  } catch {
    return null;
  }
}

/**
 * HS256 JWTs (jose) of three kinds, each with its own key derived from the secret (and the keys' own audience),
 * so that none passes for another: users-permissions' login token (`{ id, iat, exp }`, 30 days), a world's
 * access key (`{ world, aud, exp }`, 12 hours) and the media cookie's rights (`{ loggedIn, worlds, aud, exp }`).
 */
export class Tokens {
  private readonly jwtKey: Uint8Array;
  private readonly accessKey: Uint8Array;
  private readonly rightsKey: Uint8Array;

  constructor(secret: string) {
    this.jwtKey = new TextEncoder().encode(secret);
    this.accessKey = derive(secret, 'world-access-key');
    this.rightsKey = derive(secret, 'media-rights');
  }

  signJwt(userId: number | string): Promise<string> {
    return new SignJWT({ id: userId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(`${JWT_LIFETIME_S}s`)
      .sign(this.jwtKey);
  }

  /** The claims of a valid, unexpired login token, else null. */
  async verifyJwt(token: string): Promise<Record<string, unknown> | null> {
    const claims = await verify(token, this.jwtKey);
    return claims && claims.id !== undefined && claims.aud === undefined ? claims : null;
  }

  async signAccessKey(world: string): Promise<{ accessKey: string; expiresAt: string }> {
    const exp = Math.floor(Date.now() / 1000) + ACCESS_KEY_LIFETIME_S;
    const accessKey = await new SignJWT({ world })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(ACCESS_AUDIENCE)
      .setExpirationTime(exp)
      .sign(this.accessKey);
    return { accessKey, expiresAt: new Date(exp * 1000).toISOString() };
  }

  /** The world a valid, unexpired access key opens and its expiry (seconds), else null. */
  async readAccessKey(key: string): Promise<{ world: string; exp: number } | null> {
    const claims = await verify(key, this.accessKey, ACCESS_AUDIENCE);
    return typeof claims?.world === 'string' && claims.exp !== undefined
      ? { world: claims.world, exp: claims.exp }
      : null;
  }

  async verifyAccessKey(key: string, world: string): Promise<boolean> {
    return (await this.readAccessKey(key))?.world === world;
  }

  /** The media cookie: `rights` until `expiresAt` (seconds), the earliest expiry of the tokens it stands for. */
  signRights(rights: CookieRights, expiresAt: number): Promise<string> {
    const user = rights.user === undefined ? {} : { user: rights.user };
    return new SignJWT({ loggedIn: rights.loggedIn, worlds: [...rights.worlds], ...user })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(RIGHTS_AUDIENCE)
      .setExpirationTime(expiresAt)
      .sign(this.rightsKey);
  }

  async verifyRights(token: string): Promise<CookieRights | null> {
    const claims = await verify(token, this.rightsKey, RIGHTS_AUDIENCE);
    if (!claims || typeof claims.loggedIn !== 'boolean' || !Array.isArray(claims.worlds)) return null;
    const worlds = claims.worlds.filter((w): w is string => typeof w === 'string');
    const { user } = claims;
    return {
      loggedIn: claims.loggedIn,
      worlds,
      ...(typeof user === 'number' || typeof user === 'string' ? { user } : {}),
    };
  }
}
