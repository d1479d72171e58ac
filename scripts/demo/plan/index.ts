import { EDGES } from './edges.ts';
import { FACTORY_GROUPS, FACTORY_LOCATIONS, FACTORY_TOUR, FACTORY_WORLD } from './factory.ts';
import {
  LAB_LOCATIONS,
  LAB_TOUR,
  LAB_WORLD,
  SERVICE_LAB_GROUPS,
  SERVICE_LOCATIONS,
  SERVICE_TOUR,
  SERVICE_WORLD,
} from './service-lab.ts';
import type { EdgePlan, GroupPlan, LocationPlan, WorldPlan } from './types.ts';

export interface Plan {
  worlds: WorldPlan[];
  groups: GroupPlan[];
  locations: LocationPlan[];
  edges: EdgePlan[];
  tours: string[][];
}

/** Locations of the quick first pass: enough of the factory for others to integrate against. */
const FIRST_PASS = [
  'factory-entrance',
  'factory-lobby',
  'factory-hall',
  'factory-cnc',
  'factory-robotics',
  'factory-assembly',
];

/** The whole demo, or the first-pass subset (`subset: 'first'`). */
export function loadPlan(subset: 'all' | 'first' = 'all'): Plan {
  const keep = (id: string): boolean => subset === 'all' || FIRST_PASS.includes(id);
  const all = [...FACTORY_LOCATIONS, ...SERVICE_LOCATIONS, ...LAB_LOCATIONS].filter((l) => keep(l.payloadId));
  const ids = new Set(all.map((l) => l.payloadId));
  const locations = all.map((l) => ({
    ...l,
    hotspots: l.hotspots.filter((h) => h.kind !== 'navigation' || ids.has(h.target)),
  }));
  const worlds = [FACTORY_WORLD, SERVICE_WORLD, LAB_WORLD].filter((w) => locations.some((l) => l.world === w.slug));
  const groups = [...FACTORY_GROUPS, ...SERVICE_LAB_GROUPS].filter((g) => locations.some((l) => l.group === g.slug));
  const edges = EDGES.filter((e) => keep(e.a) && keep(e.b));
  const tours = [FACTORY_TOUR, SERVICE_TOUR, LAB_TOUR].map((t) => t.filter(keep)).filter((t) => t.length > 0);
  return { worlds, groups, locations, edges, tours };
}

export function locationById(plan: Plan, id: string): LocationPlan {
  const l = plan.locations.find((c) => c.payloadId === id);
  if (!l) throw new Error(`unknown location ${id}`);
  return l;
}

/** Clips that leave or enter the entrance are Full HD (the first impression); the rest 720p. */
export function clipSize(edgeFrom: string, edgeTo: string, plan: Plan): [number, number] {
  const starts = new Set(plan.worlds.filter((w) => w.isDefault).map((w) => w.start));
  return starts.has(edgeFrom) || starts.has(edgeTo) ? [1920, 1080] : [1280, 720];
}
