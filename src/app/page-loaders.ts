import type { ComponentType } from 'react';

/** A page whose code loads on demand, kept once loaded so that it renders at once the next time. */
export interface PageLoader {
  /** The page's component, or null while its chunk has not loaded. */
  loaded(): ComponentType | null;
  /** Loads the chunk (once; again after a failure). */
  load(): Promise<ComponentType>;
  /** Calls `listener` when the chunk has loaded; returns the unsubscribe (the shape `useSyncExternalStore` takes). */
  subscribe(listener: () => void): () => void;
}

export function pageLoader(load: () => Promise<ComponentType>): PageLoader {
  let component: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const listeners = new Set<() => void>();
  return {
    loaded: () => component,
    load: () =>
      (pending ??= load().then(
        (loaded) => {
          component = loaded;
          for (const listener of [...listeners]) listener();
          return loaded;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const indexPage = pageLoader(async () => (await import('./pages/index-page.tsx')).IndexPage);
export const loginPage = pageLoader(async () => (await import('./pages/login-page.tsx')).LoginPage);
export const powerSavePage = pageLoader(async () => (await import('./pages/power-save-page.tsx')).PowerSavePage);

/**
 * The world page carries three.js and the stage: the largest chunk. Its loader is shared so that the
 * locale layout can start the download while the content loads, instead of after.
 */
export const worldPage = pageLoader(async () => (await import('./pages/world-page.tsx')).WorldPage);
export const loadWorldPage = () => worldPage.load();
