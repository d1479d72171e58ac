import { loadClientSettings } from '../content/client-settings.ts';
import { loadAppSettings } from '../content/load-content.ts';
import { paths } from '../domain/paths.ts';
import { powerSaveActive, type PowerSaveSetting } from '../domain/power-save.ts';
import type { Locale } from '../domain/types.ts';
import { useApp } from '../stores/app-store.ts';
import { useAuth } from '../stores/auth-store.ts';
import { useContent } from '../stores/content-store.ts';
import { usePresenter } from '../stores/presenter-store.ts';
import { useScreensaver } from '../stores/screensaver-store.ts';

/** How often the app-setting is read again, and the schedule looked at. */
export const POWER_SAVE_REFRESH_MS = 60_000;

export interface PowerSaveControllerOptions {
  locale: Locale;
  /** Reads the backend's power-save setting afresh (only the app-setting endpoint). */
  read: () => Promise<PowerSaveSetting>;
  /** Sends the visitor to an address of the app (the router's navigate). */
  go: (href: string) => void;
  /** The page's address now. */
  pathname: () => string;
}

/** Back to the tour: the location the visitor was at, else the index, which leads to the start location. */
export function tourHref(locale: Locale): string {
  const index = useContent.getState().index;
  const current = usePresenter.getState().current;
  const location = current ? index?.locations.get(current) : undefined;
  return location ? paths.location.href(locale, location.worldSlug, location.slug) : paths.index.href(locale);
}

/** Reads the power-save setting of the app-setting endpoint. */
export async function readPowerSave(locale: Locale): Promise<PowerSaveSetting> {
  const settings = await loadClientSettings();
  return (await loadAppSettings({ settings, locale, token: useAuth.getState().token })).powerSave;
}

/**
 * SPEC §4 power save, a real trigger: the backend's switch and daily schedule, read again every minute and when
 * the window regains focus (a failed read keeps the last setting), set the app's `powerSaveMode`. When it turns
 * active the visitor goes to the power-save page (a shown screensaver ends); when it turns inactive, a visitor
 * still on that page goes back to the tour, and videos play again. Returns the stop.
 */
export function startPowerSaveController({ locale, read, go, pathname }: PowerSaveControllerOptions): () => void {
  /** The last setting read; until the first read, the loaded content's. */
  let latest: PowerSaveSetting | null = null;
  let reading = false;

  const apply = () => {
    const setting = latest ?? useContent.getState().index?.bundle.settings.powerSave;
    if (setting) useApp.getState().set({ powerSaveMode: powerSaveActive(setting, new Date()) });
  };

  const refresh = () => {
    apply();
    if (reading) return;
    reading = true;
    read()
      .then((setting) => {
        latest = setting;
      })
      .catch((error: unknown) => console.warn('[power save] reading the app setting failed', error))
      .finally(() => {
        reading = false;
        apply();
      });
  };

  const unsubscribeApp = useApp.subscribe(({ powerSaveMode }, before) => {
    if (powerSaveMode === before.powerSaveMode) return;
    const page = paths.powerSave.href(locale);
    if (powerSaveMode) {
      useScreensaver.getState().stop();
      if (pathname() !== page) go(page);
    } else {
      // Videos may play again; should the browser still refuse them, the stage asks again.
      useApp.getState().set({ fallbackMode: false });
      if (pathname() === page) go(tourHref(locale));
    }
  });
  // Freshly loaded content carries the newest setting.
  const unsubscribeContent = useContent.subscribe(({ index }, before) => {
    if (index === before.index) return;
    latest = null;
    apply();
  });
  const timer = setInterval(refresh, POWER_SAVE_REFRESH_MS);
  window.addEventListener('focus', refresh);
  apply();
  return () => {
    window.removeEventListener('focus', refresh);
    clearInterval(timer);
    unsubscribeContent();
    unsubscribeApp();
  };
}
