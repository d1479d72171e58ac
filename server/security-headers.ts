import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TAG_MANAGER_ORIGIN } from '../src/domain/analytics.ts';
import { allowedFrameOrigins } from '../src/domain/frames.ts';
import { isRecord } from './is-record';

/**
 * The video platforms' privacy-friendly embed hosts: the lightbox frames their players, whatever the allowlist
 * (SPEC §2 video-platform clips), after asking the host whether it answers (`ui/lightbox/clip-slide.tsx`).
 */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** What of the served settings the page's policy depends on. */
export interface PolicyInputs {
  /** A separate media host (MEDIA_HOST), added where its origin is needed. */
  mediaHost?: string | undefined;
  /** `viewers.frameOrigins`: what the app may frame, beside the video embed hosts. */
  frameOrigins?: readonly string[];
  /** `security.frameAncestors`: the sites that may frame the showroom (a company's website), beside itself. */
  frameAncestors?: readonly string[];
  /** The CMS admin panel's origin (from the server's environment, http allowed), whose preview frames the showroom. */
  editorOrigin?: string | undefined;
  /** Whether a tag manager container is configured (`analytics.gtmContainer`). */
  tagManager?: boolean;
}

/**
 * The page's CSP directives, for helmet. Frames may come from the video embed hosts and the allowlisted
 * `frameOrigins` only (the client frames nothing else, `domain/frames.ts`), so the browser itself refuses any other
 * frame, whatever a page of the app tried; the showroom may be framed by itself and the `frameAncestors` only. The
 * tag manager's origin is named for scripts, connections and images only when a container is configured; never
 * 'unsafe-inline' or 'unsafe-eval' for scripts.
 */
export function cspDirectives(inputs: PolicyInputs = {}): Record<string, string[]> {
  let media: string[] = [];
  try {
    if (inputs.mediaHost) media = [new URL(inputs.mediaHost).origin];
  } catch {
    // An unparsable MEDIA_HOST adds nothing; https: media stay allowed anyway.
  }
  const frames = [...new Set([...VIDEO_EMBED_ORIGINS, ...allowedFrameOrigins(inputs.frameOrigins ?? [])])];
  const ancestors = [
    ...allowedFrameOrigins(inputs.frameAncestors ?? []),
    ...(inputs.editorOrigin ? [inputs.editorOrigin] : []),
  ];
  const tags = inputs.tagManager ? [TAG_MANAGER_ORIGIN] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...tags],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...media, ...tags],
    'media-src': ["'self'", 'blob:', 'https:', ...media],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...media, ...VIDEO_EMBED_ORIGINS, ...tags],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': frames,
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'", ...ancestors],
    'form-action': ["'self'"],
  };
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** `viewers.frameOrigins` of the app-settings.json the server serves; none when it is missing or malformed. */
export const frameOriginsOf = (settings: Record<string, unknown> | null): string[] =>
  stringList(isRecord(settings?.viewers) ? settings.viewers.frameOrigins : undefined);

/**
 * The policy's inputs from the served app-settings.json (null: missing or malformed). `editorOrigin`: the CMS admin
 * panel, whose preview frames the showroom, beside the settings' `frameAncestors`.
 */
function policyInputs(
  settings: Record<string, unknown> | null,
  mediaHost: string | undefined,
  editorOrigin: string | undefined,
): PolicyInputs {
  const container = isRecord(settings?.analytics) ? settings.analytics.gtmContainer : undefined;
  return {
    mediaHost,
    frameOrigins: frameOriginsOf(settings),
    frameAncestors: stringList(isRecord(settings?.security) ? settings.security.frameAncestors : undefined),
    editorOrigin,
    tagManager: typeof container === 'string' && container !== '',
  };
}

/** Each directive's header value. */
const headerValues = (inputs: PolicyInputs): Record<string, string> =>
  Object.fromEntries(Object.entries(cspDirectives(inputs)).map(([name, values]) => [name, values.join(' ')]));

/**
 * Security headers by helmet on every response: the CSP above (read per request, so an edited allowlist applies
 * without a restart, as it does for the client), nosniff, X-Frame-Options SAMEORIGIN for browsers that know no
 * frame-ancestors, a referrer policy that still names the origin to the video platforms (their embeds refuse to
 * play without it), and the rest of helmet's defaults. No HSTS: a kiosk may be served over plain http on a LAN;
 * TLS and HSTS belong to the proxy in front. `editorOrigin` (the CMS admin panel's origin) may frame the showroom:
 * its "Open in showroom" preview.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  mediaHost: string | undefined,
  editorOrigin?: string,
): Promise<void> {
  const policies = new WeakMap<ServerResponse, Record<string, string>>();
  // The settings cache hands out the same object until the file changes: the policy is worked out once per version.
  const bySettings = new WeakMap<object, Record<string, string>>();
  const fallback = headerValues(policyInputs(null, mediaHost, editorOrigin));
  app.addHook('onRequest', async (_request, reply) => {
    const settings = await app.clientSettings();
    let policy = settings ? bySettings.get(settings) : fallback;
    if (!policy) {
      policy = headerValues(policyInputs(settings, mediaHost, editorOrigin));
      bySettings.set(settings!, policy);
    }
    policies.set(reply.raw, policy);
  });
  const directive =
    (name: string) =>
    (_request: IncomingMessage, response: ServerResponse): string =>
      (policies.get(response) ?? fallback)[name]!;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.keys(cspDirectives()).map((name) => [name, [directive(name)]])),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    strictTransportSecurity: false,
  });
}
