/**
 * The tour map of one world (issue 32, point 3), pure: its locations as nodes, one arrow per direction of every
 * transition that leaves or enters it, the worlds its portals lead to as nodes of their own, and the tour check's
 * problems (point 4) on the nodes and arrows they name. The studio's admin page draws it; where nodes stand is the
 * layout's business (`mergeLayout`).
 */
import type { TourProblem } from './tour-check.ts';
import { backgroundStill } from './media.ts';
import type { ContentBundle, Location, Media } from './types.ts';

export interface MapNode {
  /** A location's payloadId, or `world:<slug>` for the world a portal leads to. */
  id: string;
  kind: 'location' | 'portal';
  /** The location's title, or the portal world's name. */
  label: string;
  /** The location's world, or the world the portal leads to. */
  world: string;
  /** A small rendition of the location's still (Strapi's thumbnail), never the original; null when none. */
  thumbnail: string | null;
  /** The world's start location. */
  start: boolean;
  problems: TourProblem[];
}

export interface MapEdge {
  /** The transition's payloadId, or `<from>--<to>` for a direction no transition plays. */
  id: string;
  /** Node ids. */
  source: string;
  target: string;
  /** The locations' payloadIds. */
  from: string;
  to: string;
  /** The transition entry; null for a missing direction. */
  transition: string | null;
  /** It plays a clip: the transition exists, is switched on and has a video. */
  clip: boolean;
  problems: TourProblem[];
}

export interface WorldMap {
  world: string;
  nodes: MapNode[];
  edges: MapEdge[];
}

export interface Point {
  x: number;
  y: number;
}

export const portalNodeId = (world: string) => `world:${world}`;

/** Strapi's thumbnail of an image, or null: a map of thousands of nodes never loads originals. */
export function thumbnailOf(media: Media | null): string | null {
  return media?.formats.thumbnail?.url ?? null;
}

const problemKey = (type: string, id: string) => `${type}\n${id}`;

/**
 * The map of world `slug` in `content` (one locale's, as a visitor gets it), with the `problems` of `checkTour` that
 * name its locations and transitions. Problems are matched by what they mark: a location by payloadId (a hotspot by
 * its location), an arrow by the transition's payloadId or, for a missing direction, by `<from>--<to>`.
 */
export function buildWorldMap(content: ContentBundle, slug: string, problems: readonly TourProblem[]): WorldMap {
  const byEntity = new Map<string, TourProblem[]>();
  const mark = (key: string, problem: TourProblem) => byEntity.set(key, [...(byEntity.get(key) ?? []), problem]);
  for (const problem of problems) {
    const { type, id, location } = problem.entity;
    if (type === 'location' || type === 'transition') mark(problemKey(type, id), problem);
    else if (type === 'hotspot' && location) mark(problemKey('location', location), problem);
  }
  const world = content.worlds.find((w) => w.slug === slug);
  const locations = new Map<string, Location>(content.locations.map((l) => [l.payloadId, l]));
  const nodes = new Map<string, MapNode>();
  for (const location of content.locations) {
    if (location.worldSlug !== slug) continue;
    nodes.set(location.payloadId, {
      id: location.payloadId,
      kind: 'location',
      label: location.title,
      world: slug,
      thumbnail: thumbnailOf(backgroundStill(location.backgrounds, 'landscape')),
      start: world?.startLocationId === location.payloadId,
      problems: byEntity.get(problemKey('location', location.payloadId)) ?? [],
    });
  }
  const nodeOf = (payloadId: string): string | null => {
    if (nodes.has(payloadId) && nodes.get(payloadId)!.kind === 'location') return payloadId;
    const other = locations.get(payloadId)?.worldSlug;
    if (!other) return null;
    const id = portalNodeId(other);
    if (!nodes.has(id))
      nodes.set(id, {
        id,
        kind: 'portal',
        label: content.worlds.find((w) => w.slug === other)?.name || other,
        world: other,
        thumbnail: null,
        start: false,
        problems: [],
      });
    return id;
  };
  const edges: MapEdge[] = [];
  const directions = new Set(content.transitions.map((t) => `${t.from}\n${t.to}`));
  for (const t of content.transitions) {
    const inWorld = locations.get(t.from)?.worldSlug === slug || locations.get(t.to)?.worldSlug === slug;
    if (!inWorld || t.from === t.to) continue;
    const source = nodeOf(t.from);
    const target = nodeOf(t.to);
    if (!source || !target) continue;
    edges.push({
      id: t.payloadId,
      source,
      target,
      from: t.from,
      to: t.to,
      transition: t.payloadId,
      clip: t.options.active && t.video !== null,
      problems: byEntity.get(problemKey('transition', t.payloadId)) ?? [],
    });
    if (!directions.has(`${t.to}\n${t.from}`)) {
      const id = `${t.to}--${t.from}`;
      edges.push({
        id,
        source: target,
        target: source,
        from: t.to,
        to: t.from,
        transition: null,
        clip: false,
        problems: byEntity.get(problemKey('transition', id)) ?? [],
      });
    }
  }
  return { world: slug, nodes: [...nodes.values()], edges };
}

/**
 * Where each node stands: where an editor put it (`saved`), else where the automatic layout put it (`auto`). Saved
 * places of nodes that are gone are dropped, so the kept layout does not grow with deleted locations.
 */
export function mergeLayout(
  nodeIds: readonly string[],
  auto: Readonly<Record<string, Point>>,
  saved: Readonly<Record<string, Point>>,
): Record<string, Point> {
  const placed: Record<string, Point> = {};
  for (const id of nodeIds) {
    const point = Object.hasOwn(saved, id) ? saved[id] : auto[id];
    if (point) placed[id] = { x: point.x, y: point.y };
  }
  return placed;
}

/**
 * The tree the automatic layout draws the map along: each node under the node it is first reached from, going out
 * from the world's start along the transitions (breadth first: a node's depth is the fewest moves to it); nodes the start
 * does not reach begin trees of their own, in map order. `parent` null: a root.
 */
export function layoutForest(map: WorldMap): { id: string; parent: string | null }[] {
  const out = new Map<string, string[]>();
  for (const edge of map.edges)
    if (edge.transition !== null) out.set(edge.source, [...(out.get(edge.source) ?? []), edge.target]);
  const forest: { id: string; parent: string | null }[] = [];
  const seen = new Set<string>();
  const roots = [...map.nodes.filter((n) => n.start), ...map.nodes];
  for (const root of roots) {
    if (seen.has(root.id)) continue;
    seen.add(root.id);
    forest.push({ id: root.id, parent: null });
    const queue = [root.id];
    for (let i = 0; i < queue.length; i += 1) {
      for (const next of out.get(queue[i]!) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        forest.push({ id: next, parent: queue[i]! });
        queue.push(next);
      }
    }
  }
  return forest;
}
