import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { clipEncoder } from '../encode.ts';
import { UPLOADS, fileHash } from '../paths.ts';
import { type Plan, clipSize, locationById } from '../plan/index.ts';
import type { EdgePlan } from '../plan/types.ts';
import type { Flight, Vec3 } from '../scene/api.ts';
import { type RenderCache, renderKey } from './cache.ts';
import type { SceneRenderer } from './scene-renderer.ts';
import { FPS, transitionName } from './specs.ts';
import { endFramePath } from './stills.ts';

export interface DirectedEdge {
  from: string;
  to: string;
  via: Vec3[];
  weight: number;
}

export function directedEdges(plan: Plan): DirectedEdge[] {
  return plan.edges.flatMap((e: EdgePlan) => [
    { from: e.a, to: e.b, via: e.via, weight: e.weight ?? 100 },
    { from: e.b, to: e.a, via: [...e.via].reverse(), weight: e.weight ?? 100 },
  ]);
}

function pathLength(points: Vec3[]): number {
  let d = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    d += Math.hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2]);
  }
  return d;
}

/** 2 s for short hops up to 3 s for long flights, at 30 fps. */
export function clipFrames(flight: Flight): number {
  const d = pathLength([flight.from.pos, ...flight.via, flight.to.pos]);
  const seconds = Math.min(3, Math.max(2, 1.6 + d / 25));
  return Math.round(seconds * FPS);
}

export function clipFile(e: { from: string; to: string }): string {
  return `${fileHash(transitionName(e.from, e.to))}.mp4`;
}

async function encode(out: string, frames: Buffer[], width: number): Promise<void> {
  const enc = clipEncoder(out, FPS, width > 1280 ? 26 : 28);
  for (const f of frames) await enc.frame(f);
  await enc.end();
}

/**
 * One camera-flight clip per direction of every edge. The first and last frames are the end stills
 * themselves (same 4K render, downscaled), so the hand-over between still and clip is invisible.
 * A flight without via points is symmetric (same easing and slerp both ways, scene frozen), so the
 * way back is the same frames reversed and is not rendered twice.
 */
export async function renderClips(r: SceneRenderer, plan: Plan, cache: RenderCache): Promise<void> {
  let n = 0;
  const total = plan.edges.length * 2;
  for (const edge of plan.edges) {
    const dirs = directedEdges({ ...plan, edges: [edge] });
    const symmetric = edge.via.length === 0;
    const jobs = dirs.map((e) => {
      const flight: Flight = { from: locationById(plan, e.from).pose, to: locationById(plan, e.to).pose, via: e.via };
      const [width, height] = clipSize(e.from, e.to, plan);
      const frames = clipFrames(flight);
      return {
        e,
        flight,
        width,
        height,
        frames,
        out: path.join(UPLOADS, clipFile(e)),
        key: renderKey('clip', flight, width, frames, 4),
        name: `clip-${e.from}-${e.to}`,
      };
    });
    const fresh = await Promise.all(jobs.map((j) => cache.fresh(j.name, j.key, [j.out])));
    if (fresh.every(Boolean)) {
      n += 2;
      continue;
    }
    let rendered: Buffer[] | null = null;
    for (const [i, j] of jobs.entries()) {
      n++;
      if (fresh[i]) continue;
      const t0 = Date.now();
      let frames: Buffer[];
      if (symmetric && rendered) frames = [...rendered].reverse();
      else {
        frames = [];
        for (let f = 0; f < j.frames; f++) {
          const u = f / (j.frames - 1);
          if (f === 0) frames.push(await readFile(endFramePath(j.e.from, j.width)));
          else if (f === j.frames - 1) frames.push(await readFile(endFramePath(j.e.to, j.width)));
          else
            frames.push(
              await r.flight(j.flight, u, { width: j.width, height: j.height, time: 0, format: 'jpeg', quality: 0.92 }),
            );
        }
        rendered = frames;
      }
      await encode(j.out, frames, j.width);
      await cache.record(j.name, j.key);
      const how = symmetric && i === 1 && !fresh[0] ? 'reversed' : `${((Date.now() - t0) / 1000).toFixed(0)} s`;
      console.log(`  clip ${n}/${total} ${j.e.from} -> ${j.e.to} ${j.width}x${j.height} ${j.frames}f ${how}`);
    }
  }
}
