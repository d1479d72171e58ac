import { lazy, Suspense } from 'react';
import { useLightbox } from '../../stores/lightbox-store.ts';
import { OverlayBoundary } from '../overlay-boundary.tsx';

// A gate (docs/architecture.md, first-route budget): the lightbox library loads when something opens in it.
const LightboxView = lazy(() => import('./lightbox-view.tsx'));

/** The lightbox, mounted while it shows something. */
export function LightboxGate() {
  const open = useLightbox((state) => state.index !== null);
  const close = useLightbox((state) => state.close);
  return open ? (
    <OverlayBoundary name="lightbox" onFailure={close}>
      <Suspense fallback={null}>
        <LightboxView />
      </Suspense>
    </OverlayBoundary>
  ) : null;
}
