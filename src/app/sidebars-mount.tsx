import { lazy, Suspense, useEffect } from 'react';
import { anySideShown } from '../domain/sidebar-rules.ts';
import { useSidebar } from '../stores/sidebar-store.ts';
import { startSidebarController } from './sidebar-controller.ts';
import { useMenuAction } from './use-menu-action.ts';

// A gate (docs/architecture.md, first-route budget): the sidebars and @react-spring/web load at the first open.
const Sidebars = lazy(() => import('../ui/sidebars/sidebars.tsx'));

/** The left and right sidebars with the menus they show, mounted while a side is shown. */
export function SidebarsMount() {
  const act = useMenuAction();
  const shown = useSidebar((state) => anySideShown(state.sidebars));
  useEffect(startSidebarController, []);
  return shown ? (
    <Suspense fallback={null}>
      <Sidebars act={act} />
    </Suspense>
  ) : null;
}
