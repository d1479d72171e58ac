import type { FramePolicy } from '../domain/deep-links.ts';
import { useContent } from './content-store.ts';

/** The installation's frame allowlist (app-settings.json `viewers.frameOrigins`) and this page's origin, now. */
export function framePolicy(): FramePolicy {
  return { frameOrigins: useContent.getState().viewers?.frameOrigins ?? [], pageOrigin: window.location.origin };
}

/** What the server found out about a page before it is framed (server/frame-check.ts). */
export type FrameCheck = 'frameable' | 'refused' | 'unknown';

/**
 * Asks the showroom's server whether `url` lets itself be framed: a browser cannot tell a page that refused its
 * frame or never answered from one that loaded. 'unknown' when the server cannot say (no such route behind
 * another host, the request failed): the frame is shown and only its load timeout falls back.
 */
export async function checkFrame(url: string, signal: AbortSignal): Promise<FrameCheck> {
  try {
    const response = await fetch(`/frame-check?url=${encodeURIComponent(url)}`, { signal });
    if (!response.ok) return 'unknown';
    const body: unknown = await response.json();
    const frameable = typeof body === 'object' && body !== null ? (body as { frameable?: unknown }).frameable : null;
    return frameable === true ? 'frameable' : frameable === false ? 'refused' : 'unknown';
  } catch {
    return 'unknown';
  }
}
