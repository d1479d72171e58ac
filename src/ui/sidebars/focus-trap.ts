import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const CONTROLS = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The controls a visitor can reach in `root`: not disabled, not in a hidden or inert part. */
function controlsIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (control) => !control.matches(':disabled') && control.closest('[hidden], [inert]') === null,
  );
}

/**
 * While `active`: Tab and Shift+Tab cycle through the controls in `container`, Escape calls `onEscape`, and when
 * it ends the focus goes back to where it was when it began. A modal dialog opened above (`dialog:modal`) keeps
 * its own keys.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  // A layout effect: it must see the opener focused, before the sidebar's own effects move the focus in.
  useLayoutEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKeyDown = (event: KeyboardEvent) => {
      const root = container.current;
      if (!root || document.querySelector('dialog:modal')) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const controls = controlsIn(root);
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (!first || !last) return;
      const at = controls.indexOf(document.activeElement as HTMLElement);
      if (event.shiftKey ? at <= 0 : at === -1 || at === controls.length - 1) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [active, container]);
}
