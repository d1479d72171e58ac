import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { basic } from './materials.ts';
import { blobShadow, boxShadow } from './textures.ts';

const geoCache = new Map<string, THREE.BufferGeometry>();

function geo(key: string, make: () => THREE.BufferGeometry): THREE.BufferGeometry {
  let g = geoCache.get(key);
  if (!g) {
    g = make();
    geoCache.set(key, g);
  }
  return g;
}

export interface Place {
  x?: number;
  y?: number;
  z?: number;
  rx?: number;
  ry?: number;
  rz?: number;
  shadow?: boolean;
}

function place<T extends THREE.Object3D>(o: T, p: Place): T {
  o.position.set(p.x ?? 0, p.y ?? 0, p.z ?? 0);
  o.rotation.set(p.rx ?? 0, p.ry ?? 0, p.rz ?? 0);
  const s = p.shadow ?? true;
  o.castShadow = s;
  o.receiveShadow = true;
  return o;
}

/** A box whose bottom sits at `y` (not its centre): furniture and machines are placed by their feet. */
export function box(
  parent: THREE.Object3D,
  w: number,
  h: number,
  d: number,
  m: THREE.Material,
  p: Place = {},
): THREE.Mesh {
  const g = geo(`box-${w}-${h}-${d}`, () => new THREE.BoxGeometry(w, h, d));
  const mesh = place(new THREE.Mesh(g, m), p);
  mesh.position.y += h / 2;
  parent.add(mesh);
  return mesh;
}

/** Like `box` but with bevelled edges: catches highlights and reads as a manufactured part. */
export function rbox(
  parent: THREE.Object3D,
  w: number,
  h: number,
  d: number,
  r: number,
  m: THREE.Material,
  p: Place = {},
): THREE.Mesh {
  const g = geo(`rbox-${w}-${h}-${d}-${r}`, () => new RoundedBoxGeometry(w, h, d, 1, r));
  const mesh = place(new THREE.Mesh(g, m), p);
  mesh.position.y += h / 2;
  parent.add(mesh);
  return mesh;
}

/** Cylinder standing on `y` (axis vertical unless rotated). */
export function cyl(
  parent: THREE.Object3D,
  rTop: number,
  rBottom: number,
  h: number,
  m: THREE.Material,
  p: Place = {},
  segments = 20,
): THREE.Mesh {
  const g = geo(
    `cyl-${rTop}-${rBottom}-${h}-${segments}`,
    () => new THREE.CylinderGeometry(rTop, rBottom, h, segments),
  );
  const mesh = place(new THREE.Mesh(g, m), p);
  if (!p.rx && !p.rz) mesh.position.y += h / 2;
  parent.add(mesh);
  return mesh;
}

/** Cylinder centred at the given point (for axles, rollers, pipes). */
export function cylAt(
  parent: THREE.Object3D,
  r: number,
  len: number,
  m: THREE.Material,
  p: Place = {},
  segments = 16,
): THREE.Mesh {
  const g = geo(`cyl-${r}-${r}-${len}-${segments}`, () => new THREE.CylinderGeometry(r, r, len, segments));
  const mesh = place(new THREE.Mesh(g, m), p);
  parent.add(mesh);
  return mesh;
}

/** A flat rectangle lying on the floor (y up), for markings and decals. */
export function floorQuad(
  parent: THREE.Object3D,
  w: number,
  d: number,
  m: THREE.Material,
  x: number,
  z: number,
  y = 0.004,
  ry = 0,
): THREE.Mesh {
  const g = geo(`quad-${w}-${d}`, () => new THREE.PlaneGeometry(w, d).rotateX(-Math.PI / 2));
  const mesh = new THREE.Mesh(g, m);
  mesh.position.set(x, y, z);
  mesh.rotation.y = ry;
  mesh.receiveShadow = true;
  parent.add(mesh);
  return mesh;
}

/** A vertical rectangle facing +z (rotate with ry), e.g. signs, screens, posters. */
export function panel(parent: THREE.Object3D, w: number, h: number, m: THREE.Material, p: Place = {}): THREE.Mesh {
  const g = geo(`panel-${w}-${h}`, () => new THREE.PlaneGeometry(w, h));
  const mesh = place(new THREE.Mesh(g, m), { ...p, shadow: p.shadow ?? false });
  parent.add(mesh);
  return mesh;
}

/** Soft contact shadow under an object: adds grounding that the shadow map alone misses. */
export function contactShadow(
  parent: THREE.Object3D,
  w: number,
  d: number,
  x: number,
  z: number,
  round = false,
  ry = 0,
): void {
  const m = basic(round ? 'ao-blob' : 'ao-box', {
    map: round ? blobShadow() : boxShadow(),
    transparent: true,
    depthWrite: false,
    color: 0xffffff,
  });
  const mesh = floorQuad(parent, w, d, m, x, z, 0.006, ry);
  mesh.receiveShadow = false;
  mesh.renderOrder = 1;
}

export function group(parent: THREE.Object3D, p: Place = {}): THREE.Group {
  const g = new THREE.Group();
  g.position.set(p.x ?? 0, p.y ?? 0, p.z ?? 0);
  g.rotation.set(p.rx ?? 0, p.ry ?? 0, p.rz ?? 0);
  parent.add(g);
  return g;
}

/** Marks a subtree as animated so the static merge leaves it alone. */
export function dynamic<T extends THREE.Object3D>(o: T): T {
  o.userData.dynamic = true;
  return o;
}
