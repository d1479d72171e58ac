import { lazy, Suspense } from 'react';
import { useOverlay } from '../../stores/overlay-store.ts';

// Content views (and the HTML sanitiser they need) load only when something is opened.
const OverlayContentView = lazy(() => import('./overlay-content.tsx'));

/** Whatever a hotspot opened, in a modal above the stage. */
export function OverlayPanel() {
  const content = useOverlay((state) => state.content);
  if (!content) return null;
  return (
    <Suspense fallback={null}>
      <OverlayContentView content={content} />
    </Suspense>
  );
}
