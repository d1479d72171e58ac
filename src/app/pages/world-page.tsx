import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { resolveRoute } from '../../domain/route-resolution.ts';
import { isLocale, DEFAULT_LOCALE } from '../../domain/types.ts';

import { Stage } from '../../scene/stage.tsx';
import { useContent } from '../../stores/content-store.ts';
import { useLayout } from '../../stores/layout-store.ts';
import { usePresenter } from '../../stores/presenter-store.ts';
import { AccessDialog } from '../../ui/dialogs/access-dialog.tsx';
import { VideosBlockedDialog } from '../../ui/dialogs/videos-blocked-dialog.tsx';
import { HotspotLayer } from '../../ui/hotspots/hotspot-layer.tsx';
import { LandscapeWarning } from '../../ui/landscape-warning.tsx';
import { LocationAnnouncer } from '../../ui/location-announcer.tsx';
import { LocationPanel } from '../../ui/location-panel.tsx';
import { Arrows } from '../../ui/navigation/arrows.tsx';
import { NavigationBar } from '../../ui/navigation/navigation-bar.tsx';
import { OverlayPanel } from '../../ui/overlay/overlay-panel.tsx';
import type { ChromeControls } from '../../ui/use-header-components.ts';
import { WorldHeader } from '../../ui/world-header.tsx';
import { paths } from '../../domain/paths.ts';
import { useGoTo } from '../use-go-to.ts';
import { useHotspotAction } from '../use-hotspot-action.ts';

/**
 * Keeps the address and the presenter in step: a new address (deep link, back button, language switch)
 * becomes the presenter's target; an arrival replaces the address with the location's own. A component of its
 * own, so that a new target or a location passed on the way re-renders nothing else (no work on the main thread
 * while clips hand over).
 */
function AddressSync({ requested }: { requested: string | null }): null {
  const param = useParams().locale;
  const locale = isLocale(param) ? param : DEFAULT_LOCALE;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const ready = usePresenter((state) => state.planner !== null);
  const arrivedAt = usePresenter((state) => (state.current === state.target ? state.current : null));
  const arrived = useContent((state) => (arrivedAt ? state.index?.locations.get(arrivedAt) : undefined));

  // The location whose address the presenter wrote itself: that address must not come back as a request
  // (a tap made in between would be overridden by the echo).
  const written = useRef<string | null>(null);

  // Only a change of address asks for a new target.
  useEffect(() => {
    if (!ready || !requested || requested === written.current) return;
    written.current = null;
    usePresenter.getState().navigate(requested);
  }, [ready, requested]);

  useEffect(() => {
    if (!arrived) return;
    const own = paths.location.href(locale, arrived.worldSlug, arrived.slug);
    if (decodeURI(own) === decodeURI(pathname)) return;
    written.current = arrived.payloadId;
    void navigate(`${own}${search}`, { replace: true });
  }, [arrived, locale, pathname, search, navigate]);
  return null;
}

const CONTROLS: ChromeControls = {};

/**
 * SPEC §2 world page. Landscape: the picture fills the screen, the header and the navigation bar ride on it.
 * Portrait: header, the picture (width / (4/3) high), the location panel and the navigation bar, one under the other.
 */
export function WorldPage() {
  const params = useParams();
  const index = useContent((state) => state.index);
  const resolution = index ? resolveRoute(index, params.world ?? '', (params['*'] ?? '').split('/')) : null;
  const portrait = useLayout((state) => state.usePortraitLayout);
  const backgroundHeight = useLayout((state) => state.backgroundHeight);
  const goTo = useGoTo();
  const act = useHotspotAction();
  return (
    <div
      className={`world-page world-page--${portrait ? 'portrait' : 'landscape'}`}
      data-testid="world-page"
      data-world={params.world}
    >
      <AddressSync requested={resolution?.kind === 'location' ? resolution.location.payloadId : null} />
      <WorldHeader goTo={goTo} controls={CONTROLS} />
      <div className="stage-frame" style={{ height: backgroundHeight }}>
        <Stage />
        <HotspotLayer act={act} />
        <Arrows goTo={goTo} />
      </div>
      {portrait && <LocationPanel goTo={goTo} act={act} />}
      <NavigationBar goTo={goTo} act={act} controls={CONTROLS} />
      <LocationAnnouncer />
      <LandscapeWarning />
      <OverlayPanel />
      <AccessDialog />
      <VideosBlockedDialog />
    </div>
  );
}
