import { create } from 'zustand';

interface ScreensaverState {
  /** How many open modals (dialogs, the lightbox, viewers) hold the screensaver back; paused while above 0. */
  holds: number;
  /** Holds the screensaver back until the returned release is called (once; a second call does nothing). */
  pause: () => () => void;
}

/** The screensaver's pause (SPEC §4: modals pause it); the kiosk's idle timer reads `holds`. */
export const useScreensaver = create<ScreensaverState>()((set) => ({
  holds: 0,
  pause: () => {
    set((state) => ({ holds: state.holds + 1 }));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      set((state) => ({ holds: state.holds - 1 }));
    };
  },
}));
