/** SPEC §1: analytics goes through a tag manager container, and is off for hosts ending with .cn. */
export function analyticsEnabled(hostname: string): boolean {
  return !hostname.toLowerCase().endsWith('.cn');
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes an event to the tag manager's data layer (SPEC §9 analytics events). */
export function track(event: string, params: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined' || !analyticsEnabled(window.location.hostname)) return;
  (window.dataLayer ??= []).push({ event, ...params });
}
