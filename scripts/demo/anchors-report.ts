/**
 * Look-development helper for hotspots: for every location of the plan, lists the scene anchors that
 * land inside the 4:3-safe part of its picture, and flags hotspot anchors that do not.
 *   node --import tsx scripts/demo/anchors-report.ts
 * (Projection ignores occlusion: check the picture before choosing an anchor behind a wall.)
 */
import { openSceneBrowser } from './browser/launch.ts';
import { loadPlan } from './plan/index.ts';
import { SceneRenderer } from './render/scene-renderer.ts';

const b = await openSceneBrowser();
try {
  const r = new SceneRenderer(b.page);
  const names = await b.page.evaluate(() => window.__demo.anchorNames());
  for (const loc of loadPlan('all').locations) {
    const projected = await r.project(loc.pose, 16 / 9, names);
    const ok = projected.filter((q) => q.visible && q.x > 0.15 && q.x < 0.85 && q.distance < 40);
    const okNames = new Set(ok.map((q) => q.name));
    const bad = loc.hotspots.map((h) => h.anchor).filter((a) => !okNames.has(a));
    console.log(`${loc.payloadId}${bad.length ? `  NOT VISIBLE: ${bad.join(', ')}` : ''}`);
    console.log(`    ${ok.map((q) => `${q.name}(${q.x.toFixed(2)},${q.y.toFixed(2)})`).join(' ')}`);
  }
} finally {
  await b.close();
}
