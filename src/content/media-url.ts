import type { ClientSettings } from './client-settings.ts';

export type MediaUrlResolver = (url: string) => string | null;

const HTTP_URL = /^https?:\/\//i;
const ANY_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Turns a media `url` from the CMS into one the browser can load:
 * absolute http(s) URLs stay as they are; root-relative ones (`/uploads/x.jpg`, Strapi's local provider)
 * get the media host when one is set (`https://cms/uploads/x.jpg`), else the proxy path
 * (`/box-api/uploads/x.jpg`, with `?preview=<key>` in an editor's preview: a picture or a video cannot send the
 * header). Other schemes (data:, javascript:, blob:) and empty strings give null.
 */
export function createMediaUrlResolver(
  settings: Pick<ClientSettings, 'apiBase' | 'mediaHost'>,
  preview?: string | null,
): MediaUrlResolver {
  const prefix = (settings.mediaHost ?? settings.apiBase).replace(/\/+$/, '');
  const suffix = preview && !settings.mediaHost ? `?preview=${encodeURIComponent(preview)}` : '';
  return (raw) => {
    const url = raw.trim();
    // eslint-disable-next-line no-control-regex
    if (url === '' || /[\u0000-\u001f]/.test(url)) return null;
    if (HTTP_URL.test(url)) return url;
    if (url.startsWith('//')) return `https:${url}`;
    if (ANY_SCHEME.test(url)) return null;
    return `${prefix}${url.startsWith('/') ? '' : '/'}${url}${suffix}`;
  };
}
