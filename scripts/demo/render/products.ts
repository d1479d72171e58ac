import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { clipEncoder } from '../encode.ts';
import { CACHE, UPLOADS, fileHash } from '../paths.ts';
import { DETAIL_SHOTS, PRODUCT_SHOTS, TURNTABLES } from '../plan/media-sets.ts';
import { type RenderCache, renderKey } from './cache.ts';
import { type ImageSetSpec, imageSetPaths, writeImageSet } from './image-set.ts';
import type { SceneRenderer } from './scene-renderer.ts';
import { LOOP_SECONDS } from '../scene/api.ts';
import { FPS } from './specs.ts';

export const photoMaster = (name: string): string => path.join(CACHE, 'photos', `${name}.png`);
export const photoSpec = (name: string): ImageSetSpec => ({ name, aspect: 16 / 9, originalWidth: 1920, q: 6 });
export const turntableFile = (name: string): string => `${fileHash(name)}.mp4`;
export const TURNTABLE_SIZE: [number, number] = [960, 540];
const TURNTABLE_FRAMES = 96;

/** Detail photos in the factory, studio product photos and product turntable videos. */
export async function renderProducts(r: SceneRenderer, cache: RenderCache): Promise<void> {
  await mkdir(path.join(CACHE, 'photos'), { recursive: true });
  const req = { width: 1920, height: 1080, time: 0, format: 'png' as const, quality: 1 };
  for (const [name, d] of Object.entries(DETAIL_SHOTS)) {
    const key = renderKey('detail', d.pose, 1);
    if (await cache.fresh(name, key, [photoMaster(name), ...imageSetPaths(photoSpec(name))])) continue;
    await writeFile(photoMaster(name), await r.still(d.pose, { ...req, time: 1.3 }));
    await writeImageSet(photoMaster(name), photoSpec(name));
    await cache.record(name, key);
    console.log(`  photo ${name}`);
  }
  for (const [name, p] of Object.entries(PRODUCT_SHOTS)) {
    const key = renderKey('product', p.shot, 1);
    if (await cache.fresh(name, key, [photoMaster(name), ...imageSetPaths(photoSpec(name))])) continue;
    await writeFile(photoMaster(name), await r.studio(p.shot, { ...req, time: 0.6 }));
    await writeImageSet(photoMaster(name), photoSpec(name));
    await cache.record(name, key);
    console.log(`  product ${name}`);
  }
  for (const [name, t] of Object.entries(TURNTABLES)) {
    const out = path.join(UPLOADS, turntableFile(name));
    const key = renderKey('turntable', t.subject, TURNTABLE_FRAMES, TURNTABLE_SIZE, 1);
    if (await cache.fresh(name, key, [out])) continue;
    const enc = clipEncoder(out, FPS, 28);
    for (let i = 0; i < TURNTABLE_FRAMES; i++) {
      const phase = i / TURNTABLE_FRAMES;
      const frame = await r.studio(
        { subject: t.subject, angle: phase * Math.PI * 2, elevation: 0.15 },
        // One full turn and one full robot cycle per loop, so the video loops cleanly too.
        {
          width: TURNTABLE_SIZE[0],
          height: TURNTABLE_SIZE[1],
          time: phase * LOOP_SECONDS,
          format: 'jpeg',
          quality: 0.9,
        },
      );
      await enc.frame(frame);
    }
    await enc.end();
    await cache.record(name, key);
    console.log(`  turntable ${name}`);
  }
}
