import { useCallback } from 'react';
import { hotspotSteps } from '../domain/action-stack.ts';
import type { Hotspot } from '../domain/types.ts';
import { track } from './analytics.ts';
import { useActionRunner } from './run-action.ts';

/** What tapping a hotspot does, by its type (SPEC §3 hotspot actions); a menu hotspot opens the left sidebar. */
export function useHotspotAction(): (hotspot: Hotspot) => void {
  const run = useActionRunner();
  return useCallback(
    (hotspot: Hotspot) => {
      track('content opened', { type: hotspot.type, title: hotspot.title });
      run(hotspotSteps(hotspot), { title: hotspot.title, media: hotspot.media, cover: null, menuDomain: null });
    },
    [run],
  );
}
