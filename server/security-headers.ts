import type { FastifyInstance } from 'fastify';

/** The page's CSP; a separate media host is added where its origin is needed. */
export function contentSecurityPolicy(mediaHost: string | undefined): string {
  let media = '';
  try {
    if (mediaHost) media = ` ${new URL(mediaHost).origin}`;
  } catch {
    // An unparsable MEDIA_HOST adds nothing; https: media stay allowed anyway.
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${media}`,
    `media-src 'self' blob: https:${media}`,
    "font-src 'self' data:",
    `connect-src 'self'${media}`,
    "worker-src 'self' blob:",
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** nosniff and a referrer policy on every response; CSP and framing rules on HTML. */
export function registerSecurityHeaders(app: FastifyInstance, mediaHost: string | undefined): void {
  const csp = contentSecurityPolicy(mediaHost);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('Content-Security-Policy', csp);
      reply.header('X-Frame-Options', 'SAMEORIGIN');
    }
    return payload;
  });
}
