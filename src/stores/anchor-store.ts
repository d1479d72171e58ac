import { create } from 'zustand';

/**
 * A hotspot element riding on the picture. The scene writes its screen position into the element every rendered
 * frame (the one bridge between scene and DOM: no React state per frame).
 */
export interface Anchor {
  element: HTMLElement;
  /** Position on the background picture, 0..1 from its top-left corner. */
  x: number;
  y: number;
}

interface AnchorState {
  anchors: ReadonlyMap<string, Anchor>;
  /** Registers an anchor under `key`; returns its removal. */
  register: (key: string, anchor: Anchor) => () => void;
}

/** The anchors of the hotspots on screen: registered by the hotspot layer, placed by the scene. */
export const useAnchors = create<AnchorState>()((set) => ({
  anchors: new Map(),
  register: (key, anchor) => {
    set((state) => ({ anchors: new Map(state.anchors).set(key, anchor) }));
    return () =>
      set((state) => {
        if (state.anchors.get(key) !== anchor) return state;
        const anchors = new Map(state.anchors);
        anchors.delete(key);
        return { anchors };
      });
  },
}));
