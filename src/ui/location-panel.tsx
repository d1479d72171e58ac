import { useTranslation } from 'react-i18next';
import { HotspotList } from './hotspots/hotspot-list.tsx';
import type { HotspotAction } from './hotspots/hotspot-layer.tsx';
import { BottomNavigation } from './navigation/bottom-navigation.tsx';
import { Breadcrumb } from './navigation/breadcrumb.tsx';
import styles from './location-panel.module.css';
import { LocationTitle } from './world-header.tsx';

/**
 * SPEC §2 portrait content area, under the picture: where the visitor is, what the picture offers (every hotspot,
 * as a list), and where to go (shortcuts and all stations). It scrolls when it holds more than fits.
 */
export function LocationPanel({ goTo, act }: { goTo: (payloadId: string) => void; act: HotspotAction }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-label={t('nav__breadcrumb')} data-testid="location-panel">
      <LocationTitle />
      <Breadcrumb goTo={goTo} className={styles.breadcrumb} />
      <HotspotList act={act} />
      <BottomNavigation goTo={goTo} layout="wrap" />
    </section>
  );
}
