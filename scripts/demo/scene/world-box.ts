import * as THREE from 'three';

/**
 * Box geometry whose UVs are in metres / `tile`, so one shared repeating texture keeps its scale on walls
 * and floors of any size.
 */
export function worldBoxGeometry(w: number, h: number, d: number, tile: number): THREE.BoxGeometry {
  const g = new THREE.BoxGeometry(w, h, d);
  const uv = g.getAttribute('uv') as THREE.BufferAttribute;
  const faces: [number, number][] = [
    [d, h],
    [d, h],
    [w, d],
    [w, d],
    [w, h],
    [w, h],
  ];
  for (let f = 0; f < 6; f++) {
    const dims = faces[f];
    if (!dims) continue;
    for (let i = 0; i < 4; i++) {
      const idx = f * 4 + i;
      uv.setXY(idx, (uv.getX(idx) * dims[0]) / tile, (uv.getY(idx) * dims[1]) / tile);
    }
  }
  uv.needsUpdate = true;
  return g;
}

export function worldPlaneGeometry(w: number, d: number, tile: number): THREE.PlaneGeometry {
  const g = new THREE.PlaneGeometry(w, d);
  g.rotateX(-Math.PI / 2);
  const uv = g.getAttribute('uv') as THREE.BufferAttribute;
  for (let i = 0; i < uv.count; i++) uv.setXY(i, (uv.getX(i) * w) / tile, (uv.getY(i) * d) / tile);
  uv.needsUpdate = true;
  return g;
}

/** Adds a box of world-tiled geometry with its min corner semantics: x/z centre, bottom at y0. */
export function worldBox(
  parent: THREE.Object3D,
  w: number,
  h: number,
  d: number,
  m: THREE.Material,
  x: number,
  y0: number,
  z: number,
  tile = 2,
  castShadow = true,
): THREE.Mesh {
  const mesh = new THREE.Mesh(worldBoxGeometry(w, h, d, tile), m);
  mesh.position.set(x, y0 + h / 2, z);
  mesh.castShadow = castShadow;
  mesh.receiveShadow = true;
  parent.add(mesh);
  return mesh;
}
