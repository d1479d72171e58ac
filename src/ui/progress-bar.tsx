import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { isShown, PROGRESS_DURATION_MS } from '../domain/progress.ts';
import { useProgress } from '../stores/progress-store.ts';
import styles from './progress-bar.module.css';

/**
 * A thin bar along the top while calls to the API run longer than the throttle (SPEC §9): it creeps toward its
 * end over the duration, fills when the calls are done, and turns to danger when one fails (SPEC §8). The bar is
 * always in the page, so that its moves are CSS transitions from where it is, with no work per frame.
 */
export function ProgressBar() {
  const { t } = useTranslation();
  const phase = useProgress((state) => state.phase);
  const shown = isShown(phase);
  return (
    <div
      className={`${styles.track} ${styles[phase]}`}
      style={{ '--duration': `${PROGRESS_DURATION_MS}ms` } as CSSProperties}
      role={shown ? 'progressbar' : undefined}
      aria-label={shown ? t(phase === 'failed' ? 'progress__failed' : 'progress__label') : undefined}
      aria-busy={phase === 'running'}
      aria-hidden={!shown}
      data-testid="progress"
      data-state={phase}
    >
      <div className={styles.bar} />
    </div>
  );
}
