/**
 * Look-development helper: renders camera poses given as JSON on the command line to PNG/JPEG files.
 *   node --import tsx scripts/demo/preview.ts out-dir '{"name":{"pos":[..],"target":[..],"fov":50}}' [width]
 * or `plan` / `details` instead of the JSON to render every location / detail shot of the plan.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CameraPose } from './scene/api.ts';
import { openSceneBrowser } from './browser/launch.ts';
import { dataUrlBytes } from './browser/data-url.ts';
import { loadPlan } from './plan/index.ts';
import { DETAIL_SHOTS } from './plan/media-sets.ts';

const [outDir = '/tmp/preview', posesJson = '{}', widthArg = '1280'] = process.argv.slice(2);
const poses: Record<string, CameraPose> =
  posesJson === 'plan'
    ? Object.fromEntries(loadPlan('all').locations.map((l) => [l.payloadId, l.pose]))
    : posesJson === 'details'
      ? Object.fromEntries(Object.entries(DETAIL_SHOTS).map(([k, d]) => [k, d.pose]))
      : (JSON.parse(posesJson) as Record<string, CameraPose>);
const width = Number(widthArg);
await mkdir(outDir, { recursive: true });
const t0 = Date.now();
const b = await openSceneBrowser();
console.log(`boot ${Date.now() - t0} ms`, await b.page.evaluate(() => window.__demo.stats()));
for (const [name, pose] of Object.entries(poses)) {
  const t = Date.now();
  const url = await b.page.evaluate(
    ([p, w]) =>
      window.__demo.still(p, { width: w, height: Math.round((w * 9) / 16), time: 0, format: 'png', quality: 1 }),
    [pose, width] as const,
  );
  await writeFile(path.join(outDir, `${name}.png`), dataUrlBytes(url));
  console.log(name, `${Date.now() - t} ms`, await b.page.evaluate(() => window.__demo.stats()));
}
await b.close();
