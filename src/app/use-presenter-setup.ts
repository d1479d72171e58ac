import { useEffect, useSyncExternalStore } from 'react';
import { useApp } from '../stores/app-store.ts';
import { useContent } from '../stores/content-store.ts';
import { usePresenter } from '../stores/presenter-store.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Feeds the presenter the loaded content and the flags planning depends on. */
export function usePresenterSetup(): void {
  const index = useContent((state) => state.index);
  const configure = usePresenter((state) => state.configure);
  const powerSaveMode = useApp((state) => state.powerSaveMode);
  const fallbackMode = useApp((state) => state.fallbackMode);
  const prefersReducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
  );
  // Without videos (refused, or the visitor chose so) every move is a blended cut, as with reduced motion.
  const reducedMotion = prefersReducedMotion || fallbackMode;
  useEffect(() => {
    if (index) configure(index, { powerSaveMode, reducedMotion });
  }, [configure, index, powerSaveMode, reducedMotion]);
}
