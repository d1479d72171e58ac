import type { ReactNode } from 'react';
import { DEFAULT_HEADER_COMPONENTS, type HeaderComponent } from '../domain/header.ts';
import { useContent } from '../stores/content-store.ts';
import { usePresenter } from '../stores/presenter-store.ts';

/** The controls the app places in the chrome: the main menu and contacts buttons. */
export type ChromeControls = Partial<Record<'menu' | 'contacts', ReactNode>>;

/** The header components of the world the visitor is in, or is going to. */
export function useHeaderComponents(): readonly HeaderComponent[] {
  const target = usePresenter((state) => state.target);
  return useContent((state) => {
    const worldSlug = target ? state.index?.locations.get(target)?.worldSlug : undefined;
    return (worldSlug && state.index?.worlds.get(worldSlug)?.headerComponents) || DEFAULT_HEADER_COMPONENTS;
  });
}
