import { isLocale, type Locale } from '../domain/types.ts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../domain/paths.ts';
import { useApp } from '../stores/app-store.ts';
import { useAuth } from '../stores/auth-store.ts';
import { rightsOf, useContent } from '../stores/content-store.ts';
import { useNotifications } from '../stores/notification-store.ts';
import { useAccess } from '../stores/access-store.ts';
import { usePreview } from '../stores/preview-store.ts';
import { AccessDialogGate } from '../ui/dialogs/dialog-gates.tsx';
import { LoadingView } from '../ui/loading-view.tsx';

import { ErrorView } from './error-screen.tsx';
import { runGuards, type GuardName, type GuardOutcome } from './guards.ts';

/** A missing default world or start location is an editor's mistake: say what is not set, and keep saying it. */
function Misconfigured({ outcome }: { outcome: Extract<GuardOutcome, { kind: 'misconfigured' }> }) {
  const { t } = useTranslation();
  const notify = useNotifications((state) => state.notify);
  useEffect(() => {
    notify(
      outcome.missing === 'default-world'
        ? { message: 'config__default_world_missing', status: 'danger', timeout: 0, pos: 'top-center' }
        : {
            message: 'config__start_location_missing',
            values: { world: outcome.world ?? '' },
            status: 'danger',
            timeout: 0,
            pos: 'top-center',
          },
    );
  }, [notify, outcome]);
  return <main className="setup-screen" aria-label={t('app__title')} />;
}

/**
 * A password world the server withholds, entered by its address (a deep link, a host alias): its code is asked
 * here. Once it opens, the content loads again and the guards let the page through; a dismissed dialog goes to
 * the index.
 */
function Locked({ world, locale }: { world: string; locale: Locale }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const asking = useAccess((state) => state.request?.world === world);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    useAccess.getState().ask({ world, target: '' });
    setAsked(true);
  }, [world]);
  useEffect(() => {
    if (asked && !asking) void navigate(paths.index.href(locale));
  }, [asked, asking, navigate, locale]);
  return (
    <main className="setup-screen" aria-label={t('app__title')}>
      <AccessDialogGate />
    </main>
  );
}

/** Runs the named route guards (SPEC §2) before showing `children`. */
export function Guarded({ names, children }: { names: readonly GuardName[]; children: ReactNode }) {
  const params = useParams();
  const [search] = useSearchParams();
  const index = useContent((state) => state.index);
  const loggedIn = useAuth((state) => state.loggedIn);
  const powerSaveMode = useApp((state) => state.powerSaveMode);
  const token = useAuth((state) => state.token);
  const accessKeys = useAccess((state) => state.keys);
  const preview = usePreview((state) => state.key);
  // Content loaded with other rights than the visitor now holds is on its way out: a guard that would send
  // the visitor elsewhere waits for the content the new rights open.
  const current = useContent((state) => state.rights === rightsOf(token, accessKeys, preview));
  const locale = params.locale;
  const rest = new URLSearchParams(search);
  rest.delete('redirect');
  if (!index || !isLocale(locale)) return <ErrorView status={404} />;
  const outcome = runGuards(names, {
    locale,
    params: { world: params.world, rest: params['*'] },
    index,
    loggedIn,
    powerSaveMode,
    hostname: window.location.hostname,
    redirect: search.get('redirect'),
    query: rest.toString(),
  });
  if (outcome.kind !== 'pass' && !current) return <LoadingView steps={{ strings: true, content: false }} />;
  switch (outcome.kind) {
    case 'pass':
      return children;
    case 'locked':
      return <Locked world={outcome.world} locale={locale} />;
    case 'redirect':
      return <Navigate to={outcome.to} replace />;
    case 'status':
      if (outcome.status === 500) console.error(`Route guard failed: ${outcome.reason}`);
      return <ErrorView status={outcome.status} />;
    case 'misconfigured':
      return <Misconfigured outcome={outcome} />;
  }
}
