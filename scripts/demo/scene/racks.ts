import type * as THREE from 'three';
import { box, contactShadow, group } from './kit.ts';
import { M, mat } from './materials.ts';
import { mulberry32 } from './rng.ts';
import { canvasTexture } from './textures.ts';

export interface RackRowOptions {
  x0: number;
  bays: number;
  z: number;
  levels?: number;
  levelHeight?: number;
  bayWidth?: number;
  depth?: number;
  seed?: number;
  /** Rotate 180° so the pick face looks to -z. */
  flip?: boolean;
}

/** Side of a Euro pallet: three blocks under a top deck, drawn instead of modelled. */
function palletTexture(): THREE.CanvasTexture {
  return canvasTexture('pallet-side', 128, 32, (ctx, w, h) => {
    ctx.clearRect(0, 0, w, h);
    ctx.fillStyle = '#b8925e';
    ctx.fillRect(0, 0, w, h * 0.28);
    ctx.fillRect(0, h * 0.78, w, h * 0.22);
    for (const x of [0, 0.44, 0.88]) ctx.fillRect(w * x, 0, w * 0.12, h);
    ctx.fillStyle = 'rgba(60,35,15,0.35)';
    ctx.fillRect(0, h * 0.26, w, 2);
  });
}

/** A block of cartons on a pallet as one textured box (the racks hold hundreds of them). */
function loadTexture(variant: number): THREE.CanvasTexture {
  return canvasTexture(`carton-stack-${variant}`, 256, 256, (ctx, w, h, rand) => {
    const tones = ['#b98b57', '#c49a66', '#a97b4a'];
    const cols = 2;
    const rows = 3;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const x = (c * w) / cols;
        const y = (r * h) / rows;
        ctx.fillStyle = tones[(r + c + variant) % 3] ?? '#b98b57';
        ctx.fillRect(x, y, w / cols, h / rows);
        ctx.fillStyle = 'rgba(225,205,160,0.7)';
        ctx.fillRect(x + w / cols / 2 - 6, y, 12, h / rows);
        if (rand() < 0.5) {
          ctx.fillStyle = '#f4f1ea';
          ctx.fillRect(x + 10, y + h / rows - 34, 40, 24);
        }
        ctx.strokeStyle = 'rgba(50,30,15,0.55)';
        ctx.lineWidth = 3;
        ctx.strokeRect(x + 1, y + 1, w / cols - 2, h / rows - 2);
      }
    }
  });
}

/** A Euro pallet with a load of cartons or a shrink-wrapped block. */
export function pallet(parent: THREE.Object3D, x: number, y: number, z: number, rand: () => number, loadH = 1.1): void {
  const g = group(parent, { x, y, z });
  const side = mat('pallet', { map: palletTexture(), transparent: false, alphaTest: 0.5, roughness: 0.8 });
  box(g, 1.2, 0.14, 0.8, side, {});
  const kind = rand();
  const h = loadH * (0.6 + rand() * 0.4);
  if (kind < 0.2) {
    box(g, 1.16, h, 0.78, mat('shrinkwrap', { color: 0xe8eef2, roughness: 0.25, metalness: 0.05 }), { y: 0.14 });
    return;
  }
  const v = Math.floor(rand() * 3);
  box(g, 1.16, h, 0.78, mat(`carton-stack-${v}`, { map: loadTexture(v), roughness: 0.85 }), { y: 0.14 });
}

/** A row of pallet racking: blue uprights, orange beams, wire decks and mixed pallets. */
export function buildRackRow(parent: THREE.Object3D, o: RackRowOptions): THREE.Group {
  const levels = o.levels ?? 5;
  const lh = o.levelHeight ?? 1.9;
  const bw = o.bayWidth ?? 2.8;
  const depth = o.depth ?? 1.1;
  const rand = mulberry32(o.seed ?? 7);
  const g = group(parent, { x: o.x0, z: o.z, ry: o.flip ? Math.PI : 0 });
  const len = o.bays * bw;
  contactShadow(parent, len + 0.6, depth + 0.8, o.x0 + (o.flip ? -len / 2 : len / 2), o.z);
  const height = levels * lh + 0.4;
  for (let b = 0; b <= o.bays; b++) {
    const x = b * bw;
    for (const z of [-depth / 2, depth / 2]) box(g, 0.1, height, 0.08, M.rackBlue(), { x, z });
    for (let y = 0.4; y < height; y += 1.2) {
      box(g, 0.04, 0.04, depth, M.rackBlue(), { x, y, z: 0 });
    }
    box(g, 0.3, 0.3, depth + 0.2, M.yellow(), { x, z: 0 });
  }
  for (let l = 1; l <= levels; l++) {
    const y = l * lh - 0.12;
    for (let b = 0; b < o.bays; b++) {
      const cx = b * bw + bw / 2;
      for (const z of [-depth / 2, depth / 2]) box(g, bw - 0.1, 0.12, 0.05, M.rackOrange(), { x: cx, y, z });
    }
  }
  for (let l = 0; l < levels; l++) {
    const y = l === 0 ? 0 : l * lh;
    for (let b = 0; b < o.bays; b++) {
      for (const p of [-0.65, 0.65]) {
        if (rand() < 0.12) continue;
        pallet(g, b * bw + bw / 2 + p, y, 0, rand, Math.min(1.3, lh - 0.45));
      }
    }
  }
  return g;
}

/** Light-duty shelving with plastic bins (spare parts, lab material). */
export function buildShelf(
  parent: THREE.Object3D,
  x: number,
  z: number,
  ry: number,
  width: number,
  seed: number,
): THREE.Group {
  const g = group(parent, { x, z, ry });
  const rand = mulberry32(seed);
  contactShadow(parent, width + 0.4, 1, x, z, false, ry);
  for (const sx of [-width / 2, width / 2])
    for (const sz of [-0.28, 0.28]) box(g, 0.05, 2.4, 0.05, M.midGrey(), { x: sx, z: sz });
  const bins = [
    mat('bin-blue', { color: 0x3a6ea5, roughness: 0.55 }),
    mat('bin-red', { color: 0x9e3b33, roughness: 0.55 }),
    mat('bin-grey', { color: 0x5d6a75, roughness: 0.6 }),
  ];
  for (let l = 0; l < 5; l++) {
    const y = 0.15 + l * 0.5;
    box(g, width, 0.03, 0.6, M.steel(), { y });
    let cursor = -width / 2 + 0.05;
    while (cursor < width / 2 - 0.35) {
      const bw = 0.28 + rand() * 0.12;
      if (rand() > 0.15) {
        const m = bins[Math.floor(rand() * bins.length)] ?? M.blue();
        box(g, bw - 0.03, 0.2 + rand() * 0.06, 0.5, m, { x: cursor + bw / 2, y: y + 0.03 });
      }
      cursor += bw;
    }
  }
  return g;
}
