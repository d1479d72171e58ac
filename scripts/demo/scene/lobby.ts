import * as THREE from 'three';
import { buildCnc } from './cnc.ts';
import { plant, sofa } from './furniture.ts';
import { box, contactShadow, group, panel, rbox } from './kit.ts';
import { zone } from './layout.ts';
import { M, basic, mat } from './materials.ts';
import { anchor, anchorAt } from './registry.ts';
import { logoTexture, screenTexture, woodTexture } from './textures.ts';

/** Entrance lobby: reception, slatted logo wall, lounge, a showcase machine, glass view into the hall. */
export function buildLobby(root: THREE.Object3D): void {
  const z = zone('lobby');
  // Reception desk facing the entrance.
  const desk = group(root, { x: -45.5, z: -6.5, ry: -Math.PI / 2 });
  contactShadow(desk, 5, 2, 0, 0);
  rbox(desk, 4.2, 1.08, 0.9, 0.05, M.white(), {});
  box(desk, 4.3, 0.05, 1.0, mat('oak', { map: woodTexture(), roughness: 0.5, color: 0xd9b48a }), { y: 1.08 });
  box(desk, 4.0, 0.04, 0.02, M.ledTeal(), { y: 0.08, z: 0.46, shadow: false });
  panel(desk, 1.8, 0.45, basic('logo-desk', { map: logoTexture(false) }), { y: 0.62, z: 0.456 });
  for (const sx of [-1.2, 1.2]) {
    const mon = group(desk, { x: sx, y: 1.13, z: -0.2, ry: Math.PI });
    box(mon, 0.04, 0.3, 0.04, M.darkGrey(), {});
    box(mon, 0.6, 0.36, 0.03, M.black(), { y: 0.26 });
  }
  anchor('reception', desk, new THREE.Vector3(0, 1.3, 0));
  // Slatted oak feature wall with the company logo.
  const wallG = group(root, { x: -40.5, z: -11.7 });
  box(wallG, 9, z.h - 0.3, 0.1, M.anthracite(), { x: 0 });
  for (let i = 0; i < 44; i++)
    box(wallG, 0.12, z.h - 0.6, 0.1, mat('oak', { map: woodTexture(), roughness: 0.5, color: 0xd9b48a }), {
      x: -4.3 + i * 0.2,
      y: 0.15,
      z: 0.1,
    });
  panel(wallG, 5.2, 1.3, basic('logo-wall', { map: logoTexture(true), toneMapped: false }), { y: 4.2, z: 0.24 });
  anchor('logo-wall', wallG, new THREE.Vector3(0, 4.2, 0.3));
  // Lounge and media screen on the south wall.
  sofa(root, -51, 8.6, Math.PI);
  sofa(root, -47.4, 6.6, -Math.PI / 2);
  const table = group(root, { x: -49.6, z: 6.8 });
  box(table, 1.2, 0.4, 0.7, mat('table-top', { color: 0x2b3036, roughness: 0.3, metalness: 0.4 }), {});
  const screen = group(root, { x: -50, y: 1.6, z: 11.8 });
  box(screen, 3.6, 2.1, 0.08, M.black(), { z: 0 });
  panel(screen, 3.44, 1.94, basic('lobby-screen', { map: screenTexture(99, '#00a3a6', 640, 360) }), {
    y: 1.05,
    z: -0.045,
    ry: Math.PI,
  });
  anchorAt('lobby-screen', -50, 2.65, 11.7);
  for (const [px, pz, s] of [
    [-54.6, -10.6, 1.2],
    [-54.6, 10.6, 1.2],
    [-37.2, -10.5, 1],
    [-37.3, 10.5, 1.1],
    [-53.5, 10.8, 0.9],
  ] as const) {
    plant(root, px, pz, s);
  }
  // Showcase: the flagship machining centre on a plinth.
  const plinth = group(root, { x: -41.8, z: 6.8 });
  box(plinth, 5.2, 0.18, 3.6, mat('plinth', { color: 0x1f2429, roughness: 0.25, metalness: 0.3 }), {});
  box(plinth, 5.22, 0.03, 3.62, M.ledTeal(), { y: 0.02, shadow: false });
  buildCnc(group(plinth, { y: 0.18 }), { name: 'exhibit-cnc', model: 'VF-800', x: 0.4, z: 0, ry: -Math.PI / 2 - 0.5 });
  // Entrance mats and stanchions.
  box(root, 3, 0.01, 4, mat('mat', { color: 0x2c2f33, roughness: 1 }), { x: -54, z: 0, shadow: false });
  anchorAt('lobby-door', -36, 2.2, 0);
  anchorAt('lobby-glass', -36, 2.5, 6);
}
