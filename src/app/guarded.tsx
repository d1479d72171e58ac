import { isLocale } from '../domain/types.ts';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useApp } from '../stores/app-store.ts';
import { useAuth } from '../stores/auth-store.ts';
import { useContent } from '../stores/content-store.ts';
import { useNotifications } from '../stores/notification-store.ts';
import { useAccess } from '../stores/access-store.ts';

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

/** Runs the named route guards (SPEC §2) before showing `children`. */
export function Guarded({ names, children }: { names: readonly GuardName[]; children: ReactNode }) {
  const params = useParams();
  const [search] = useSearchParams();
  const index = useContent((state) => state.index);
  const loggedIn = useAuth((state) => state.loggedIn);
  const powerSaveMode = useApp((state) => state.powerSaveMode);
  const accessKeys = useAccess((state) => state.keys);
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
    hasAccessKey: (world) => Boolean(accessKeys[world]),
    redirect: search.get('redirect'),
    query: rest.toString(),
  });
  switch (outcome.kind) {
    case 'pass':
      return children;
    case 'redirect':
      return <Navigate to={outcome.to} replace />;
    case 'status':
      if (outcome.status === 500) console.error(`Route guard failed: ${outcome.reason}`);
      return <ErrorView status={outcome.status} />;
    case 'misconfigured':
      return <Misconfigured outcome={outcome} />;
  }
}
