import type * as THREE from 'three';
import { buildPrinter } from './cnc.ts';
import { desk, plant } from './furniture.ts';
import { box, contactShadow, cyl, floorQuad, group, panel, rbox } from './kit.ts';
import { M, basic, mat } from './materials.ts';
import { anchorAt } from './registry.ts';
import { buildShelf } from './racks.ts';
import { buildRobot } from './robot.ts';
import { canvasTexture, screenTexture, signTexture } from './textures.ts';

function twinScreen(): THREE.CanvasTexture {
  return canvasTexture('digital-twin', 1024, 448, (ctx, w, h) => {
    ctx.fillStyle = '#07131d';
    ctx.fillRect(0, 0, w, h);
    ctx.strokeStyle = 'rgba(34,211,238,0.25)';
    ctx.lineWidth = 1;
    for (let x = 0; x < w; x += 32) {
      ctx.beginPath();
      ctx.moveTo(x, 0);
      ctx.lineTo(x, h);
      ctx.stroke();
    }
    for (let y = 0; y < h; y += 32) {
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(w, y);
      ctx.stroke();
    }
    ctx.strokeStyle = '#22d3ee';
    ctx.lineWidth = 3;
    ctx.strokeRect(w * 0.08, h * 0.2, w * 0.5, h * 0.6);
    ctx.strokeRect(w * 0.12, h * 0.3, w * 0.12, h * 0.18);
    ctx.strokeRect(w * 0.28, h * 0.3, w * 0.12, h * 0.18);
    ctx.strokeRect(w * 0.44, h * 0.3, w * 0.1, h * 0.4);
    ctx.fillStyle = '#f97316';
    ctx.beginPath();
    ctx.arc(w * 0.2, h * 0.62, 10, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#e2f3f7';
    ctx.font = '700 40px "DejaVu Sans", Arial, sans-serif';
    ctx.fillText('DIGITAL TWIN · LINE 2', w * 0.08, h * 0.13);
    ctx.font = '400 26px "DejaVu Sans", Arial, sans-serif';
    for (let i = 0; i < 5; i++) {
      ctx.fillStyle = i === 2 ? '#4ade80' : '#94a3b8';
      ctx.fillText(
        ['OEE 87.4 %', 'Cycle 42.1 s', 'Energy −12 %', 'Scrap 0.6 %', 'AGV 3/3 online'][i] ?? '',
        w * 0.66,
        h * (0.3 + i * 0.11),
      );
    }
  });
}

/** Innovation lab (password world): additive manufacturing, a cobot demo table, the digital-twin wall. */
export function buildLab(root: THREE.Object3D): void {
  for (let i = 0; i < 4; i++) buildPrinter(root, `printer-${i + 1}`, 22.6, 24.5 + i * 2.6, -Math.PI / 2);
  anchorAt('printers', 22, 1.2, 28.4);
  // Print farm signage, a post-processing bench and a powder cabinet.
  panel(
    root,
    9,
    1.1,
    basic('sign-additive', { map: signTexture('ADDITIVE MANUFACTURING', 'Print farm · 4 × AM-400', '#0e7490') }),
    {
      x: 23.85,
      y: 3.4,
      z: 28.4,
      ry: -Math.PI / 2,
    },
  );
  const post = group(root, { x: 21.6, z: 35.2, ry: -Math.PI / 2 });
  contactShadow(post, 2.6, 1.2, 0, 0);
  box(post, 2.2, 0.9, 0.8, M.offWhite(), {});
  box(post, 2.22, 0.04, 0.82, M.anthracite(), { y: 0.9 });
  box(post, 0.7, 0.55, 0.6, M.steel(), { x: -0.6, y: 0.94 });
  panel(post, 0.5, 0.3, M.tintedGlass(), { x: -0.6, y: 1.25, z: 0.31 });
  for (let i = 0; i < 4; i++)
    rbox(post, 0.14, 0.12, 0.14, 0.02, i % 2 ? M.orange() : M.white(), { x: 0.2 + i * 0.2, y: 0.94 });
  box(root, 1.2, 1.9, 0.7, mat('powder-cabinet', { color: 0xf2c200, roughness: 0.5 }), {
    x: 23.3,
    z: 21.6,
    ry: -Math.PI / 2,
  });
  // Cobot demo table.
  const table = group(root, { x: 8, z: 30 });
  contactShadow(table, 3.4, 2.2, 0, 0);
  box(table, 2.6, 0.08, 1.5, mat('lab-table', { color: 0xe9ecee, roughness: 0.35 }), { y: 0.86 });
  box(table, 2.5, 0.86, 1.4, M.midGrey(), {});
  box(table, 2.6, 0.04, 0.02, M.ledTeal(), { y: 0.9, z: 0.76, shadow: false });
  buildRobot(table, {
    name: 'cobot',
    x: -0.5,
    z: 0,
    ry: Math.PI / 2,
    phase: 0.25,
    scale: 0.5,
    body: mat('cobot-white', { color: 0xf2f4f5, roughness: 0.3 }),
    pedestal: 1.9,
  });
  for (let i = 0; i < 3; i++)
    rbox(table, 0.16, 0.1, 0.16, 0.02, i === 1 ? M.teal() : M.orange(), { x: 0.5 + i * 0.22, y: 0.94, z: -0.25 });
  anchorAt('cobot', 7.6, 1.5, 30);
  // Digital twin wall on the south glass side.
  const wallG = group(root, { x: 9, y: 1.2, z: 39.6 });
  box(wallG, 6.2, 2.8, 0.1, M.black(), { z: 0 });
  panel(wallG, 6, 2.6, basic('twin', { map: twinScreen(), toneMapped: false }), { y: 1.4, z: -0.06, ry: Math.PI });
  anchorAt('digital-twin', 9, 2.6, 39.4);
  // Exhibition table with printed parts and a second robot demo.
  const expo = group(root, { x: 16, z: 34.5 });
  contactShadow(expo, 4.4, 1.8, 0, 0);
  box(expo, 3.6, 0.9, 1.1, M.white(), {});
  box(expo, 3.62, 0.04, 1.12, M.teal(), { y: 0.9 });
  const printed = [M.orange(), M.teal(), mat('printed-grey', { color: 0x3b4248, roughness: 0.6 }), M.white()];
  for (let i = 0; i < 7; i++) {
    const m = printed[i % printed.length] ?? M.white();
    if (i % 2)
      cyl(
        expo,
        0.09 + (i % 3) * 0.03,
        0.09 + (i % 3) * 0.03,
        0.12 + (i % 2) * 0.1,
        m,
        { x: -1.5 + i * 0.5, y: 0.94 },
        20,
      );
    else rbox(expo, 0.22, 0.16 + (i % 3) * 0.06, 0.22, 0.03, m, { x: -1.5 + i * 0.5, y: 0.94 });
  }
  anchorAt('printed-parts', 16, 1.2, 34.5);
  const cell = group(root, { x: 15.5, z: 25.6 });
  contactShadow(cell, 2.8, 2.2, 0, 0);
  box(cell, 2.2, 0.9, 1.6, M.anthracite(), {});
  box(cell, 2.22, 0.05, 1.62, M.brushed(), { y: 0.9 });
  buildRobot(cell, { name: 'lab-robot', x: 0.2, z: 0, ry: -Math.PI / 2, phase: 0.6, scale: 0.55, pedestal: 1.6 });
  for (const sx of [-1.05, 1.05]) box(cell, 0.05, 1.9, 0.05, M.yellow(), { x: sx, y: 0.9, z: 0.78 });
  // Material shelves on the west wall and a teal safety border around the cobot table.
  for (let i = 0; i < 3; i++) buildShelf(root, -5.3, 23 + i * 2.4, Math.PI / 2, 2.2, 40 + i);
  const line = mat('paint-teal', { color: 0x0e9aa0, roughness: 0.45 });
  floorQuad(root, 4.6, 0.08, line, 8, 28.2);
  floorQuad(root, 4.6, 0.08, line, 8, 31.8);
  floorQuad(root, 0.08, 3.6, line, 5.7, 30);
  floorQuad(root, 0.08, 3.6, line, 10.3, 30);
  // Acoustic baffles under the ceiling.
  for (let x = -3; x < 22; x += 3.2)
    box(root, 0.03, 0.35, 8, mat('baffle', { color: 0xf4f5f6, roughness: 0.95 }), { x, y: 5.4, z: 30, shadow: false });
  // VR corner and desks.
  const vr = group(root, { x: -3.5, z: 35 });
  contactShadow(vr, 3, 3, 0, 0, true);
  cyl(vr, 1.3, 1.3, 0.04, mat('vr-mat', { color: 0x4a5a6a, roughness: 0.8 }), {}, 40);
  cyl(vr, 0.04, 0.04, 1.5, M.steel(), { x: 1.1 }, 8);
  rbox(vr, 0.25, 0.12, 0.18, 0.04, M.black(), { x: 1.1, y: 1.5 });
  anchorAt('vr', -3.5, 1.5, 35);
  desk(root, 2, 24, Math.PI, 120, 2, '#fb923c');
  desk(root, -2, 24, Math.PI, 121, 1, '#22d3ee');
  for (const [px, pz] of [
    [-5.2, 21],
    [23, 39],
    [-5.2, 39.1],
  ] as const) {
    plant(root, px, pz, 1);
  }
  panel(
    root,
    3.2,
    0.8,
    basic('sign-lab', { map: signTexture('INNOVATION LAB', 'Additive · Cobots · Digital Twin', '#0e7490') }),
    {
      x: 7,
      y: 4.8,
      z: 20.22,
    },
  );
  // The same name plate on the hall side of the door.
  panel(
    root,
    3.2,
    0.8,
    basic('sign-lab', { map: signTexture('INNOVATION LAB', 'Additive · Cobots · Digital Twin', '#0e7490') }),
    {
      x: 7,
      y: 4.9,
      z: 19.78,
      ry: Math.PI,
    },
  );
  anchorAt('lab-door', 7, 2, 20);
  const board = group(root, { x: -5.8, y: 0.9, z: 31, ry: Math.PI / 2 });
  box(board, 3, 1.6, 0.04, mat('whiteboard', { color: 0xfbfbfb, roughness: 0.2 }), {});
  panel(
    board,
    2.8,
    1.4,
    basic('board-sketch', { map: screenTexture(300, '#0e7490', 256, 160), transparent: true, opacity: 0.25 }),
    {
      y: 0.8,
      z: 0.03,
    },
  );
}
