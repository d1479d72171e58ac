import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The pairing that finds, for each saved item of a shared component list, the same item in the other locales
// (cms/src/utils/shared-lists.js): by the row id the item had before the save, else by its own index.
const { pairIndexes } = createRequire(import.meta.url)('../../cms/src/utils/shared-lists.js') as {
  pairIndexes: (saved: Item[], before: Item[], reference: Item[]) => (number | null)[];
};

interface Item {
  __component?: string;
  id?: number;
}

const article = (id?: number): Item => ({ __component: 'hotspots.open-article', id });
const link = (id?: number): Item => ({ __component: 'hotspots.open-link', id });

describe('pairIndexes', () => {
  const before = [article(1), article(2), link(3)];
  const reference = [article(11), article(12), link(13)];

  it('follows a moved item by the id it had before the save', () => {
    expect(pairIndexes([article(2), article(1), link(3)], before, reference)).toEqual([1, 0, 2]);
  });

  it('pairs an item written without its id with the same type at its own index', () => {
    expect(pairIndexes([article(), article(), link()], [], reference)).toEqual([0, 1, 2]);
    expect(pairIndexes([link(), article()], [], reference)).toEqual([null, 1]);
  });

  it('gives an item inserted among known ones no partner, and drops a removed one', () => {
    expect(pairIndexes([article(1), article(), article(2), link(3)], before, reference)).toEqual([0, null, 1, 2]);
    expect(pairIndexes([article(1), link(3)], before, reference)).toEqual([0, 2]);
  });

  it('pairs components of a repeatable list (no type) by id and index alike', () => {
    expect(pairIndexes([{ id: 2 }, {}], [{ id: 1 }, { id: 2 }], [{ id: 7 }, { id: 8 }])).toEqual([1, null]);
    expect(pairIndexes([{ id: 1 }, {}], [{ id: 1 }, { id: 2 }], [{ id: 7 }, { id: 8 }])).toEqual([0, 1]);
  });
});
