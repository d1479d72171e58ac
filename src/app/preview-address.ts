import { usePreview } from '../stores/preview-store.ts';

/**
 * "Open in showroom" on a draft in the CMS opens the showroom with `?preview=<key>`: the key is kept for the tab
 * (stores/preview-store.ts) and leaves the address at once, so that an address copied from the preview is the one
 * visitors open.
 */
export function takePreviewFromAddress(): void {
  const url = new URL(window.location.href);
  const key = url.searchParams.get('preview');
  if (key === null) return;
  if (key) usePreview.getState().start(key);
  url.searchParams.delete('preview');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
