import * as THREE from 'three';
import { mulberry32 } from './rng.ts';

type Draw = (ctx: CanvasRenderingContext2D, w: number, h: number, rand: () => number) => void;

const cache = new Map<string, THREE.CanvasTexture>();

/** A canvas-drawn texture, cached by key; colour textures are sRGB, data textures (roughness) linear. */
export function canvasTexture(
  key: string,
  w: number,
  h: number,
  draw: Draw,
  opts: { repeat?: [number, number]; srgb?: boolean; seed?: number } = {},
): THREE.CanvasTexture {
  const hit = cache.get(key);
  if (hit) return hit;
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2d context unavailable');
  draw(ctx, w, h, mulberry32(opts.seed ?? hashKey(key)));
  const tex = new THREE.CanvasTexture(canvas);
  tex.colorSpace = opts.srgb === false ? THREE.NoColorSpace : THREE.SRGBColorSpace;
  tex.anisotropy = 8;
  if (opts.repeat) {
    tex.wrapS = tex.wrapT = THREE.RepeatWrapping;
    tex.repeat.set(opts.repeat[0], opts.repeat[1]);
  }
  cache.set(key, tex);
  return tex;
}

function hashKey(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Soft value noise painted as overlapping translucent blobs: cheap and tiles well enough at low contrast. */
export function blotches(
  ctx: CanvasRenderingContext2D,
  w: number,
  h: number,
  rand: () => number,
  count: number,
  rgb: string,
  maxAlpha: number,
  minR: number,
  maxR: number,
): void {
  for (let i = 0; i < count; i++) {
    const x = rand() * w;
    const y = rand() * h;
    const r = minR + rand() * (maxR - minR);
    const a = rand() * maxAlpha;
    for (const [dx, dy] of [
      [0, 0],
      [w, 0],
      [-w, 0],
      [0, h],
      [0, -h],
    ] as const) {
      const g = ctx.createRadialGradient(x + dx, y + dy, 0, x + dx, y + dy, r);
      g.addColorStop(0, `rgba(${rgb},${a})`);
      g.addColorStop(1, `rgba(${rgb},0)`);
      ctx.fillStyle = g;
      ctx.fillRect(x + dx - r, y + dy - r, r * 2, r * 2);
    }
  }
}

export function speckle(
  ctx: CanvasRenderingContext2D,
  w: number,
  h: number,
  rand: () => number,
  n: number,
  alpha = 0.25,
): void {
  for (let i = 0; i < n; i++) {
    const v = Math.floor(rand() * 255);
    ctx.fillStyle = `rgba(${v},${v},${v},${rand() * alpha})`;
    const s = rand() < 0.9 ? 1 : 2;
    ctx.fillRect(rand() * w, rand() * h, s, s);
  }
}

/** Polished light-grey epoxy/concrete floor with saw cuts, faint stains and tyre marks. */
export function concreteFloor(repeat: [number, number]): THREE.CanvasTexture {
  return canvasTexture(
    'concrete',
    1024,
    1024,
    (ctx, w, h, rand) => {
      ctx.fillStyle = '#9a9a96';
      ctx.fillRect(0, 0, w, h);
      blotches(ctx, w, h, rand, 90, '70,70,66', 0.09, 40, 220);
      blotches(ctx, w, h, rand, 60, '200,200,195', 0.08, 30, 160);
      blotches(ctx, w, h, rand, 12, '60,55,45', 0.1, 10, 50);
      speckle(ctx, w, h, rand, 9000, 0.1);
      ctx.strokeStyle = 'rgba(40,40,40,0.45)';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(0, 1);
      ctx.lineTo(w, 1);
      ctx.moveTo(1, 0);
      ctx.lineTo(1, h);
      ctx.stroke();
    },
    { repeat },
  );
}

export function concreteRoughness(repeat: [number, number]): THREE.CanvasTexture {
  return canvasTexture(
    'concrete-rough',
    512,
    512,
    (ctx, w, h, rand) => {
      ctx.fillStyle = 'rgb(95,95,95)';
      ctx.fillRect(0, 0, w, h);
      blotches(ctx, w, h, rand, 70, '170,170,170', 0.35, 30, 140);
      blotches(ctx, w, h, rand, 40, '40,40,40', 0.3, 20, 90);
    },
    { repeat, srgb: false },
  );
}

/** Corrugated cladding: vertical ribs with soft shading. */
export function cladding(color: string, repeat: [number, number]): THREE.CanvasTexture {
  return canvasTexture(
    `cladding-${color}`,
    256,
    256,
    (ctx, w, h, rand) => {
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, w, h);
      for (let x = 0; x < w; x += 32) {
        const g = ctx.createLinearGradient(x, 0, x + 32, 0);
        g.addColorStop(0, 'rgba(0,0,0,0.16)');
        g.addColorStop(0.25, 'rgba(255,255,255,0.10)');
        g.addColorStop(0.5, 'rgba(0,0,0,0.02)');
        g.addColorStop(0.8, 'rgba(0,0,0,0.10)');
        g.addColorStop(1, 'rgba(0,0,0,0.16)');
        ctx.fillStyle = g;
        ctx.fillRect(x, 0, 32, h);
      }
      blotches(ctx, w, h, rand, 12, '0,0,0', 0.04, 20, 80);
      ctx.fillStyle = 'rgba(0,0,0,0.18)';
      ctx.fillRect(0, h - 2, w, 2);
    },
    { repeat },
  );
}

