import { stratify, tree } from 'd3-hierarchy';
import { layoutForest } from '../../../../../../../src/domain/tour-map.ts';

/** A node's size on the map (px): thumbnail and title. */
export const NODE_SIZE = { width: 176, height: 136 };
/** The side of a node's dots (React Flow's handles: 6 px, their border inside in the admin panel). */
const HANDLE = 6;

/**
 * Where a node's dots are (px from its top-left corner), in the middle of its left (arrows in) and right (arrows out)
 * sides, inside its border of `border` px (React Flow's handle style: `left: 0` or `right: 0`, centred). Given with
 * the node's size, React Flow draws only the nodes in view at once; without them it draws all of them first to
 * measure them (2,000 in the large tour: over a second).
 */
export function nodeHandles(border) {
  const y = (NODE_SIZE.height - HANDLE) / 2;
  const size = { width: HANDLE, height: HANDLE };
  return [
    { type: 'target', position: 'left', x: border - HANDLE / 2, y, ...size },
    { type: 'source', position: 'right', x: NODE_SIZE.width - border - HANDLE / 2, y, ...size },
  ];
}
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
