import { useEffect } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import { useAnchors } from '../stores/anchor-store.ts';
import type { StageEngine } from './stage-engine.ts';

const point = new Vector3();

/**
 * Projects every registered hotspot from its place on the picture (through the cover fit of what is
 * shown) onto the background quad, then to the screen, and moves its DOM element there.
 */
export function HotspotAnchors({ engine }: { engine: StageEngine }) {
  const invalidate = useThree((state) => state.invalidate);

  // Anchors that come or go are placed in the next frame.
  useEffect(() => {
    invalidate();
    return useAnchors.subscribe(() => invalidate());
  }, [invalidate]);

  useFrame(({ camera, size, viewport }) => {
    const cover = engine.cover;
    for (const { element, x, y } of useAnchors.getState().anchors.values()) {
      // Picture (x right, y down) -> texture uv (v up) -> quad uv through the cover fit -> world -> screen.
      const u = (x - cover.z) / cover.x;
      const v = (1 - y - cover.w) / cover.y;
      point.set((u - 0.5) * viewport.width, (v - 0.5) * viewport.height, 0).project(camera);
      const left = ((point.x + 1) / 2) * size.width;
      const top = ((1 - point.y) / 2) * size.height;
      const inside = u >= 0 && u <= 1 && v >= 0 && v <= 1;
      element.style.transform = `translate3d(${left.toFixed(1)}px, ${top.toFixed(1)}px, 0)`;
      element.style.visibility = inside ? '' : 'hidden';
    }
  });

  return null;
}
