import * as THREE from 'three';
import { floorQuad } from './kit.ts';
import { mat } from './materials.ts';
import { hazardStripes } from './textures.ts';

const paint = {
  yellow: () => mat('paint-yellow', { color: 0xe8b800, roughness: 0.5 }),
  white: () => mat('paint-white', { color: 0xe9ebea, roughness: 0.5 }),
  green: () => mat('paint-green', { color: 0x2f8a57, roughness: 0.45 }),
  grey: () => mat('paint-grey', { color: 0x7d8589, roughness: 0.4 }),
};

export function lineX(
  root: THREE.Object3D,
  x0: number,
  x1: number,
  z: number,
  w = 0.1,
  color: keyof typeof paint = 'yellow',
): void {
  floorQuad(root, x1 - x0, w, paint[color](), (x0 + x1) / 2, z, 0.005);
}

export function lineZ(
  root: THREE.Object3D,
  z0: number,
  z1: number,
  x: number,
  w = 0.1,
  color: keyof typeof paint = 'yellow',
): void {
  floorQuad(root, w, z1 - z0, paint[color](), x, (z0 + z1) / 2, 0.005);
}

/** Yellow outline of a footprint (machine zones, pallet places). */
export function outline(
  root: THREE.Object3D,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  w = 0.08,
  color: keyof typeof paint = 'yellow',
): void {
  lineX(root, x0, x1, z0, w, color);
  lineX(root, x0, x1, z1, w, color);
  lineZ(root, z0, z1, x0, w, color);
  lineZ(root, z0, z1, x1, w, color);
}

export function walkway(root: THREE.Object3D, x0: number, x1: number, z0: number, z1: number): void {
  floorQuad(root, x1 - x0, z1 - z0, paint.green(), (x0 + x1) / 2, (z0 + z1) / 2, 0.004);
  lineX(root, x0, x1, z0, 0.08, 'white');
  lineX(root, x0, x1, z1, 0.08, 'white');
}

export function zebra(root: THREE.Object3D, x: number, z0: number, z1: number, w = 2.4): void {
  for (let z = z0 + 0.25; z < z1 - 0.2; z += 0.8) floorQuad(root, w, 0.4, paint.white(), x, z, 0.006);
}

export function hazardZone(root: THREE.Object3D, x0: number, z0: number, x1: number, z1: number): void {
  const w = x1 - x0;
  const d = z1 - z0;
  const tex = hazardStripes([1, 1]).clone();
  tex.wrapS = tex.wrapT = THREE.RepeatWrapping;
  tex.repeat.set(w / 0.8, d / 0.8);
  tex.needsUpdate = true;
  floorQuad(
    root,
    w,
    d,
    mat(`hazard-floor-${x0}-${z0}`, { map: tex, roughness: 0.5 }),
    (x0 + x1) / 2,
    (z0 + z1) / 2,
    0.005,
  );
}

export function floorArrow(root: THREE.Object3D, x: number, z: number, ry: number): void {
  const shape = new THREE.Shape();
  shape.moveTo(-0.6, -0.15);
  shape.lineTo(0.2, -0.15);
  shape.lineTo(0.2, -0.4);
  shape.lineTo(0.7, 0);
  shape.lineTo(0.2, 0.4);
  shape.lineTo(0.2, 0.15);
  shape.lineTo(-0.6, 0.15);
  shape.closePath();
  const geo = new THREE.ShapeGeometry(shape).rotateX(-Math.PI / 2);
  const mesh = new THREE.Mesh(geo, paint.white());
  mesh.position.set(x, 0.006, z);
  mesh.rotation.y = ry;
  mesh.receiveShadow = true;
  root.add(mesh);
}
