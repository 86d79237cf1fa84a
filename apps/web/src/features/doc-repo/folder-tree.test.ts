import { describe, expect, it } from 'vitest';
import { flattenTree } from '../../lib/tree';
import { buildFolderTree, folderPath } from './folder-tree';
import type { DocRepoFolder } from './types';

const folder = (id: number, name: string, parentId: number | null = null): DocRepoFolder => ({
  id,
  name,
  parentId,
  unitId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  creatorId: 1,
  updatedAt: null,
  updaterId: null,
});

const folders = [
  folder(1, 'نامه‌ها'),
  folder(2, 'آیین‌نامه‌ها'),
  folder(3, 'ورودی', 1),
  folder(4, 'خروجی', 1),
  folder(5, '۱۴۰۵', 3),
  folder(6, 'پوشه واحد دیگر زیر پوشه نادیده', 99),
];

describe('the folder tree', () => {
  it('nests folders under their parents, sorted by Persian name, with orphans at the top', () => {
    const flat = flattenTree(buildFolderTree(folders)).map((n) => [n.item.id, n.depth]);
    expect(flat).toEqual([
      [2, 0],
      [6, 0],
      [1, 0],
      [4, 1],
      [3, 1],
      [5, 2],
    ]);
  });

  it('spells a folder’s path from the top', () => {
    expect(folderPath(folders, 5)).toBe('نامه‌ها / ورودی / ۱۴۰۵');
    expect(folderPath(folders, 6)).toBe('پوشه واحد دیگر زیر پوشه نادیده');
  });

  it('survives a cycle in the data without looping, and still shows each folder once', () => {
    const looped = [folder(1, 'الف', 2), folder(2, 'ب', 1)];
    expect(flattenTree(buildFolderTree(looped)).map((n) => [n.item.id, n.depth])).toEqual([
      [1, 0],
      [2, 0],
    ]);
    expect(folderPath(looped, 1).split(' / ').length).toBeLessThanOrEqual(50);
  });
});
