import { useMemo } from 'react';
import { useOverlay } from '../stores/overlay-store.ts';
import type { ContentActions } from '../ui/overlay/content-actions.ts';
import { track } from './analytics.ts';
import { useActionRunner } from './run-action.ts';

/**
 * What the buttons, links and pictures of articles and dashboards do: their action stacks through the app's
 * runner (SPEC §3), pictures opened large.
 */
export function useContentActions(): ContentActions {
  const run = useActionRunner();
  return useMemo(
    () => ({
      run: (steps, { title, media }) => {
        track('button click action', { actions: steps.map((step) => step.action), label: title });
        run(steps, { title, media, menuDomain: null });
      },
      // Until the lightbox (issue 12, point 4) is there: the picture alone, in a media modal over the content.
      onOpenMedia: (media, index) => {
        const item = media[index];
        if (item) useOverlay.getState().open({ kind: 'media', title: item.alt || item.name, media: [item] });
      },
    }),
    [run],
  );
}
