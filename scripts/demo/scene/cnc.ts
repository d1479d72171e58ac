import * as THREE from 'three';
import { box, contactShadow, cyl, group, panel, rbox } from './kit.ts';
import { M, basic, mat } from './materials.ts';
import { anchor } from './registry.ts';
import { canvasTexture, screenTexture } from './textures.ts';

function windowView(): THREE.CanvasTexture {
  return canvasTexture('cnc-window', 512, 320, (ctx, w, h, rand) => {
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, '#3b4650');
    g.addColorStop(1, '#1a1f24');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
    const light = ctx.createRadialGradient(w * 0.5, h * 0.1, 10, w * 0.5, h * 0.2, w * 0.6);
    light.addColorStop(0, 'rgba(230,240,255,0.75)');
    light.addColorStop(1, 'rgba(230,240,255,0)');
    ctx.fillStyle = light;
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#9aa3ab';
    ctx.fillRect(w * 0.44, 0, w * 0.12, h * 0.45);
    ctx.fillStyle = '#c9d0d6';
    ctx.fillRect(w * 0.47, h * 0.45, w * 0.06, h * 0.12);
    ctx.fillStyle = '#e0e4e8';
    ctx.fillRect(w * 0.495, h * 0.57, w * 0.01, h * 0.08);
    ctx.fillStyle = '#5b636b';
    ctx.fillRect(w * 0.15, h * 0.72, w * 0.7, h * 0.1);
    ctx.fillStyle = '#b8c0c6';
    ctx.fillRect(w * 0.4, h * 0.62, w * 0.2, h * 0.1);
    ctx.fillStyle = 'rgba(120,200,255,0.25)';
    for (let i = 0; i < 30; i++) ctx.fillRect(w * (0.47 + rand() * 0.06), h * (0.6 + rand() * 0.1), 2, 2);
    ctx.fillStyle = '#2a3036';
    ctx.fillRect(0, h * 0.82, w, h * 0.18);
  });
}

function labelTexture(model: string): THREE.CanvasTexture {
  return canvasTexture(`cnc-label-${model}`, 512, 96, (ctx, w, h) => {
    ctx.fillStyle = '#eef0f1';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#0f2a3d';
    ctx.font = '700 54px "DejaVu Sans", Arial, sans-serif';
    ctx.textBaseline = 'middle';
    ctx.fillText(model, 16, h / 2);
    ctx.fillStyle = '#00a3a6';
    ctx.font = '600 30px "DejaVu Sans", Arial, sans-serif';
    ctx.fillText('5-AXIS', w - 140, h / 2);
  });
}

export interface CncOptions {
  name: string;
  model?: string;
  x: number;
  z: number;
  ry?: number;
  accent?: THREE.Material;
  doorsOpen?: boolean;
}

