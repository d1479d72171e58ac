import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { goBack } from '../../domain/history.ts';
import { useLayout } from '../../stores/layout-store.ts';
import { usePresenter } from '../../stores/presenter-store.ts';
import { moveIntent } from '../move-intent.ts';
import { useChromeHeight } from '../use-chrome-height.ts';
import { useHeaderComponents, type ChromeControls } from '../use-header-components.ts';
import { HotspotMenu } from '../hotspots/hotspot-menu.tsx';
import type { HotspotAction } from '../hotspots/hotspot-layer.tsx';
import { BottomNavigation } from './bottom-navigation.tsx';
import { Breadcrumb } from './breadcrumb.tsx';
import styles from './navigation-bar.module.css';

function BackButton() {
  const { t } = useTranslation();
  const canGoBack = usePresenter((state) => state.history.length > 1);
  const back = usePresenter((state) => state.back);
  return (
    <button
      type="button"
      className={`button ${styles.back}`}
      {...moveIntent(() => goBack(usePresenter.getState().history)?.target ?? null)}
      onClick={back}
      disabled={!canGoBack}
      aria-label={t('nav__history_back')}
      data-testid="nav.back"
    >
      <span aria-hidden="true">←</span> {t('nav__back')}
    </button>
  );
}

/**
 * SPEC §2 navigation. Landscape: the menu button left, going back and the breadcrumb in the centre, contacts right,
 * then the bottom navigation (shortcuts and stations). Portrait: a bar for the thumb (menu, back, contacts); the
 * breadcrumb and stations are in the location panel. What the header shows is not repeated here.
 */
export function NavigationBar({
  goTo,
  act,
  controls,
}: {
  goTo: (payloadId: string) => void;
  act: HotspotAction;
  controls: ChromeControls;
}) {
  const { t } = useTranslation();
  const portrait = useLayout((state) => state.usePortraitLayout);
  const inHeader = useHeaderComponents();
  const menu = inHeader.includes('menu') ? null : controls.menu;
  const contacts = inHeader.includes('contacts') ? null : controls.contacts;
  const element = useRef<HTMLElement>(null);
  useChromeHeight(element, 'footerHeight');
  return (
    <nav
      ref={element}
      className={`${styles.bar} ${portrait ? styles.portrait : styles.landscape}`}
      aria-label={t('nav__stations')}
      data-testid="navigation-bar"
    >
      <div className={styles.row}>
        <div className={styles.start}>{menu}</div>
        <div className={styles.centre}>
          <BackButton />
          {!portrait && !inHeader.includes('breadcrumb') && <Breadcrumb goTo={goTo} />}
          {!portrait && <HotspotMenu act={act} />}
        </div>
        <div className={styles.end}>{contacts}</div>
      </div>
      {!portrait && <BottomNavigation goTo={goTo} layout="row" />}
    </nav>
  );
}
