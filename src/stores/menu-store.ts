import { create } from 'zustand';
import { closeNestedMenu, forgetMenus, openNestedMenu, showMenu, type MenuStacks } from '../domain/menus.ts';
import type { Menu } from '../domain/types.ts';

interface MenuStore {
  /** Per menu domain (a sidebar side): the menu shown and the menus to go back to. */
  stacks: MenuStacks;
  /** Shows a top-level menu in a domain, forgetting its nested menus. */
  show: (domain: string, menu: Menu | null) => void;
  /** Pushes the menu shown and shows `nested` with a go-back item first. */
  openNested: (domain: string, nested: Menu) => void;
  /** Back to the menu before. */
  back: (domain: string) => void;
  forget: (domain: string) => void;
}

/** SPEC §4 menu stack per domain; the rules are `domain/menus.ts`'s. */
export const useMenus = create<MenuStore>()((set, get) => {
  const update = (stacks: MenuStacks) => {
    if (stacks !== get().stacks) set({ stacks });
  };
  return {
    stacks: {},
    show: (domain, menu) => update(showMenu(get().stacks, domain, menu)),
    openNested: (domain, nested) => update(openNestedMenu(get().stacks, domain, nested)),
    back: (domain) => update(closeNestedMenu(get().stacks, domain)),
    forget: (domain) => update(forgetMenus(get().stacks, domain)),
  };
});
