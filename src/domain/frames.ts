/**
 * Which links the showroom frames, and how a tapped link opens (SPEC §3 open-link, §5). Pure: no DOM.
 * The server's CSP `frame-src` follows the same allowlist (server/security-headers.ts), so the browser enforces
 * what these rules decide.
 */
import { normalizeLinkUrl } from './links.ts';
import type { ActionTarget } from './types.ts';

/** A bare https origin as a browser serialises it: lower-case ASCII host (IDN as punycode), a port only if not 443. */
const SERIALISED_ORIGIN = /^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?(?::\d{1,5})?$/;

/**
 * The allowlist's entries as the browser's origins; entries that are not bare https origins (a path, a user, a
 * wildcard, another scheme) are dropped rather than read loosely.
 */
export function allowedFrameOrigins(entries: readonly string[]): Set<string> {
  const origins = new Set<string>();
  for (const entry of entries) {
    try {
      const url = new URL(entry);
      const bare = !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
      if (bare && entry === entry.trim() && SERIALISED_ORIGIN.test(url.origin)) origins.add(url.origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return origins;
}

/**
 * The origin a message to the page that frames the showroom may be posted to: `parentOrigin` (as the browser
 * reports it) when it is the showroom's own origin or one of `frameAncestors`, the sites the CSP lets frame it;
 * else null, and nothing is posted. The browser delivers a message only when the parent's origin is this one.
 */
export function embedderOrigin(
  parentOrigin: string | null,
  frameAncestors: readonly string[],
  pageOrigin: string,
): string | null {
  if (!parentOrigin || parentOrigin === 'null') return null;
  return parentOrigin === pageOrigin || allowedFrameOrigins(frameAncestors).has(parentOrigin) ? parentOrigin : null;
}

/**
 * The URL a frame may show for a link target, or null. The SPEC §5 normalised link must be https, carry no user
 * or password, not be of the app's own origin (a sandbox with scripts and same-origin access could reach out of
 * a frame of the app itself), and its origin must equal one of `frameOrigins` exactly, compared as the browser
 * does (host case and IDN folded, default port dropped): `https://allowed.com.evil.net`,
 * `https://allowed.com@evil.net` and `https://allowed.com:8443` are not `https://allowed.com`.
 */
export function frameUrl(raw: string | null, frameOrigins: readonly string[], pageOrigin: string): string | null {
  const url = normalizeLinkUrl(raw);
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return null;
    if (parsed.origin === pageOrigin) return null;
    return allowedFrameOrigins(frameOrigins).has(parsed.origin) ? url : null;
  } catch {
    return null;
  }
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** How a link opens: in the frame modal, a new tab, a new window, this tab, or as a QR code card (kiosk). */
export type LinkHow = 'frame' | 'tab' | 'window' | 'same' | 'qr';

export interface LinkOpening {
  how: LinkHow;
  /** The SPEC §5 normalised URL. */
  url: string;
}

export interface LinkRules {
  /** A kiosk keeps visitors inside: nothing external is navigated to or opened in a tab. */
  kiosk: boolean;
  frameOrigins: readonly string[];
  pageOrigin: string;
}

/**
 * How an open-link target opens (SPEC §3, §5). The URL is normalised first (`normalizeLinkUrl`: https:// prepended
 * to a target without an http, mailto or tel scheme; dangerous schemes refused, giving null).
 * - An allowlisted https page (`frameUrl`) opens in the frame modal, unless new_tab/new_window ask for a tab on the
 *   web; a kiosk frames it even then (a frame keeps the visitor inside, a tab would not).
 * - mailto: and tel: open as such on the web (the mail or phone app, the tour stays); a kiosk has neither, so it
 *   shows the address or number with a QR code.
 * - Another page of the app's own origin stays in this tab, kiosk or not: it is not external.
 * - Any other page: in a kiosk a QR code card to open it on the phone; on the web new_window, then new_tab,
 *   are honoured, else it replaces the tour.
 */
export function linkOpening(
  target: Pick<ActionTarget, 'url' | 'newTab' | 'newWindow'>,
  rules: LinkRules,
): LinkOpening | null {
  const url = normalizeLinkUrl(target.url);
  if (!url) return null;
  const aside = target.newTab || target.newWindow;
  const framed = frameUrl(url, rules.frameOrigins, rules.pageOrigin);
  if (framed && (rules.kiosk || !aside)) return { how: 'frame', url: framed };
  if (/^(?:mailto|tel):/i.test(url)) return { how: rules.kiosk ? 'qr' : 'same', url };
  if (originOf(url) === rules.pageOrigin) return { how: 'same', url };
  if (rules.kiosk) return { how: 'qr', url };
  if (target.newWindow) return { how: 'window', url };
  return { how: target.newTab ? 'tab' : 'same', url };
}

/** What a link card shows beside its QR code: an e-mail address, a phone number or the page's address. */
export interface LinkDisplay {
  kind: 'mail' | 'phone' | 'page';
  text: string;
}

/** The address of a mailto: link or the number of a tel: link, decoded, without query; a page as it is. */
export function linkDisplay(url: string): LinkDisplay {
  const scheme = /^(mailto|tel):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme) return { kind: 'page', text: url };
  const rest = url.slice(scheme.length + 1).split('?', 1)[0] ?? '';
  let text = rest;
  try {
    text = decodeURIComponent(rest);
  } catch {
    // A malformed escape is shown as written.
  }
  return { kind: scheme === 'mailto' ? 'mail' : 'phone', text };
}
