import { useEffect, useRef, useState } from 'react';

/**
 * A disclosure that opens over the page: a tap outside or Escape closes it (Escape returns focus to its button),
 * and on opening focus moves to the element marked `data-popover-focus` inside it.
 */
export function usePopover<Root extends HTMLElement, Button extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const root = useRef<Root>(null);
  const button = useRef<Button>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    root.current?.querySelector<HTMLElement>('[data-popover-focus]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return { open, setOpen, root, button };
}
