import * as THREE from 'three';
import { box, contactShadow, cyl, group, panel, rbox } from './kit.ts';
import { M, basic, mat } from './materials.ts';
import { screenTexture } from './textures.ts';

export function plant(parent: THREE.Object3D, x: number, z: number, s = 1): void {
  const g = group(parent, { x, z });
  contactShadow(parent, 1.1 * s, 1.1 * s, x, z, true);
  cyl(g, 0.32 * s, 0.26 * s, 0.55 * s, M.pot(), {}, 20);
  const leaves = [M.plant(), M.plantDark()];
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2;
    const leaf = new THREE.Mesh(new THREE.IcosahedronGeometry(0.32 * s, 0), leaves[i % 2] ?? M.plant());
    leaf.position.set(Math.cos(a) * 0.22 * s, (0.85 + (i % 3) * 0.25) * s, Math.sin(a) * 0.22 * s);
    leaf.scale.set(1, 1.4, 1);
    leaf.castShadow = true;
    g.add(leaf);
  }
  const top = new THREE.Mesh(new THREE.IcosahedronGeometry(0.3 * s, 0), M.plant());
  top.position.y = 1.5 * s;
  top.castShadow = true;
  g.add(top);
}

export function chair(parent: THREE.Object3D, x: number, z: number, ry: number): void {
  const g = group(parent, { x, z, ry });
  cyl(g, 0.3, 0.3, 0.04, M.black(), {}, 10);
  cyl(g, 0.03, 0.03, 0.4, M.steel(), { y: 0.04 }, 8);
  rbox(g, 0.5, 0.09, 0.5, 0.03, M.fabric(), { y: 0.44 });
  rbox(g, 0.48, 0.55, 0.08, 0.03, M.fabric(), { y: 0.55, z: -0.24 });
}

/** Desk with one or two monitors facing +z. */
export function desk(
  parent: THREE.Object3D,
  x: number,
  z: number,
  ry: number,
  seed: number,
  monitors = 2,
  accent = '#22d3ee',
): THREE.Group {
  const g = group(parent, { x, z, ry });
  contactShadow(g, 2, 1.2, 0, 0);
  box(g, 1.6, 0.04, 0.8, M.offWhite(), { y: 0.74 });
  for (const sx of [-0.75, 0.75]) box(g, 0.05, 0.74, 0.7, M.anthracite(), { x: sx });
  for (let i = 0; i < monitors; i++) {
    const mx = monitors === 1 ? 0 : -0.36 + i * 0.72;
    const m = group(g, { x: mx, y: 0.78, z: -0.2, ry: monitors === 1 ? 0 : (i === 0 ? 1 : -1) * 0.15 });
    box(m, 0.22, 0.02, 0.16, M.darkGrey(), {});
    box(m, 0.04, 0.3, 0.04, M.darkGrey(), { z: -0.04 });
    box(m, 0.68, 0.4, 0.03, M.black(), { y: 0.22 });
    panel(m, 0.64, 0.36, basic(`screen-desk-${seed}-${i}`, { map: screenTexture(seed * 3 + i, accent, 320, 192) }), {
      y: 0.42,
      z: 0.016,
    });
  }
  box(g, 0.45, 0.02, 0.15, M.black(), { y: 0.76, z: 0.15 });
  chair(g, 0, 0.65, Math.PI);
  return g;
}

export function workbench(parent: THREE.Object3D, x: number, z: number, ry: number, withPegboard = true): THREE.Group {
  const g = group(parent, { x, z, ry });
  contactShadow(g, 2.4, 1.2, 0, 0);
  box(g, 2, 0.06, 0.8, mat('bench-top', { color: 0x9c7650, roughness: 0.7 }), { y: 0.86 });
  box(g, 1.9, 0.8, 0.7, M.anthracite(), { y: 0.06, x: 0 });
  for (let i = 0; i < 4; i++) box(g, 0.44, 0.16, 0.02, M.midGrey(), { x: -0.7 + i * 0.47, y: 0.55, z: 0.36 });
  if (withPegboard) {
    box(g, 2, 1.2, 0.05, mat('pegboard', { color: 0x8aa0b0, roughness: 0.8 }), { y: 1.05, z: -0.4 });
    for (let i = 0; i < 9; i++) {
      box(g, 0.04, 0.2 + (i % 3) * 0.08, 0.04, i % 2 ? M.red() : M.steel(), { x: -0.85 + i * 0.21, y: 1.5, z: -0.35 });
    }
    box(g, 2.0, 0.06, 0.1, M.ledCool(), { y: 2.2, z: -0.3 });
  }
  return g;
}

export function sofa(parent: THREE.Object3D, x: number, z: number, ry: number): void {
  const g = group(parent, { x, z, ry });
  const cloth = mat('sofa', { color: 0x566b7a, roughness: 0.95 });
  contactShadow(g, 2.6, 1.2, 0, 0);
  rbox(g, 2.2, 0.42, 0.9, 0.08, cloth, { y: 0.08 });
  rbox(g, 2.2, 0.5, 0.2, 0.08, cloth, { y: 0.4, z: -0.36 });
  for (const sx of [-1.05, 1.05]) rbox(g, 0.2, 0.3, 0.9, 0.06, cloth, { x: sx, y: 0.4 });
  for (const sx of [-1, 1]) for (const sz of [-0.35, 0.35]) box(g, 0.05, 0.08, 0.05, M.steel(), { x: sx, z: sz });
}
