/**
 * The one bridge between the scene and the DOM: hotspot elements register here, and the scene writes
 * their screen positions into them every rendered frame (no React state per frame).
 */
export interface Anchor {
  element: HTMLElement;
  /** Position on the background picture, 0..1 from its top-left corner. */
  x: number;
  y: number;
}

export const anchors = new Map<string, Anchor>();

let onChange: (() => void) | null = null;

export function registerAnchor(key: string, anchor: Anchor): () => void {
  anchors.set(key, anchor);
  onChange?.();
  return () => {
    if (anchors.get(key) === anchor) anchors.delete(key);
    onChange?.();
  };
}

/** The scene asks to be told when anchors come or go, to render them in place. */
export function onAnchorsChange(listener: (() => void) | null): void {
  onChange = listener;
}
