import { createHmac, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Rights } from './world-rights';

/**
 * A login token's claims: users-permissions' `{ id, iat, exp }`, with `jti` (what sign-out revokes) and `cred`, the
 * user's credential when the token was issued (a fingerprint of the stored password hash: a password change ends
 * every earlier token; server/users.ts).
 */
export interface LoginClaims {
  id: number | string;
  jti: string;
  iat: number;
  exp: number;
  cred: string;
}

/** The media cookie's claims: rights, and the login they include (checked again on each use). */
export interface CookieRights extends Rights {
  login?: LoginClaims;
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

const isId = (value: unknown): value is number | string => typeof value === 'number' || typeof value === 'string';

function loginClaims(value: unknown): LoginClaims | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, jti, iat, exp, cred } = value as Record<string, unknown>;
  return isId(id) &&
    typeof jti === 'string' &&
    typeof iat === 'number' &&
    typeof exp === 'number' &&
    typeof cred === 'string'
    ? { id, jti, iat, exp, cred }
    : null;
}

/**
 * HS256 JWTs (jose) of three kinds, each with its own key derived from the secret (and the keys' own audience),
 * so that none passes for another: the login token (LoginClaims, 30 days unless revoked), a world's access key
 * (`{ world, aud, exp }`, 12 hours) and the media cookie's rights (`{ loggedIn, worlds, login?, aud, exp }`).
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

  signJwt(userId: number | string, credential: string): Promise<string> {
    return new SignJWT({ id: userId, cred: credential })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${JWT_LIFETIME_S}s`)
      .sign(this.jwtKey);
  }

  /** The claims of a well-signed, unexpired login token, else null (whether it is still current: server/users.ts). */
  async verifyJwt(token: string): Promise<LoginClaims | null> {
    const claims = await verify(token, this.jwtKey);
    return claims && claims.aud === undefined ? loginClaims(claims) : null;
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
    const login = rights.login === undefined ? {} : { login: rights.login };
    return new SignJWT({ loggedIn: rights.loggedIn, worlds: [...rights.worlds], ...login })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(RIGHTS_AUDIENCE)
      .setExpirationTime(expiresAt)
      .sign(this.rightsKey);
  }

  async verifyRights(token: string): Promise<CookieRights | null> {
    const claims = await verify(token, this.rightsKey, RIGHTS_AUDIENCE);
    if (!claims || typeof claims.loggedIn !== 'boolean' || !Array.isArray(claims.worlds)) return null;
    const worlds = claims.worlds.filter((w): w is string => typeof w === 'string');
    const login = loginClaims(claims.login);
    // A cookie that says logged in stands for a login token, whose claims it must carry to be checked again.
    if (claims.loggedIn && !login) return null;
    return { loggedIn: claims.loggedIn, worlds, ...(login ? { login } : {}) };
  }
}
