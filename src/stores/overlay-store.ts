import { create } from 'zustand';
import type { Media } from '../domain/types.ts';

/**
 * What a hotspot, a menu item or a deep link opened over the stage. An iframe is a frame link by id
 * (domain/deep-links.ts `findFrameLink`); articles, dashboards and iframes are what the address can name.
 */
export type OverlayContent =
  | { kind: 'article'; id: number }
  | { kind: 'dashboard'; id: number }
  | { kind: 'iframe'; id: number }
  | { kind: 'documents'; title: string; media: readonly Media[] }
  | { kind: 'media'; title: string; media: readonly Media[] };

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
