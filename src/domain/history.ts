import type { Location, World } from './types.ts';

/** SPEC §9: "History 100 entries." */
export const HISTORY_LIMIT = 100;

/** SPEC §4 History: "starts with the start location". */
export function startHistory(start: string): string[] {
  return [start];
}

/**
 * Records a (non pass-through) arrival. SPEC §4 History: "clears on return to start, pushes each location, at
 * most 100 entries (oldest dropped)". Arriving where the history already ends adds nothing.
 */
export function recordVisit(history: readonly string[], payloadId: string, start: string | null): string[] {
  if (payloadId === start) return [payloadId];
  if (history[history.length - 1] === payloadId) return [...history];
  return [...history, payloadId].slice(-HISTORY_LIMIT);
}

/**
 * Back: "navigates to the last entry ('get last' pops twice)". The first pop removes the current location, the
 * second the one to go back to, which the arrival there pushes again. `null` when there is nowhere to go back to.
 */
export function goBack(history: readonly string[]): { target: string; history: string[] } | null {
  const target = history[history.length - 2];
  return target === undefined ? null : { target, history: history.slice(0, -2) };
}

/**
 * SPEC §4: "Each world remembers its last visited location." World slug -> payloadId, in the order the worlds were
 * last visited (the current world last), so that the world a visitor came from is known.
 */
export function rememberLastVisited(
  lastVisited: ReadonlyMap<string, string>,
  location: Pick<Location, 'payloadId' | 'worldSlug'>,
): Map<string, string> {
  const next = new Map(lastVisited);
  next.delete(location.worldSlug);
  return next.set(location.worldSlug, location.payloadId);
}

export interface Crumb {
  kind: 'world' | 'group' | 'location';
  /** World slug, group slug or location payloadId. */
  id: string;
  title: string;
  /** Where a tap on the entry leads: the world's start, the group's first location; null for where the visitor is. */
  target: string | null;
}

/** The group's first location in the world, by its place in the station category (then title). */
function groupStart(locations: readonly Location[], worldSlug: string, groupSlug: string): string | null {
  let first: Location | null = null;
  for (const candidate of locations) {
    if (candidate.worldSlug !== worldSlug || candidate.group?.slug !== groupSlug) continue;
    if (
      !first ||
      candidate.priorityInCategory < first.priorityInCategory ||
      (candidate.priorityInCategory === first.priorityInCategory && candidate.title.localeCompare(first.title) < 0)
    )
      first = candidate;
  }
  return first?.payloadId ?? null;
}

/**
 * World > group > location; the group is left out when the location has none. The world and group entries lead to
 * the world's start and the group's first location (none where that is where the visitor already is).
 */
export function breadcrumbOf(
  location: Location,
  world: Pick<World, 'slug' | 'name' | 'startLocationId'> | null,
  locations: readonly Location[],
): Crumb[] {
  const exists = (id: string | null) =>
    id !== null &&
    id !== location.payloadId &&
    locations.some((l) => l.payloadId === id && l.worldSlug === location.worldSlug)
      ? id
      : null;
  const crumbs: Crumb[] = [
    {
      kind: 'world',
      id: location.worldSlug,
      title: world?.name || location.worldSlug,
      target: exists(world?.startLocationId ?? null),
    },
  ];
  if (location.group)
    crumbs.push({
      kind: 'group',
      id: location.group.slug,
      title: location.group.title,
      target: exists(groupStart(locations, location.worldSlug, location.group.slug)),
    });
  crumbs.push({ kind: 'location', id: location.payloadId, title: location.title, target: null });
  return crumbs;
}

/** Previous / next arrows of a location; an arrow to a location that does not exist is hidden (`null`). */
export function arrowsOf(
  location: Pick<Location, 'arrowPrev' | 'arrowNext'>,
  exists: (payloadId: string) => boolean,
): { prev: string | null; next: string | null } {
  const keep = (id: string | null) => (id !== null && exists(id) ? id : null);
  return { prev: keep(location.arrowPrev), next: keep(location.arrowNext) };
}
