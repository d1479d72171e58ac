import { create } from 'zustand';
import { nextItemIndex } from '../domain/screensaver.ts';
import type { Screensaver } from '../domain/types.ts';

interface ScreensaverState {
  /** How many open modals (dialogs, the lightbox, viewers) hold the screensaver back; paused while above 0. */
  holds: number;
  /** Whether the screensaver is shown. */
  active: boolean;
  /** What it shows while active: the screensaver chosen when it started. */
  screensaver: Screensaver | null;
  /** The playlist item shown (a playlist-driven screensaver). */
  item: number;
  /** Holds the screensaver back until the returned release is called (once; a second call does nothing). */
  pause: () => () => void;
  /** Shows `screensaver` from its first item; refused (false) while something holds it back. */
  start: (screensaver: Screensaver) => boolean;
  /** Ends it. */
  stop: () => void;
  /** On to the next playlist item, starting over after the last. */
  advance: () => void;
}

/** The screensaver (SPEC §4): shown or not, and its pause (modals pause it); `app/screensaver-controller.ts` runs it. */
export const useScreensaver = create<ScreensaverState>()((set, get) => ({
  holds: 0,
  active: false,
  screensaver: null,
  item: 0,
  pause: () => {
    set((state) => ({ holds: state.holds + 1 }));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      set((state) => ({ holds: state.holds - 1 }));
    };
  },
  start: (screensaver) => {
    if (get().holds > 0) return false;
    set({ active: true, screensaver, item: 0 });
    return true;
  },
  stop: () => {
    if (get().active) set({ active: false, screensaver: null, item: 0 });
  },
  advance: () => {
    const { active, screensaver, item } = get();
    if (active && screensaver) set({ item: nextItemIndex(screensaver.items.length, item) });
  },
}));
