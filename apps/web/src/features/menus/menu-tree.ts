import { pathTo } from '../../lib/paths';
import type { MenuItem } from './types';

/** A menu item with the items under it, siblings in navbar order. */
export interface MenuNode {
  item: MenuItem;
  children: MenuNode[];
}

const byOrder = (a: MenuItem, b: MenuItem) => a.sortOrder - b.sortOrder || a.id - b.id;

/**
 * Nests a flat menu list by parentId (SPEC §3 "children by parent"), siblings ordered by sortOrder
 * then id. An item whose parent is missing, or that sits in a parent cycle, becomes a root, so each
 * item shows exactly once.
 */
export function buildMenuTree(items: readonly MenuItem[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const item of [...items].sort(byOrder)) nodes.set(item.id, { item, children: [] });
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.item.parentId === null ? undefined : nodes.get(node.item.parentId);
    if (!parent || reaches(parent, node.item.id, nodes)) roots.push(node);
    else parent.children.push(node);
  }
  return roots;
}

// True when walking up from `start` meets `id`: linking below `start` would close a cycle.
function reaches(start: MenuNode, id: number, nodes: Map<number, MenuNode>): boolean {
  const seen = new Set<number>();
  let current: MenuNode | undefined = start;
  while (current && !seen.has(current.item.id)) {
    if (current.item.id === id) return true;
    seen.add(current.item.id);
    const up: number | null = current.item.parentId;
    current = up === null ? undefined : nodes.get(up);
  }
  return false;
}

/** The nodes under `nodes`, depth first, each with its depth (0 for the given nodes). */
export function flattenMenu(nodes: readonly MenuNode[], depth = 0): { node: MenuNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenMenu(node.children, depth + 1)]);
}

/** The ids of `id` and every item below it: an item cannot take one of these as its parent. */
export function menuDescendantIds(items: readonly MenuItem[], id: number): Set<number> {
  const result = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const item of items) {
      if (item.parentId !== null && result.has(item.parentId) && !result.has(item.id)) {
        result.add(item.id);
        grew = true;
      }
    }
  }
  return result;
}

/**
 * Where an item leads: its link (opened in a new tab) or its content page; an item that names neither
 * (only rows older than the menu rules) leads home.
 */
export function menuTarget(item: MenuItem): { kind: 'link'; href: string } | { kind: 'page'; to: string } {
  if (item.justLink && item.link) return { kind: 'link', href: item.link };
  const id = item.contentPageId;
  return { kind: 'page', to: id === null ? pathTo('home') : pathTo('content-page', { id }) };
}
