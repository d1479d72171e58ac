import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_KIND_NAMES, actionKind, type ActionKind } from '../../domain/action-kind.ts';
import { hotspotSteps } from '../../domain/action-stack.ts';
import type { Location } from '../../domain/types.ts';
import { useContent } from '../../stores/content-store.ts';

/** What each hotspot of `location` does (by its key): its kind, and its accessible name, the label first. */
export function useHotspotKinds(
  location: Location | undefined,
): ReadonlyMap<string, { kind: ActionKind; name: string }> {
  const { t } = useTranslation();
  const locations = useContent((state) => state.index?.locations);
  const worlds = useContent((state) => state.index?.bundle.worlds);
  return useMemo(() => {
    // A location the index lacks may be the start of a world the visitor may not enter yet (the server sends a
    // guest none of a protected world's locations): its world is known by its start.
    const placeOf = (payloadId: string) => {
      const place = locations?.get(payloadId);
      if (place) return { world: place.worldSlug, portal: place.worldItem !== null };
      const world = worlds?.find((entry) => entry.startLocationId === payloadId);
      return world ? { world: world.slug, portal: false } : null;
    };
    return new Map(
      (location?.hotspots ?? []).map((hotspot) => {
        const kind = actionKind(hotspotSteps(hotspot)[0]!, hotspot.media, location?.worldSlug ?? null, placeOf);
        return [hotspot.key, { kind, name: t(ACTION_KIND_NAMES[kind], { label: hotspot.title }) }];
      }),
    );
  }, [location, locations, worlds, t]);
}
