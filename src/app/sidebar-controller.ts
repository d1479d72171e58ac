import { SIDEBAR_SIDES, sidesClosed } from '../domain/sidebar-rules.ts';
import { useMenus } from '../stores/menu-store.ts';
import { useSidebar } from '../stores/sidebar-store.ts';
import { menuFor } from './menu-for.ts';

/**
 * Follows the sidebars: content set on a side shows its menu there (chosen where the visitor is, at that moment);
 * SPEC §4's close-sidebars hook, after a side slid out, forgets the menus it showed. Returns the unsubscribe.
 */
export function startSidebarController(): () => void {
  return useSidebar.subscribe(({ sidebars }, { sidebars: before }) => {
    for (const side of SIDEBAR_SIDES) {
      const { content } = sidebars[side];
      if (content && content !== before[side].content) useMenus.getState().show(side, menuFor(content.menu));
    }
    for (const side of sidesClosed(before, sidebars)) useMenus.getState().forget(side);
  });
}
