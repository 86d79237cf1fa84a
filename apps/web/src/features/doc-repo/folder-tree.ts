// The folder list as a tree, for the folder pane and the parent and folder pickers.
import type { DocRepoFolder } from './types';

/** A folder with its child folders. */
export interface FolderNode {
  folder: DocRepoFolder;
  depth: number;
  children: FolderNode[];
}

const byName = (a: DocRepoFolder, b: DocRepoFolder) => a.name.localeCompare(b.name, 'fa');

/**
 * Builds the tree of the folders the user sees. A folder whose parent is not among them (another
 * unit's) is shown at the top, so nothing the user may open is lost.
 */
export function buildFolderTree(folders: readonly DocRepoFolder[]): FolderNode[] {
  const ids = new Set(folders.map((f) => f.id));
  const childrenOf = new Map<number | null, DocRepoFolder[]>();
  for (const folder of folders) {
    const parent = folder.parentId !== null && ids.has(folder.parentId) ? folder.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), folder]);
  }
  const grow = (parent: number | null, depth: number, seen: Set<number>): FolderNode[] =>
    (childrenOf.get(parent) ?? [])
      .filter((folder) => !seen.has(folder.id))
      .sort(byName)
      .map((folder) => ({
        folder,
        depth,
        children: grow(folder.id, depth + 1, new Set([...seen, folder.id])),
      }));
  return grow(null, 0, new Set());
}

/** The tree in display order, each folder after its parent. */
export function flattenTree(nodes: readonly FolderNode[]): FolderNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

/** The folder `id` and every folder below it. */
export function subtreeIds(folders: readonly DocRepoFolder[], id: number): Set<number> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (folder.parentId !== null && found.has(folder.parentId) && !found.has(folder.id)) {
        found.add(folder.id);
        grew = true;
      }
    }
  }
  return found;
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
