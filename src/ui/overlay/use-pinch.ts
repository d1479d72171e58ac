import { useRef, type PointerEvent, type RefObject } from 'react';

/**
 * Two-finger pinch on an element, by pointer events: while the fingers move, `preview` scales the content
 * with a CSS transform (cheap, every move); when a finger lifts, `commit` receives the gesture's ratio once,
 * so the content is rendered again at its new size only then.
 */
export function usePinch(target: RefObject<HTMLElement | null>, commit: (ratio: number) => void) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const start = useRef<number | null>(null);
  const ratio = useRef(1);
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const preview = (value: number) => {
    if (target.current) target.current.style.transform = value === 1 ? '' : `scale(${value})`;
  };
  const end = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (start.current === null || pointers.current.size >= 2) return;
    start.current = null;
    preview(1);
    if (ratio.current !== 1) commit(ratio.current);
    ratio.current = 1;
  };
  return {
    onPointerDown: (event: PointerEvent) => {
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.current.size === 2) {
        start.current = spread();
        ratio.current = 1;
      }
    },
    onPointerMove: (event: PointerEvent) => {
      if (!pointers.current.has(event.pointerId)) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (start.current === null || start.current === 0) return;
      ratio.current = spread() / start.current;
      preview(ratio.current);
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
}
