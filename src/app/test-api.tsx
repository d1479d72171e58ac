import { useEffect } from 'react';
import { useApp } from '../stores/app-store.ts';
import { usePresenter } from '../stores/presenter-store.ts';
import { useContent } from '../stores/content-store.ts';
import { useScreensaver } from '../stores/screensaver-store.ts';
import { sceneStats } from '../scene/scene-stats.ts';
import { useTap } from '../stores/tap-store.ts';

declare global {
  interface Window {
    /** Read-only view of the tour for e2e tests and benchmarks (test and bench builds only). */
    __tour?: {
      presenter: () => ReturnType<typeof usePresenter.getState>;
      content: () => ReturnType<typeof useContent.getState>;
      /** How many modals, viewers and the lightbox hold the screensaver back. */
      screensaverHolds: () => number;
      /** The screensaver: shown or not, which one, the playlist item. */
      screensaver: () => ReturnType<typeof useScreensaver.getState>;
      /** The application flags (power save, going on without videos, focus...). */
      app: () => ReturnType<typeof useApp.getState>;
      scene: typeof sceneStats;
      /** A tap on something that moves the visitor to `payloadId` (pointerdown, then the move). */
      tap: (payloadId: string) => void;
    };
  }
}

export default function TestApiMount() {
  useEffect(() => {
    window.__tour = {
      presenter: usePresenter.getState,
      content: useContent.getState,
      screensaverHolds: () => useScreensaver.getState().holds,
      screensaver: useScreensaver.getState,
      app: useApp.getState,
      scene: sceneStats,
      tap: (payloadId) => {
        useTap.getState().tapToward(payloadId);
        usePresenter.getState().navigate(payloadId);
      },
    };
    return () => {
      delete window.__tour;
    };
  }, []);
  return null;
}
