// Flat rows that name their parent (units, menu items, folders) as a tree, for nested lists and pickers.

/** What a row needs to sit in a tree: its id and its parent's. */
export interface TreeRow {
  id: number;
  parentId: number | null;
}

/** A row with the rows under it. */
export interface TreeNode<T extends TreeRow> {
  item: T;
  children: TreeNode<T>[];
}

/**
 * Nests `rows` by parentId, siblings in `compare` order (the list's own order without one). A row whose
 * parent is missing (deleted, or not among the rows the user sees) or that sits in a parent cycle
 * becomes a root, so every row shows exactly once.
 */
export function buildTree<T extends TreeRow>(
  rows: readonly T[],
  compare?: (a: T, b: T) => number,
): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>();
  for (const item of compare ? [...rows].sort(compare) : rows) nodes.set(item.id, { item, children: [] });
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const { parentId } = node.item;
    const parent = parentId === null ? undefined : nodes.get(parentId);
    if (!parent || reaches(parent, node.item.id, nodes)) roots.push(node);
    else parent.children.push(node);
  }
  return roots;
}

// True when walking up from `start` meets `id`: linking `id` below `start` would close a cycle.
function reaches<T extends TreeRow>(
  start: TreeNode<T>,
  id: number,
  nodes: Map<number, TreeNode<T>>,
): boolean {
  const seen = new Set<number>();
  let current: TreeNode<T> | undefined = start;
  while (current && !seen.has(current.item.id)) {
    if (current.item.id === id) return true;
    seen.add(current.item.id);
    const up: number | null = current.item.parentId;
    current = up === null ? undefined : nodes.get(up);
  }
  return false;
}

/** The rows of `nodes` and everything under them, depth first (each after its parent), with their depths. */
export function flattenTree<T extends TreeRow>(
  nodes: readonly TreeNode<T>[],
  depth = 0,
): { item: T; depth: number }[] {
  return nodes.flatMap((node) => [{ item: node.item, depth }, ...flattenTree(node.children, depth + 1)]);
}

/** The ids of `id` and every row below it: a row cannot take one of these as its parent. */
export function descendantIds(rows: readonly TreeRow[], id: number): Set<number> {
  const result = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parentId !== null && result.has(row.parentId) && !result.has(row.id)) {
        result.add(row.id);
        grew = true;
      }
    }
  }
  return result;
}

/** The rows the row `id` may take as its parent: every row but itself and those below it (all, for a new one). */
export function possibleParents<T extends TreeRow>(rows: readonly T[], id: number | null): T[] {
  const blocked = id === null ? new Set<number>() : descendantIds(rows, id);
  return rows.filter((row) => !blocked.has(row.id));
}
