import { loadClientSettings } from '../content/client-settings.ts';
import { analyticsEnabled, tagManagerScriptUrl } from '../domain/analytics.ts';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

const MAX_LAYER = 100;

/** Pushes an event to the tag manager's data layer (SPEC §9 analytics events). */
export function track(event: string, params: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined' || !analyticsEnabled(window.location.hostname)) return;
  const layer = (window.dataLayer ??= []);
  layer.push({ event, ...params });
  // The tag manager reads each push as it happens; old entries only grow an unattended kiosk's memory.
  if (layer.length > MAX_LAYER) layer.splice(0, layer.length - MAX_LAYER);
}

/**
 * Loads the configured tag manager container (app-settings.json `analytics.gtmContainer`) once. Nothing is
 * requested without a container or on a .cn host. A script element with a src, never inline code: the server's
 * CSP names the tag manager's origin when a container is configured, and allows no 'unsafe-inline'.
 */
export async function startTagManager(): Promise<void> {
  const src = tagManagerScriptUrl((await loadClientSettings()).analytics.gtmContainer, window.location.hostname);
  if (!src || document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  track('gtm.js', { 'gtm.start': Date.now() });
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}