export function cardboard(variant: number): THREE.CanvasTexture {
  return canvasTexture(`carton-${variant}`, 256, 256, (ctx, w, h, rand) => {
    const tones = ['#b98b57', '#c49a66', '#a97b4a'];
    ctx.fillStyle = tones[variant % tones.length] ?? '#b98b57';
    ctx.fillRect(0, 0, w, h);
    blotches(ctx, w, h, rand, 30, '90,60,30', 0.12, 10, 60);
    speckle(ctx, w, h, rand, 3000, 0.1);
    ctx.fillStyle = 'rgba(225,205,160,0.75)';
    ctx.fillRect(w * 0.44, 0, w * 0.12, h);
    if (variant % 2 === 0) {
      ctx.fillStyle = '#f4f1ea';
      ctx.fillRect(w * 0.1, h * 0.62, w * 0.28, h * 0.22);
      ctx.fillStyle = '#222';
      for (let i = 0; i < 14; i++) ctx.fillRect(w * 0.12 + i * 4, h * 0.66, rand() < 0.5 ? 1 : 2, h * 0.1);
    }
    ctx.strokeStyle = 'rgba(60,40,20,0.5)';
    ctx.lineWidth = 3;
    ctx.strokeRect(1, 1, w - 2, h - 2);
  });
}

/** Hazard stripes (yellow/black) for guards, posts and floor zones. */
export function hazardStripes(repeat: [number, number]): THREE.CanvasTexture {
  return canvasTexture(
    'hazard',
    128,
    128,
    (ctx, w, h) => {
      ctx.fillStyle = '#f2c200';
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = '#1b1b1b';
      for (let i = -2; i < 4; i++) {
        ctx.beginPath();
        ctx.moveTo(i * 64, 0);
        ctx.lineTo(i * 64 + 32, 0);
        ctx.lineTo(i * 64 + 32 + 128, h);
        ctx.lineTo(i * 64 + 128, h);
        ctx.fill();
      }
    },
    { repeat },
  );
}

export function meshFence(): THREE.CanvasTexture {
  return canvasTexture(
    'fence',
    128,
    128,
    (ctx, w, h) => {
      ctx.fillStyle = 'rgba(30,30,30,0.18)';
      ctx.fillRect(0, 0, w, h);
      ctx.strokeStyle = 'rgba(30,30,30,0.9)';
      ctx.lineWidth = 2;
      for (let i = 0; i <= w; i += 16) {
        ctx.beginPath();
        ctx.moveTo(i, 0);
        ctx.lineTo(i, h);
        ctx.moveTo(0, i);
        ctx.lineTo(w, i);
        ctx.stroke();
      }
    },
    { repeat: [6, 6] },
  );
}

