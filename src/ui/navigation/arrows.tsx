import { useTranslation } from 'react-i18next';
import { usePresenter } from '../../stores/presenter-store.ts';
import { moveIntent } from '../move-intent.ts';

function Arrow({ side, target, goTo }: { side: 'prev' | 'next'; target: string; goTo: (payloadId: string) => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`arrow arrow--${side}`}
      aria-label={t(side === 'prev' ? 'nav__previous' : 'nav__next')}
      data-testid={`nav.arrow.${side}`}
      // Hotspots keep clear of it (scene/hotspot-anchors.tsx), so that neither covers the other's target.
      data-keep-clear
      {...moveIntent(target)}
      onClick={() => goTo(target)}
    >
      {side === 'prev' ? '‹' : '›'}
    </button>
  );
}

/** Previous / next arrows of the location (hidden while moving: SPEC §4 clears them on a new target). */
export function Arrows({ goTo }: { goTo: (payloadId: string) => void }) {
  const arrows = usePresenter((state) => state.arrows);
  return (['prev', 'next'] as const).map(
    (side) => arrows[side] && <Arrow key={side} side={side} target={arrows[side]} goTo={goTo} />,
  );
}
