import { useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import type { ActionKind } from '../../domain/action-kind.ts';
import { appearDelay, readingOrder, sortHotspots } from '../../domain/hotspots.ts';
import { pickImageUrl } from '../../domain/media.ts';
import type { Hotspot } from '../../domain/types.ts';
import { useAnchors } from '../../stores/anchor-store.ts';
import { useContent } from '../../stores/content-store.ts';
import { usePresenter } from '../../stores/presenter-store.ts';
import { ActionIcon } from './action-icon.tsx';
import { useHotspotKinds } from './use-hotspot-kinds.ts';
import { moveIntent } from '../move-intent.ts';

/** What a tap on a hotspot does (its action, SPEC §3): decided by the app, which knows routes and analytics. */
export type HotspotAction = (hotspot: Hotspot) => void;

function HotspotButton({
  hotspot,
  kind,
  name,
  order,
  delay,
  act,
}: {
  hotspot: Hotspot;
  /** What it does: its marker's shape. */
  kind: ActionKind;
  /** Its accessible name: the label, then what it does. */
  name: string;
  order: number;
  delay: number;
  act: HotspotAction;
}) {
  const element = useRef<HTMLButtonElement>(null);
  const register = useAnchors((state) => state.register);
  useLayoutEffect(() => {
    if (!element.current) return;
    return register(`hotspot-${hotspot.key}`, { element: element.current, x: hotspot.x, y: hotspot.y });
  }, [register, hotspot.key, hotspot.x, hotspot.y]);
  const cover = hotspot.custom && hotspot.backgroundImage ? pickImageUrl(hotspot.backgroundImage, 'thumbnail') : null;
  return (
    <button
      ref={element}
      type="button"
      className={`hotspot hotspot--${hotspot.type}${cover ? ' hotspot--custom' : ''}`}
      style={{ '--hotspot-delay': `${delay}s`, zIndex: 100 - order } as CSSProperties}
      aria-label={name}
      data-testid={`hotspot.${hotspot.type}`}
      data-kind={kind}
      data-hotspot-id={hotspot.id}
      data-hotspot-key={hotspot.key}
      {...(hotspot.type === 'navigation' ? moveIntent(hotspot.target.payloadId) : {})}
      onClick={() => act(hotspot)}
    >
      <span className="hotspot__marker" aria-hidden="true">
        {cover && <img src={cover} alt="" />}
        <ActionIcon kind={kind} className="hotspot__icon" />
      </span>
      <span className="hotspot__label">{hotspot.title}</span>
    </button>
  );
}

/**
 * The hotspots of the location the visitor arrived at, riding on the picture: positioned by the scene's
 * anchors, appearing with the location's animation, staggered when the settings ask for it.
 */
export function HotspotLayer({ act }: { act: HotspotAction }) {
  const locationId = usePresenter((state) => state.arrivedAt);
  const location = useContent((state) => (locationId ? state.index?.locations.get(locationId) : undefined));
  const settings = useContent((state) => state.index?.bundle.settings.hotspots);
  // Drawn and animated by rank (the first on top, appearing first); in the document, and so for the keyboard, in
  // the picture's reading order.
  const { ranks, reading } = useMemo(() => {
    const hotspots = location?.hotspots ?? [];
    return {
      ranks: new Map(sortHotspots(hotspots).map((hotspot, rank) => [hotspot.key, rank])),
      reading: readingOrder(hotspots),
    };
  }, [location]);
  const kinds = useHotspotKinds(location);
  if (!location || !settings) return null;
  const animation = location.appearAnimation || settings.defaultAnimation;
  return (
    <div
      key={location.payloadId}
      className={`hotspot-layer hotspot-layer--${animation}${settings.expandAll ? ' hotspot-layer--expanded' : ''}`}
      data-testid="hotspot-layer"
      data-location={location.payloadId}
    >
      {reading.map((hotspot) => {
        const rank = ranks.get(hotspot.key) ?? 0;
        const what = kinds.get(hotspot.key);
        if (!what) return null;
        return (
          <HotspotButton
            key={hotspot.key}
            hotspot={hotspot}
            kind={what.kind}
            name={what.name}
            order={rank}
            delay={appearDelay(rank, settings)}
            act={act}
          />
        );
      })}
    </div>
  );
}
