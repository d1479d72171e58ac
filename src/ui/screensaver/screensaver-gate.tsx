import { lazy, Suspense } from 'react';
import { useScreensaver } from '../../stores/screensaver-store.ts';

// Shown only after minutes of idle: its code loads when it starts, off the first route.
const ScreensaverOverlay = lazy(() => import('./screensaver-overlay.tsx'));

/** The screensaver overlay, mounted while the screensaver is active. */
export function ScreensaverGate() {
  const active = useScreensaver((state) => state.active);
  return active ? (
    <Suspense fallback={null}>
      <ScreensaverOverlay />
    </Suspense>
  ) : null;
}
