import { lazy, Suspense, useEffect } from 'react';
import { anySideShown } from '../domain/sidebars.ts';
import { usePresenter } from '../stores/presenter-store.ts';
import { useSidebar } from '../stores/sidebar-store.ts';
import { startSidebarController } from './sidebar-controller.ts';
import { useMenuAction } from './use-menu-action.ts';

// The sidebars and their animation library stay out of the first route: fetched when the browser is idle after the
// first arrival, or at the first open.
const loadSidebars = () => import('../ui/sidebars/sidebars.tsx');
const Sidebars = lazy(loadSidebars);

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 10_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 2_000);
  return () => clearTimeout(id);
}

/** The left and right sidebars with the menus they show; rendered while a side is shown. */
export function SidebarsMount() {
  const act = useMenuAction();
  const shown = useSidebar((state) => anySideShown(state.sidebars));
  const arrived = usePresenter((state) => state.arrivedAt !== null);
  useEffect(startSidebarController, []);
  useEffect(() => {
    return arrived ? whenIdle(() => void loadSidebars().catch(() => undefined)) : undefined;
  }, [arrived]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Sidebars act={act} />
    </Suspense>
  );
}