/** A 5-axis machining centre: enclosure, viewing window, operator panel, chip conveyor, signal tower. */
export function buildCnc(parent: THREE.Object3D, o: CncOptions): THREE.Group {
  const g = group(parent, { x: o.x, z: o.z, ry: o.ry ?? 0 });
  const accent = o.accent ?? M.teal();
  contactShadow(g, 5.6, 3.8, 0, 0);
  box(g, 4.0, 0.22, 2.5, M.anthracite(), { x: -0.2 });
  rbox(g, 3.3, 2.25, 2.35, 0.06, M.white(), { x: -0.45, y: 0.22 });
  rbox(g, 3.32, 0.42, 2.37, 0.05, M.anthracite(), { x: -0.45, y: 0.22 });
  box(g, 3.34, 0.1, 2.39, accent, { x: -0.45, y: 2.3 });
  // Sliding door with the viewing window.
  const front = 1.2;
  rbox(g, 1.9, 1.55, 0.08, 0.03, M.offWhite(), { x: -0.6, y: 0.68, z: front, shadow: false });
  panel(g, 1.35, 0.95, basic('cnc-window-view', { map: windowView() }), { x: -0.6, y: 1.5, z: front + 0.045 });
  panel(g, 1.35, 0.95, M.tintedGlass(), { x: -0.6, y: 1.5, z: front + 0.055 });
  box(g, 0.06, 0.5, 0.06, M.brushed(), { x: 0.28, y: 1.2, z: front + 0.09 });
  panel(g, 1.4, 0.26, basic(`cnc-label-${o.model ?? 'VF-500'}`, { map: labelTexture(o.model ?? 'VF-500') }), {
    x: -1.35,
    y: 2.42,
    z: front + 0.005,
  });
  // Operator panel on a swivel arm.
  const arm = group(g, { x: 1.05, y: 1.1, z: front + 0.35, ry: -0.35 });
  box(arm, 0.08, 0.5, 0.08, M.darkGrey(), { y: -0.3 });
  rbox(arm, 0.62, 0.82, 0.14, 0.02, M.anthracite(), { y: 0.2 });
  panel(
    arm,
    0.5,
    0.36,
    basic(`screen-cnc-${o.name}`, { map: screenTexture(o.name.length * 7 + 3, '#22d3ee', 384, 256) }),
    {
      y: 0.82,
      z: 0.075,
    },
  );
  for (let i = 0; i < 4; i++) {
    box(arm, 0.07, 0.03, 0.02, i === 3 ? M.red() : M.darkGrey(), {
      x: -0.18 + i * 0.12,
      y: 0.33,
      z: 0.07,
      shadow: false,
    });
  }
  // Chip conveyor, coolant unit and electrics.
  box(g, 0.85, 1.25, 2.1, M.darkGrey(), { x: 1.6, z: -0.1 });
  box(g, 0.87, 0.12, 2.12, accent, { x: 1.6, y: 1.25, z: -0.1 });
  box(g, 0.5, 0.6, 0.5, M.midGrey(), { x: 1.8, y: 1.37, z: 0.6 });
  box(g, 1.2, 2.0, 0.6, M.offWhite(), { x: -0.6, z: -1.5 });
  // Signal tower with the green lamp lit.
  const tower = group(g, { x: 0.9, y: 2.47, z: 0.9 });
  cyl(tower, 0.03, 0.03, 0.25, M.steel(), {}, 8);
  cyl(tower, 0.06, 0.06, 0.1, M.ledGreen(), { y: 0.25, shadow: false }, 14);
  cyl(tower, 0.06, 0.06, 0.1, mat('lamp-amber-off', { color: 0x8a6a1a, roughness: 0.3 }), { y: 0.35 }, 14);
  cyl(tower, 0.06, 0.06, 0.1, mat('lamp-red-off', { color: 0x7a1f1f, roughness: 0.3 }), { y: 0.45 }, 14);
  cyl(tower, 0.065, 0.065, 0.03, M.black(), { y: 0.55 }, 14);
  if (o.doorsOpen) box(g, 0.05, 1.5, 1.2, M.offWhite(), { x: -2.2, y: 0.7, z: 0.9, ry: 0.9 });
  anchor(`${o.name}`, g, new THREE.Vector3(-0.6, 1.5, front));
  anchor(`${o.name}-panel`, arm, new THREE.Vector3(0, 0.6, 0.1));
  anchor(`${o.name}-tower`, tower, new THREE.Vector3(0, 0.3, 0));
  return g;
}

/** Bridge-type coordinate measuring machine on a granite table. */
export function buildCmm(parent: THREE.Object3D, name: string, x: number, z: number, ry = 0): THREE.Group {
  const g = group(parent, { x, z, ry });
  contactShadow(g, 4, 3.2, 0, 0);
  const granite = mat('granite', {
    map: canvasTexture('granite', 256, 256, (ctx, w, h, rand) => {
      ctx.fillStyle = '#2c2d30';
      ctx.fillRect(0, 0, w, h);
      for (let i = 0; i < 5000; i++) {
        const v = 60 + Math.floor(rand() * 120);
        ctx.fillStyle = `rgba(${v},${v},${v},0.5)`;
        ctx.fillRect(rand() * w, rand() * h, 2, 2);
      }
    }),
    roughness: 0.25,
  });
  box(g, 2.6, 0.7, 2, M.darkGrey(), {});
  box(g, 2.8, 0.3, 2.2, granite, { y: 0.7 });
  for (const sx of [-1.2, 1.2]) box(g, 0.18, 1.35, 0.25, M.white(), { x: sx, y: 1.0, z: 0.2 });
  box(g, 2.6, 0.25, 0.32, M.white(), { y: 2.35, z: 0.2 });
  box(g, 0.3, 0.4, 0.4, M.offWhite(), { x: 0.3, y: 2.05, z: 0.2 });
  cyl(g, 0.05, 0.05, 0.7, M.steel(), { x: 0.3, y: 1.35, z: 0.2 }, 12);
  const ball = new THREE.Mesh(new THREE.SphereGeometry(0.025, 12, 8), M.red());
  ball.position.set(0.3, 1.33, 0.2);
  g.add(ball);
  box(g, 0.6, 0.25, 0.45, M.brushed(), { x: 0.2, y: 1.0, z: -0.2 });
  // Measuring station desk with monitor.
  box(g, 1.4, 0.05, 0.7, M.offWhite(), { x: 2.4, y: 0.85, z: 0.6 });
  box(g, 1.3, 0.85, 0.05, M.darkGrey(), { x: 2.4, z: 0.3 });
  const mon = group(g, { x: 2.4, y: 0.9, z: 0.5 });
  box(mon, 0.05, 0.3, 0.05, M.darkGrey(), {});
  box(mon, 0.7, 0.42, 0.04, M.black(), { y: 0.3 });
  panel(mon, 0.66, 0.38, basic('screen-cmm', { map: screenTexture(42, '#a78bfa', 384, 224) }), { y: 0.51, z: 0.021 });
  anchor(name, g, new THREE.Vector3(0.3, 1.4, 0.2));
  anchor(`${name}-desk`, mon, new THREE.Vector3(0, 0.5, 0));
  return g;
}

