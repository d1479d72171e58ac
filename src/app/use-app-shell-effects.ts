import { useEffect, useRef, useState } from 'react';
import { useMatch, useNavigate, useParams } from 'react-router';
import { paths } from '../domain/paths.ts';
import { isLocale } from '../domain/types.ts';
import { isMobileUserAgent } from '../domain/user-agent.ts';
import { useApp } from '../stores/app-store.ts';
import { useLayout } from '../stores/layout-store.ts';
import { readPowerSave, startPowerSaveController } from './power-save-controller.ts';
import { startRouteController } from './route-controller.ts';
import { startAnalytics } from './analytics-controller.ts';
import { startScreensaverController } from './screensaver-controller.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether a world page is shown: `/{locale}/{world}/...`, the login and power-save pages aside. */
function useTouring(): boolean {
  const world = useMatch('/:locale/:world/*')?.params.world;
  return world !== undefined && world !== paths.login.path && world !== paths.powerSave.path;
}

/** Power save (app/power-save-controller.ts) for the locale shown, navigating with the router. */
function usePowerSave(): void {
  const param = useParams().locale;
  const locale = isLocale(param) ? param : null;
  const navigate = useNavigate();
  // The router hands out a new navigate on every address change; the controller lives across them.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  // Navigates once React committed the update that asked for it: a guard's redirect rendered in that same update
  // (the index forwarding to the start location as the content arrives) runs first, and this one, last, stands.
  const [wanted, setWanted] = useState<{ href: string } | null>(null);
  useEffect(() => {
    if (wanted) void navigateRef.current(wanted.href);
  }, [wanted]);
  useEffect(() => {
    if (!locale) return;
    return startPowerSaveController({
      locale,
      read: () => readPowerSave(locale),
      go: (href) => setWanted({ href }),
      pathname: () => window.location.pathname,
    });
  }, [locale]);
}

/**
 * Keeps the application flags and the layout true to the browser (focus, connectivity, user agent, reduced
 * motion, size), and runs the route hooks, the screensaver and power save for as long as the app is mounted.
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
  const touring = useTouring();
  useEffect(() => set({ touring }), [set, touring]);
  useEffect(startRouteController, []);
  useEffect(startAnalytics, []);
  useEffect(startScreensaverController, []);
  usePowerSave();
}
