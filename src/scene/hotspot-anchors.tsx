import { useEffect } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import { useAnchors } from '../stores/anchor-store.ts';
import type { StageEngine } from './stage-engine.ts';

const point = new Vector3();
/** Pixels kept between a hotspot's label and the side of the picture. */
const EDGE = 8;

/**
 * Which side of its marker a hotspot's label goes: the right, unless it would run past the picture's right edge
 * and fits on the left (`data-label-side`). Returns how far the element moves left of its anchor: with the label
 * on the left, the element ends at the anchor. Its width is read where the frame's layout is clean (only
 * transforms were written), so it costs no layout of its own.
 */
function placeLabel(element: HTMLElement, left: number, width: number): number {
  const reach = element.offsetWidth;
  const shift = left + reach > width - EDGE && left - reach >= EDGE ? reach : 0;
  const side = shift ? 'start' : 'end';
  if (element.dataset.labelSide !== side) element.dataset.labelSide = side;
  return shift;
}

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
      const shifted = left - placeLabel(element, left, size.width);
      element.style.transform = `translate3d(${shifted.toFixed(1)}px, ${top.toFixed(1)}px, 0)`;
      element.style.visibility = inside ? '' : 'hidden';
    }
  });

  return null;
}
