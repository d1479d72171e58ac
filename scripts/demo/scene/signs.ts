import type * as THREE from 'three';
import { box, group, panel } from './kit.ts';
import { M, basic } from './materials.ts';
import { signTexture } from './textures.ts';

/** A sign hanging from the roof on two rods; faces +z unless rotated. */
export function hangingSign(
  parent: THREE.Object3D,
  text: string,
  sub: string,
  color: string,
  x: number,
  y: number,
  z: number,
  ry = 0,
  w = 4,
): THREE.Group {
  const g = group(parent, { x, y, z, ry });
  const h = w / 4;
  const m = basic(`sign-${text}-${color}`, { map: signTexture(text, sub, color) });
  box(g, w + 0.08, h + 0.08, 0.06, M.anthracite(), { y: -h / 2 - 0.04, shadow: false });
  panel(g, w, h, m, { z: 0.035 });
  panel(g, w, h, m, { z: -0.035, ry: Math.PI });
  for (const sx of [-w / 2 + 0.2, w / 2 - 0.2]) box(g, 0.02, 3, 0.02, M.black(), { x: sx, y: h / 2, shadow: false });
  return g;
}

/** A sign mounted flat on a wall (facing the given direction). */
export function wallSign(
  parent: THREE.Object3D,
  text: string,
  sub: string,
  color: string,
  x: number,
  y: number,
  z: number,
  ry: number,
  w = 3,
): void {
  const m = basic(`sign-${text}-${color}`, { map: signTexture(text, sub, color) });
  panel(parent, w, w / 4, m, { x, y, z, ry });
}
