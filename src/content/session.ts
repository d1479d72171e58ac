import { createContentClient, type ContentSourceOptions } from './content-client.ts';

/**
 * Tells the server which rights the visitor holds (the jwt and access keys of `options`): its answer sets an
 * HttpOnly cookie with them, which <img> and <video> requests for media of protected worlds carry (they send no
 * headers). A server without the route (a plain CMS) only costs a warning.
 */
export async function openSession(options: ContentSourceOptions): Promise<void> {
  try {
    await createContentClient(options).postJson('/api/session', {}, options.signal);
  } catch (error) {
    if (!options.signal?.aborted) console.warn('[content] the media session could not be opened', error);
  }
}
