const RELOAD_KEY = 'chunk-reload-at';
const RELOAD_INTERVAL_MS = 60_000;

/**
 * Errors outside React's render tree are logged, never left to blank the page. A chunk that fails to
 * load after a deploy triggers one reload, at most once per 60 s (SPEC §4). Leftover service workers
 * and caches of earlier versions are removed.
 */
export function installGlobalErrorHandlers(): void {
  window.addEventListener('error', (event) => console.error('Unhandled error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => console.error('Unhandled rejection', event.reason));
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_INTERVAL_MS) return;
    event.preventDefault();
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    window.location.reload();
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
