import { useTranslation } from 'react-i18next';
import { useGoTo } from '../../app/use-go-to.ts';
import { markTap } from '../../scene/scene-stats.ts';
import { usePresenter } from '../../stores/presenter-store.ts';

/** Previous / next arrows of the location (hidden while moving: SPEC §4 clears them on a new target). */
export function Arrows() {
  const { t } = useTranslation();
  const goTo = useGoTo();
  const { prev, next } = usePresenter((state) => state.arrows);
  return (
    <>
      {prev && (
        <button
          type="button"
          className="arrow arrow--prev"
          aria-label={t('nav__previous')}
          data-testid="nav.arrow.prev"
          onPointerDown={markTap}
          onClick={() => goTo(prev)}
        >
          ‹
        </button>
      )}
      {next && (
        <button
          type="button"
          className="arrow arrow--next"
          aria-label={t('nav__next')}
          data-testid="nav.arrow.next"
          onPointerDown={markTap}
          onClick={() => goTo(next)}
        >
          ›
        </button>
      )}
    </>
  );
}
