import { useMemo } from 'react';
import type { ContentActions } from '../ui/overlay/content-actions.ts';
import { track } from './analytics.ts';
import { openMedia } from './open-media.ts';
import { useActionRunner } from './run-action.ts';

/**
 * What the buttons, links and pictures of articles and dashboards do: their action stacks through the app's
 * runner (SPEC §3), pictures opened large.
 */
export function useContentActions(): ContentActions {
  const run = useActionRunner();
  return useMemo(
    () => ({
      run: (steps, context) => {
        track('button click action', { actions: steps.map((step) => step.action), label: context.title });
        run(steps, { ...context, menuDomain: null });
      },
      onOpenMedia: openMedia,
    }),
    [run],
  );
}
