import { create } from 'zustand';

/** Application flags (SPEC §3 client state). */
export interface AppFlags {
  dataLoaded: boolean;
  focus: boolean;
  /** Videos refused (autoplay or power saving): backgrounds fall back to stills and cuts. */
  fallbackMode: boolean;
  /** The browser refused to play a video (autoplay policy, power saving): ask the visitor what to do. */
  videosBlocked: boolean;
  online: boolean;
  /** The server serves its last good copy of the CMS, which it cannot reach (X-Content-Source: fallback). */
  contentFallback: boolean;
  powerSaveMode: boolean;
  /** The visitor asks for reduced motion (`prefers-reduced-motion`): moves are blended cuts. */
  reducedMotion: boolean;
  mobileBrowser: boolean;
  /** A page of the tour (a world page) is shown: the screensaver runs there only. */
  touring: boolean;
  set: (flags: Partial<Omit<AppFlags, 'set'>>) => void;
}

export const useApp = create<AppFlags>()((set) => ({
  dataLoaded: false,
  focus: typeof document === 'undefined' ? true : document.hasFocus(),
  fallbackMode: false,
  videosBlocked: false,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  contentFallback: false,
  powerSaveMode: false,
  reducedMotion: false,
  mobileBrowser: false,
  touring: false,
  set: (flags) => set(flags),
}));
