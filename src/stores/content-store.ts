import { create } from 'zustand';
import { loadContent } from '../content/load-content.ts';
import { loadClientSettings } from '../content/client-settings.ts';
import { indexContent, type ContentIndex } from '../domain/content-index.ts';
import type { Locale, ViewerSettings } from '../domain/types.ts';
import { useApp } from './app-store.ts';
import { useAuth } from './auth-store.ts';

interface ContentState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  locale: Locale | null;
  index: ContentIndex | null;
  /** The installation's rules for the content viewers (app-settings.json), with the content. */
  viewers: ViewerSettings | null;
  /** Why loading failed, for the log and the retry screen. */
  error: string | null;
  /**
   * Loads `locale`'s content. `refresh`: load it again even when loaded (the connection came back); the tour
   * stays on what is loaded meanwhile, and keeps it if the refresh fails.
   */
  load: (locale: Locale, options?: { refresh?: boolean }) => Promise<void>;
}

let pending: { locale: Locale; token: string | null; promise: Promise<void> } | null = null;

/** The content of one locale, read-only once loaded. Loading another locale replaces it. */
export const useContent = create<ContentState>()((set, get) => ({
  status: 'idle',
  locale: null,
  index: null,
  viewers: null,
  error: null,
  load: (locale, options) => {
    const token = useAuth.getState().token;
    // The same locale for the same visitor: the load under way, or the one that succeeded, stands.
    if (!options?.refresh && pending && pending.locale === locale && pending.token === token) return pending.promise;
    const refreshing = options?.refresh === true && get().status === 'ready' && get().locale === locale;
    if (!refreshing) set({ status: 'loading', error: null });
    const promise = loadClientSettings()
      .then(async (settings) => ({ settings, bundle: await loadContent({ locale, token, settings }) }))
      .then(({ settings, bundle }) => {
        if (pending?.promise !== promise) return;
        set({ status: 'ready', locale, index: indexContent(bundle), viewers: settings.viewers, error: null });
        useApp.getState().set({ dataLoaded: true });
      })
      .catch((error: unknown) => {
        if (pending?.promise !== promise) return;
        console.error('Loading the content failed', error);
        pending = null;
        if (!refreshing) set({ status: 'error', error: error instanceof Error ? error.message : String(error) });
      });
    pending = { locale, token, promise };
    return promise;
  },
}));
