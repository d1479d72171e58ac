import { useEffect } from 'react';
import { isMobileUserAgent, useApp } from '../stores/app-store.ts';
import { useLayout } from '../stores/layout-store.ts';

/** Keeps the application flags and the layout true to the browser: focus, connectivity, user agent, size. */
export function useAppShellEffects(): void {
  const set = useApp((state) => state.set);
  const measure = useLayout((state) => state.measure);
  useEffect(() => {
    measure();
    const onResize = () => measure();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [measure]);
  useEffect(() => {
    set({
      mobileBrowser: isMobileUserAgent(navigator.userAgent),
      focus: document.hasFocus(),
      online: navigator.onLine,
    });
    const onFocus = () => set({ focus: true });
    const onBlur = () => set({ focus: false });
    const onOnline = () => set({ online: true });
    const onOffline = () => set({ online: false });
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [set]);
}
