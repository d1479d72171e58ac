/**
 * The XSS corpus of the e2e run (e2e/fixtures/xss-payloads.ts) as the link and media fields hold it, and what a URL
 * the app decides to open or load may be. The e2e run places every payload (not only the URL ones) in link and media
 * fields: each kind of field goes through the whole corpus.
 */
import { XSS_PAYLOADS } from '../../e2e/fixtures/xss-payloads.ts';

/** The page the showroom runs on in these tests. */
export const PAGE_ORIGIN = 'https://showroom.example';
/** Where a link in an article's text sits: a relative link is relative to it. */
export const PAGE_URL = `${PAGE_ORIGIN}/en/factory/factory-entrance`;

/** Every payload of the corpus written for one placement, `xs0z` its mark, as a link or media field holds it. */
export const URL_FIELD_VALUES: readonly { id: string; value: string }[] = XSS_PAYLOADS.map(({ id, write }) => ({
  id,
  value: write('xs0z'),
}));

/**
 * The link in an article's text a payload would become were the sanitiser to keep it: the href as the browser
 * resolves it against the page (`SafeHtml` hands the app `link.href`). null where no URL comes of it.
 */
export function resolvedHref(value: string): string | null {
  try {
    return new URL(value, PAGE_URL).href;
  } catch {
    return null;
  }
}

/** DNS labels (ASCII, lower case as the URL parser folds them, IDN as punycode) or an IPv6 literal. */
const HOST_NAME = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])$/;

/**
 * Why `url` is no URL the app may open or load, or null when it may: an http(s) URL with a real host name, an
 * address of the page's own origin (a relative one resolved against the page), or a mailto: or tel: link, which
 * the mail or phone app opens (a kiosk shows it as text with a QR code). javascript:, data:, vbscript:, blob:,
 * file: and any other scheme, an empty host or one of markup, and spaces or control characters a browser would
 * drop (a control character, a space at either end) are all refused.
 */
export function unsafeReason(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (/^[\u0000-\u0020]|[\u0000-\u001f\u007f]|[\u0000-\u0020]$/.test(url)) return 'a character a browser drops';
  let parsed: URL;
  try {
    parsed = new URL(url, PAGE_URL);
  } catch {
    return 'no URL';
  }
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url);
  if (absolute && !url.toLowerCase().startsWith(parsed.protocol)) return `scheme spelled otherwise: ${parsed.protocol}`;
  if (parsed.protocol === 'mailto:' || parsed.protocol === 'tel:') return null;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return `scheme ${parsed.protocol}`;
  // A relative address must stay on the origin: `//host` and `/\host` are other hosts, `x` depends on the page.
  if (!absolute) return url.startsWith('/') && parsed.origin === PAGE_ORIGIN ? null : 'relative, yet not on the origin';
  if (parsed.origin === PAGE_ORIGIN) return null;
  return HOST_NAME.test(parsed.hostname) ? null : `host ${JSON.stringify(parsed.hostname)}`;
}
