import { create } from 'zustand';
import { computeLayout, type Layout } from '../domain/layout.ts';

interface LayoutState extends Layout {
  /** Recompute from the window (SPEC §4 Layout: on every resize). */
  measure: (size?: { width: number; height: number }) => void;
  setChrome: (heights: { headerHeight?: number; footerHeight?: number }) => void;
}

function windowSize() {
  return typeof window === 'undefined'
    ? { width: 1920, height: 1080 }
    : { width: window.innerWidth, height: window.innerHeight };
}

/** Layout state: orientation, breakpoints, background and chrome heights. */
export const useLayout = create<LayoutState>()((set, get) => ({
  ...computeLayout(windowSize()),
  measure: (size = windowSize()) => {
    const { headerHeight, footerHeight } = get();
    const layout = computeLayout({ ...size, headerHeight, footerHeight });
    document.body.classList.toggle('portrait', layout.usePortraitLayout);
    set(layout);
  },
  setChrome: (heights) => {
    const { windowSize: size, headerHeight, footerHeight } = get();
    set(computeLayout({ ...size, headerHeight, footerHeight, ...heights }));
  },
}));
