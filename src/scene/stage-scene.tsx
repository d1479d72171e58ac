import { useEffect, useMemo, useState } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { clipsToPrime, likelyClips } from '../domain/likely-moves.ts';
import { runningSegment, upcomingSegments } from '../domain/navigation.ts';
import { segmentEnd, type PlanSegment } from '../domain/plan.ts';
import { withRenditions, type StagePixels } from '../domain/video-renditions.ts';
import { useApp } from '../stores/app-store.ts';
import { useContent } from '../stores/content-store.ts';
import { useLayout } from '../stores/layout-store.ts';
import { usePresenter } from '../stores/presenter-store.ts';
import { useTap } from '../stores/tap-store.ts';
import { createBlendMaterial } from './blend-material.ts';
import { HotspotAnchors } from './hotspot-anchors.tsx';
import { TextPlates } from './text-plates.tsx';
import { locationMedia, type LocationMedia } from './location-media.ts';
import { markTap, sceneStats } from './scene-stats.ts';
import { StageEngine } from './stage-engine.ts';

/**
 * Inside the canvas: the background quad with the blend material, driven by a StageEngine that plays
 * the presenter's route. Store changes reach the engine through subscriptions, never through renders.
 */
export function StageScene() {
  const viewport = useThree((state) => state.viewport);
  const size = useThree((state) => state.size);
  const invalidate = useThree((state) => state.invalidate);
  const gl = useThree((state) => state.gl);
  const portrait = useLayout((state) => state.usePortraitLayout);
  const material = useMemo(createBlendMaterial, []);
  // The GPU's limit, read once: a video frame larger than it in either side cannot become a texture.
  const maxTextureSize = useMemo(() => gl.capabilities.maxTextureSize, [gl]);
  const [engine, setEngine] = useState<StageEngine | null>(null);

  useEffect(() => {
    const created = new StageEngine(material, {
      invalidate,
      upload: (texture) => gl.initTexture(texture),
      segmentDone: () => usePresenter.getState().segmentDone(),
      backgroundBusy: (busy) => usePresenter.getState().setBackgroundBusy(busy),
      autoplayRefused: () => useApp.getState().set({ videosBlocked: true }),
    });
    setEngine(created);
    sceneStats.resources = () => ({ ...gl.info.memory });
    return () => {
      created.dispose();
      material.dispose();
    };
  }, [material, invalidate, gl]);

  useEffect(() => engine?.setViewAspect(size.width / size.height), [engine, size.width, size.height]);

  // Drive the engine from the presenter: the running segment plays, the next one is primed, at rest the
  // location's background shows.
  useEffect(() => {
    if (!engine) return;
    // The canvas as it draws: R3F's dpr is the window's, kept within the canvas's [1, 2].
    const stage: StagePixels = { width: size.width, height: size.height, dpr: viewport.dpr, maxTextureSize };
    const mediaOf = (payloadId: string | null): LocationMedia | null => {
      const location = payloadId ? useContent.getState().index?.locations.get(payloadId) : undefined;
      const fallback = useApp.getState().fallbackMode;
      if (!location) return null;
      const media = locationMedia(location, portrait ? 'portrait' : 'landscape', stage);
      return fallback ? { ...media, video: null } : media;
    };
    const stillAfter = (segment: PlanSegment | null) =>
      segment ? (mediaOf(segmentEnd(segment))?.still ?? null) : null;
    const kiosk = () => useContent.getState().viewers?.kiosk ?? false;
    // At rest (the engine ignores it during a route), the likely next clips are primed: on a kiosk all the pool
    // holds, on a visitor's device the likeliest one (clipsToPrime).
    const warm = (current: string, tapped: string | null = null) => {
      const { planner, history } = usePresenter.getState();
      const location = useContent.getState().index?.locations.get(current);
      if (planner && location && !useApp.getState().fallbackMode) {
        engine.warm(clipsToPrime(likelyClips(planner, location, history, stage, tapped), kiosk()));
      }
    };
    const drive = () => {
      const { nav, current } = usePresenter.getState();
      // The whole route plays at one rendition tier, chosen for this canvas.
      const sized = nav?.route ? { ...nav, route: { ...nav.route, plan: withRenditions(nav.route.plan, stage) } } : nav;
      const running = runningSegment(sized);
      if (running) {
        const upcoming = upcomingSegments(sized);
        const next = upcoming[0] ?? null;
        engine.play(running, stillAfter(running), next);
        engine.prepare(upcoming, stillAfter(next));
        return;
      }
      const media = mediaOf(current);
      if (!current || !media) return;
      void engine.show(current, media);
      warm(current);
    };
    drive();
    // A finger down on something that moves the visitor: the tap-to-motion measure starts, and the first clip
    // there is primed before the click. A pointer resting on it, or the focus, primes it too: a tap is likely.
    const stopTaps = useTap.subscribe((state, previous) => {
      const { current } = usePresenter.getState();
      if (state.taps !== previous.taps) {
        markTap();
        if (current && state.toward) warm(current, state.toward);
      } else if (state.pointing !== previous.pointing && current && state.pointing && !kiosk()) {
        // A kiosk keeps every likely clip primed already: a resting pointer there would only reshuffle the pool.
        warm(current, state.pointing);
      }
    });
    const unsubscribe = usePresenter.subscribe((state, previous) => {
      if (state.nav !== previous.nav || state.current !== previous.current) drive();
    });
    const unsubscribeApp = useApp.subscribe((state, previous) => {
      if (state.fallbackMode !== previous.fallbackMode) drive();
    });
    return () => {
      stopTaps();
      unsubscribe();
      unsubscribeApp();
    };
  }, [engine, portrait, size.width, size.height, viewport.dpr, maxTextureSize]);

  // A lost GPU context: let the browser restore it, then upload every texture again and redraw.
  useEffect(() => {
    const canvas = gl.domElement;
    const onLost = (event: Event) => event.preventDefault();
    const onRestored = () => {
      sceneStats.contextRestores += 1;
      engine?.restoreContext();
    };
    canvas.addEventListener('webglcontextlost', onLost);
    canvas.addEventListener('webglcontextrestored', onRestored);
    return () => {
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
    };
  }, [gl, engine]);

  useFrame(() => {
    sceneStats.renders += 1;
  });

  return (
    <>
      <mesh scale={[viewport.width, viewport.height, 1]} material={material}>
        <planeGeometry />
      </mesh>
      {engine && <HotspotAnchors engine={engine} />}
      <TextPlates />
    </>
  );
}
