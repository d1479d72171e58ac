import { useParams } from 'react-router';
import { resolveRoute } from '../../domain/route-resolution.ts';
import { Stage } from '../../scene/stage.tsx';
import { useContent } from '../../stores/content-store.ts';
import { useLayout } from '../../stores/layout-store.ts';
import { AccessDialogGate, VideosBlockedDialogGate } from '../../ui/dialogs/dialog-gates.tsx';
import { HotspotLayer } from '../../ui/hotspots/hotspot-layer.tsx';
import { LightboxGate } from '../../ui/lightbox/lightbox-gate.tsx';
import { LocationAnnouncer } from '../../ui/location-announcer.tsx';
import { LocationPanel } from '../../ui/location-panel.tsx';
import { Arrows } from '../../ui/navigation/arrows.tsx';
import { NavigationBar } from '../../ui/navigation/navigation-bar.tsx';
import { ContactsButton, MenuButton } from '../../ui/sidebars/sidebar-buttons.tsx';
import type { ChromeControls } from '../../ui/use-header-components.ts';
import { WorldHeader } from '../../ui/world-header.tsx';
import { AddressSync } from '../address-sync.tsx';
import { OverlayMount } from '../overlay-mount.tsx';
import { useGoTo } from '../use-go-to.ts';
import { useHotspotAction } from '../use-hotspot-action.ts';
import { SidebarsMount } from '../sidebars-mount.tsx';

const CONTROLS: ChromeControls = { menu: <MenuButton />, contacts: <ContactsButton /> };

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
      {/* The page's one main landmark: the picture and what is on it (header and bars are landmarks of their own). */}
      <main className="stage-frame" style={{ height: backgroundHeight }}>
        <Stage />
        <HotspotLayer act={act} />
        <Arrows goTo={goTo} />
      </main>
      {portrait && <LocationPanel goTo={goTo} act={act} />}
      <NavigationBar goTo={goTo} act={act} controls={CONTROLS} />
      <LocationAnnouncer />
      <SidebarsMount />
      <OverlayMount />
      <LightboxGate />
      <AccessDialogGate />
      <VideosBlockedDialogGate />
    </div>
  );
}
