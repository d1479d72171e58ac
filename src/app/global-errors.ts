import { shouldReloadForChunk } from '../domain/chunk-reload.ts';

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
 * Errors outside React's render tree are logged, never left to blank the page. A chunk that fails to
 * load after a deploy triggers one reload, at most once per 60 s (SPEC §4); a second failure within that
 * time goes on to the error screen (pages) or the overlay's notice. Leftover service workers and caches of
 * earlier versions are removed.
 */
export function installGlobalErrorHandlers(): void {
  window.addEventListener('error', (event) => console.error('Unhandled error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => console.error('Unhandled rejection', event.reason));
  window.addEventListener('vite:preloadError', (event) => {
    const now = Date.now();
    if (!shouldReloadForChunk(lastReload(), now)) return;
    event.preventDefault();
    sessionStorage.setItem(RELOAD_KEY, String(now));
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
