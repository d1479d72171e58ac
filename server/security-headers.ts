import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
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
 * the browser itself refuses any other frame, whatever a page of the app tried.
 */
export function contentSecurityPolicy(mediaHost: string | undefined, frameOrigins: readonly string[] = []): string {
  let media = '';
  try {
    if (mediaHost) media = ` ${new URL(mediaHost).origin}`;
  } catch {
    // An unparsable MEDIA_HOST adds nothing; https: media stay allowed anyway.
  }
  const frames = [...new Set([...VIDEO_EMBED_ORIGINS, ...allowedFrameOrigins(frameOrigins)])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${media}`,
    `media-src 'self' blob: https:${media}`,
    "font-src 'self' data:",
    `connect-src 'self'${media} ${VIDEO_EMBED_ORIGINS.join(' ')}`,
    "worker-src 'self' blob:",
    `frame-src ${frames.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** `viewers.frameOrigins` of the app-settings.json the server serves; none when it is missing or malformed. */
export async function servedFrameOrigins(ctx: Pick<ServerContext, 'cache' | 'distDir'>): Promise<string[]> {
  try {
    const settings = await ctx.cache.read(join(ctx.distDir, 'app-settings.json'));
    const origins = isRecord(settings) && isRecord(settings.viewers) ? settings.viewers.frameOrigins : undefined;
    return Array.isArray(origins) ? origins.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** nosniff and a referrer policy on every response; CSP and framing rules on HTML. */
export function registerSecurityHeaders(app: FastifyInstance, ctx: ServerContext): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      // Read per page (cached by mtime): an edited allowlist applies without a restart, as it does for the client.
      reply.header('Content-Security-Policy', contentSecurityPolicy(ctx.mediaHost, await servedFrameOrigins(ctx)));
      reply.header('X-Frame-Options', 'SAMEORIGIN');
    }
    return payload;
  });
}
