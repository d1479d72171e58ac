import { useRef } from 'react';
import { useContent } from '../stores/content-store.ts';
import { usePresenter } from '../stores/presenter-store.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { useChromeHeight } from './use-chrome-height.ts';
import { WorldLogo } from './world-logo.tsx';

/** Title bar over the stage: where the visitor is, and the language switch. */
export function WorldHeader() {
  const header = useRef<HTMLElement>(null);
  useChromeHeight(header, 'headerHeight');
  const current = usePresenter((state) => state.current);
  const location = useContent((state) => (current ? state.index?.locations.get(current) : undefined));
  const world = useContent((state) => (location ? state.index?.worlds.get(location.worldSlug) : undefined));
  return (
    <header ref={header} className="world-header">
      <WorldLogo />
      <div className="world-header__title">
        <span className="world-header__world">{world?.name}</span>
        <h1 data-testid="location-title" data-location={location?.payloadId}>
          {location?.title}
        </h1>
      </div>
      <LanguageSwitch />
    </header>
  );
}
