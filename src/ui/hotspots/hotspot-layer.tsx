import { useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { appearDelay, sortHotspots } from '../../domain/hotspots.ts';
import { pickImageUrl } from '../../domain/media.ts';
import type { Hotspot } from '../../domain/types.ts';
import { registerAnchor } from '../../scene/anchor-registry.ts';
import { tapToward } from '../../scene/tap.ts';
import { useContent } from '../../stores/content-store.ts';
import { usePresenter } from '../../stores/presenter-store.ts';
import { useHotspotAction } from './use-hotspot-action.ts';

function HotspotButton({ hotspot, order, delay }: { hotspot: Hotspot; order: number; delay: number }) {
  const element = useRef<HTMLButtonElement>(null);
  const act = useHotspotAction();
  useLayoutEffect(() => {
    if (!element.current) return;
    return registerAnchor(`hotspot-${hotspot.id}`, { element: element.current, x: hotspot.x, y: hotspot.y });
  }, [hotspot.id, hotspot.x, hotspot.y]);
  const cover = hotspot.custom && hotspot.backgroundImage ? pickImageUrl(hotspot.backgroundImage, 'thumbnail') : null;
  return (
    <button
      ref={element}
      type="button"
      className={`hotspot hotspot--${hotspot.type}${cover ? ' hotspot--custom' : ''}`}
      style={{ '--hotspot-delay': `${delay}s`, zIndex: 100 - order } as CSSProperties}
      data-testid={`hotspot.${hotspot.type}`}
      data-hotspot-id={hotspot.id}
      onPointerDown={hotspot.type === 'navigation' ? () => tapToward(hotspot.target.payloadId) : undefined}
      onClick={() => act(hotspot)}
    >
      <span className="hotspot__marker" aria-hidden="true">
        {cover && <img src={cover} alt="" />}
      </span>
      <span className="hotspot__label">{hotspot.title}</span>
    </button>
  );
}

/**
 * The hotspots of the location the visitor arrived at, riding on the picture: positioned by the scene's
 * anchors, appearing with the location's animation, staggered when the settings ask for it.
 */
export function HotspotLayer() {
  const locationId = usePresenter((state) => state.hotspotsOf);
  const location = useContent((state) => (locationId ? state.index?.locations.get(locationId) : undefined));
  const settings = useContent((state) => state.index?.bundle.settings.hotspots);
  const sorted = useMemo(() => sortHotspots(location?.hotspots ?? []), [location]);
  if (!location || !settings) return null;
  const animation = location.appearAnimation || settings.defaultAnimation;
  return (
    <div
      key={location.payloadId}
      className={`hotspot-layer hotspot-layer--${animation}${settings.expandAll ? ' hotspot-layer--expanded' : ''}`}
      data-testid="hotspot-layer"
      data-location={location.payloadId}
    >
      {sorted.map((hotspot, order) => (
        <HotspotButton key={hotspot.id} hotspot={hotspot} order={order} delay={appearDelay(order, settings)} />
      ))}
    </div>
  );
}
