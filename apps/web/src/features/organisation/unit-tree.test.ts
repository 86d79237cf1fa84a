import { describe, expect, it } from 'vitest';
import type { Unit } from './types';
import { buildUnitTree, descendantIds, type UnitNode } from './unit-tree';

function unit(id: number, parentId: number | null): Unit {
  return {
    id,
    name: `u${id}`,
    parentId,
    unitTypeId: null,
    unitRoles: [],
    selectAll: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    creatorId: null,
    updatedAt: null,
    updaterId: null,
  };
}

// The tree written as nested ids, e.g. [[1, [[2, []]]]], so each case reads at a glance.
type Shape = [number, Shape[]];
const shape = (nodes: UnitNode[]): Shape[] => nodes.map((node) => [node.unit.id, shape(node.children)]);

describe('buildUnitTree', () => {
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
    ['a unit that is its own parent', [[1, 1]], [[1, []]]],
    [
      'a two-unit cycle',
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
    expect(shape(buildUnitTree(rows.map(([id, parent]) => unit(id, parent))))).toEqual(expected);
  });

  it('shows every unit exactly once', () => {
    const rows = [unit(1, 3), unit(2, 1), unit(3, 2), unit(4, null), unit(5, 4)];
    const ids: number[] = [];
    const walk = (nodes: UnitNode[]) =>
      nodes.forEach((node) => (ids.push(node.unit.id), walk(node.children)));
    walk(buildUnitTree(rows));
    expect(ids.sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('descendantIds', () => {
  const rows = [unit(1, null), unit(2, 1), unit(3, 2), unit(4, null), unit(5, 1)];
  it.each<[number, number[]]>([
    [1, [1, 2, 3, 5]],
    [2, [2, 3]],
    [3, [3]],
    [4, [4]],
  ])('keeps unit %i from taking itself or a unit below it as parent', (id, expected) => {
    expect([...descendantIds(rows, id)].sort()).toEqual(expected);
  });
});
