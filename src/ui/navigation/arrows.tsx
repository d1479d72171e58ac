import { useTranslation } from 'react-i18next';
import { useGoTo } from '../../app/use-go-to.ts';
import { tapToward } from '../../scene/tap.ts';
import { usePresenter } from '../../stores/presenter-store.ts';

/** Previous / next arrows of the location (hidden while moving: SPEC §4 clears them on a new target). */
export function Arrows() {
  const { t } = useTranslation();
  const goTo = useGoTo();
  const arrows = usePresenter((state) => state.arrows);
  const buttons = [
    { side: 'prev', target: arrows.prev, label: t('nav__previous'), glyph: '‹' },
    { side: 'next', target: arrows.next, label: t('nav__next'), glyph: '›' },
  ] as const;
  return buttons.map(
    ({ side, target, label, glyph }) =>
      target && (
        <button
          key={side}
          type="button"
          className={`arrow arrow--${side}`}
          aria-label={label}
          data-testid={`nav.arrow.${side}`}
          onPointerDown={() => tapToward(target)}
          onClick={() => goTo(target)}
        >
          {glyph}
        </button>
      ),
  );
}
