import { describe, expect, it } from 'vitest';
import { buildTree, descendantIds, flattenTree, possibleParents, type TreeNode, type TreeRow } from './tree';

const row = (id: number, parentId: number | null): TreeRow => ({ id, parentId });

// The tree written as nested ids, e.g. [[1, [[2, []]]]], so each case reads at a glance.
type Shape = [number, Shape[]];
const shape = (nodes: TreeNode<TreeRow>[]): Shape[] =>
  nodes.map((node) => [node.item.id, shape(node.children)]);

describe('buildTree', () => {
  it.each<[string, [number, number | null][], Shape[]]>([
    ['an empty list', [], []],
    [
      'roots only, in list order',
      [
        [2, null],
        [1, null],
      ],
      [
        [2, []],
        [1, []],
      ],
    ],
    [
      'a child listed before its parent',
      [
        [2, 1],
        [1, null],
      ],
      [[1, [[2, []]]]],
    ],
    [
      'three levels with siblings',
      [
        [1, null],
        [2, 1],
        [3, 1],
        [4, 2],
        [5, null],
      ],
      [
        [
          1,
          [
            [2, [[4, []]]],
            [3, []],
          ],
        ],
        [5, []],
      ],
    ],
    [
      'a missing parent makes a root',
      [
        [1, 99],
        [2, 1],
      ],
      [[1, [[2, []]]]],
    ],
    ['a row that is its own parent', [[1, 1]], [[1, []]]],
    [
      'a two-row cycle',
      [
        [1, 2],
        [2, 1],
      ],
      [
        [1, []],
        [2, []],
      ],
    ],
  ])('nests %s', (_name, rows, expected) => {
    expect(shape(buildTree(rows.map(([id, parent]) => row(id, parent))))).toEqual(expected);
  });

  it('orders siblings by the given comparison', () => {
    const rows = [row(3, null), row(1, null), row(4, 1), row(2, 1)];
    expect(shape(buildTree(rows, (a, b) => a.id - b.id))).toEqual([
      [
        1,
        [
          [2, []],
          [4, []],
        ],
      ],
      [3, []],
    ]);
  });

  it('shows every row exactly once', () => {
    const rows = [row(1, 3), row(2, 1), row(3, 2), row(4, null), row(5, 4)];
    const ids = flattenTree(buildTree(rows)).map((node) => node.item.id);
    expect(ids.sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('flattenTree', () => {
  it('lists depth first with depths, for dropdowns, pickers and the drawer', () => {
    const flat = flattenTree(buildTree([row(1, null), row(2, 1), row(3, 2), row(4, null)]));
    expect(flat.map((node) => [node.item.id, node.depth])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 0],
    ]);
  });
});

describe('descendantIds', () => {
  const rows = [row(1, null), row(2, 1), row(3, 2), row(4, null), row(5, 1)];
  it.each<[number, number[]]>([
    [1, [1, 2, 3, 5]],
    [2, [2, 3]],
    [3, [3]],
    [4, [4]],
  ])('keeps row %i from taking itself or a row below it as parent', (id, expected) => {
    expect([...descendantIds(rows, id)].sort()).toEqual(expected);
  });
});

describe('possibleParents', () => {
  const rows = [row(1, null), row(2, 1), row(3, 2), row(4, null)];
  it('offers a row every row but itself and those below it, and a new row every row', () => {
    expect(possibleParents(rows, 2).map((r) => r.id)).toEqual([1, 4]);
    expect(possibleParents(rows, null).map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});
