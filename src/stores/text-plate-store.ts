import { create } from 'zustand';

interface TextPlateState {
  /** Elements whose text may ride on the picture: the scene sets each one's plate (`--text-plate`). */
  elements: ReadonlySet<HTMLElement>;
  /** Registers `element`; returns its removal. */
  register: (element: HTMLElement) => () => void;
}

/**
 * Text that may lie over the picture (the breadcrumb): registered by the ui, judged by the scene from the pixels
 * under it (`domain/text-plate.ts`), which writes the plate's opacity into the element, as it places hotspots.
 */
export const useTextPlates = create<TextPlateState>()((set) => ({
  elements: new Set(),
  register: (element) => {
    set((state) => ({ elements: new Set(state.elements).add(element) }));
    return () =>
      set((state) => {
        if (!state.elements.has(element)) return state;
        const elements = new Set(state.elements);
        elements.delete(element);
        return { elements };
      });
  },
}));
