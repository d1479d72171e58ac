import path from 'node:path';
import { clipEncoder } from '../encode.ts';
import { UPLOADS, fileHash } from '../paths.ts';
import type { Plan } from '../plan/index.ts';
import type { LocationPlan } from '../plan/types.ts';
import { type RenderCache, renderKey } from './cache.ts';
import type { SceneRenderer } from './scene-renderer.ts';
import { LOOP_SECONDS } from '../scene/api.ts';
import { FPS, loopVideoName } from './specs.ts';

export const LOOP_SIZE: [number, number] = [1920, 1080];

export const loopFile = (loc: LocationPlan): string => `${fileHash(loopVideoName(loc))}.mp4`;

/**
 * Background loops: a fixed camera while conveyors and robots move. Frame N would equal frame 0, so
 * the clip stops one frame short and loops without a seam.
 */
export async function renderLoops(r: SceneRenderer, plan: Plan, cache: RenderCache): Promise<void> {
  for (const loc of plan.locations.filter((l) => l.loop)) {
    const out = path.join(UPLOADS, loopFile(loc));
    const key = renderKey('loop', loc.pose, LOOP_SIZE, LOOP_SECONDS, 1);
    const name = `loop-${loc.payloadId}`;
    if (await cache.fresh(name, key, [out])) continue;
    const t0 = Date.now();
    const enc = clipEncoder(out, FPS, 27);
    const frames = LOOP_SECONDS * FPS;
    for (let i = 0; i < frames; i++) {
      await enc.frame(
        await r.still(loc.pose, {
          width: LOOP_SIZE[0],
          height: LOOP_SIZE[1],
          time: i / FPS,
          format: 'jpeg',
          quality: 0.92,
        }),
      );
    }
    await enc.end();
    await cache.record(name, key);
    console.log(`  loop ${loc.payloadId} ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
}
