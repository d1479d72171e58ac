import { useTranslation } from 'react-i18next';
import { useContent } from '../stores/content-store.ts';
import { useLayout } from '../stores/layout-store.ts';
import { usePresenter } from '../stores/presenter-store.ts';
import { StageCanvas } from './stage-canvas.tsx';

/** One canvas behind every overlay; it renders only when something changed (frameloop demand). */
export function Stage() {
  const { t } = useTranslation();
  const height = useLayout((state) => state.backgroundHeight);
  const current = usePresenter((state) => state.current);
  const title = useContent((state) => (current ? state.index?.locations.get(current)?.title : undefined));
  return (
    <div
      className="stage"
      style={{ height }}
      role="img"
      aria-label={t('scene__label', { location: title ?? '' })}
      data-testid="stage"
    >
      <StageCanvas />
    </div>
  );
}
