import { create } from 'zustand';
import type { Media } from '../domain/types.ts';

interface LightboxState {
  /** What the lightbox shows: images, videos and video-platform clips, in gallery order. */
  slides: readonly Media[];
  /** The slide on screen; null while the lightbox is closed. */
  index: number | null;
  /** Opens the lightbox on `media` at `index` (clamped to the list; an empty list opens nothing). */
  open: (media: readonly Media[], index: number) => void;
  /** Follows the visitor's paging, so that what is on screen is known (SPEC §4's currentIndex). */
  show: (index: number) => void;
  /** SPEC §4: closing clears the index and the content. */
  close: () => void;
}

const clamp = (index: number, length: number) => Math.min(Math.max(Math.trunc(index) || 0, 0), length - 1);

/** The lightbox (SPEC §2, §4): one above everything, opened from hotspots, menus, articles and dashboards. */
export const useLightbox = create<LightboxState>()((set, get) => ({
  slides: [],
  index: null,
  open: (media, index) => {
    if (media.length === 0) return;
    set({ slides: media, index: clamp(index, media.length) });
  },
  show: (index) => {
    const { slides, index: current } = get();
    if (current === null || slides.length === 0) return;
    set({ index: clamp(index, slides.length) });
  },
  close: () => set({ slides: [], index: null }),
}));
