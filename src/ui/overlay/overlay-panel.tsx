import { lazy, Suspense } from 'react';
import { useOverlay } from '../../stores/overlay-store.ts';
import { OverlayBoundary } from '../overlay-boundary.tsx';
import type { ContentActions } from './content-actions.ts';

// Content views (and the HTML sanitiser they need) load only when something is opened.
const OverlayContentView = lazy(() => import('./overlay-content.tsx'));

/**
 * Whatever was opened, in modals above the stage: the topmost last, so that it lies over the others. `actions` is
 * what their buttons, links and pictures do, from the app.
 */
export function OverlayPanel({ actions }: { actions: ContentActions }) {
  const stack = useOverlay((state) => state.stack);
  const closeAll = useOverlay((state) => state.closeAll);
  if (stack.length === 0) return null;
  return (
    <OverlayBoundary name="overlay" onFailure={closeAll}>
      <Suspense fallback={null}>
        {stack.map((content, depth) => (
          // Keyed by what it shows: other content at the same depth is a new modal, with its own focus and pause.
          <OverlayContentView key={`${depth}:${JSON.stringify(content)}`} content={content} actions={actions} />
        ))}
      </Suspense>
    </OverlayBoundary>
  );
}
