import { create } from 'zustand';

interface TapState {
  /** Where the last tap that moves the visitor points (null: back with nowhere to go, or unknown yet). */
  toward: string | null;
  /** Counts taps, so that two taps toward the same location are two changes. */
  taps: number;
  /**
   * A pointerdown on something that moves the visitor, before the move itself (the click): the stage marks the
   * tap for the tap-to-motion measure and primes the first clip there while the finger is still down.
   */
  tapToward: (target: string | null) => void;
  /** Where a resting mouse pointer or the keyboard's focus is, on something that moves the visitor: a tap is likely. */
  pointing: string | null;
  /**
   * The pointer rests on, or the focus comes to, something that moves the visitor toward `target` (null: it left):
   * the stage primes the first clip there, without counting a tap.
   */
  pointAt: (target: string | null) => void;
}

export const useTap = create<TapState>()((set) => ({
  toward: null,
  taps: 0,
  tapToward: (toward) => set((state) => ({ toward, taps: state.taps + 1 })),
  pointing: null,
  pointAt: (pointing) => set({ pointing }),
}));
