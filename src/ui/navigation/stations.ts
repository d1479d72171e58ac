import type { Location } from '../../domain/types.ts';

export interface StationGroup {
  title: string;
  priority: number;
  stations: Location[];
}

/** The bottom navigation's stations: a world's locations that have a station category, ordered by priority. */
export function stationGroups(locations: readonly Location[], worldSlug: string): StationGroup[] {
  const groups = new Map<string, StationGroup>();
  for (const location of locations) {
    const category = location.stationCategory;
    if (location.worldSlug !== worldSlug || !category) continue;
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
