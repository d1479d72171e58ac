import * as THREE from 'three';
import { buildCmm, buildCnc, buildFlowRack, buildLaser } from './cnc.ts';
import { buildConveyor } from './conveyor.ts';
import { desk, workbench } from './furniture.ts';
import { box, contactShadow, group, panel } from './kit.ts';
import { floorArrow, hazardZone, lineX, outline, walkway, zebra } from './markings.ts';
import { M, mat } from './materials.ts';
import { pallet } from './racks.ts';
import { anchorAt } from './registry.ts';
import { mulberry32 } from './rng.ts';
import { buildRobot } from './robot.ts';
import { hangingSign } from './signs.ts';
import { buildAgv } from './vehicles.ts';
import { meshFence } from './textures.ts';

function fence(
  root: THREE.Object3D,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  gaps: [number, number][] = [],
): void {
  const mesh = mat('fence-mesh', {
    map: meshFence(),
    transparent: true,
    depthWrite: false,
    side: THREE.DoubleSide,
    roughness: 0.6,
    metalness: 0.4,
  });
  const posts = M.yellow();
  const seg = (ax: number, az: number, bx: number, bz: number): void => {
    const len = Math.hypot(bx - ax, bz - az);
    const n = Math.max(1, Math.round(len / 1.5));
    for (let i = 0; i < n; i++) {
      const t0 = i / n;
      const t1 = (i + 1) / n;
      const px = ax + (bx - ax) * t0;
      const pz = az + (bz - az) * t0;
      const mx = ax + (bx - ax) * ((t0 + t1) / 2);
      const mz = az + (bz - az) * ((t0 + t1) / 2);
      const along = bx !== ax ? mx : mz;
      if (gaps.some(([a, b]) => along > a && along < b)) continue;
      box(root, 0.06, 2.2, 0.06, posts, { x: px, z: pz });
      const p = panel(root, len / n - 0.06, 1.9, mesh, {
        x: mx,
        y: 1.15,
        z: mz,
        ry: bx !== ax ? 0 : Math.PI / 2,
        shadow: true,
      });
      p.castShadow = true;
    }
    box(root, 0.06, 2.2, 0.06, posts, { x: bx, z: bz });
  };
  seg(x0, z0, x1, z0);
  seg(x1, z0, x1, z1);
  seg(x1, z1, x0, z1);
  seg(x0, z1, x0, z0);
}

