import * as THREE from 'three';
import { box, contactShadow, cyl, group, panel } from './kit.ts';
import { zone } from './layout.ts';
import { lineX, outline } from './markings.ts';
import { M, basic, mat } from './materials.ts';
import { buildRackRow, pallet } from './racks.ts';
import { anchorAt } from './registry.ts';
import { mulberry32 } from './rng.ts';
import { hangingSign } from './signs.ts';
import { canvasTexture, hazardStripes, signTexture } from './textures.ts';
import { buildForklift } from './vehicles.ts';

function dockDoor(root: THREE.Object3D, x: number, z: number, open: boolean, n: number): void {
  const tex = canvasTexture('dock-door', 256, 256, (ctx, w, h) => {
    ctx.fillStyle = '#d5d9dc';
    ctx.fillRect(0, 0, w, h);
    for (let y = 0; y < h; y += 32) {
      ctx.fillStyle = 'rgba(0,0,0,0.18)';
      ctx.fillRect(0, y, w, 3);
      ctx.fillStyle = 'rgba(255,255,255,0.4)';
      ctx.fillRect(0, y + 3, w, 2);
    }
  });
  if (!open) {
    panel(root, 4, 4.2, mat('dock-door', { map: tex, roughness: 0.5, metalness: 0.3 }), {
      x: x - 0.2,
      y: 2.1,
      z,
      ry: -Math.PI / 2,
    });
  } else {
    // Open door: the roller door sits in its top box; a trailer is docked outside.
    const trailer = group(root, { x: x + 0.2, z });
    box(trailer, 8, 0.1, 2.5, mat('trailer-floor', { color: 0x6b5a45, roughness: 0.9 }), { x: 4, y: 1.1 });
    box(trailer, 8, 2.8, 0.05, mat('trailer-wall', { color: 0xd0d4d8, roughness: 0.6 }), { x: 4, y: 1.1, z: -1.25 });
    box(trailer, 8, 2.8, 0.05, mat('trailer-wall', { color: 0xd0d4d8, roughness: 0.6 }), { x: 4, y: 1.1, z: 1.25 });
    box(trailer, 8, 0.05, 2.5, mat('trailer-wall', { color: 0xd0d4d8, roughness: 0.6 }), { x: 4, y: 3.9 });
    const rand = mulberry32(n);
    pallet(trailer, 5.5, 1.15, -0.55, rand, 1.2);
    pallet(trailer, 5.5, 1.15, 0.55, rand, 1.2);
    box(root, 0.4, 0.5, 4.2, M.darkGrey(), { x: x - 0.3, y: 3.7, z });
  }
  const leveler = hazardStripes([1, 1]).clone();
  leveler.wrapS = leveler.wrapT = THREE.RepeatWrapping;
  leveler.repeat.set(4, 1);
  leveler.needsUpdate = true;
  box(root, 2.2, 0.03, 3, mat(`leveler`, { map: leveler, roughness: 0.5 }), { x: x - 1.3, z, shadow: false });
  for (const dz of [-1.9, 1.9]) box(root, 0.25, 0.6, 0.3, M.rubber(), { x: x - 0.35, y: 0.7, z: z + dz });
  panel(
    root,
    0.8,
    0.45,
    basic(`dock-${n}`, { map: signTexture(`${n}`, '', open ? '#16a34a' : '#334155', '#fff', 256, 144) }),
    {
      x: x - 0.2,
      y: 4.8,
      z,
      ry: -Math.PI / 2,
    },
  );
  cyl(
    root,
    0.07,
    0.07,
    0.06,
    open ? M.ledGreen() : M.ledRed(),
    { x: x - 0.22, y: 4.3, z: z + 1.2, rz: Math.PI / 2 },
    12,
  );
}

/** Warehouse: high-bay racking, staging lanes, dock doors, forklift and a stretch wrapper. */
export function buildLogistics(root: THREE.Object3D): void {
  const z = zone('logistics');
  buildRackRow(root, { x0: 29, bays: 10, z: -17.6, seed: 1 });
  buildRackRow(root, { x0: 29, bays: 10, z: -12.4, seed: 2 });
  buildRackRow(root, { x0: 29, bays: 10, z: 12.4, seed: 3 });
  buildRackRow(root, { x0: 29, bays: 10, z: 17.6, seed: 4 });
  anchorAt('racks', 43, 5.5, -12.4);
  anchorAt('racks-south', 43, 5.5, 12.4);
  anchorAt('racks-aisle', 42, 4, -9.8);
  anchorAt('staging', 50, 1.2, -2);
  dockDoor(root, z.x1, -13, false, 1);
  dockDoor(root, z.x1, -4, true, 2);
  dockDoor(root, z.x1, 4, false, 3);
  dockDoor(root, z.x1, 13, true, 4);
  anchorAt('dock', 59.5, 2.2, -4);
  // Staging lanes in front of the docks.
  const rand = mulberry32(5);
  for (let lane = 0; lane < 4; lane++) {
    const zz = -6 + lane * 4;
    outline(root, 44, zz - 1.2, 55, zz + 1.2, 0.08);
    for (let i = 0; i < 7; i++) {
      if (rand() < 0.35) continue;
      pallet(root, 45.2 + i * 1.5, 0, zz, rand, 1.0 + rand() * 0.5);
    }
  }
  lineX(root, 24.5, 59.5, -9.4, 0.12);
  lineX(root, 24.5, 59.5, 9.4, 0.12);
  buildForklift(root, 'forklift', 39, -4.5, 0.4);
  buildForklift(root, 'forklift-2', 50, 7.8, Math.PI);
  // Stretch wrapper near the hall door.
  const sw = group(root, { x: 31, z: 6.5 });
  contactShadow(sw, 3.2, 3.2, 0, 0, true);
  cyl(sw, 1.3, 1.3, 0.12, M.darkGrey(), {}, 32);
  box(sw, 0.3, 3.2, 0.3, M.teal(), { x: 1.6 });
  box(sw, 0.5, 0.6, 0.5, M.white(), { x: 1.6, y: 1.4 });
  pallet(sw, 0, 0.12, 0, mulberry32(9), 1.4);
  anchorAt('wrapper', 31, 1.4, 6.5);
  hangingSign(root, 'LOGISTIK', 'Warehouse · Shipping', '#0f766e', 36, 9.4, 0, Math.PI / 2, 4.4);
  hangingSign(root, 'VERSAND', 'Dock 1–4', '#0f766e', 55, 8.4, 0, -Math.PI / 2, 3.2);
}
