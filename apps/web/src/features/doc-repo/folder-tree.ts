// The folder list as a tree, for the folder pane and the parent and folder pickers.
import { buildTree, type TreeNode } from '../../lib/tree';
import type { DocRepoFolder } from './types';

/** A folder with its child folders. */
export type FolderNode = TreeNode<DocRepoFolder>;

const byName = (a: DocRepoFolder, b: DocRepoFolder) => a.name.localeCompare(b.name, 'fa');

/**
 * Builds the tree of the folders the user sees, siblings by Persian name. A folder whose parent is not
 * among them (another unit's) is shown at the top, so nothing the user may open is lost.
 */
export function buildFolderTree(folders: readonly DocRepoFolder[]): FolderNode[] {
  return buildTree(folders, byName);
}

/** The folder's path from the top, 'اسناد / ۱۴۰۵ / نامه‌ها', as far as the user sees it. */
export function folderPath(folders: readonly DocRepoFolder[], id: number): string {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const names: string[] = [];
  let current = byId.get(id);
  while (current && names.length < 50) {
    names.unshift(current.name);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return names.join(' / ');
}
