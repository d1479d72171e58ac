import { pathWeight } from '../../src/domain/graph.ts';
import type {
  ActionTarget,
  Hotspot,
  Location,
  Media,
  PathfindingSettings,
  Transition,
  TransitionOptions,
} from '../../src/domain/types.ts';

export function media(name: string, mime = 'video/mp4'): Media {
  return {
    id: 1,
    name,
    alt: '',
    url: `/uploads/${name}`,
    mime,
    ext: name.slice(name.lastIndexOf('.')),
    hash: name,
    width: null,
    height: null,
    formats: {},
    renditions: {},
    platform: null,
  };
}

export function location(payloadId: string, overrides: Partial<Location> = {}): Location {
  return {
    payloadId,
    slug: payloadId,
    title: payloadId.toUpperCase(),
    worldSlug: 'factory',
    group: null,
    backgrounds: [],
    hotspots: [],
    appearAnimation: 'fade_in',
    arrowPrev: null,
    arrowNext: null,
    stationCategory: null,
    priorityInCategory: 0,
    worldItem: null,
    menus: [],
    ...overrides,
  };
}

/** A hotspot's action target: a location to go to, or nothing but what `overrides` sets. */
export function actionTarget(payloadId: string | null, overrides: Partial<ActionTarget> = {}): ActionTarget {
  return { id: null, payloadId, url: null, newTab: false, newWindow: false, menuKey: null, ...overrides };
}

/** A navigation hotspot to `b` in the middle of the picture, unless overridden. */
export function hotspot(id: number, overrides: Partial<Hotspot> = {}): Hotspot {
  return {
    id,
    key: `${overrides.custom ? 'custom-' : ''}${overrides.type ?? 'navigation'}:${id}`,
    type: 'navigation',
    custom: false,
    title: `Hotspot ${id}`,
    x: 0.5,
    y: 0.5,
    categories: [],
    priority: 0,
    target: actionTarget('b'),
    media: [],
    backgroundImage: null,
    ...overrides,
  };
}

type TransitionOverrides = Partial<Omit<Transition, 'options'>> & { options?: Partial<TransitionOptions> };

/** A transition `from -> to` with a video, weight 100 and id `from-to` unless overridden. */
export function transition(from: string, to: string, overrides: TransitionOverrides = {}): Transition {
  const { options, ...rest } = overrides;
  return {
    payloadId: `${from}-${to}`,
    from,
    to,
    weight: 100,
    video: media(`${from}-${to}.mp4`),
    image: null,
    worldSlug: 'factory',
    ...rest,
    options: { active: true, directTransition: false, blendingTime: null, ...options },
  };
}

/** A chain a -> b -> c ... of transitions through the given ids. */
export function chain(...ids: string[]): Transition[] {
  return ids.slice(1).map((to, i) => transition(ids[i] ?? '', to));
}

export const SETTINGS: PathfindingSettings = {
  flyMode: true,
  maxItems: 6,
  skipLocation: true,
  playbackRate: 2,
  blendingTime: 0.6,
  reducedMotion: false,
};

/** Lexicographic (weight, steps) distances by Bellman-Ford: slow and obviously right. */
export function reference(
  names: readonly string[],
  transitions: readonly Transition[],
  from: string,
): Map<string, { dist: number; hops: number }> {
  const best = new Map<string, { dist: number; hops: number }>([[from, { dist: 0, hops: 0 }]]);
  for (let round = 0, changed = true; changed && round < names.length; round++) {
    changed = false;
    for (const t of transitions) {
      const u = best.get(t.from);
      if (!u) continue;
      const cand = { dist: u.dist + pathWeight([t]), hops: u.hops + 1 };
      const v = best.get(t.to);
      if (!v || cand.dist < v.dist || (cand.dist === v.dist && cand.hops < v.hops)) {
        best.set(t.to, cand);
        changed = true;
      }
    }
  }
  return best;
}
