import { describe, expect, it } from 'vitest';
import { buildMenuTree, menuTarget, type MenuNode } from './menu-tree';
import type { MenuItem } from './types';

function item(id: number, parentId: number | null, sortOrder = 0, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    parentId,
    fname: `m${id}`,
    name: `m${id}`,
    justLink: false,
    link: null,
    contentPageId: 7,
    sortOrder,
    ...extra,
  };
}

// The tree as nested ids, e.g. [[1, [[2, []]]]], so each case reads at a glance.
type Shape = [number, Shape[]];
const shape = (nodes: MenuNode[]): Shape[] => nodes.map((node) => [node.item.id, shape(node.children)]);

describe('buildMenuTree', () => {
  it.each<[string, MenuItem[], Shape[]]>([
    ['an empty menu', [], []],
    [
      'roots by sortOrder, then id',
      [item(3, null, 2), item(2, null, 1), item(1, null, 2)],
      [
        [2, []],
        [1, []],
        [3, []],
      ],
    ],
    ['a child listed before its parent', [item(2, 1), item(1, null)], [[1, [[2, []]]]]],
    [
      'children ordered under their parent',
      [item(1, null), item(2, 1, 5), item(3, 1, 1), item(4, 3)],
      [
        [
          1,
          [
            [3, [[4, []]]],
            [2, []],
          ],
        ],
      ],
    ],
    ['a missing parent makes a root', [item(1, 99), item(2, 1)], [[1, [[2, []]]]]],
    ['an item that is its own parent', [item(1, 1)], [[1, []]]],
    [
      'a two-item cycle',
      [item(1, 2), item(2, 1)],
      [
        [1, []],
        [2, []],
      ],
    ],
  ])('nests %s', (_case, items, expected) => {
    expect(shape(buildMenuTree(items))).toEqual(expected);
  });
});

describe('menuTarget', () => {
  it('opens a link item’s link, and any other item’s content page', () => {
    expect(menuTarget(item(1, null, 0, { justLink: true, link: 'https://ut.ac.ir' }))).toEqual({
      kind: 'link',
      href: 'https://ut.ac.ir',
    });
    expect(menuTarget(item(2, null, 0, { contentPageId: 12 }))).toEqual({
      kind: 'page',
      to: '/content-page/12',
    });
  });

  it('leads home from an item that names neither a link nor a page (rows older than the menu rules)', () => {
    expect(menuTarget(item(3, null, 0, { contentPageId: null }))).toEqual({ kind: 'page', to: '/' });
  });
});
