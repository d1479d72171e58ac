import { pickHomeWorld } from '../domain/content-index.ts';
import type { Menu } from '../domain/types.ts';
import { menuToShow } from '../domain/way-back.ts';
import { useContent } from '../stores/content-store.ts';
import { usePresenter } from '../stores/presenter-store.ts';

/**
 * The menu a request shows now: chosen by priority where the visitor is, the main menu with the way back to the
 * world the root address opens.
 */
export function menuFor(key: string): Menu | null {
  const index = useContent.getState().index;
  if (!index) return null;
  const { current, lastVisited } = usePresenter.getState();
  return menuToShow(key, index, {
    here: current,
    home: pickHomeWorld(index, window.location.hostname),
    lastVisited,
  });
}
