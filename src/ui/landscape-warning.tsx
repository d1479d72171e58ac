import { useTranslation } from 'react-i18next';
import { useLayout } from '../stores/layout-store.ts';
import styles from './landscape-warning.module.css';

/** SPEC §2/§9: a landscape screen lower than 600 px is too short for the tour: say so, and how to fix it. */
export function LandscapeWarning() {
  const { t } = useTranslation();
  const shown = useLayout((state) => state.showNoLandscapeModeWarning);
  if (!shown) return null;
  return (
    <div className={styles.warning} role="alert" data-testid="landscape.warning">
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
        <rect x="15" y="6" width="18" height="30" rx="3" />
        <path d="M8 30a16 16 0 0 0 14 12m-4 3 4-3-3-4" />
      </svg>
      <p>{t('layout__landscape_warning')}</p>
    </div>
  );
}
