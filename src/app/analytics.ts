/** SPEC §1: analytics goes through a tag manager container, and is off for hosts ending with .cn. */
export function analyticsEnabled(hostname: string): boolean {
  return !hostname.toLowerCase().endsWith('.cn');
}

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
