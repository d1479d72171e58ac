import type * as THREE from 'three';
import { worldBox } from './world-box.ts';

export interface Opening {
  a: number;
  b: number;
  bottom?: number;
  top: number;
  /** Fill the opening with glass and mullions. */
  glass?: boolean;
}

export interface WallStyle {
  upper: THREE.Material;
  lower: THREE.Material;
  plinth: number;
  thickness: number;
  glass?: THREE.Material;
  frame?: THREE.Material;
}

/**
 * A straight wall along z (axis 'z', at x = `at`) or along x (axis 'x', at z = `at`) from `from` to `to`,
 * with door and window openings. Solid parts become boxes split at the plinth height.
 */
export function wall(
  parent: THREE.Object3D,
  axis: 'x' | 'z',
  at: number,
  from: number,
  to: number,
  height: number,
  style: WallStyle,
  openings: Opening[] = [],
): void {
  const cuts = new Set<number>([from, to]);
  for (const o of openings) {
    cuts.add(o.a);
    cuts.add(o.b);
  }
  const xs = [...cuts].filter((c) => c >= from && c <= to).sort((p, q) => p - q);
  for (let i = 0; i < xs.length - 1; i++) {
    const a = xs[i] ?? 0;
    const b = xs[i + 1] ?? 0;
    const mid = (a + b) / 2;
    const holes = openings.filter((o) => o.a <= mid && o.b >= mid).map((o) => [o.bottom ?? 0, o.top] as const);
    const edges = new Set<number>([0, height, style.plinth]);
    for (const [lo, hi] of holes) {
      edges.add(lo);
      edges.add(hi);
    }
    const ys = [...edges].filter((y) => y >= 0 && y <= height).sort((p, q) => p - q);
    for (let j = 0; j < ys.length - 1; j++) {
      const y0 = ys[j] ?? 0;
      const y1 = ys[j + 1] ?? 0;
      const ym = (y0 + y1) / 2;
      if (holes.some(([lo, hi]) => ym > lo && ym < hi)) continue;
      const m = ym < style.plinth ? style.lower : style.upper;
      const len = b - a;
      if (axis === 'z') worldBox(parent, style.thickness, y1 - y0, len, m, at, y0, mid);
      else worldBox(parent, len, y1 - y0, style.thickness, m, mid, y0, at);
    }
  }
  for (const o of openings) {
    if (!o.glass || !style.glass || !style.frame) continue;
    glazing(parent, axis, at, o, style.glass, style.frame);
  }
}

function glazing(
  parent: THREE.Object3D,
  axis: 'x' | 'z',
  at: number,
  o: Opening,
  glass: THREE.Material,
  frame: THREE.Material,
): void {
  const bottom = o.bottom ?? 0;
  const len = o.b - o.a;
  const h = o.top - bottom;
  const mid = (o.a + o.b) / 2;
  const pane =
    axis === 'z'
      ? worldBox(parent, 0.02, h, len, glass, at, bottom, mid, 4, false)
      : worldBox(parent, len, h, 0.02, glass, mid, bottom, at, 4, false);
  pane.receiveShadow = false;
  const n = Math.max(1, Math.round(len / 1.6));
  for (let i = 0; i <= n; i++) {
    const p = o.a + (len * i) / n;
    if (axis === 'z') worldBox(parent, 0.12, h, 0.08, frame, at, bottom, p);
    else worldBox(parent, 0.08, h, 0.12, frame, p, bottom, at);
  }
  for (const y of [bottom, o.top - 0.08, bottom + Math.min(h - 0.1, 2.6)]) {
    if (axis === 'z') worldBox(parent, 0.12, 0.08, len, frame, at, y, mid);
    else worldBox(parent, len, 0.08, 0.12, frame, mid, y, at);
  }
}
