import { useRef } from 'react';
import { useContent } from '../stores/content-store.ts';
import { useAuth } from '../stores/auth-store.ts';
import { useLayout } from '../stores/layout-store.ts';
import { usePresenter } from '../stores/presenter-store.ts';
import { AccountStatus } from './account-status.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { Breadcrumb } from './navigation/breadcrumb.tsx';
import { useChromeHeight } from './use-chrome-height.ts';
import { useHeaderComponents, type ChromeControls } from './use-header-components.ts';
import styles from './world-header.module.css';
import { WorldLogo } from './world-logo.tsx';

/** Where the visitor is: the world's name and the location's title (the location panel's heading in portrait). */
export function LocationTitle({ className }: { className?: string }) {
  const current = usePresenter((state) => state.current);
  const location = useContent((state) => (current ? state.index?.locations.get(current) : undefined));
  const world = useContent((state) => (location ? state.index?.worlds.get(location.worldSlug) : undefined));
  return (
    <div className={`${styles.title} ${className ?? ''}`}>
      <span className={styles.world}>{world?.name}</span>
      <h1 data-testid="location-title" data-location={location?.payloadId}>
        {location?.title}
      </h1>
    </div>
  );
}

/**
 * SPEC §2 header, built from the world's configured components in their order, around the location's title
 * (which moves to the location panel in portrait). Its height is measured for the layout state.
 */
export function WorldHeader({ goTo, controls }: { goTo: (payloadId: string) => void; controls: ChromeControls }) {
  const portrait = useLayout((state) => state.usePortraitLayout);
  const components = useHeaderComponents();
  const loggedIn = useAuth((state) => state.loggedIn);
  const element = useRef<HTMLElement>(null);
  useChromeHeight(element, 'headerHeight');

  const lead = components.includes('logo') ? <WorldLogo /> : null;
  const trailing = components.flatMap((component) => {
    switch (component) {
      case 'language-switch':
        return [<LanguagePicker key={component} />];
      case 'menu':
      case 'contacts':
        return controls[component] ? [<div key={component}>{controls[component]}</div>] : [];
      default:
        return [];
    }
  });
  // The signed-in state is shown whatever the configured components: a visitor must be able to sign out.
  if (loggedIn) trailing.unshift(<AccountStatus key="account" />);
  return (
    <header
      ref={element}
      className={`${styles.header} ${portrait ? styles.portrait : styles.landscape}`}
      data-testid="world-header"
    >
      {lead}
      {portrait ? (
        <div className={styles.spacer} />
      ) : (
        <div className={styles.main}>
          <LocationTitle />
          {components.includes('breadcrumb') && <Breadcrumb goTo={goTo} />}
        </div>
      )}
      {trailing.length > 0 && <div className={styles.controls}>{trailing}</div>}
    </header>
  );
}
