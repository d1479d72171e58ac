import { useEffect, useState } from 'react';
import { Outlet, useParams } from 'react-router';
import { loadUiTranslations } from '../content/load-content.ts';
import { activateLocale } from '../i18n/i18n.ts';

import { isLocale, type Locale } from '../domain/types.ts';
import { useContent } from '../stores/content-store.ts';
import { LoadingView, LoadFailedView } from '../ui/loading-view.tsx';
import { NotificationArea } from '../ui/notification-area.tsx';
import { useAppShellEffects } from './use-app-shell-effects.ts';
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
  return active !== null;
}

/** Everything under `/{locale}`: the locale's strings and content, then the routed page. */
export function LocaleLayout() {
  const param = useParams().locale;
  const locale = isLocale(param) ? param : null;
  const stringsReady = useLocaleStrings(locale);
  const status = useContent((state) => state.status);
  const loadedLocale = useContent((state) => state.locale);
  const load = useContent((state) => state.load);
  useAppShellEffects();

  useEffect(() => {
    if (locale) void load(locale);
  }, [locale, load]);

  // Fetch the stage's code alongside the content rather than after it.
  useEffect(() => void loadWorldPage().catch(() => undefined), []);

  if (!locale) return <ErrorView status={404} />;
  let page;
  if (!stringsReady) page = <LoadingView />;
  else if (status === 'error') page = <LoadFailedView onRetry={() => void load(locale)} />;
  else if (loadedLocale !== locale || status !== 'ready') page = <LoadingView />;
  else page = <Outlet />;
  return (
    <>
      {page}
      <NotificationArea />
      <TestApi />
    </>
  );
}
