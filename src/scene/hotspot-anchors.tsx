import { useEffect } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import { anchorInBox } from '../domain/cover-fit.ts';
import { placeHotspots, type HotspotMeasure, type KeepOut } from '../domain/hotspot-placement.ts';
import { useAnchors } from '../stores/anchor-store.ts';
import type { StageEngine } from './stage-engine.ts';

const point = new Vector3();
/** The label's widest, as `.hotspot__label`'s max-width says (src/styles.css), in rem. */
const LABEL_MAX_REM = 16;
/** WCAG 2.5.8's target spacing: markers closer than this (centre to centre) could not be tapped apart. */
const TARGET = 24;

/**
 * Measures a hotspot element where the frame's layout is clean (only transforms and, when they change, the labels'
 * room were written), so that it costs no layout of its own: the marker, the gap, the label's natural width.
 */
function measure(element: HTMLElement, x: number, y: number, shown: boolean, labelMax: number): HotspotMeasure {
  const marker = element.querySelector<HTMLElement>('.hotspot__marker');
  const label = element.querySelector<HTMLElement>('.hotspot__label');
  return {
    x,
    y,
    shown,
    marker: marker?.offsetWidth ?? 0,
    gap: parseFloat(getComputedStyle(element).columnGap) || 0,
    // scrollWidth is the text's whole width even where the label is cut short (overflow hidden) or set aside for
    // want of room (`data-label-hidden`); a label the style hides (display none) has none.
    label: label ? Math.min(label.scrollWidth, labelMax) : 0,
    height: Math.max(marker?.offsetHeight ?? 0, label?.offsetHeight ?? 0),
  };
}

/**
 * The controls on the picture that hotspots keep clear of (the arrows mark themselves `data-keep-clear`), in the
 * canvas's pixels: read where the layout is clean, as the hotspots are.
 */
function keptClear(canvas: HTMLCanvasElement): KeepOut[] {
  const frame = canvas.getBoundingClientRect();
  const controls = canvas.closest('main')?.querySelectorAll<HTMLElement>('[data-keep-clear]') ?? [];
  return [...controls].map((control) => {
    const { left, top, right, bottom } = control.getBoundingClientRect();
    return { left: left - frame.left, top: top - frame.top, right: right - frame.left, bottom: bottom - frame.top };
  });
}

/**
 * Projects every registered hotspot from its place on the picture (through the cover fit of what is shown) onto
 * the background quad, then to the screen, and places it there (`domain/hotspot-placement.ts`): markers nudged
 * apart where they would cover each other, labels on the side where they fit (`data-label-side`), no wider than
 * the room there (`--label-room`) or set aside where there is too little (`data-label-hidden`), everything inside
 * the picture's box and clear of the arrows. A hotspot whose anchor the crop hides is
 * hidden (`visibility`, so from focus too).
 */
export function HotspotAnchors({ engine }: { engine: StageEngine }) {
  const invalidate = useThree((state) => state.invalidate);

  // Anchors that come or go are placed in the next frame; so are hotspots whose label a hover or focus shows or hides
  // (it takes room then, or none).
  useEffect(() => {
    invalidate();
    const place = () => invalidate();
    const events = ['focusin', 'focusout', 'pointerover', 'pointerout'] as const;
    for (const event of events) document.addEventListener(event, place, { passive: true });
    const unsubscribe = useAnchors.subscribe(place);
    return () => {
      for (const event of events) document.removeEventListener(event, place);
      unsubscribe();
    };
  }, [invalidate]);

  useFrame(({ camera, gl, size, viewport }) => {
    const cover = engine.cover;
    const aspect = engine.pictureAspect;
    const anchors = [...useAnchors.getState().anchors.values()];
    if (anchors.length === 0) return;
    const labelMax = LABEL_MAX_REM * parseFloat(getComputedStyle(document.documentElement).fontSize);
    const measures = anchors.map(({ element, x, y }) => {
      // 16:9 position -> the shown picture (x right, y down) -> texture uv (v up) -> quad uv through the cover fit
      // -> world -> screen.
      const { u, v, shown } = anchorInBox(x, y, aspect, cover);
      point.set((u - 0.5) * viewport.width, (v - 0.5) * viewport.height, 0).project(camera);
      const left = ((point.x + 1) / 2) * size.width;
      const top = ((1 - point.y) / 2) * size.height;
      return measure(element, left, top, shown, labelMax);
    });
    const spacing = Math.max(TARGET, ...measures.map((entry) => entry.marker));
    const places = placeHotspots(measures, size, spacing, keptClear(gl.domElement));
    anchors.forEach(({ element }, i) => {
      const place = places[i]!;
      const shown = measures[i]!.shown;
      const wanted = measures[i]!.label;
      const room = place.label > 0 && place.label < wanted ? `${Math.floor(place.label)}px` : '';
      if (element.dataset.labelSide !== place.side) element.dataset.labelSide = place.side;
      element.toggleAttribute('data-label-hidden', wanted > 0 && place.label === 0);
      if (element.style.getPropertyValue('--label-room') !== room) element.style.setProperty('--label-room', room);
      element.style.transform = `translate3d(${place.left.toFixed(1)}px, ${place.top.toFixed(1)}px, 0)`;
      element.style.visibility = shown ? '' : 'hidden';
    });
  });

  return null;
}
