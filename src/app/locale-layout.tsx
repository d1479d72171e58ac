import { useEffect, useState } from 'react';
import { Outlet, useParams } from 'react-router';
import { observeContentSource, observeRequests } from '../content/api-client.ts';
import { loadUiTranslations } from '../content/load-content.ts';
import { activateLocale } from '../i18n/i18n.ts';

import {
  CONTENT_FALLBACK_NOTICE,
  isStagingHost,
  OFFLINE_NOTICE,
  PREVIEW_NOTICE,
  STAGING_NOTICE,
  type NotificationInput,
} from '../domain/notifications.ts';
import { isLocale, type Locale } from '../domain/types.ts';
import { useApp } from '../stores/app-store.ts';
import { useContent } from '../stores/content-store.ts';
import { useNotifications } from '../stores/notification-store.ts';
import { usePreview } from '../stores/preview-store.ts';
import { useProgress } from '../stores/progress-store.ts';
import { LoadingView, LoadFailedView } from '../ui/loading-view.tsx';
import { LandscapeWarning } from '../ui/landscape-warning.tsx';
import { NotificationArea } from '../ui/notification-area.tsx';
import { ProgressBar } from '../ui/progress-bar.tsx';
import { startConnectivityController } from './connectivity-controller.ts';
import { ScreensaverGate } from '../ui/screensaver/screensaver-gate.tsx';
import { useAppShellEffects } from './use-app-shell-effects.ts';
import { useContentRights } from './use-content-rights.ts';
import { ErrorView } from './error-screen.tsx';
import { loadWorldPage } from './page-loaders.ts';
import { TestApi } from './test-api-mount.tsx';

function useLocaleStrings(locale: Locale | null): boolean {
  const [active, setActive] = useState<Locale | null>(null);
  useEffect(() => {
    if (!locale) return;
    let cancelled = false;
    void activateLocale(locale, loadUiTranslations(locale)).then(() => {
      if (!cancelled) setActive(locale);
    });
    return () => {
      cancelled = true;
    };
  }, [locale]);
  return active === locale;
}

/**
 * Every call to the API moves the progress bar (SPEC §9). Subscribed before the strings and the content start
 * loading: effects run in the order they are declared.
 */
function useRequestProgress(): void {
  useEffect(() => {
    const { start, end } = useProgress.getState();
    return observeRequests({ started: start, ended: end });
  }, []);
}

/** A notice kept up for as long as `shown` holds. */
function useNoticeWhile(shown: boolean, notice: NotificationInput): void {
  useEffect(() => {
    if (!shown) return;
    const { notify, dismiss } = useNotifications.getState();
    const id = notify(notice);
    return () => dismiss(id);
  }, [shown, notice]);
}

/**
 * SPEC §8's standing notices: the staging host, and no internet connection for as long as it lasts (the content
 * is refreshed when the connection returns); the server's last good copy of an unreachable CMS; an editor's preview
 * of drafts.
 */
function useStandingNotices(): void {
  const online = useApp((state) => state.online);
  const contentFallback = useApp((state) => state.contentFallback);
  const preview = usePreview((state) => state.key !== null);
  useEffect(startConnectivityController, []);
  useEffect(() => observeContentSource((fallback) => useApp.getState().set({ contentFallback: fallback })), []);
  useEffect(() => {
    if (isStagingHost(window.location.hostname)) useNotifications.getState().notify(STAGING_NOTICE);
  }, []);
  useNoticeWhile(!online, OFFLINE_NOTICE);
  useNoticeWhile(contentFallback, CONTENT_FALLBACK_NOTICE);
  useNoticeWhile(preview, PREVIEW_NOTICE);
}

/** Everything under `/{locale}`: the locale's strings and content, then the routed page. */
export function LocaleLayout() {
  const param = useParams().locale;
  const locale = isLocale(param) ? param : null;
  useRequestProgress();
  const stringsReady = useLocaleStrings(locale);
  const status = useContent((state) => state.status);
  const failure = useContent((state) => state.failure);
  const loadedLocale = useContent((state) => state.locale);
  const load = useContent((state) => state.load);
  useAppShellEffects();
  useStandingNotices();
  useContentRights(locale);

  useEffect(() => {
    if (locale) void load(locale);
  }, [locale, load]);

  // Fetch the stage's code alongside the content rather than after it.
  useEffect(() => void loadWorldPage().catch(() => undefined), []);

  if (!locale) return <ErrorView status={404} />;
  const contentReady = loadedLocale === locale && status === 'ready';
  const failed = status === 'error' && stringsReady;
  const loading = !failed && (!stringsReady || !contentReady);
  return (
    <>
      {failed && <LoadFailedView reason={failure?.reason} onRetry={() => void load(locale)} />}
      {loading && <LoadingView steps={{ strings: stringsReady, content: contentReady }} />}
      {!failed && !loading && <Outlet />}
      <ScreensaverGate />
      {/* The updater view shows the progress itself. */}
      {!loading && <ProgressBar />}
      <NotificationArea />
      {stringsReady && <LandscapeWarning />}
      <TestApi />
    </>
  );
}
