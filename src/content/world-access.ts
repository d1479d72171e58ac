import { z } from 'zod/mini';
import { ApiError } from './api-error.ts';
import { loadClientSettings } from './client-settings.ts';
import { createContentClient } from './content-client.ts';

const unlockResponse = z.object({
  accessKey: z.string().check(z.minLength(1), z.maxLength(4096)),
  expiresAt: z.string().check(z.maxLength(64)),
});

/**
 * Asks the server for the access key of a password-protected world. The password is checked on the server
 * (the browser never sees it); a wrong one rejects with an ApiError (400, the server's message).
 */
export async function unlockWorld(world: string, password: string): Promise<string> {
  const settings = await loadClientSettings();
  const client = createContentClient({ settings });
  const body = await client.postJson(`/api/worlds/${encodeURIComponent(world)}/unlock`, { password: password.trim() });
  const result = unlockResponse.safeParse(body);
  if (!result.success) throw new ApiError(`unlock ${world}: malformed answer`, 200);
  return result.data.accessKey;
}