/** Production hall: CNC line, robot cell, assembly conveyor, quality lab corner, floor markings, AGV. */
export function buildProduction(root: THREE.Object3D): void {
  const rand = mulberry32(11);
  // CNC line along the north side.
  ['cnc-1', 'cnc-2', 'cnc-3', 'cnc-4'].forEach((name, i) => {
    const x = -30 + i * 7.5;
    buildCnc(root, { name, model: i % 2 ? 'VF-650' : 'VF-500', x, z: -14.2, accent: i === 3 ? M.orange() : M.teal() });
    outline(root, x - 2.7, -16, x + 2.5, -11.9);
  });
  for (let i = 0; i < 3; i++) {
    const x = -26.3 + i * 7.5;
    box(root, 0.8, 1.3, 0.6, mat('tool-cabinet', { color: 0xc62828, roughness: 0.45 }), { x, z: -12.9 });
    contactShadow(root, 1.2, 1, x, -12.9);
  }
  // Main aisle: yellow lines, a green walkway, zebra crossings and direction arrows.
  lineX(root, -35.6, 23.6, -10.6);
  lineX(root, -35.6, 23.6, -3.4);
  walkway(root, -35.6, 23.6, -3.2, -2.0);
  zebra(root, -16.5, -10.5, -3.5);
  zebra(root, 4.5, -10.5, -3.5);
  for (const x of [-30, -8, 14]) {
    floorArrow(root, x, -8.6, 0);
    floorArrow(root, x + 3, -5.4, Math.PI);
  }
  buildAgv(root, 'agv', -2, -7, 5);
  // Robot cell, fenced, on the incoming conveyor.
  fence(root, -33, 4.5, -19.5, 13.5, [[-27.5, -25.5]]);
  hazardZone(root, -27.5, 3.9, -25.5, 4.5);
  buildRobot(root, { name: 'robot-1', x: -29.5, z: 11, ry: Math.PI, phase: 0 });
  buildRobot(root, { name: 'robot-2', x: -23, z: 11, ry: Math.PI, phase: 0.5 });
  for (const x of [-31.8, -20.8]) {
    box(root, 1.2, 0.8, 0.8, M.anthracite(), { x, z: 6.6 });
    box(root, 1.0, 0.5, 0.6, M.blue(), { x, y: 0.8, z: 6.6 });
  }
  const cabinet = group(root, { x: -32, z: 5.3 });
  box(cabinet, 1.6, 2, 0.6, mat('cabinet-grey', { color: 0xd8dcdf, roughness: 0.5 }), {});
  box(cabinet, 0.08, 0.08, 0.02, M.ledGreen(), { x: 0.6, y: 1.8, z: 0.31, shadow: false });
  buildConveyor(root, { x0: -35.4, x1: 16, z: 9, pitch: 2 });
  anchorAt('conveyor', -12, 1.2, 9);
  // Assembly stations along the conveyor.
  for (let i = 0; i < 5; i++) {
    const x = -12 + i * 5.5;
    workbench(root, x, 11.4, Math.PI, true);
    box(root, 0.6, 0.4, 0.4, M.blue(), { x: x - 0.5, y: 0.92, z: 11.3 });
    box(root, 0.6, 0.4, 0.4, M.blue(), { x: x + 0.3, y: 0.92, z: 11.3 });
    outline(root, x - 1.3, 10.5, x + 1.3, 12.6, 0.06);
  }
  anchorAt('assembly-station', -1, 1.4, 11.2);
  // Screen board at the end of the line.
  const board = group(root, { x: 18.5, z: 9 });
  box(board, 0.1, 2.6, 0.1, M.anthracite(), { x: 0, z: -0.9 });
  box(board, 0.1, 2.6, 0.1, M.anthracite(), { x: 0, z: 0.9 });
  // Quality corner with the measuring machine.
  buildCmm(root, 'cmm', 10, 2.2, Math.PI);
  outline(root, 6.8, 0, 15.5, 4.6);
  desk(root, 15.5, 5.8, Math.PI, 5, 2, '#a78bfa');
  // Laser cutting in the middle bay, with a kanban supermarket beside it.
  buildLaser(root, 'laser-1', -8.5, 1.2, 0);
  outline(root, -14, -0.8, -3.6, 3.2);
  buildFlowRack(root, 0.5, 1.4, 0);
  buildFlowRack(root, 3.6, 1.4, 0);
  // Material buffer between the CNC line and control room.
  for (let i = 0; i < 6; i++) {
    const x = 1 + (i % 3) * 1.6;
    const z = -17.6 + Math.floor(i / 3) * 1.2;
    pallet(root, x, 0, z, rand, 1.1);
  }
  outline(root, -0.3, -18.5, 5.4, -15.2);
  // Signage.
  hangingSign(root, 'HALLE 1', 'Zerspanung · Machining', '#0f2a3d', -18, 8.2, -10.6, 0, 4.4);
  hangingSign(root, 'MONTAGE', 'Assembly line 2', '#00878a', 0, 7.6, 6.5, 0, 3.6);
  hangingSign(root, 'ROBOTIK', 'Robot cell R1', '#e3661c', -26, 6.4, 3.6, 0, 3.2);
  anchorAt('hall-sign', -18, 7.7, -10.6);
  anchorAt('robot-sign', -26, 5.9, 3.6);
  anchorAt('assembly-sign', 0, 7.0, 6.5);
  anchorAt('conveyor-cell', -26.2, 1.1, 9);
  hangingSign(root, 'QUALITÄT', 'Messraum · Metrology', '#7c3aed', 11, 4.6, 5.4, Math.PI, 3.2);
  anchorAt('quality-sign', 11, 4.2, 5.4);
}
