import { stratify, tree } from 'd3-hierarchy';
import { layoutForest } from '../../../../../../../src/domain/tour-map.ts';

/** A node's size on the map (px): thumbnail and title. */
export const NODE_SIZE = { width: 176, height: 136 };
const GAP = { x: 110, y: 36 };
const ROOT = '\u0000';

/**
 * Where the automatic layout puts each node: the tidy tree of d3-hierarchy (Reingold–Tilford, linear in the nodes)
 * along `layoutForest`, left to right, the start at the left, each column one move further from it. A layered
 * layout of the whole graph (elkjs, dagre) took 4 to over 60 s for the large tour (docs/architecture.md, Studio).
 */
export function autoLayout(map) {
  const rows = layoutForest(map).map(({ id, parent }) => ({ id, parent: parent ?? ROOT }));
  const root = stratify()
    .id((row) => row.id)
    .parentId((row) => row.parent)([{ id: ROOT, parent: null }, ...rows]);
  tree().nodeSize([NODE_SIZE.height + GAP.y, NODE_SIZE.width + GAP.x])(root);
  const placed = {};
  for (const node of root.descendants())
    if (node.id !== ROOT) placed[node.id] = { x: node.y - (NODE_SIZE.width + GAP.x), y: node.x };
  return placed;
}
