import { useTranslation } from 'react-i18next';
import { usePresenter } from '../../stores/presenter-store.ts';
import { useTap } from '../../stores/tap-store.ts';

/** Previous / next arrows of the location (hidden while moving: SPEC §4 clears them on a new target). */
export function Arrows({ goTo }: { goTo: (payloadId: string) => void }) {
  const { t } = useTranslation();
  const tapToward = useTap((state) => state.tapToward);
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