/** A sign: coloured panel with a big label and small subtitle. */
export function signTexture(
  text: string,
  sub: string,
  bg: string,
  fg = '#ffffff',
  w = 1024,
  h = 256,
): THREE.CanvasTexture {
  return canvasTexture(`sign-${text}-${sub}-${bg}-${w}`, w, h, (ctx) => {
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = fg;
    ctx.textBaseline = 'middle';
    fitText(ctx, text, h * 0.25, sub ? h * 0.4 : h * 0.52, w - h * 0.5, 700, Math.round(h * 0.42));
    if (sub) {
      ctx.globalAlpha = 0.85;
      fitText(ctx, sub, h * 0.26, h * 0.78, w - h * 0.5, 400, Math.round(h * 0.18));
      ctx.globalAlpha = 1;
    }
  });
}

export function logoTexture(dark: boolean): THREE.CanvasTexture {
  return canvasTexture(`logo-${dark}`, 1024, 256, (ctx, w, h) => {
    ctx.clearRect(0, 0, w, h);
    ctx.fillStyle = dark ? '#0f2a3d' : '#ffffff';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#00a6a6';
    ctx.beginPath();
    ctx.moveTo(40, 200);
    ctx.lineTo(100, 56);
    ctx.lineTo(160, 200);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#f28c28';
    ctx.beginPath();
    ctx.moveTo(120, 200);
    ctx.lineTo(180, 56);
    ctx.lineTo(240, 200);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = dark ? '#ffffff' : '#0f2a3d';
    ctx.textBaseline = 'middle';
    fitText(ctx, 'VIRTUAL FACTORY', 280, h * 0.42, w - 310, 700, 92);
    ctx.fillStyle = dark ? '#9fd8d8' : '#4a6272';
    fitText(ctx, 'Smart Manufacturing Systems', 284, h * 0.78, w - 310, 400, 40);
  });
}

/** Draws text at the largest size up to `size` that fits `maxWidth`. */
export function fitText(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  weight: number,
  size: number,
): void {
  let s = size;
  do {
    ctx.font = `${weight} ${s}px "DejaVu Sans", Arial, sans-serif`;
    s -= 2;
  } while (ctx.measureText(text).width > maxWidth && s > 8);
  ctx.fillText(text, x, y);
}

/** A dashboard screen: dark UI with KPI tiles and line charts. */
export function screenTexture(seed: number, accent = '#22d3ee', w = 512, h = 320): THREE.CanvasTexture {
  return canvasTexture(
    `screen-${seed}-${accent}-${w}`,
    w,
    h,
    (ctx, cw, ch, rand) => {
      ctx.fillStyle = '#0b1622';
      ctx.fillRect(0, 0, cw, ch);
      ctx.fillStyle = '#13263a';
      ctx.fillRect(0, 0, cw, ch * 0.1);
      ctx.fillStyle = accent;
      ctx.fillRect(cw * 0.02, ch * 0.03, cw * 0.12, ch * 0.04);
      const cols = 3;
      for (let i = 0; i < cols; i++) {
        const x = cw * (0.03 + i * 0.325);
        ctx.fillStyle = '#15293f';
        ctx.fillRect(x, ch * 0.14, cw * 0.3, ch * 0.2);
        ctx.fillStyle = i === 1 ? '#4ade80' : accent;
        ctx.font = `700 ${Math.round(ch * 0.09)}px "DejaVu Sans", Arial, sans-serif`;
        ctx.fillText(`${Math.round(60 + rand() * 39)}%`, x + cw * 0.02, ch * 0.29);
      }
      for (let k = 0; k < 2; k++) {
        const top = ch * (0.4 + k * 0.3);
        ctx.fillStyle = '#10202f';
        ctx.fillRect(cw * 0.03, top, cw * 0.94, ch * 0.26);
        ctx.strokeStyle = k === 0 ? accent : '#f59e0b';
        ctx.lineWidth = Math.max(2, cw / 200);
        ctx.beginPath();
        let v = 0.5;
        for (let x = 0; x <= 40; x++) {
          v = Math.min(0.9, Math.max(0.1, v + (rand() - 0.5) * 0.25));
          const px = cw * (0.04 + (x / 40) * 0.92);
          const py = top + ch * 0.26 * (1 - v);
          if (x === 0) ctx.moveTo(px, py);
          else ctx.lineTo(px, py);
        }
        ctx.stroke();
      }
    },
    { seed },
  );
}

