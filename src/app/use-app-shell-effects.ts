import { useEffect } from 'react';
import { isMobileUserAgent } from '../domain/user-agent.ts';
import { useApp } from '../stores/app-store.ts';
import { useLayout } from '../stores/layout-store.ts';
import { startRouteController } from './route-controller.ts';
import { startAnalytics } from './analytics-controller.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Keeps the application flags and the layout true to the browser (focus, connectivity, user agent, reduced
 * motion, size), and runs the route hooks for as long as the app is mounted.
 */
export function useAppShellEffects(): void {
  const set = useApp((state) => state.set);
  const measure = useLayout((state) => state.measure);
  useEffect(() => {
    measure();
    const onResize = () => measure();
    window.addEventListener('resize', onResize);
    // Some devices report the new size only after the orientation change has settled.
    screen.orientation?.addEventListener('change', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      screen.orientation?.removeEventListener('change', onResize);
    };
  }, [measure]);
  useEffect(() => {
    const reducedMotion = window.matchMedia(REDUCED_MOTION);
    set({
      mobileBrowser: isMobileUserAgent(navigator.userAgent),
      focus: document.hasFocus(),
      online: navigator.onLine,
      reducedMotion: reducedMotion.matches,
    });
    const onMotion = () => set({ reducedMotion: reducedMotion.matches });
    const onFocus = () => set({ focus: true });
    const onBlur = () => set({ focus: false });
    const onOnline = () => set({ online: true });
    const onOffline = () => set({ online: false });
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    reducedMotion.addEventListener('change', onMotion);
    return () => {
      reducedMotion.removeEventListener('change', onMotion);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [set]);
  useEffect(startRouteController, []);
  useEffect(startAnalytics, []);
}
