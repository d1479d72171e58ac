import { lazy, Suspense } from 'react';
import { useAccess } from '../../stores/access-store.ts';
import { useApp } from '../../stores/app-store.ts';

// Rarely shown: their code (and the modal's) loads when one opens, off the first route (issue 11, point 13).
const AccessDialog = lazy(async () => ({ default: (await import('./access-dialog.tsx')).AccessDialog }));
const VideosBlockedDialog = lazy(async () => ({
  default: (await import('./videos-blocked-dialog.tsx')).VideosBlockedDialog,
}));

/** The access-code dialog, mounted while a protected world asks for its code. */
export function AccessDialogGate() {
  const open = useAccess((state) => state.request !== null);
  return open ? (
    <Suspense fallback={null}>
      <AccessDialog />
    </Suspense>
  ) : null;
}

/** The videos-blocked dialog (SPEC §8), mounted while videos are refused. */
export function VideosBlockedDialogGate() {
  const open = useApp((state) => state.videosBlocked);
  return open ? (
    <Suspense fallback={null}>
      <VideosBlockedDialog />
    </Suspense>
  ) : null;
}
