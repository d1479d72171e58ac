import * as THREE from 'three';
import { box, contactShadow, cylAt, dynamic, group } from './kit.ts';
import { M, mat } from './materials.ts';
import { LOOP_SECONDS, animate } from './registry.ts';
import { canvasTexture, cardboard } from './textures.ts';

export interface ConveyorOptions {
  x0: number;
  x1: number;
  z: number;
  height?: number;
  width?: number;
  /** Metres between carried boxes; speed is chosen so boxes advance exactly one pitch per loop. */
  pitch?: number;
  boxes?: boolean;
}

function beltTexture(): THREE.CanvasTexture {
  return canvasTexture('belt', 64, 64, (ctx, w, h) => {
    ctx.fillStyle = '#24272a';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#1a1c1e';
    for (let x = 0; x < w; x += 8) ctx.fillRect(x, 0, 3, h);
  });
}

/** Belt conveyor along x with legs, side guides and moving cartons. */
export function buildConveyor(parent: THREE.Object3D, o: ConveyorOptions): THREE.Group {
  const h = o.height ?? 0.85;
  const w = o.width ?? 0.8;
  const len = o.x1 - o.x0;
  const cx = (o.x0 + o.x1) / 2;
  const g = group(parent, { x: cx, z: o.z });
  contactShadow(parent, len + 0.6, w + 0.8, cx, o.z);
  for (const side of [-1, 1]) {
    box(g, len, 0.16, 0.06, M.brushed(), { y: h - 0.1, z: (side * (w + 0.06)) / 2 });
    box(g, len, 0.05, 0.03, M.teal(), { y: h + 0.06, z: (side * (w + 0.1)) / 2 });
  }
  for (let x = -len / 2 + 0.3; x <= len / 2 - 0.29; x += 1.8) {
    for (const side of [-1, 1]) box(g, 0.07, h - 0.1, 0.07, M.steel(), { x, z: (side * w) / 2 });
    box(g, 0.06, 0.06, w, M.steel(), { x, y: 0.2 });
  }
  for (const end of [-1, 1]) cylAt(g, 0.07, w, M.chrome(), { x: (end * len) / 2, y: h - 0.03, rx: Math.PI / 2 }, 16);
  const tex = beltTexture().clone();
  tex.wrapS = tex.wrapT = THREE.RepeatWrapping;
  const tile = 0.25;
  tex.repeat.set(len / tile, 1);
  tex.needsUpdate = true;
  const belt = new THREE.Mesh(
    new THREE.BoxGeometry(len, 0.04, w),
    mat(`belt-${o.x0}-${o.z}`, { map: tex, roughness: 0.8 }),
  );
  belt.position.y = h - 0.02;
  belt.receiveShadow = true;
  dynamic(belt);
  g.add(belt);
  const pitch = o.pitch ?? 2;
  const speed = pitch / LOOP_SECONDS;
  animate((t) => {
    tex.offset.x = -((speed * t) / tile) % 1;
  });
  if (o.boxes ?? true) {
    const cartons = dynamic(group(g, {}));
    const items: { mesh: THREE.Mesh; base: number }[] = [];
    const count = Math.floor(len / pitch);
    for (let i = 0; i < count; i++) {
      const bw = 0.42 + (i % 3) * 0.06;
      const bh = 0.3 + ((i * 7) % 4) * 0.04;
      const m = mat(`carton-${i % 3}`, { map: cardboard(i % 3), roughness: 0.85 });
      const mesh = dynamic(box(cartons, bw, bh, 0.4, m, { y: h }));
      mesh.rotation.y = ((i % 5) - 2) * 0.04;
      items.push({ mesh, base: i * pitch });
    }
    animate((t) => {
      for (const it of items) {
        const d = (it.base + speed * t) % (count * pitch);
        it.mesh.position.x = -len / 2 + 0.3 + d * ((len - 0.6) / (count * pitch));
      }
    });
  }
  return g;
}
