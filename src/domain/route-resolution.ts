import { startLocationOf, type ContentIndex } from './content-index.ts';
import type { Location, World } from './types.ts';

export type Resolution =
  | { kind: 'location'; world: World; location: Location; canonical: boolean }
  | { kind: 'not-found'; what: 'world' | 'location' }
  | { kind: 'no-start'; world: World };

/**
 * Resolves `/{world}` and `/{world}/{location}` (the location optionally prefixed by its group slug:
 * `/{world}/{group}/{location}`) to a location. A world alone resolves to its start location.
 * `canonical` is false when the address should be replaced by the location's own address.
 */
export function resolveRoute(index: ContentIndex, worldSlug: string, rest: readonly string[]): Resolution {
  const world = index.worlds.get(worldSlug);
  if (!world) return { kind: 'not-found', what: 'world' };
  const segments = rest.filter((segment) => segment !== '');
  if (segments.length === 0) {
    const start = startLocationOf(index, world);
    return start ? { kind: 'location', world, location: start, canonical: false } : { kind: 'no-start', world };
  }
  if (segments.length > 2) return { kind: 'not-found', what: 'location' };
  const [first, second] = segments;
  const slug = second ?? first;
  const groupSlug = second === undefined ? null : first;
  const location = slug === undefined ? undefined : index.locationsBySlug.get(world.slug)?.get(slug);
  if (!location) return { kind: 'not-found', what: 'location' };
  if (groupSlug !== null && location.group?.slug !== groupSlug) return { kind: 'not-found', what: 'location' };
  return { kind: 'location', world, location, canonical: groupSlug === null };
}
