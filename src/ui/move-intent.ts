import type { PointerEvent } from 'react';
import { useTap } from '../stores/tap-store.ts';

/**
 * The handlers of a control that moves the visitor toward `target` (a payloadId, or how to find it when pressed: the
 * way back): a finger down counts the tap (the stage starts the tap-to-motion measure and primes the first clip
 * there); a mouse resting on it, or the keyboard's focus, tells the stage a tap is likely, so that a visitor's device
 * loads that clip then, rather than every clip on arrival.
 */
export function moveIntent(target: string | null | (() => string | null)) {
  const resolve = () => (typeof target === 'function' ? target() : target);
  const point = () => useTap.getState().pointAt(resolve());
  const leave = () => {
    if (useTap.getState().pointing === resolve()) useTap.getState().pointAt(null);
  };
  return {
    onPointerDown: () => useTap.getState().tapToward(resolve()),
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') point();
    },
    onPointerLeave: leave,
    onFocus: point,
    onBlur: leave,
  };
}
