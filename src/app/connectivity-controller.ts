import { useApp } from '../stores/app-store.ts';
import { useContent } from '../stores/content-store.ts';

/**
 * SPEC §8 lost connectivity: while offline the tour goes on from what is loaded (the no-internet notice is the
 * locale layout's); when the connection comes back, the content is loaded again in place, without a page reload.
 * A load that failed (offline at start, another language) is tried again then, as its retry button would: an
 * unattended kiosk must not wait for a tap to recover. Returns the unsubscribe.
 */
export function startConnectivityController(): () => void {
  return useApp.subscribe(({ online }, before) => {
    if (!online || before.online) return;
    const { locale, failure, load } = useContent.getState();
    if (failure) void load(failure.locale);
    else if (locale) void load(locale, { refresh: true });
  });
}
