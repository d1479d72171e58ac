import { create } from 'zustand';
import type { Hotspot } from '../domain/types.ts';

/** What a hotspot or menu item opened over the stage. */
export type OverlayContent =
  | { kind: 'article'; id: number }
  | { kind: 'dashboard'; id: number }
  | { kind: 'documents'; hotspot: Hotspot }
  | { kind: 'media'; hotspot: Hotspot }
  | { kind: 'menu'; key: string };

interface OverlayState {
  content: OverlayContent | null;
  open: (content: OverlayContent) => void;
  close: () => void;
}

export const useOverlay = create<OverlayState>()((set) => ({
  content: null,
  open: (content) => set({ content }),
  close: () => set({ content: null }),
}));
