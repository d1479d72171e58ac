/** SPEC §1 analytics: a tag manager container, off for hosts ending with .cn. Pure. */

/** Where the tag manager's code comes from; the server's CSP names it only when a container is configured. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** SPEC §1: analytics is off for hosts ending with .cn (a trailing dot, as a browser may keep it, changes nothing). */
export function analyticsEnabled(hostname: string): boolean {
  return !hostname.toLowerCase().replace(/\.$/, '').endsWith('.cn');
}

/** The container's script (`gtm.js?id=`), or null when none is configured or the host is one analytics stays off on. */
export function tagManagerScriptUrl(container: string | null, hostname: string): string | null {
  if (!container || !analyticsEnabled(hostname)) return null;
  return `${TAG_MANAGER_ORIGIN}/gtm.js?${new URLSearchParams({ id: container })}`;
}
