import * as THREE from 'three';

/** Named 3D points that hotspots describe; the generator projects them with each location's camera. */
export const anchors = new Map<string, THREE.Vector3>();

export function anchor(name: string, obj: THREE.Object3D, local: THREE.Vector3 = new THREE.Vector3()): void {
  obj.updateWorldMatrix(true, false);
  anchors.set(name, obj.localToWorld(local.clone()));
}

export function anchorAt(name: string, x: number, y: number, z: number): void {
  anchors.set(name, new THREE.Vector3(x, y, z));
}

export { LOOP_SECONDS } from './api.ts';

/** Animated parts. `t` is seconds; every animator is periodic with LOOP_SECONDS. */
export const animators: ((t: number) => void)[] = [];

export function animate(fn: (t: number) => void): void {
  animators.push(fn);
}
