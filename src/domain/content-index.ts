import type { ContentBundle, Location, World } from './types.ts';

/** Lookups over a loaded bundle, built once per load. */
export interface ContentIndex {
  bundle: ContentBundle;
  worlds: Map<string, World>;
  locations: Map<string, Location>;
  /** world slug -> location slug -> location */
  locationsBySlug: Map<string, Map<string, Location>>;
}

export function indexContent(bundle: ContentBundle): ContentIndex {
  const worlds = new Map(bundle.worlds.map((world) => [world.slug, world]));
  const locations = new Map<string, Location>();
  const locationsBySlug = new Map<string, Map<string, Location>>();
  for (const location of bundle.locations) {
    locations.set(location.payloadId, location);
    let bySlug = locationsBySlug.get(location.worldSlug);
    if (!bySlug) locationsBySlug.set(location.worldSlug, (bySlug = new Map()));
    bySlug.set(location.slug, location);
  }
  return { bundle, worlds, locations, locationsBySlug };
}

/** The world to open at the root: one whose URL_ALIAS is this host, else the configured default. */
export function pickHomeWorld(index: ContentIndex, hostname: string): World | null {
  const host = hostname.toLowerCase();
  const byAlias = index.bundle.worlds.find((world) => world.urlAlias?.toLowerCase() === host);
  if (byAlias) return byAlias;
  const slug = index.bundle.settings.defaultWorld;
  const configured = slug ? index.worlds.get(slug) : undefined;
  return configured ?? index.bundle.worlds.find((world) => world.isDefault) ?? null;
}

export function startLocationOf(index: ContentIndex, world: World): Location | null {
  const start = world.startLocationId ? index.locations.get(world.startLocationId) : undefined;
  return start && start.worldSlug === world.slug ? start : null;
}
