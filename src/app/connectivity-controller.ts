import { useApp } from '../stores/app-store.ts';
import { useContent } from '../stores/content-store.ts';

/**
 * SPEC §8 lost connectivity: while offline the tour goes on from what is loaded (the no-internet notice is the
 * locale layout's); when the connection comes back, the content is loaded again in place, without a page reload.
 * Returns the unsubscribe.
 */
export function startConnectivityController(): () => void {
  return useApp.subscribe(({ online }, before) => {
    if (!online || before.online) return;
    const { locale, load } = useContent.getState();
    if (locale) void load(locale, { refresh: true });
  });
}
