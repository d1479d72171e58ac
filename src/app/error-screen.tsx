import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isLocale, DEFAULT_LOCALE } from '../domain/types.ts';

import { paths } from '../domain/paths.ts';

/** The 404 and generic error screens (SPEC §8), both with a link home. */
export function ErrorView({ status }: { status: number }) {
  const { t } = useTranslation();
  const { locale } = useParams();
  const home = paths.index.href(isLocale(locale) ? locale : DEFAULT_LOCALE);
  return (
    <main className="error-screen" data-testid="error-screen" data-status={status}>
      <h1>{status === 404 ? t('error__page_not_found') : t('error__other_error')}</h1>
      {status !== 404 && <p>{t('error__something_wrong')}</p>}
      <Link className="button" to={home}>
        {t('error__home_link')}
      </Link>
    </main>
  );
}

/** A failure while rendering a route (404s are the guards' `ErrorView`): logged, and the generic error screen. */
export function ErrorScreen({ error }: { error: unknown }) {
  useEffect(() => console.error('Route failed', error), [error]);
  return (
    <ErrorFallback>
      <ErrorView status={500} />
    </ErrorFallback>
  );
}

/** If even the error screen fails, a plain message and a home link, without translations. */
export class ErrorFallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The error screen failed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="error-screen">
        <h1>Something went wrong.</h1>
        <a className="button" href="/">
          Home
        </a>
      </main>
    );
  }
}
