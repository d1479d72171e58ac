import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import type { ApiClient } from '../src/content/api-client.ts';
import type { CmsMirror } from './cms-mirror';
import { StrapiError, validationError } from './errors';
import type { JsonFileCache } from './json-cache';
import { verifySecret } from './passwords';
import type { LoginClaims } from './tokens';

/** The public part of a users-permissions user, as a sign-in answers it. */
export const PublicUser = z.object({
  id: z.union([z.number(), z.string()]),
  documentId: z.string().optional(),
  username: z.string(),
  email: z.string(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/** What decides whether a login still stands: the user is there, not blocked, and has the same password. */
export const UserState = z.object({
  id: z.union([z.number(), z.string()]),
  blocked: z.boolean(),
  credential: z.string(),
});
export type UserState = z.infer<typeof UserState>;

/** cms/'s `GET /api/user-states` (full-access token only): every user's state, the credential a hash of a hash. */
const UserStates = z.object({ data: z.array(z.looseObject(UserState.shape)) });

/** A fingerprint of a stored password hash: it changes with the password, and opens nothing. */
export const credentialOf = (storedHash: string) => createHash('sha256').update(storedHash).digest('hex');

/**
 * A file's value parsed once per version: the JSON cache hands out the same object until the file changes, and every
 * authenticated request asks again.
 */
function parsedOnce<T>(parsed: WeakMap<object, T>, value: unknown, parse: (value: unknown) => T): T {
  if (typeof value !== 'object' || value === null) return parse(value);
  let known = parsed.get(value);
  if (known === undefined) parsed.set(value, (known = parse(value)));
  return known;
}

/** Who may sign in, and whether a well-signed login token still stands for a user. */
export interface Users {
  /** The user and their credential, or Strapi's error (400 for a wrong identifier or password). */
  signIn(identifier: string, password: string): Promise<{ user: PublicUser; credential: string }>;
  isCurrent(claims: LoginClaims): Promise<boolean>;
}

const invalidCredentials = () => validationError('Invalid identifier or password');
const cmsUnreachable = () => new StrapiError(503, 'ServiceUnavailableError', 'The sign-in service is not reachable');

const BundleUser = z.looseObject({
  id: z.union([z.number(), z.string()]),
  documentId: z.string().optional(),
  username: z.string(),
  email: z.string(),
  salt: z.string(),
  hash: z.string(),
  blocked: z.boolean().optional(),
});
type BundleUser = z.infer<typeof BundleUser>;

/**
 * The bundle's users (`server/users.json`: scrypt salt and hash each, `blocked` optional). A login stands while its
 * user is in the file, not blocked, with the password hash it was issued for: removing a user, blocking them or
 * changing their password ends their logins at once.
 */
export class BundleUsers implements Users {
  constructor(
    private readonly cache: JsonFileCache,
    private readonly contentDir: string,
  ) {}

  private readonly parsed = new WeakMap<object, BundleUser[]>();

  private async users(): Promise<BundleUser[]> {
    const value = await this.cache.read(join(this.contentDir, 'server', 'users.json'));
    return parsedOnce(this.parsed, value, (users) =>
      Array.isArray(users) ? users.flatMap((user) => BundleUser.safeParse(user).data ?? []) : [],
    );
  }

  async signIn(identifier: string, password: string) {
    const email = identifier.toLowerCase();
    const user = (await this.users()).find((u) => u.username === identifier || u.email.toLowerCase() === email);
    // verifySecret runs scrypt even without a user, so timing does not reveal which accounts exist.
    const valid = await verifySecret(password, user);
    if (!user || !valid || user.blocked === true) throw invalidCredentials();
    return { user: PublicUser.parse(user), credential: credentialOf(user.hash) };
  }

  async isCurrent(claims: LoginClaims): Promise<boolean> {
    const user = (await this.users()).find((u) => u.id === claims.id);
    return user !== undefined && user.blocked !== true && credentialOf(user.hash) === claims.cred;
  }
}

const StrapiAnswer = z.object({ user: z.looseObject(PublicUser.shape) });
const StrapiRefusal = z.object({
  error: z.object({ name: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()).optional() }),
});

/**
 * Strapi's users (`CMS_URL`). Strapi's users-permissions checks a sign-in (its users, its rules: blocked,
 * unconfirmed); its refusals are passed on. The user's state comes from `GET /api/user-states` at sign-in and with
 * every snapshot of the mirror (`server/user-states.json`): a user deleted or blocked in Strapi, or whose password
 * changed, loses every login at the next sync at the latest (the webhook makes that at once). A user the snapshot
 * does not know yet, or knows with another password, signed in since the mirror last read the users: their token
 * stands on the sign-in's own check until the next read, which the sign-in asks for.
 */
export class CmsUsers implements Users {
  constructor(
    private readonly mirror: CmsMirror,
    private readonly cache: JsonFileCache,
  ) {}

  async signIn(identifier: string, password: string) {
    let response: Response;
    let answer: unknown;
    try {
      response = await fetch(`${this.mirror.cmsUrl}/api/auth/local`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ identifier, password }),
        signal: AbortSignal.timeout(10_000),
      });
      answer = await response.json();
    } catch {
      throw cmsUnreachable();
    }
    if (!response.ok) {
      const refusal = StrapiRefusal.safeParse(answer).data;
      if (response.status >= 500 || !refusal) throw cmsUnreachable();
      const { name, message, details } = refusal.error;
      throw new StrapiError(response.status, name, message, details ?? {});
    }
    const user = StrapiAnswer.safeParse(answer).data?.user;
    if (!user) throw cmsUnreachable();
    const state = (await this.mirror.userStates().catch(() => null))?.find((s) => s.id === user.id);
    // Without its state the login could not be checked again later: no login.
    if (!state) throw cmsUnreachable();
    if (state.blocked) throw invalidCredentials();
    // A user the snapshot knows otherwise (new, or with another password): the mirror reads the users at once.
    const known = (await this.snapshotStates()).find((s) => s.id === user.id);
    if (known?.credential !== state.credential) this.mirror.requestSync([]);
    return { user: PublicUser.parse(user), credential: state.credential };
  }

  async isCurrent(claims: LoginClaims): Promise<boolean> {
    // Issued after the mirror last read the users: the sign-in's own check against Strapi is the newer word.
    const knownAt = this.mirror.usersKnownAt;
    if (knownAt !== null && claims.iat * 1000 > knownAt) return true;
    const state = (await this.snapshotStates()).find((s) => s.id === claims.id);
    return state !== undefined && !state.blocked && state.credential === claims.cred;
  }

  private readonly parsed = new WeakMap<object, UserState[]>();

  private async snapshotStates(): Promise<UserState[]> {
    const value = await this.cache.read(join(this.mirror.contentDir, 'server', 'user-states.json'));
    return parsedOnce(this.parsed, value, (states) => z.array(UserState).safeParse(states).data ?? []);
  }
}

/** Strapi's `GET /api/user-states` (cms/), for a full-access token only: every user's id, blocked and credential. */
export async function fetchUserStates(client: ApiClient): Promise<UserState[]> {
  const parsed = UserStates.safeParse(await client.getJson('/api/user-states'));
  if (!parsed.success) throw new Error('GET /api/user-states: expected { data: [{ id, blocked, credential }] }');
  return parsed.data.data.map(({ id, blocked, credential }) => ({ id, blocked, credential }));
}