/** Industrial 3D printer (lab): boxy body, glass front with warm glow inside. */
export function buildPrinter(parent: THREE.Object3D, name: string, x: number, z: number, ry = 0): THREE.Group {
  const g = group(parent, { x, z, ry });
  contactShadow(g, 1.8, 1.6, 0, 0);
  rbox(g, 1.2, 1.9, 1.0, 0.04, M.white(), {});
  rbox(g, 1.22, 0.3, 1.02, 0.04, M.anthracite(), {});
  const glow = basic('printer-glow', {
    map: canvasTexture('printer-inside', 256, 256, (ctx, w, h) => {
      const gr = ctx.createLinearGradient(0, 0, 0, h);
      gr.addColorStop(0, '#ffd8a0');
      gr.addColorStop(1, '#b85b1a');
      ctx.fillStyle = gr;
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = '#3a2a20';
      ctx.fillRect(w * 0.2, h * 0.82, w * 0.6, h * 0.06);
      ctx.fillStyle = '#e8e8e8';
      ctx.fillRect(w * 0.38, h * 0.55, w * 0.24, h * 0.27);
      ctx.fillStyle = '#555';
      ctx.fillRect(w * 0.1, h * 0.12, w * 0.8, h * 0.05);
      ctx.fillRect(w * 0.45, h * 0.17, w * 0.1, h * 0.12);
    }),
  });
  panel(g, 0.8, 0.8, glow, { y: 1.1, z: 0.505 });
  panel(g, 0.82, 0.82, M.glass(), { y: 1.1, z: 0.515 });
  panel(g, 0.22, 0.14, basic(`screen-printer-${name}`, { map: screenTexture(7 + name.length, '#fb923c', 128, 96) }), {
    x: 0.42,
    y: 1.62,
    z: 0.505,
  });
  box(g, 1.2, 0.06, 1.0, M.teal(), { y: 1.9 });
  anchor(name, g, new THREE.Vector3(0, 1.1, 0.5));
  return g;
}

/** Flat-bed laser cutting machine with an orange safety window band and a pallet changer. */
export function buildLaser(parent: THREE.Object3D, name: string, x: number, z: number, ry = 0): THREE.Group {
  const g = group(parent, { x, z, ry });
  contactShadow(g, 9.2, 3.6, 0, 0);
  box(g, 6, 0.35, 2.6, M.anthracite(), { x: -1 });
  rbox(g, 6, 1.75, 2.6, 0.06, M.white(), { x: -1, y: 0.35 });
  box(g, 6.02, 0.1, 2.62, M.teal(), { x: -1, y: 1.95 });
  const amber = mat('laser-window', {
    color: 0xff8a1c,
    roughness: 0.1,
    metalness: 0.1,
    transparent: true,
    opacity: 0.78,
  });
  panel(g, 4.6, 0.55, amber, { x: -1, y: 1.3, z: 1.305 });
  // Pallet changer with a sheet waiting.
  box(g, 2.8, 0.8, 2.4, M.darkGrey(), { x: 3.4 });
  box(g, 2.6, 0.03, 2.2, M.brushed(), { x: 3.4, y: 0.8 });
  box(g, 0.3, 2.3, 0.3, M.anthracite(), { x: -4.2, z: 1.0 });
  const arm = group(g, { x: -4.2, y: 1.4, z: 1.5 });
  rbox(arm, 0.6, 0.8, 0.12, 0.02, M.anthracite(), {});
  panel(arm, 0.5, 0.34, basic(`screen-laser-${name}`, { map: screenTexture(name.length * 13, '#fb923c', 384, 256) }), {
    y: 0.55,
    z: 0.065,
  });
  anchor(name, g, new THREE.Vector3(-1, 1.4, 1.3));
  return g;
}

/** Flow rack ("supermarket") with small-load carriers. */
export function buildFlowRack(parent: THREE.Object3D, x: number, z: number, ry = 0): THREE.Group {
  const g = group(parent, { x, z, ry });
  contactShadow(g, 3.2, 1.6, 0, 0);
  for (const sx of [-1.4, 1.4]) for (const sz of [-0.5, 0.5]) box(g, 0.05, 2, 0.05, M.steel(), { x: sx, z: sz });
  const bins = [M.blue(), mat('bin-grey', { color: 0x5d6a75, roughness: 0.6 })];
  for (let l = 0; l < 4; l++) {
    const y = 0.3 + l * 0.45;
    box(g, 2.8, 0.03, 1.0, M.steel(), { y, rx: 0.08 });
    for (let i = 0; i < 6; i++)
      box(g, 0.4, 0.22, 0.6, bins[(i + l) % 2] ?? M.blue(), { x: -1.1 + i * 0.44, y: y + 0.04, z: 0.15 });
  }
  return g;
}
