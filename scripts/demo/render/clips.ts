import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { clipEncoder } from '../encode.ts';
import { CACHE, UPLOADS, fileHash } from '../paths.ts';
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

/** x264 quality per clip size: Full HD clips are the first impression and get more bits. */
const CRF = { hd: 28, sd: 31 };

async function encode(out: string, frames: Buffer[], width: number): Promise<void> {
  const enc = clipEncoder(out, FPS, width > 1280 ? CRF.hd : CRF.sd);
  for (const f of frames) await enc.frame(f);
  await enc.end();
}

interface ClipJob {
  e: DirectedEdge;
  flight: Flight;
  width: number;
  height: number;
  frames: number;
}

/**
 * The frames of a flight, rendered once and kept in the cache beside their key, so re-encoding (other
 * bitrate, the reverse direction) never renders again while the scene and the flight are unchanged.
 */
async function flightFrames(r: SceneRenderer, j: ClipJob, cache: RenderCache): Promise<Buffer[]> {
  const dir = path.join(CACHE, 'clip-frames', `${j.e.from}--${j.e.to}`);
  const key = renderKey('clip-frames', j.flight, j.width, j.frames);
  const files = Array.from({ length: j.frames }, (_, f) => path.join(dir, `${String(f).padStart(3, '0')}.jpg`));
  if (await cache.fresh(`frames-${j.e.from}-${j.e.to}`, key, files)) return Promise.all(files.map((f) => readFile(f)));
  await mkdir(dir, { recursive: true });
  const frames: Buffer[] = [];
  for (let f = 0; f < j.frames; f++) {
    const u = f / (j.frames - 1);
    if (f === 0) frames.push(await readFile(endFramePath(j.e.from, j.width)));
    else if (f === j.frames - 1) frames.push(await readFile(endFramePath(j.e.to, j.width)));
    else
      frames.push(
        await r.flight(j.flight, u, { width: j.width, height: j.height, time: 0, format: 'jpeg', quality: 0.92 }),
      );
  }
  await Promise.all(frames.map((b, f) => writeFile(files[f]!, b)));
  await cache.record(`frames-${j.e.from}-${j.e.to}`, key);
  return frames;
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
    const [forward, backward] = directedEdges({ ...plan, edges: [edge] }).map((e): ClipJob => {
      const flight: Flight = { from: locationById(plan, e.from).pose, to: locationById(plan, e.to).pose, via: e.via };
      const [width, height] = clipSize(e.from, e.to, plan);
      return { e, flight, width, height, frames: clipFrames(flight) };
    });
    let forwardFrames: Buffer[] | null = null;
    for (const j of [forward!, backward!]) {
      n++;
      const out = path.join(UPLOADS, clipFile(j.e));
      const key = renderKey('clip', j.flight, j.width, j.frames, CRF);
      const name = `clip-${j.e.from}-${j.e.to}`;
      if (await cache.fresh(name, key, [out])) continue;
      const t0 = Date.now();
      const reversed = edge.via.length === 0 && j === backward;
      const source = reversed ? forward! : j;
      const rendered: Buffer[] =
        source === forward && forwardFrames ? forwardFrames : await flightFrames(r, source, cache);
      if (source === forward) forwardFrames = rendered;
      const frames = reversed ? [...rendered].reverse() : rendered;
      await encode(out, frames, j.width);
      await cache.record(name, key);
      const how = reversed ? 'reversed' : `${((Date.now() - t0) / 1000).toFixed(0)} s`;
      console.log(`  clip ${n}/${total} ${j.e.from} -> ${j.e.to} ${j.width}x${j.height} ${j.frames}f ${how}`);
    }
  }
}
