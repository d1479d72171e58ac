import type { ContentIndex } from './content-index.ts';
import type { World } from './types.ts';

/** What a visitor must do to enter a world: sign in, enter its code, or nothing. */
export type WorldLock = 'login' | 'code' | null;

/** A world whose content the server withheld: it stays listed, but none of its locations came. */
export const isWithheld = (index: ContentIndex, world: World): boolean => !index.locationsBySlug.get(world.slug)?.size;

/**
 * The server decides who sees a protected world; the client asks for what is missing. A login-only world asks
 * a guest to sign in. A password world asks for its code only while the server withholds its locations: an
 * empty password protects nothing, and a stored key the server no longer accepts (expired) asks again.
 */
export function worldLock(index: ContentIndex, world: World, loggedIn: boolean): WorldLock {
  if (world.onlyLoggedInUsers && !loggedIn) return 'login';
  return world.protectWithPassword && isWithheld(index, world) ? 'code' : null;
}

/**
 * The world a navigation target (a location payloadId) leads into: its location's world, or, for a location
 * of a withheld world (unknown to the client), the world that starts there.
 */
export function worldOfTarget(index: ContentIndex, payloadId: string): World | null {
  const location = index.locations.get(payloadId);
  if (location) return index.worlds.get(location.worldSlug) ?? null;
  return index.bundle.worlds.find((world) => world.startLocationId === payloadId && isWithheld(index, world)) ?? null;
}
