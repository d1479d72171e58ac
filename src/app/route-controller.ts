import type { ContentIndex } from '../domain/content-index.ts';
import type { Location } from '../domain/types.ts';
import { useContent } from '../stores/content-store.ts';
import { usePresenter } from '../stores/presenter-store.ts';
import { track } from './analytics.ts';
import { runBoxHooks } from './box-hooks.ts';

const frameAncestors = () => useContent.getState().security?.frameAncestors ?? [];

/** SPEC §4 route hooks on a current-location change, beyond the state the presenter records: tracking, box hooks. */
function onArrival(location: Location, index: ContentIndex): void {
  track('location reached', { location: location.payloadId, title: location.title });
  track('current world', { world: location.worldSlug });
  track('location total', {
    total: index.bundle.locations.filter((candidate) => candidate.worldSlug === location.worldSlug).length,
  });
  runBoxHooks(index.bundle.settings.boxHooks, 'onCurrentLocationChange', location, frameAncestors());
}

/** SPEC §4 route hooks on a target-location change: the content's box hooks. */
function onTarget(location: Location, index: ContentIndex): void {
  runBoxHooks(index.bundle.settings.boxHooks, 'onTargetLocationChange', location, frameAncestors());
}

/**
 * Runs the route hooks as the presenter's state changes: a new target, then an arrival (never a location passed
 * through). Returns the unsubscribe.
 */
export function startRouteController(): () => void {
  return usePresenter.subscribe((state, previous) => {
    const index = useContent.getState().index;
    if (!index) return;
    const target = state.target !== previous.target && state.target ? index.locations.get(state.target) : undefined;
    if (target) onTarget(target, index);
    const arrival =
      state.arrivedAt !== previous.arrivedAt && state.arrivedAt ? index.locations.get(state.arrivedAt) : undefined;
    if (arrival) onArrival(arrival, index);
  });
}
