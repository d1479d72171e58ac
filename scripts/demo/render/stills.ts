import { mkdir } from 'node:fs/promises';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeJpeg } from '../encode.ts';
import { CACHE } from '../paths.ts';
import type { Plan } from '../plan/index.ts';
import type { LocationPlan } from '../plan/types.ts';
import { type RenderCache, renderKey } from './cache.ts';
import { imageSetPaths, writeImageSet } from './image-set.ts';
import type { SceneRenderer } from './scene-renderer.ts';
import { MASTER_HEIGHT, MASTER_WIDTH, locationImageSpecs } from './specs.ts';

export const masterPath = (id: string): string => path.join(CACHE, 'masters', `${id}.png`);
/** The still at a clip's frame size: first and last frames of every transition are exactly these. */
export const endFramePath = (id: string, width: number): string => path.join(CACHE, 'frames', `${id}-${width}.jpg`);

async function renderMaster(r: SceneRenderer, loc: LocationPlan): Promise<void> {
  const png = await r.still(loc.pose, {
    width: MASTER_WIDTH,
    height: MASTER_HEIGHT,
    time: 0,
    format: 'png',
    quality: 1,
  });
  await writeFile(masterPath(loc.payloadId), png);
}

/** Renders each location once at 4K and derives every published still and clip end frame from it. */
export async function renderStills(r: SceneRenderer, plan: Plan, cache: RenderCache): Promise<void> {
  await mkdir(path.join(CACHE, 'masters'), { recursive: true });
  await mkdir(path.join(CACHE, 'frames'), { recursive: true });
  for (const loc of plan.locations) {
    const t0 = Date.now();
    const key = renderKey('still', loc.pose, locationImageSpecs(loc), 2);
    const ends = [1280, 1920].map((w) => endFramePath(loc.payloadId, w));
    const outputs = locationImageSpecs(loc).flatMap(({ spec }) => imageSetPaths(spec));
    if (await cache.fresh(`still-${loc.payloadId}`, key, [masterPath(loc.payloadId), ...ends, ...outputs])) continue;
    await renderMaster(r, loc);
    for (const { spec } of locationImageSpecs(loc)) await writeImageSet(masterPath(loc.payloadId), spec);
    for (const w of [1280, 1920]) {
      await writeJpeg(masterPath(loc.payloadId), endFramePath(loc.payloadId, w), {
        width: w,
        height: (w * 9) / 16,
        q: 2,
      });
    }
    await cache.record(`still-${loc.payloadId}`, key);
    console.log(`  still ${loc.payloadId} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
}
