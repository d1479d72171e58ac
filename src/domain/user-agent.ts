/** SPEC §9 "Mobile detected by user agent". Pure. */
const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/**
 * True for a phone's or tablet's browser, read from its user agent (the app's `mobileBrowser` flag): the lightbox
 * closes on a tap beside the picture and the dashboard shows its combined view, whatever the window's width.
 */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}
