import { lazy, Suspense } from 'react';
import { useAccess } from '../../stores/access-store.ts';
import { useApp } from '../../stores/app-store.ts';
import { OverlayBoundary } from '../overlay-boundary.tsx';

// Rarely shown: their code (and the modal's) loads when one opens, off the first route (issue 11, point 13).
const AccessDialog = lazy(async () => ({ default: (await import('./access-dialog.tsx')).AccessDialog }));
const VideosBlockedDialog = lazy(async () => ({
  default: (await import('./videos-blocked-dialog.tsx')).VideosBlockedDialog,
}));

/** The access-code dialog, mounted while a protected world asks for its code. */
export function AccessDialogGate() {
  const open = useAccess((state) => state.request !== null);
  const dismiss = useAccess((state) => state.dismiss);
  return open ? (
    <OverlayBoundary name="access dialog" onFailure={dismiss}>
      <Suspense fallback={null}>
        <AccessDialog />
      </Suspense>
    </OverlayBoundary>
  ) : null;
}

/** The videos-blocked dialog (SPEC §8), mounted while videos are refused. */
export function VideosBlockedDialogGate() {
  const open = useApp((state) => state.videosBlocked);
  const set = useApp((state) => state.set);
  // Without the dialog, the tour goes on as its button would: without videos.
  const goOn = () => set({ videosBlocked: false, fallbackMode: true });
  return open ? (
    <OverlayBoundary name="videos-blocked dialog" onFailure={goOn}>
      <Suspense fallback={null}>
        <VideosBlockedDialog />
      </Suspense>
    </OverlayBoundary>
  ) : null;
}
