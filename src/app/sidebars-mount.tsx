import { lazy, Suspense, useEffect } from 'react';
import { anySideShown, SIDEBAR_SIDES } from '../domain/sidebar-rules.ts';
import { useSidebar } from '../stores/sidebar-store.ts';
import { OverlayBoundary } from '../ui/overlay-boundary.tsx';
import { startSidebarController } from './sidebar-controller.ts';
import { useMenuAction } from './use-menu-action.ts';

// A gate (docs/architecture.md, first-route budget): the sidebars and @react-spring/web load at the first open.
const Sidebars = lazy(() => import('../ui/sidebars/sidebars.tsx'));

/** Closes both sides at once, whatever their slide: a sidebar that failed to render never ends its slide. */
function closeAtOnce(): void {
  const sidebar = useSidebar.getState();
  for (const side of SIDEBAR_SIDES) sidebar.slideEnded(side, 'opening');
  sidebar.close();
  for (const side of SIDEBAR_SIDES) sidebar.slideEnded(side, 'closing');
}

/** The left and right sidebars with the menus they show, mounted while a side is shown. */
export function SidebarsMount() {
  const act = useMenuAction();
  const shown = useSidebar((state) => anySideShown(state.sidebars));
  useEffect(startSidebarController, []);
  return shown ? (
    <OverlayBoundary name="sidebars" onFailure={closeAtOnce}>
      <Suspense fallback={null}>
        <Sidebars act={act} />
      </Suspense>
    </OverlayBoundary>
  ) : null;
}
