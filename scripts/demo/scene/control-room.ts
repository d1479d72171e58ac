import * as THREE from 'three';
import { chair, desk, plant } from './furniture.ts';
import { box, group, panel } from './kit.ts';
import { M, basic, mat } from './materials.ts';
import { anchorAt } from './registry.ts';
import { screenTexture, signTexture } from './textures.ts';
import { wall, type WallStyle } from './walls.ts';
import { worldBox } from './world-box.ts';

/** Glass-walled control room in the north-east corner of the hall, with a video wall. */
export function buildControlRoom(root: THREE.Object3D): void {
  const x0 = 11;
  const x1 = 23.8;
  const z0 = -19.8;
  const z1 = -11;
  const h = 3.6;
  const style: WallStyle = {
    upper: mat('control-wall', { color: 0x7b848c, roughness: 0.6 }),
    lower: mat('control-wall', { color: 0x7b848c, roughness: 0.6 }),
    plinth: 0.1,
    thickness: 0.12,
    glass: M.glass(),
    frame: M.anthracite(),
  };
  wall(root, 'z', x0, z0, z1, h, style, [{ a: z0 + 0.5, b: z1 - 0.3, bottom: 0.5, top: 3.1, glass: true }]);
  wall(root, 'x', z1, x0, x1, h, style, [
    { a: x0 + 0.3, b: 16, bottom: 0.5, top: 3.1, glass: true },
    { a: 16, b: 17.8, top: 2.4 },
    { a: 17.8, b: x1 - 0.3, bottom: 0.5, top: 3.1, glass: true },
  ]);
  const ceil = worldBox(
    root,
    x1 - x0,
    0.15,
    z1 - z0,
    mat('control-ceiling', { color: 0xc9ced3, roughness: 0.8 }),
    (x0 + x1) / 2,
    h,
    (z0 + z1) / 2,
    2,
    true,
  );
  ceil.receiveShadow = false;
  const floor = worldBox(
    root,
    x1 - x0 - 0.2,
    0.02,
    z1 - z0 - 0.2,
    mat('control-floor', { color: 0x59616a, roughness: 0.6 }),
    (x0 + x1) / 2,
    0,
    (z0 + z1) / 2,
    2,
    false,
  );
  floor.castShadow = false;
  for (let x = x0 + 1.5; x < x1; x += 2.5) {
    const strip = new THREE.Mesh(new THREE.PlaneGeometry(0.15, z1 - z0 - 1.5).rotateX(Math.PI / 2), M.ledCool());
    strip.position.set(x, h - 0.01, (z0 + z1) / 2);
    root.add(strip);
  }
  // Video wall: 4 x 2 tiles on the north wall.
  const vw = group(root, { x: (x0 + x1) / 2, y: 0.9, z: z0 + 0.25 });
  box(vw, 7.6, 2.35, 0.12, M.black(), {});
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 2; j++) {
      panel(
        vw,
        1.84,
        1.1,
        basic(`vw-${i}-${j}`, { map: screenTexture(200 + i * 2 + j, i % 2 ? '#22d3ee' : '#4ade80', 384, 230) }),
        {
          x: -2.85 + i * 1.9,
          y: 0.6 + j * 1.14,
          z: 0.065,
        },
      );
    }
  }
  anchorAt('video-wall', (x0 + x1) / 2, 2.1, z0 + 0.4);
  // Two rows of operator desks facing the video wall.
  for (let i = 0; i < 3; i++) desk(root, 13.6 + i * 3.3, -15.8, Math.PI, 30 + i, 2, '#22d3ee');
  for (let i = 0; i < 2; i++) desk(root, 15.3 + i * 3.3, -13.2, Math.PI, 40 + i, 2, '#4ade80');
  anchorAt('control-desk', 16.9, 1.2, -16);
  chair(root, 22.5, -12.4, 0.6);
  plant(root, 23.1, -11.8, 0.8);
  // Name plate over the door, visible from the hall.
  panel(root, 2.4, 0.6, basic('sign-control', { map: signTexture('LEITSTAND', 'Control room', '#5b21b6') }), {
    x: 16.9,
    y: 2.95,
    z: z1 + 0.07,
  });
  anchorAt('control-door', 16.9, 1.6, z1);
  box(root, 0.9, 1.9, 0.5, M.anthracite(), { x: 23.3, z: -19.2 });
}
