import type { Plan } from './plan/index.ts';
import type { SceneRenderer } from './render/scene-renderer.ts';

export type Positions = Map<string, Map<string, { x: number; y: number }>>;

const round = (v: number): number => Math.round(v * 10000) / 10000;

/**
 * Hotspot positions: each hotspot's 3D anchor projected with its location's camera onto the 16:9
 * picture. A hotspot whose anchor is off-picture or behind the camera is a plan error.
 */
export async function projectHotspots(r: SceneRenderer, plan: Plan): Promise<Positions> {
  const out: Positions = new Map();
  const problems: string[] = [];
  for (const loc of plan.locations) {
    const names = [...new Set(loc.hotspots.map((h) => h.anchor))];
    const projected = await r.project(loc.pose, 16 / 9, names);
    const map = new Map<string, { x: number; y: number }>();
    for (const p of projected) {
      if (!p.visible)
        problems.push(`${loc.payloadId}: anchor ${p.name} off-picture (${p.x.toFixed(2)}, ${p.y.toFixed(2)})`);
      // Hotspots must also sit inside the 4:3 centre crop (x 0.125..0.875) to show on portrait screens.
      else if (p.x < 0.15 || p.x > 0.85)
        problems.push(`${loc.payloadId}: anchor ${p.name} outside the 4:3 crop (x ${p.x.toFixed(2)})`);
      map.set(p.name, { x: round(p.x), y: round(p.y) });
    }
    out.set(loc.payloadId, map);
  }
  if (problems.length) throw new Error(`hotspot anchors not visible:\n  ${problems.join('\n  ')}`);
  return out;
}
