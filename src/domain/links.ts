/** Link, redirect and url-parameter rules (SPEC §2, §5). Pure: no DOM, no router. */

const DANGEROUS_SCHEMES = ['javascript:', 'data:', 'vbscript:', 'file:'];
const KEPT_SCHEME = /^(?:https?:|mailto:|tel:)/i;
const ANY_SCHEME_WITH_AUTHORITY = /^[a-z][a-z\d+.-]*:\/\//i;
const MAX_URL_LENGTH = 4096;
/** A host once the URL parser has folded it (IDN as punycode, lower case): DNS labels, or an IPv6 literal. */
const HOST_NAME = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])$/;
/** Characters no address holds (a space may be a sloppy path): a value with them is markup or script, not a link. */
const NOT_IN_ADDRESS = /[<>"`\\{}|^]/;

/** Browsers drop ASCII tab and newline anywhere and C0 controls and spaces at the ends of a URL. */
function stripIgnoredChars(raw: string): string {
  // eslint-disable-next-line no-control-regex
  return raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/** True when a browser would read `raw` as a javascript:, data:, vbscript: or file: URL. */
export function hasDangerousScheme(raw: string): boolean {
  const lower = stripIgnoredChars(raw).toLowerCase();
  return DANGEROUS_SCHEMES.some((scheme) => lower.startsWith(scheme));
}

/**
 * The href to open for a link target. http(s), mailto and tel links are kept; anything else without
 * one of those schemes gets `https://` prepended (SPEC §5), so `example.com/a` opens
 * `https://example.com/a`. Refused (null): empty input, javascript:, data:, vbscript: and file: links,
 * other `scheme://` links, and values to complete that hold characters no address holds or that would not lead to
 * a host name (`&#106;avascript:alert(1)` would open `https://&/`, a dead page in place of the tour).
 */
export function normalizeLinkUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const url = stripIgnoredChars(raw);
  if (url === '' || url.length > MAX_URL_LENGTH || hasDangerousScheme(url)) return null;
  if (KEPT_SCHEME.test(url)) return url;
  if (ANY_SCHEME_WITH_AUTHORITY.test(url)) return null;
  const rest = url.replace(/^[/\\]+/, '');
  if (NOT_IN_ADDRESS.test(rest)) return null;
  const candidate = `https://${rest}`;
  try {
    return HOST_NAME.test(new URL(candidate).hostname) ? candidate : null;
  } catch {
    return null;
  }
}

const SAFE_REDIRECT = /^\/(?![/\\])[A-Za-z0-9@\-%_~/]*(?:\?[^\s#\\]*)?(?:#[^\s\\]*)?$/;
const ENCODED_SEPARATOR = /%(?:2e|2f|5c|0[0-9a-f]|1[0-9a-f]|7f|25)/i;

/**
 * True for a redirect that stays on this origin (SPEC §5): a slash, then letters, digits, `@ - % _ ~`
 * and slashes, then an optional query and hash. Rejects `//host` and `/\host`, control characters and
 * whitespace, and percent-encoded slashes, backslashes, control characters or percent signs in the path
 * (which a later decoding step could turn into `//host`). Encoded dots too: a URL parser reads `%2e%2e` as
 * `..`, so `/%2e%2e//host` resolves to the path `//host` (a literal dot is refused already). Malformed
 * percent escapes are rejected too.
 */
export function isSafeRedirect(path: unknown): path is string {
  if (typeof path !== 'string' || path.length > 2048 || !SAFE_REDIRECT.test(path)) return false;
  const pathPart = path.split(/[?#]/, 1)[0] ?? '';
  if (ENCODED_SEPARATOR.test(pathPart)) return false;
  try {
    const decoded = decodeURIComponent(pathPart);
    return !/^\/[/\\]/.test(decoded);
  } catch {
    return false;
  }
}

/** `path` when it is a safe local redirect, else `fallback`. */
export function safeRedirect(path: unknown, fallback = '/'): string {
  return isSafeRedirect(path) ? path : fallback;
}

/**
 * Parses a url parameter such as `article`, `dashboard` or `iframe` (SPEC §2, §5): decimal digits only
 * (no sign, exponent, spaces or fraction), at most a safe integer. Numbers must be non-negative safe
 * integers. Anything else gives null.
 */
export function parseNonNegativeInt(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? Math.abs(value) : null;
  if (typeof value !== 'string' || !/^\d{1,16}$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : null;
}
