import { create } from 'zustand';
import {
  CLOSED_SIDEBARS,
  closeSides,
  setContent,
  slideEnded,
  type SidebarContent,
  type SidebarSide,
  type Sidebars,
} from '../domain/sidebar-rules.ts';

interface SidebarStore {
  /** Left and right: what each shows and whether it slides. */
  sidebars: Sidebars;
  /** Sets what a side shows; a closed side slides in. */
  open: (side: SidebarSide, content: SidebarContent) => void;
  /** Slides open sides out (both when no side is named); sides still sliding are left alone. */
  close: (sides?: readonly SidebarSide[]) => void;
  /** The sidebar's slide in (`opening`) or out (`closing`) ended. */
  slideEnded: (side: SidebarSide, slid: 'opening' | 'closing') => void;
}

/** The sidebars (SPEC §4): state and transitions from `domain/sidebar-rules.ts`; the close hook runs in app/. */
export const useSidebar = create<SidebarStore>()((set, get) => ({
  sidebars: CLOSED_SIDEBARS,
  open: (side, content) => set({ sidebars: setContent(get().sidebars, side, content) }),
  close: (sides) => {
    const { sidebars } = get();
    const next = closeSides(sidebars, sides);
    if (next !== sidebars) set({ sidebars: next });
  },
  slideEnded: (side, slid) => {
    const { sidebars } = get();
    const next = slideEnded(sidebars, side, slid);
    if (next !== sidebars) set({ sidebars: next });
  },
}));
