import type { ContentIndex } from './content-index.ts';
import { startLocationOf } from './content-index.ts';
import type { Location } from './types.ts';
import { isWithheld } from './world-lock.ts';

export interface StationGroup {
  title: string;
  priority: number;
  stations: Location[];
}

/** A location that stands for another world (SPEC §3 world_item of type world): a shortcut, not a station. */
const leadsToAWorld = (location: Location) => location.worldItem?.type === 'world';

/**
 * The bottom navigation's stations (SPEC §2): a world's locations that have a station category, grouped by it,
 * groups by their priority, stations by their priority in the category (then title). Locations that are shortcuts
 * to another world are left to the shortcuts.
 */
export function stationGroups(locations: readonly Location[], worldSlug: string): StationGroup[] {
  const groups = new Map<string, StationGroup>();
  for (const location of locations) {
    const category = location.stationCategory;
    if (location.worldSlug !== worldSlug || !category || leadsToAWorld(location)) continue;
    let group = groups.get(category.title);
    if (!group)
      groups.set(category.title, (group = { title: category.title, priority: category.priority, stations: [] }));
    group.stations.push(location);
  }
  return [...groups.values()]
    .sort((a, b) => a.priority - b.priority || a.title.localeCompare(b.title))
    .map((group) => ({
      ...group,
      stations: group.stations.sort(
        (a, b) => a.priorityInCategory - b.priorityInCategory || a.title.localeCompare(b.title),
      ),
    }));
}

export interface Shortcut {
  /** The world the shortcut leads to. */
  worldSlug: string;
  title: string;
  /** Where a tap goes: that world's start location (named even when withheld), else the location standing for it. */
  target: string;
}

/**
 * SPEC §2 "Bottom navigation has shortcuts": the world items of the world the visitor is in, each leading to the
 * start of the world it stands for (the path runs through its portal), in station order, one per world.
 */
export function shortcutsOf(index: ContentIndex, worldSlug: string): Shortcut[] {
  const shortcuts = new Map<string, Shortcut>();
  const items = index.bundle.locations
    .filter((location) => location.worldSlug === worldSlug && leadsToAWorld(location))
    .sort(
      (a, b) =>
        (a.stationCategory?.priority ?? 0) - (b.stationCategory?.priority ?? 0) ||
        a.priorityInCategory - b.priorityInCategory ||
        a.title.localeCompare(b.title),
    );
  for (const location of items) {
    const slug = location.worldItem!.worldSlug;
    const world = index.worlds.get(slug);
    if (!world || slug === worldSlug || shortcuts.has(slug)) continue;
    // A world the server withholds sent none of its locations: its start is still named, and a tap on it asks
    // for what opens the world.
    const start = startLocationOf(index, world)?.payloadId ?? (isWithheld(index, world) ? world.startLocationId : null);
    shortcuts.set(slug, { worldSlug: slug, title: world.name, target: start ?? location.payloadId });
  }
  return [...shortcuts.values()];
}
