import { useTranslation } from 'react-i18next';

/** Shown while the locale's strings and content load (the spec's updater view). */
export function LoadingView() {
  const { t } = useTranslation();
  return (
    <main className="loading-view" data-testid="loading-view" aria-busy="true">
      <div className="loading-view__spinner" aria-hidden="true" />
      <p>{t('loading__content')}</p>
    </main>
  );
}

/** Loading failed: say so and offer a retry, never a blank page. */
export function LoadFailedView({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="loading-view loading-view--failed" data-testid="load-failed" role="alert">
      <h1>{t('loading__failed')}</h1>
      <p>{t('error__something_wrong')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('loading__retry')}
      </button>
    </main>
  );
}
