import type { ActionTarget, Location, Menu, MenuItem, World } from './types.ts';

export type MenuLevel = 'root' | 'world' | 'group' | 'location';
/** SPEC §4: "Menu choice by priority: root 0, world 1, group 2, location 3". */
export const MENU_PRIORITY: Readonly<Record<MenuLevel, number>> = { root: 0, world: 1, group: 2, location: 3 };
/** The main menu (left sidebar) and the contacts (right sidebar). */
export const MAIN_MENU_KEY = 'application-main';
export const CONTACTS_MENU_KEY = 'application-contacts';
/** SPEC §9: "Default menu keys: application-main, application-footer, application-contacts." */
export const DEFAULT_MENU_KEYS = [MAIN_MENU_KEY, 'application-footer', CONTACTS_MENU_KEY] as const;
/** Id of the go-back item added in front of a nested menu (labelled by the interface string `menu__back`). */
export const GO_BACK_ITEM_ID = -1;

/** The menu keys each level names. */
export type MenuSources = Readonly<Record<MenuLevel, readonly string[]>>;

/** Menu keys of the current location, its group and world; the root level is every menu of the collection. */
export function menuSourcesOf(location: Location | null, world: World | null, menus: readonly Menu[]): MenuSources {
  return {
    root: menus.map((m) => m.key),
    world: world?.menus ?? [],
    group: location?.group?.menus ?? [],
    location: location?.menus ?? [],
  };
}

const LEVELS_BY_PRIORITY = (Object.keys(MENU_PRIORITY) as MenuLevel[]).sort(
  (a, b) => MENU_PRIORITY[b] - MENU_PRIORITY[a],
);

/**
 * SPEC §4: "the highest priority with a menu whose key starts with the requested key wins". Within one level an
 * exact key beats a longer one, then the level's own order decides. Keys with no menu in `menus` are skipped.
 */
export function resolveMenu(requestedKey: string, sources: MenuSources, menus: readonly Menu[]): Menu | null {
  const byKey = new Map(menus.map((m) => [m.key, m] as const));
  for (const level of LEVELS_BY_PRIORITY) {
    const keys = sources[level].filter((k) => k.startsWith(requestedKey) && byKey.has(k));
    const key = keys.includes(requestedKey) ? requestedKey : keys[0];
    if (key !== undefined) return byKey.get(key) ?? null;
  }
  return null;
}

/** An action target that names nothing. */
export const NO_TARGET: ActionTarget = {
  id: null,
  payloadId: null,
  url: null,
  newTab: false,
  newWindow: false,
  menuKey: null,
};

/** A go-back entry: its one step goes back to the menu before. */
export const isGoBackItem = (item: MenuItem): boolean => item.steps.length === 1 && item.steps[0]?.action === 'go-back';

/** The menu with a go-back item first: its own first go-back item moved to the front, else a new one. */
export function withGoBackFirst(menu: Menu): Menu {
  const own = menu.items.find(isGoBackItem);
  const goBack: MenuItem = own ?? {
    id: GO_BACK_ITEM_ID,
    label: '',
    labelKey: { key: 'menu__back' },
    steps: [{ action: 'go-back', target: NO_TARGET }],
    media: null,
    cover: null,
  };
  return { ...menu, items: [goBack, ...menu.items.filter((i) => i !== own)] };
}

/** What one menu domain (a sidebar, the footer...) shows, and the menus to go back to. */
export interface MenuStack {
  current: Menu | null;
  stack: readonly Menu[];
}
export type MenuStacks = Readonly<Record<string, MenuStack>>;

const stackOf = (stacks: MenuStacks, domain: string): MenuStack => stacks[domain] ?? { current: null, stack: [] };

/** Shows a top-level menu in a domain, forgetting its nested menus. */
export function showMenu(stacks: MenuStacks, domain: string, menu: Menu | null): MenuStacks {
  return { ...stacks, [domain]: { current: menu, stack: [] } };
}

/**
 * SPEC §4: "opening a nested menu pushes the current menu and shows the nested one with a go-back item first".
 * With nothing shown there is nothing to go back to: the nested menu is shown as it is.
 */
export function openNestedMenu(stacks: MenuStacks, domain: string, nested: Menu): MenuStacks {
  const { current, stack } = stackOf(stacks, domain);
  if (!current) return showMenu(stacks, domain, nested);
  return { ...stacks, [domain]: { current: withGoBackFirst(nested), stack: [...stack, current] } };
}

/** SPEC §4: "Going back restores the last saved menu and pops it." No saved menu: nothing changes. */
export function closeNestedMenu(stacks: MenuStacks, domain: string): MenuStacks {
  const { stack } = stackOf(stacks, domain);
  const previous = stack[stack.length - 1];
  if (!previous) return stacks;
  return { ...stacks, [domain]: { current: previous, stack: stack.slice(0, -1) } };
}

/** A domain that is no longer shown (its sidebar closed) keeps no menus. */
export function forgetMenus(stacks: MenuStacks, domain: string): MenuStacks {
  if (!(domain in stacks)) return stacks;
  const { [domain]: _forgotten, ...rest } = stacks;
  return rest;
}
