import type { ContentIndex } from '../domain/content-index.ts';
import type { Location } from '../domain/types.ts';
import { track } from './analytics.ts';
import { runBoxHooks } from './box-hooks.ts';

/**
 * SPEC §4 Route hooks on a current-location change, beyond what the presenter store records itself
 * (hotspots, arrows, history, breadcrumb, logo): tracking and the content's box hooks.
 */
export function runArrivalHooks(location: Location, index: ContentIndex): void {
  track('location reached', { location: location.payloadId, title: location.title });
  track('current world', { world: location.worldSlug });
  track('location total', {
    total: index.bundle.locations.filter((candidate) => candidate.worldSlug === location.worldSlug).length,
  });
  runBoxHooks(index.bundle.settings.boxHooks, 'onCurrentLocationChange', location);
}

/** SPEC §4 Route hooks on a target-location change: the content's box hooks. */
export function runTargetHooks(location: Location, index: ContentIndex): void {
  runBoxHooks(index.bundle.settings.boxHooks, 'onTargetLocationChange', location);
}
