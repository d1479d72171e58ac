import DOMPurify from 'dompurify';

// Separate instances: the hooks of one (links, colours) must not touch what the other cleans.
const html = DOMPurify(window);
const svg = DOMPurify(window);

/** HTML the CMS may send and that could act on the page or leave it: forms post, `target` can name the top window. */
const HTML_CONFIG = {
  FORBID_TAGS: ['form', 'input', 'button', 'select', 'textarea', 'option', 'style', 'base', 'meta', 'link'],
  FORBID_ATTR: ['action', 'formaction', 'target', 'ping', 'srcset', 'style'],
};

html.addHook('afterSanitizeAttributes', (node) => {
  // Every link that survives (DOMPurify keeps http(s), mailto, tel and relative ones) opens beside the app, never in
  // its place, and hands the new page no handle on this one. The app also takes the click (see SafeHtml).
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
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
});

/**
 * An SVG icon from the CMS, safe to draw inline: DOMPurify's SVG profile (no script, handlers, foreignObject,
 * `<use>` of other documents, animation that could set attributes), painted in currentColor. Empty when the text
 * holds no `<svg>`.
 */
export function sanitizeSvg(dirty: string): string {
  const clean = svg.sanitize(dirty, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'a', 'image'],
    FORBID_ATTR: ['style'],
  });
  return clean.trimStart().startsWith('<svg') ? clean : '';
}
