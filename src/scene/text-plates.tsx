import { useEffect } from 'react';
import { addAfterEffect, useThree } from '@react-three/fiber';
import { plateOpacity, TEXT_PLATE, type Rgb } from '../domain/text-plate.ts';
import { useTextPlates } from '../stores/text-plate-store.ts';

/** The least time between two readings of the picture: a video background renders every frame. */
const EVERY_MS = 1000;

/** The colour of every text in `element` (its links and spans), as sRGB bytes. */
function textColours(element: HTMLElement): Rgb[] {
  const colours = new Map<string, Rgb>();
  for (const text of element.querySelectorAll<HTMLElement>('a, span')) {
    const colour = getComputedStyle(text).color;
    const [r, g, b, alpha = 1] = colour.match(/[\d.]+/g)?.map(Number) ?? [];
    // A text drawn transparent (hidden) asks nothing of the plate.
    if (b !== undefined && alpha >= 0.5) colours.set(colour, [r!, g!, b]);
  }
  return [...colours.values()];
}

/**
 * Reads the picture under each registered text (the breadcrumb over the picture, `stores/text-plate-store.ts`)
 * right after a frame is drawn, while the drawing buffer still holds it, and sets the plate behind the text as
 * opaque as `domain/text-plate.ts` finds it must be for 4.5:1 (`--text-plate`, 0 to 1). Text not over the picture
 * (the portrait panel's) gets no plate. At most once a second, and once more after the last frame drawn.
 */
export function TextPlates() {
  const gl = useThree((state) => state.gl);
  const invalidate = useThree((state) => state.invalidate);

  useEffect(() => {
    let last = -Infinity;
    let later: ReturnType<typeof setTimeout> | undefined;
    let dirty = true;
    const read = () => {
      const canvas = gl.domElement;
      const context = gl.getContext();
      const frame = canvas.getBoundingClientRect();
      if (frame.width === 0 || frame.height === 0) return;
      const scale = canvas.width / frame.width;
      for (const element of useTextPlates.getState().elements) {
        const box = element.getBoundingClientRect();
        const left = Math.max(box.left, frame.left);
        const top = Math.max(box.top, frame.top);
        const right = Math.min(box.right, frame.right);
        const bottom = Math.min(box.bottom, frame.bottom);
        const texts = textColours(element);
        // No text drawn (hidden for a moment): the plate stays as it is.
        if (texts.length === 0) continue;
        let opacity = 0;
        if (right - left >= 1 && bottom - top >= 1) {
          const x = Math.floor((left - frame.left) * scale);
          const width = Math.max(1, Math.floor((right - left) * scale));
          const height = Math.max(1, Math.floor((bottom - top) * scale));
          const y = canvas.height - Math.floor((top - frame.top) * scale) - height;
          const pixels = new Uint8Array(width * height * 4);
          context.readPixels(x, Math.max(0, y), width, height, context.RGBA, context.UNSIGNED_BYTE, pixels);
          opacity = plateOpacity(pixels, texts, TEXT_PLATE);
        }
        const value = String(opacity);
        if (element.style.getPropertyValue('--text-plate') !== value) element.style.setProperty('--text-plate', value);
      }
    };
    const stop = addAfterEffect((now) => {
      if (!dirty && now - last < EVERY_MS) {
        // Read again once the second is up, in case no frame comes after this one.
        clearTimeout(later);
        later = setTimeout(() => {
          dirty = true;
          invalidate();
        }, EVERY_MS);
        return;
      }
      dirty = false;
      last = now;
      read();
    });
    // New text, or text gone: read at the next frame.
    const unsubscribe = useTextPlates.subscribe(() => {
      dirty = true;
      invalidate();
    });
    const resized = () => {
      dirty = true;
      invalidate();
    };
    window.addEventListener('resize', resized);
    invalidate();
    return () => {
      stop();
      unsubscribe();
      clearTimeout(later);
      window.removeEventListener('resize', resized);
    };
  }, [gl, invalidate]);

  return null;
}
