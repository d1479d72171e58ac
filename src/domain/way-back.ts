import { startLocationOf, type ContentIndex } from './content-index.ts';
import { MAIN_MENU_KEY, menuSourcesOf, NO_TARGET, resolveMenu } from './menus.ts';
import type { Location, Menu, MenuItem, World } from './types.ts';

/** Ids of the items the main menu gains so that no visitor is stranded; CMS ids are non-negative. */
export const WAY_BACK_ITEM_ID = -2;
export const TO_START_ITEM_ID = -3;

export interface WayBackContext {
  /** Where the visitor is. */
  here: Location | null;
  /** The default world and its start location's payloadId. */
  home: { world: World; start: string } | null;
  worlds: ReadonlyMap<string, World>;
  /** Each world's last visited location, the current world last (`rememberLastVisited`). */
  lastVisited: ReadonlyMap<string, string>;
}

/** The world visited before the current one: the latest in `lastVisited` that is not `here`'s. */
export function cameFrom(lastVisited: ReadonlyMap<string, string>, hereWorld: string): string | null {
  const worlds = [...lastVisited.keys()].filter((slug) => slug !== hereWorld);
  return worlds[worlds.length - 1] ?? null;
}

const navigateTo = (id: number, payloadId: string, labelKey: MenuItem['labelKey']): MenuItem => ({
  id,
  label: '',
  labelKey,
  steps: [{ action: 'navigate', target: { ...NO_TARGET, payloadId } }],
  media: null,
  cover: null,
});

/** The location a tap on `item` ends at: the target of its last navigate step. */
export function destinationOf(item: MenuItem): string | null {
  const navigations = item.steps.filter((step) => step.action === 'navigate' && step.target.payloadId);
  return navigations[navigations.length - 1]?.target.payloadId ?? null;
}

/**
 * Issue 11, point 7 (never stranded): the main menu, opened from anywhere, leads back in one more tap.
 * - Outside the default world it starts with "Back to {world}": the world the visitor came from, at its last
 *   visited location (the default world's start when nothing is remembered).
 * - Unless the visitor is at the default world's start, some item leads there: when none of the menu's own items
 *   does, "To the start of {world}" follows.
 * So from every location the default world's start is two taps away: open the menu, tap the item.
 */
export function withWayBack(menu: Menu | null, { here, home, worlds, lastVisited }: WayBackContext): Menu | null {
  if (!home) return menu;
  const items = menu?.items ?? [];
  const lead: MenuItem[] = [];
  if (here && here.worldSlug !== home.world.slug) {
    const from = cameFrom(lastVisited, here.worldSlug) ?? home.world.slug;
    const target = lastVisited.get(from) ?? home.start;
    const world = worlds.get(from) ?? home.world;
    lead.push(navigateTo(WAY_BACK_ITEM_ID, target, { key: 'menu__back_to_world', values: { world: world.name } }));
  }
  const leadsHome = [...lead, ...items].some((item) => destinationOf(item) === home.start);
  if (here?.payloadId !== home.start && !leadsHome)
    lead.push(navigateTo(TO_START_ITEM_ID, home.start, { key: 'menu__to_start', values: { world: home.world.name } }));
  if (lead.length === 0) return menu;
  return { key: menu?.key ?? MAIN_MENU_KEY, title: menu?.title ?? '', items: [...lead, ...items] };
}

/**
 * The menu to show for a request (SPEC §4: by priority, from where the visitor is); the main menu with the way
 * back. `home` is the world the root address opens (`pickHomeWorld`).
 */
export function menuToShow(
  requestedKey: string,
  index: ContentIndex,
  { here, home, lastVisited }: { here: string | null; home: World | null; lastVisited: ReadonlyMap<string, string> },
): Menu | null {
  const location = here ? (index.locations.get(here) ?? null) : null;
  const world = location ? (index.worlds.get(location.worldSlug) ?? null) : null;
  const { menus } = index.bundle;
  const menu = resolveMenu(requestedKey, menuSourcesOf(location, world, menus), menus);
  if (requestedKey !== MAIN_MENU_KEY) return menu;
  const start = home ? startLocationOf(index, home) : null;
  return withWayBack(menu, {
    here: location,
    home: home && start ? { world: home, start: start.payloadId } : null,
    worlds: index.worlds,
    lastVisited,
  });
}
