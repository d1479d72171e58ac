import { shouldReloadForChunk } from '../domain/chunk-reload.ts';
import { addressOfOpen } from './address-sync.tsx';

const RELOAD_KEY = 'chunk-reload-at';

function lastReload(): number | null {
  try {
    const stored = sessionStorage.getItem(RELOAD_KEY);
    return stored === null ? null : Number(stored);
  } catch {
    return null;
  }
}

/**
 * Errors outside React's render tree are logged, never left to blank the page. A chunk that fails to load after a
 * deploy triggers one reload, at most once per 60 s (SPEC §4), which opens again what was being opened; a second
 * failure within that time goes on to the error screen (pages) or the overlay's notice, as does one while offline,
 * which reloads when the connection is back. Leftover service workers and caches of earlier versions are removed.
 */
export function installGlobalErrorHandlers(): void {
  window.addEventListener('error', (event) => console.error('Unhandled error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => console.error('Unhandled rejection', event.reason));
  const reload = () => {
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    // What was being opened comes back after the reload (its deep link), even before the address said so.
    window.history.replaceState(window.history.state, '', addressOfOpen());
    window.location.reload();
  };
  let reloadWhenOnline = false;
  window.addEventListener('vite:preloadError', (event) => {
    // Offline, no file is missing but the network: a reload now would show the browser's offline page instead of
    // the tour. The import stays failed in this document, so the page reloads once the connection is back.
    if (!navigator.onLine) {
      if (!reloadWhenOnline) window.addEventListener('online', reload, { once: true });
      reloadWhenOnline = true;
      return;
    }
    if (!shouldReloadForChunk(lastReload(), Date.now())) return;
    event.preventDefault();
    reload();
  });
  void navigator.serviceWorker
    ?.getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => undefined);
  void globalThis.caches
    ?.keys()
    .then((keys) => Promise.all(keys.map((key) => caches.delete(key))))
    .catch(() => undefined);
}
