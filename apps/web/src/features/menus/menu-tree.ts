import { pathTo } from '../../lib/paths';
import { buildTree, type TreeNode } from '../../lib/tree';
import type { MenuItem } from './types';

/** A menu item with the items under it, siblings in navbar order. */
export type MenuNode = TreeNode<MenuItem>;

const byOrder = (a: MenuItem, b: MenuItem) => a.sortOrder - b.sortOrder || a.id - b.id;

/** Nests a flat menu list by parentId (SPEC §3 "children by parent"), siblings by sortOrder then id. */
export function buildMenuTree<T extends MenuItem>(items: readonly T[]): TreeNode<T>[] {
  return buildTree<T>(items, byOrder);
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
