import { create } from 'zustand';
import { ApiError, loadFailureKey } from '../content/api-error.ts';
import { loadContent } from '../content/load-content.ts';
import { loadClientSettings } from '../content/client-settings.ts';
import { indexContent, type ContentIndex } from '../domain/content-index.ts';
import type { Locale, SecuritySettings, TranslationKey, ViewerSettings } from '../domain/types.ts';
import { openSession } from '../content/session.ts';
import { useAccess } from './access-store.ts';
import { useApp } from './app-store.ts';
import { useAuth } from './auth-store.ts';
import { notifyApiError } from './notification-store.ts';
import { usePreview } from './preview-store.ts';

interface ContentState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  locale: Locale | null;
  index: ContentIndex | null;
  /** The installation's rules for the content viewers (app-settings.json), with the content. */
  viewers: ViewerSettings | null;
  /** The installation's rules on its surroundings (app-settings.json `security`), with the content. */
  security: SecuritySettings | null;
  /** The locale that could not be loaded, and what the failure view tells the visitor (SPEC §8). */
  failure: { locale: Locale; reason: TranslationKey } | null;
  /** The visitor's rights (`rightsOf`) the loaded content was read with. */
  rights: string | null;
  /**
   * Loads `locale` with the visitor's current jwt and access keys. The server sends only what these open, so new
   * rights (login, logout, unlock) load again; `refresh` loads again with the same rights (the connection came
   * back). While the locale on show loads again the tour stays on it, and keeps it if that load fails: a visitor
   * whose new rights brought nothing is told, a refresh that failed waits for the next.
   */
  load: (locale: Locale, options?: { refresh?: boolean }) => Promise<void>;
}

/** The visitor's rights as one comparable value: the jwt, the access keys and an editor's preview key. */
export const rightsOf = (token: string | null, keys: Record<string, string>, preview: string | null = null): string =>
  JSON.stringify([token, Object.values(keys).sort(), preview]);

let pending: { locale: Locale; rights: string; promise: Promise<void> } | null = null;

/** The content of one locale, read-only once loaded. Loading another locale replaces it. */
export const useContent = create<ContentState>()((set, get) => ({
  status: 'idle',
  locale: null,
  index: null,
  viewers: null,
  security: null,
  failure: null,
  rights: null,
  load: (locale, options) => {
    const token = useAuth.getState().token;
    const { keys } = useAccess.getState();
    const preview = usePreview.getState().key;
    const rights = rightsOf(token, keys, preview);
    // The same locale for the same visitor: the load under way, or the one that succeeded, stands.
    if (!options?.refresh && pending && pending.locale === locale && pending.rights === rights) return pending.promise;
    // The locale on show loads again (new rights, a refresh): the tour goes on while the new content loads.
    const { status, locale: shown } = get();
    const reloading = status === 'ready' && shown === locale;
    if (!reloading) set({ status: 'loading', failure: null });
    const accessKeys = Object.values(keys);
    const promise = loadClientSettings()
      .then(async (settings) => {
        const source = { settings, token, accessKeys, preview };
        const [bundle] = await Promise.all([loadContent({ ...source, locale }), openSession(source)]);
        return { settings, bundle };
      })
      .then(({ settings, bundle }) => {
        if (pending?.promise !== promise) return;
        const index = indexContent(bundle);
        set({
          status: 'ready',
          locale,
          index,
          viewers: settings.viewers,
          security: settings.security,
          failure: null,
          rights,
        });
        useApp.getState().set({ dataLoaded: true });
      })
      .catch((error: unknown): Promise<void> | undefined => {
        if (pending?.promise !== promise) return undefined;
        pending = null;
        // An editor's preview whose key the server no longer takes: what is published, and the editor is told.
        if (preview && error instanceof ApiError && error.status === 401) {
          usePreview.getState().end(true);
          return get().load(locale, options);
        }
        console.error('Loading the content failed', error);
        if (!reloading) set({ status: 'error', failure: { locale, reason: loadFailureKey(error) } });
        else if (!options?.refresh) notifyApiError(error);
        return undefined;
      });
    pending = { locale, rights, promise };
    return promise;
  },
}));
