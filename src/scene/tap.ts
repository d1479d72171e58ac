import { markTap } from './scene-stats.ts';

type Listener = (target: string) => void;
let listener: Listener | null = null;

/**
 * A pointerdown on something that moves the visitor: marks the tap (tap-to-motion) and tells the stage
 * where the visitor is going, so that the first clip there is primed while the finger is still down.
 */
export function tapToward(target: string | null): void {
  markTap();
  if (target) listener?.(target);
}

/** The stage listens for taps (one stage at a time). */
export function onTapToward(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}
