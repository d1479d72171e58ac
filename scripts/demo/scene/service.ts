import type * as THREE from 'three';
import { buildCnc } from './cnc.ts';
import { desk, plant, workbench } from './furniture.ts';
import { box, contactShadow, cyl, cylAt, group, panel } from './kit.ts';
import { zone } from './layout.ts';
import { hazardZone, outline } from './markings.ts';
import { M, basic, mat } from './materials.ts';
import { buildShelf, pallet } from './racks.ts';
import { mulberry32 } from './rng.ts';
import { buildRobot } from './robot.ts';
import { anchorAt } from './registry.ts';
import { hangingSign, wallSign } from './signs.ts';
import { screenTexture } from './textures.ts';

/** Service workshop (login-only world): counter, repair bay with an opened machine, spare parts store. */
export function buildService(root: THREE.Object3D): void {
  const z = zone('service');
  // Service counter near the door from the hall.
  const counter = group(root, { x: -21.5, z: 25.5 });
  contactShadow(counter, 4.6, 1.6, 0, 0);
  box(counter, 4, 1.05, 0.8, mat('service-counter', { color: 0x2f5d7c, roughness: 0.45 }), {});
  box(counter, 4.1, 0.05, 0.9, M.offWhite(), { y: 1.05 });
  box(counter, 3.8, 0.04, 0.02, M.ledTeal(), { y: 0.1, z: 0.41, shadow: false });
  const mon = group(counter, { x: 0.8, y: 1.1, z: -0.1 });
  box(mon, 0.05, 0.3, 0.05, M.darkGrey(), {});
  box(mon, 0.6, 0.38, 0.03, M.black(), { y: 0.25 });
  panel(mon, 0.56, 0.34, basic('screen-service', { map: screenTexture(77, '#38bdf8', 320, 192) }), {
    y: 0.44,
    z: 0.016,
  });
  anchorAt('service-counter', -21.5, 1.4, 25.5);
  wallSign(root, 'SERVICE', 'After-Sales · Ersatzteile', '#2f5d7c', -21.5, 4.2, 20.2, 0, 4);
  wallSign(root, 'SERVICE', 'Customer service · Kundendienst', '#2f5d7c', -21.5, 5.9, 19.78, Math.PI, 4);
  anchorAt('service-door', -21.5, 2.2, 20);
  plant(root, -17.6, 21.2, 1);
  plant(root, -25.2, 21.2, 0.9);
  // Repair bay: a machining centre with doors open, barrier and a crane above.
  hazardZone(root, -33.5, 30.6, -25.5, 31.2);
  buildCnc(root, { name: 'repair-cnc', model: 'VF-500', x: -29.5, z: 35, accent: M.orange(), doorsOpen: true });
  outline(root, -33.5, 32.4, -25.5, 38.4, 0.1);
  for (const x of [-33, -26]) {
    cyl(root, 0.05, 0.05, 1, M.red(), { x, z: 31.5 }, 10);
    box(root, 0.1, 0.06, 0.1, M.white(), { x, y: 0.9, z: 31.5 });
  }
  const crane = group(root, { y: 6.6 });
  box(crane, 0.5, 0.6, z.z1 - z.z0 - 0.6, M.yellow(), { x: -29.5, z: (z.z0 + z.z1) / 2 });
  box(crane, 0.5, 0.6, z.z1 - z.z0 - 0.6, M.yellow(), { x: -22, z: (z.z0 + z.z1) / 2 });
  box(crane, 8, 0.7, 0.6, M.yellow(), { x: -25.75, y: -0.4, z: 33 });
  box(crane, 0.7, 0.6, 0.8, M.anthracite(), { x: -29, y: -1.0, z: 33 });
  cyl(crane, 0.02, 0.02, 2.2, M.steel(), { x: -29, y: -3.2, z: 33 }, 6);
  box(crane, 0.3, 0.3, 0.3, M.red(), { x: -29, y: -3.5, z: 33 });
  anchorAt('repair-cnc-open', -29.5, 1.6, 36.2);
  // Spindle unit on an assembly stand and a parts trolley beside the bay.
  const spindle = group(root, { x: -25.2, z: 34.2 });
  contactShadow(spindle, 1.4, 1.4, 0, 0, true);
  box(spindle, 0.8, 0.7, 0.6, M.anthracite(), {});
  cylAt(spindle, 0.18, 0.9, M.brushed(), { y: 0.95, rz: Math.PI / 2 }, 20);
  cylAt(spindle, 0.24, 0.2, M.orange(), { x: -0.4, y: 0.95, rz: Math.PI / 2 }, 20);
  cylAt(spindle, 0.05, 0.3, M.chrome(), { x: 0.55, y: 0.95, rz: Math.PI / 2 }, 12);
  const cart = group(root, { x: -24.6, z: 37.4, ry: 0.3 });
  box(cart, 1.0, 0.05, 0.6, M.steel(), { y: 0.3 });
  box(cart, 1.0, 0.05, 0.6, M.steel(), { y: 0.85 });
  for (const sx of [-0.47, 0.47])
    for (const sz of [-0.27, 0.27]) box(cart, 0.04, 0.9, 0.04, M.steel(), { x: sx, z: sz });
  box(cart, 0.35, 0.25, 0.3, M.blue(), { x: -0.25, y: 0.9 });
  box(cart, 0.3, 0.18, 0.25, mat('bin-red', { color: 0x9e3b33, roughness: 0.55 }), { x: 0.22, y: 0.9 });
  anchorAt('crane', -25.75, 6.5, 33);
  // Workbenches along the south wall.
  for (let i = 0; i < 3; i++) workbench(root, -21 + i * 2.6, 39.2, 0, true);
  anchorAt('workbench', -18.4, 1.3, 38.8);
  desk(root, -11, 36.5, Math.PI / 2, 90, 1, '#38bdf8');
  // Second repair bay: a robot on a service stand, tool trolleys and a parts pallet.
  const stand = group(root, { x: -16.5, z: 34.5 });
  contactShadow(stand, 2.4, 2.4, 0, 0);
  box(stand, 1.6, 0.5, 1.6, M.yellow(), {});
  buildRobot(stand, { name: 'service-robot', x: 0, z: 0, ry: 0.8, phase: 0.3, pedestal: 0.5 });
  for (let i = 0; i < 3; i++) {
    const t = group(root, { x: -35.2, z: 23.5 + i * 1.1, ry: Math.PI / 2 });
    box(t, 0.8, 1.0, 0.5, mat('tool-cabinet', { color: 0xc62828, roughness: 0.45 }), {});
    for (let d = 0; d < 4; d++) box(t, 0.7, 0.02, 0.02, M.steel(), { y: 0.2 + d * 0.2, z: 0.26, shadow: false });
  }
  pallet(root, -12.5, 0, 38, mulberry32(31), 1.0);
  pallet(root, -14.0, 0, 38, mulberry32(32), 0.8);
  const tv = group(root, { x: -26.8, y: 2.2, z: 20.3 });
  box(tv, 2.2, 1.3, 0.06, M.black(), {});
  panel(tv, 2.1, 1.2, basic('screen-service-wall', { map: screenTexture(88, '#38bdf8', 512, 300) }), {
    y: 0.65,
    z: 0.035,
  });
  // Spare parts store.
  for (let i = 0; i < 4; i++) buildShelf(root, -13 + i * 2.2, 27 + (i % 2) * 0.01, Math.PI / 2, 4.4, 20 + i);
  anchorAt('spare-parts', -11.9, 1.6, 27);
  anchorAt('parts-sign', -9.8, 5.2, 24);
  hangingSign(root, 'ERSATZTEILE', 'Spare parts', '#2f5d7c', -9.8, 5.6, 24, -Math.PI / 2, 3.2);
  box(root, 1.2, 1.8, 0.6, mat('parts-cabinet', { color: 0x2f5d7c, roughness: 0.5 }), { x: -7, z: 31 });
}
