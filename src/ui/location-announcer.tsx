import { useTranslation } from 'react-i18next';
import { useContent } from '../stores/content-store.ts';
import { usePresenter } from '../stores/presenter-store.ts';

/** Tells a screen reader where the visitor arrived (locations passed on the way are not announced). */
export function LocationAnnouncer() {
  const { t } = useTranslation();
  const arrivedAt = usePresenter((state) => state.arrivedAt);
  const location = useContent((state) => (arrivedAt ? state.index?.locations.get(arrivedAt) : undefined));
  const world = useContent((state) => (location ? state.index?.worlds.get(location.worldSlug) : undefined));
  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="location-announcer">
      {location ? t('nav__arrived', { location: location.title, world: world?.name ?? location.worldSlug }) : ''}
    </div>
  );
}
