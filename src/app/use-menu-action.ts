import { useCallback } from 'react';
import type { SidebarSide } from '../domain/sidebar-rules.ts';
import type { MenuItem } from '../domain/types.ts';
import { track } from './analytics.ts';
import { useActionRunner } from './run-action.ts';

/** What tapping a menu item does: its action stack, run in the menu domain of the sidebar it is in. */
export function useMenuAction(): (item: MenuItem, side: SidebarSide) => void {
  const run = useActionRunner();
  return useCallback(
    (item: MenuItem, side: SidebarSide) => {
      track('button click action', { actions: item.steps.map((step) => step.action), label: item.label });
      run(item.steps, {
        title: item.label,
        media: item.media ? [item.media] : [],
        cover: item.cover,
        menuDomain: side,
      });
    },
    [run],
  );
}
