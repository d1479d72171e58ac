import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { TAG_MANAGER_ORIGIN } from '../src/domain/analytics.ts';
import { allowedFrameOrigins } from '../src/domain/frames.ts';
import { isRecord, type ServerContext } from './context';

/**
 * The video platforms' privacy-friendly embed hosts: the lightbox frames their players, whatever the allowlist
 * (SPEC §2 video-platform clips), after asking the host whether it answers (`ui/lightbox/clip-slide.tsx`).
 */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The page's CSP; a separate media host is added where its origin is needed. Frames may come from the video
 * embed hosts and the allowlisted `frameOrigins` only (the client frames nothing else, `domain/frames.ts`), so
 * the browser itself refuses any other frame, whatever a page of the app tried. The tag manager's origin is named
 * for scripts, connections and images only when a container is configured (`tagManager`); never 'unsafe-inline'.
 */
export function contentSecurityPolicy(
  mediaHost: string | undefined,
  frameOrigins: readonly string[] = [],
  tagManager = false,
): string {
  let media = '';
  try {
    if (mediaHost) media = ` ${new URL(mediaHost).origin}`;
  } catch {
    // An unparsable MEDIA_HOST adds nothing; https: media stay allowed anyway.
  }
  const frames = [...new Set([...VIDEO_EMBED_ORIGINS, ...allowedFrameOrigins(frameOrigins)])];
  const tags = tagManager ? ` ${TAG_MANAGER_ORIGIN}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${tags}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${media}${tags}`,
    `media-src 'self' blob: https:${media}`,
    "font-src 'self' data:",
    `connect-src 'self'${media} ${VIDEO_EMBED_ORIGINS.join(' ')}${tags}`,
    "worker-src 'self' blob:",
    `frame-src ${frames.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The app-settings.json the server serves, or null when it is missing or malformed. */
async function servedSettings(ctx: Pick<ServerContext, 'cache' | 'distDir'>): Promise<Record<string, unknown> | null> {
  try {
    const settings = await ctx.cache.read(join(ctx.distDir, 'app-settings.json'));
    return isRecord(settings) ? settings : null;
  } catch {
    return null;
  }
}

/** `viewers.frameOrigins` of the app-settings.json the server serves; none when it is missing or malformed. */
export async function servedFrameOrigins(ctx: Pick<ServerContext, 'cache' | 'distDir'>): Promise<string[]> {
  const settings = await servedSettings(ctx);
  const origins = isRecord(settings?.viewers) ? settings.viewers.frameOrigins : undefined;
  return Array.isArray(origins) ? origins.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** Whether the served app-settings.json names a tag manager container (`analytics.gtmContainer`). */
async function servedTagManager(ctx: Pick<ServerContext, 'cache' | 'distDir'>): Promise<boolean> {
  const settings = await servedSettings(ctx);
  const container = isRecord(settings?.analytics) ? settings.analytics.gtmContainer : undefined;
  return typeof container === 'string' && container !== '';
}

/** nosniff and a referrer policy on every response; CSP and framing rules on HTML. */
export function registerSecurityHeaders(app: FastifyInstance, ctx: ServerContext): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      // Read per page (cached by mtime): an edited allowlist applies without a restart, as it does for the client.
      reply.header(
        'Content-Security-Policy',
        contentSecurityPolicy(ctx.mediaHost, await servedFrameOrigins(ctx), await servedTagManager(ctx)),
      );
      reply.header('X-Frame-Options', 'SAMEORIGIN');
    }
    return payload;
  });
}