/** Soft round shadow used as a cheap contact/ambient-occlusion decal under objects. */
export function blobShadow(): THREE.CanvasTexture {
  return canvasTexture('blob', 128, 128, (ctx, w, h) => {
    const g = ctx.createRadialGradient(w / 2, h / 2, 0, w / 2, h / 2, w / 2);
    g.addColorStop(0, 'rgba(0,0,0,0.55)');
    g.addColorStop(0.6, 'rgba(0,0,0,0.25)');
    g.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
  });
}

/** Rectangular soft shadow (AO) for boxy footprints. */
export function boxShadow(): THREE.CanvasTexture {
  return canvasTexture('boxshadow', 128, 128, (ctx, w, h) => {
    ctx.clearRect(0, 0, w, h);
    ctx.filter = 'blur(14px)';
    ctx.fillStyle = 'rgba(0,0,0,0.6)';
    ctx.fillRect(26, 26, w - 52, h - 52);
    ctx.filter = 'none';
  });
}

export function woodTexture(): THREE.CanvasTexture {
  return canvasTexture('wood', 256, 256, (ctx, w, h, rand) => {
    ctx.fillStyle = '#b08a5a';
    ctx.fillRect(0, 0, w, h);
    for (let y = 0; y < h; y += 2) {
      ctx.fillStyle = `rgba(80,50,20,${rand() * 0.12})`;
      ctx.fillRect(0, y, w, 1 + rand() * 2);
    }
    ctx.fillStyle = 'rgba(60,35,15,0.35)';
    for (let i = 1; i < 4; i++) ctx.fillRect(0, (i * h) / 4, w, 3);
  });
}

export function skyTexture(): THREE.CanvasTexture {
  return canvasTexture('sky', 512, 256, (ctx, w, h, rand) => {
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, '#8fbfe8');
    g.addColorStop(0.7, '#d6e8f5');
    g.addColorStop(1, '#eef4f7');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
    blotches(ctx, w, h * 0.7, rand, 40, '255,255,255', 0.5, 20, 70);
  });
}

export function tileTexture(): THREE.CanvasTexture {
  return canvasTexture(
    'tiles',
    512,
    512,
    (ctx, w, h, rand) => {
      for (let y = 0; y < 4; y++) {
        for (let x = 0; x < 4; x++) {
          const v = 58 + Math.floor(rand() * 8);
          ctx.fillStyle = `rgb(${v},${v},${v + 2})`;
          ctx.fillRect(x * 128, y * 128, 128, 128);
        }
      }
      blotches(ctx, w, h, rand, 40, '255,255,255', 0.05, 20, 100);
      speckle(ctx, w, h, rand, 6000, 0.12);
      ctx.strokeStyle = 'rgba(20,20,20,0.8)';
      ctx.lineWidth = 2;
      for (let i = 0; i <= 4; i++) {
        ctx.beginPath();
        ctx.moveTo(i * 128, 0);
        ctx.lineTo(i * 128, h);
        ctx.moveTo(0, i * 128);
        ctx.lineTo(w, i * 128);
        ctx.stroke();
      }
    },
    { repeat: [10, 10] },
  );
}
