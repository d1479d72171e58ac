import { z } from 'zod/mini';
import { ApiError } from './api-error.ts';
import { loadClientSettings } from './client-settings.ts';
import { createContentClient, type ContentSourceOptions } from './content-client.ts';
import { text } from './schemas/primitives.ts';

export interface AuthUser {
  id: number;
  username: string;
  email: string;
}

export interface LoginResult {
  jwt: string;
  user: AuthUser;
}

const loginResponse = z.object({
  jwt: z.string().check(z.minLength(1), z.maxLength(8192)),
  user: z.object({
    id: z.number().check(z.int()),
    username: text('', 256),
    email: text('', 320),
  }),
});

/**
 * `POST /api/auth/local { identifier, password }` -> `{ jwt, user }`. Rejects with an ApiError whose
 * `mapped` says what to show (400: the server's words, e.g. "Invalid identifier or password"; 429: too
 * many requests). The token is then passed as `token` to loadContent. Settings default to
 * `loadClientSettings()`.
 */
export async function login(
  identifier: string,
  password: string,
  options: Partial<Omit<ContentSourceOptions, 'token'>> = {},
): Promise<LoginResult> {
  const settings = options.settings ?? (await loadClientSettings());
  const client = createContentClient({ ...options, settings, token: null });
  const body = await client.postJson('/api/auth/local', { identifier, password }, options.signal);
  const result = loginResponse.safeParse(body);
  if (!result.success) throw new ApiError('POST /api/auth/local: malformed login response', 200);
  return result.data;
}

/**
 * `POST /api/auth/logout` with the jwt as its Bearer token: the server revokes it, so that no copy of it opens
 * anything any more. Resolves on the server's 204; rejects with an ApiError as any call does (status 0: no answer,
 * 401: the token was no longer valid). Settings default to `loadClientSettings()`.
 */
export async function logout(token: string, options: Partial<Omit<ContentSourceOptions, 'token'>> = {}): Promise<void> {
  const settings = options.settings ?? (await loadClientSettings());
  const client = createContentClient({ ...options, settings, token });
  await client.postJson('/api/auth/logout', undefined, options.signal);
}
