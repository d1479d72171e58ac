import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../domain/types.ts';
import { useProgress } from '../stores/progress-store.ts';
import styles from './loading-view.module.css';

/** The product's mark (the favicon's roofline) and name: the visitor knows whose showroom is coming. */
function Brand() {
  const { t } = useTranslation();
  return (
    <div className={styles.brand}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="6" />
        <path d="M6 24V12l6 4v-4l6 4v-4l6 4V8h2v16z" />
      </svg>
      <span>{t('app__title')}</span>
    </div>
  );
}

/** The share of the calls under way that have ended, never going back while this view is up. */
function useLoaded(): number {
  const [loaded, setLoaded] = useState(() => useProgress.getState().fraction);
  useEffect(
    () =>
      useProgress.subscribe((state) => {
        setLoaded((shown) => Math.max(shown, state.fraction));
      }),
    [],
  );
  return loaded;
}

export interface LoadingSteps {
  /** The interface strings of the locale. */
  strings: boolean;
  /** The showroom's content: worlds, locations, transitions, articles. */
  content: boolean;
}

/** The updater view (SPEC §2): shown instead of the page while the locale's strings and content load. */
export function LoadingView({ steps }: { steps: LoadingSteps }) {
  const { t } = useTranslation();
  const percent = Math.round(useLoaded() * 100);
  const items = [
    { key: 'strings', done: steps.strings, label: t('loading__step_strings') },
    { key: 'content', done: steps.content, label: t('loading__step_content') },
  ];
  return (
    <main className={`loading-view ${styles.view}`} data-testid="loading-view" aria-busy="true">
      <Brand />
      <h1 className={styles.title}>{t('loading__content')}</h1>
      <div
        className={styles.meter}
        role="progressbar"
        aria-label={t('loading__content')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid="loading-view.progress"
      >
        <div className={styles.fill} style={{ transform: `scaleX(${percent / 100})` }} />
      </div>
      <ul className={styles.steps}>
        {items.map((item) => (
          <li
            key={item.key}
            className={item.done ? styles.done : styles.pending}
            data-testid={`loading-view.${item.key}`}
          >
            <span className={styles.state} aria-hidden="true" />
            {item.label} <span className={styles.hidden}>{item.done ? t('loading__done') : t('loading__running')}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** Loading failed: say so and why (SPEC §8's message) and offer a retry, never a blank page. */
export function LoadFailedView({
  reason = 'error__something_wrong',
  onRetry,
}: {
  reason?: TranslationKey | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <main className={`loading-view ${styles.view}`} data-testid="load-failed" role="alert">
      <Brand />
      <h1 className={styles.title}>{t('loading__failed')}</h1>
      <p>{t(reason)}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('loading__retry')}
      </button>
    </main>
  );
}
