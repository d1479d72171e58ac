import * as THREE from 'three';
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js';

const CELL = 24;

function isDynamic(o: THREE.Object3D): boolean {
  for (let p: THREE.Object3D | null = o; p; p = p.parent) if (p.userData.dynamic) return true;
  return false;
}

const classCache = new Map<string, THREE.Material>();

/**
 * Plain-coloured materials that differ only in colour share one vertex-coloured material per
 * (roughness, metalness) class: the factory has ~80 colours but a handful of surface types, and
 * SwiftShader pays per draw call.
 */
function surfaceClass(m: THREE.Material): { material: THREE.Material; color: THREE.Color | null } {
  const std = m as THREE.MeshStandardMaterial;
  const basic = m as THREE.MeshBasicMaterial;
  if (std.isMeshStandardMaterial && !std.map && !std.roughnessMap && !std.transparent && std.emissive.getHex() === 0) {
    const r = Math.round(std.roughness * 20) / 20;
    const mt = Math.round(std.metalness * 20) / 20;
    const key = `std|${r}|${mt}|${std.side}`;
    let shared = classCache.get(key);
    if (!shared) {
      shared = new THREE.MeshStandardMaterial({ vertexColors: true, roughness: r, metalness: mt, side: std.side });
      shared.name = key;
      classCache.set(key, shared);
    }
    return { material: shared, color: std.color.clone() };
  }
  if (basic.isMeshBasicMaterial && !basic.map && !basic.transparent) {
    const key = `basic|${basic.side}|${basic.toneMapped}`;
    let shared = classCache.get(key);
    if (!shared) {
      shared = new THREE.MeshBasicMaterial({ vertexColors: true, side: basic.side, toneMapped: basic.toneMapped });
      shared.name = key;
      classCache.set(key, shared);
    }
    return { material: shared, color: basic.color.clone() };
  }
  return { material: m, color: null };
}

interface Bucket {
  material: THREE.Material;
  cast: boolean;
  receive: boolean;
  order: number;
  geos: THREE.BufferGeometry[];
}

function prepare(mesh: THREE.Mesh, matrix: THREE.Matrix4, color: THREE.Color | null): THREE.BufferGeometry {
  const geo = mesh.geometry.clone();
  for (const name of Object.keys(geo.attributes))
    if (!['position', 'normal', 'uv'].includes(name)) geo.deleteAttribute(name);
  const count = geo.getAttribute('position').count;
  if (!geo.getAttribute('uv')) geo.setAttribute('uv', new THREE.Float32BufferAttribute(new Float32Array(count * 2), 2));
  if (!geo.getAttribute('normal')) geo.computeVertexNormals();
  if (color) {
    const c = new Float32Array(count * 3);
    for (let i = 0; i < count; i++) c.set([color.r, color.g, color.b], i * 3);
    geo.setAttribute('color', new THREE.Float32BufferAttribute(c, 3));
  }
  geo.clearGroups();
  geo.applyMatrix4(matrix);
  return geo;
}

function flush(buckets: Map<string, Bucket>, target: THREE.Object3D): void {
  for (const b of buckets.values()) {
    const anyIndexed = b.geos.some((x) => x.index);
    const allIndexed = b.geos.every((x) => x.index);
    const geos = anyIndexed && !allIndexed ? b.geos.map((x) => (x.index ? x.toNonIndexed() : x)) : b.geos;
    const merged = mergeGeometries(geos, false);
    if (!merged) throw new Error(`merge failed for ${b.material.name}`);
    const mesh = new THREE.Mesh(merged, b.material);
    mesh.castShadow = b.cast;
    mesh.receiveShadow = b.receive;
    mesh.renderOrder = b.order;
    mesh.name = `merged-${b.material.name}`;
    target.add(mesh);
  }
}

function add(
  buckets: Map<string, Bucket>,
  key: string,
  mesh: THREE.Mesh,
  geo: THREE.BufferGeometry,
  material: THREE.Material,
): void {
  let b = buckets.get(key);
  if (!b) {
    b = { material, cast: mesh.castShadow, receive: mesh.receiveShadow, order: mesh.renderOrder, geos: [] };
    buckets.set(key, b);
  }
  b.geos.push(geo);
}

/**
 * Bakes every static mesh into one mesh per (surface class, shadow flags, 24 m cell), and each
 * animated rigid part (a dynamic group's direct mesh children) into one mesh per surface class.
 */
export function mergeStatic(root: THREE.Object3D): void {
  root.updateMatrixWorld(true);
  const buckets = new Map<string, Bucket>();
  const remove: THREE.Mesh[] = [];
  const rigid = new Map<THREE.Object3D, Map<string, Bucket>>();
  root.traverse((o) => {
    const mesh = o as THREE.Mesh;
    if (!mesh.isMesh || Array.isArray(mesh.material)) return;
    const { material, color } = surfaceClass(mesh.material as THREE.Material);
    const flags = `${mesh.castShadow}|${mesh.receiveShadow}|${mesh.renderOrder}`;
    if (isDynamic(mesh)) {
      // Parts moved as a whole (a robot link) merge in their parent's space; moved meshes stay.
      const parent = mesh.parent;
      if (!parent || mesh.userData.dynamic || parent === root) return;
      mesh.updateMatrix();
      let map = rigid.get(parent);
      if (!map) rigid.set(parent, (map = new Map()));
      add(map, `${material.uuid}|${flags}`, mesh, prepare(mesh, mesh.matrix, color), material);
      remove.push(mesh);
      return;
    }
    mesh.geometry.computeBoundingSphere();
    const sphere = mesh.geometry.boundingSphere!;
    const centre = sphere.center.clone().applyMatrix4(mesh.matrixWorld);
    const radius = sphere.radius * mesh.matrixWorld.getMaxScaleOnAxis();
    const cell = radius > CELL ? 'big' : `${Math.floor(centre.x / CELL)},${Math.floor(centre.z / CELL)}`;
    add(buckets, `${material.uuid}|${flags}|${cell}`, mesh, prepare(mesh, mesh.matrixWorld, color), material);
    remove.push(mesh);
  });
  for (const mesh of remove) mesh.removeFromParent();
  flush(buckets, root);
  for (const [parent, map] of rigid) flush(map, parent);
}
