import DOMPurify from 'dompurify';

// Separate instances: the hooks of one (links, colours) must not touch what the other cleans.
const html = DOMPurify(window);
const svg = DOMPurify(window);

/**
 * HTML the CMS may send and that could act on the page or leave it: forms post, `target` can name the top window.
 * SVG in the text draws and fetches nothing, as an icon does: `<image>` and `<feImage>` would load from any host.
 */
const HTML_CONFIG = {
  FORBID_TAGS: [
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'option',
    'style',
    'base',
    'meta',
    'link',
    'image',
    'feImage',
  ],
  FORBID_ATTR: ['action', 'formaction', 'target', 'ping', 'srcset', 'style'],
};

const SVG_NS = 'http://www.w3.org/2000/svg';
/** `url(#id)`: a reference to an element of the drawing itself. */
const INSIDE = /^\s*url\(\s*(['"]?)#[\w.:-]+\1\s*\)\s*$/i;

/**
 * SVG attributes take references as CSS does (filters, markers, masks, clip paths, paints), and Chromium fetches a
 * filter or a marker from another host: only references inside the drawing stay, and no CSS escape that could spell
 * a url() either.
 */
function keepReferencesInside(node: Element): void {
  if (node.namespaceURI !== SVG_NS) return;
  for (const { name, value } of [...node.attributes])
    if ((/url\(/i.test(value) || value.includes('\\')) && !INSIDE.test(value)) node.removeAttribute(name);
}

/** Elements whose sources the CSP's media-src governs, which takes no data: URLs (DOMPurify would keep them). */
const MEDIA = new Set(['AUDIO', 'VIDEO', 'SOURCE', 'TRACK']);

html.addHook('afterSanitizeAttributes', (node) => {
  // Every link that survives (DOMPurify keeps http(s), mailto, tel and relative ones) opens beside the app, never in
  // its place, and hands the new page no handle on this one. The app also takes the click (see SafeHtml).
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (MEDIA.has(node.tagName) && /^\s*data:/i.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
  keepReferencesInside(node);
});

/** CMS rich text, safe to put into the page: no script, handler, frame, form, style or top-window navigation. */
export function sanitizeHtml(dirty: string): string {
  return html.sanitize(dirty, HTML_CONFIG);
}

const PAINT = ['fill', 'stroke'] as const;

svg.addHook('afterSanitizeAttributes', (node) => {
  // An icon is drawn in the text's colour: whatever colour it was painted in becomes currentColor, `none` stays.
  for (const paint of PAINT) {
    const value = node.getAttribute(paint);
    if (value && value !== 'none') node.setAttribute(paint, 'currentColor');
  }
  keepReferencesInside(node);
});

/**
 * An SVG icon from the CMS, safe to draw inline: DOMPurify's SVG profile (no script, handlers, foreignObject,
 * `<use>` of other documents, animation that could set attributes, no picture from elsewhere: `<image>` nor the
 * filters' `<feImage>`), painted in currentColor. Empty when the text holds no `<svg>`.
 */
export function sanitizeSvg(dirty: string): string {
  const clean = svg.sanitize(dirty, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'a', 'image', 'feImage'],
    FORBID_ATTR: ['style'],
  });
  return clean.trimStart().startsWith('<svg') ? clean : '';
}
