import * as THREE from 'three';
import { box, contactShadow, cyl, cylAt, dynamic, group, rbox } from './kit.ts';
import { M, mat } from './materials.ts';
import { LOOP_SECONDS, anchor, animate } from './registry.ts';
import { pallet } from './racks.ts';
import { mulberry32 } from './rng.ts';

function wheels(g: THREE.Object3D, xs: number[], zs: number[], r: number, w: number): void {
  for (const x of xs) for (const z of zs) cylAt(g, r, w, M.rubber(), { x, y: r, z, rx: Math.PI / 2 }, 18);
}

/** Counterbalance forklift, forks raised with a pallet. */
export function buildForklift(parent: THREE.Object3D, name: string, x: number, z: number, ry: number): THREE.Group {
  const g = group(parent, { x, z, ry });
  contactShadow(parent, 3.4, 2, x, z, false, ry);
  const body = mat('forklift', { color: 0xf0b400, roughness: 0.4, metalness: 0.1 });
  wheels(g, [-0.7, 0.7], [-0.55, 0.55], 0.3, 0.25);
  rbox(g, 2.0, 0.75, 1.15, 0.08, body, { y: 0.25 });
  rbox(g, 0.7, 0.55, 1.1, 0.1, M.anthracite(), { x: -0.75, y: 0.7 });
  box(g, 0.5, 0.45, 0.6, M.black(), { x: -0.05, y: 1.0 });
  for (const sx of [-0.8, 0.6])
    for (const sz of [-0.5, 0.5]) box(g, 0.06, 1.3, 0.06, M.anthracite(), { x: sx, y: 1.0, z: sz });
  box(g, 1.5, 0.06, 1.1, M.anthracite(), { x: -0.1, y: 2.3 });
  for (const sz of [-0.35, 0.35]) box(g, 0.1, 3.2, 0.1, M.darkGrey(), { x: 1.15, z: sz });
  const carriage = group(g, { x: 1.25, y: 1.4 });
  box(carriage, 0.08, 0.6, 1.0, M.darkGrey(), {});
  for (const sz of [-0.3, 0.3]) box(carriage, 1.1, 0.05, 0.12, M.darkGrey(), { x: 0.6, z: sz });
  pallet(carriage, 0.6, 0.05, 0, mulberry32(3), 0.9);
  cyl(g, 0.05, 0.05, 0.12, M.ledAmber(), { x: -0.4, y: 2.36 }, 12);
  anchor(name, g, new THREE.Vector3(0, 1.6, 0));
  return g;
}

/** Automated guided vehicle with a parts cart; drives back and forth along x within one loop. */
export function buildAgv(parent: THREE.Object3D, name: string, x: number, z: number, travel: number): THREE.Group {
  const g = dynamic(group(parent, { x, z }));
  rbox(g, 1.6, 0.32, 1.0, 0.06, M.white(), { y: 0.06 });
  box(g, 1.62, 0.05, 1.02, M.teal(), { y: 0.2 });
  for (const sx of [-0.81, 0.81]) box(g, 0.02, 0.04, 0.6, M.ledTeal(), { x: sx, y: 0.16 });
  box(g, 1.4, 0.04, 0.9, M.steel(), { y: 0.55 });
  for (const sx of [-0.65, 0.65])
    for (const sz of [-0.4, 0.4]) box(g, 0.04, 0.5, 0.04, M.steel(), { x: sx, y: 0.38, z: sz });
  box(g, 1.3, 0.04, 0.85, M.steel(), { y: 1.05 });
  for (let i = 0; i < 3; i++) box(g, 0.4, 0.22, 0.6, M.blue(), { x: -0.45 + i * 0.45, y: 0.59 });
  for (let i = 0; i < 2; i++)
    box(g, 0.55, 0.3, 0.6, mat('bin-grey', { color: 0x5d6a75, roughness: 0.6 }), { x: -0.3 + i * 0.6, y: 1.09 });
  const shadow = group(parent, { x, z });
  contactShadow(shadow, 2.2, 1.5, 0, 0);
  dynamic(shadow);
  animate((t) => {
    const s = Math.sin((t / LOOP_SECONDS) * Math.PI * 2);
    g.position.x = x + s * travel;
    shadow.position.x = g.position.x;
  });
  anchor(name, g, new THREE.Vector3(0, 1.2, 0));
  return g;
}
