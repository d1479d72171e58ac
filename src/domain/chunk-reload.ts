/** SPEC §4 "Chunk load failure: one page reload, at most once per 60 seconds". Pure. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/**
 * Whether a chunk that failed to load (a deploy replaced the files) reloads the page: yes unless the last such
 * reload (ms since epoch, from session storage; null, unreadable or in the future counts as none) was less than
 * 60 s ago, in which case the failure goes on to the error screen instead of reloading in a loop.
 */
export function shouldReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt) || lastReloadAt > now) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}
