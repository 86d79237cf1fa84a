import type { Unit } from './types';

/** A unit with its sub-units, for the nested list. */
export interface UnitNode {
  unit: Unit;
  children: UnitNode[];
}

/**
 * Nests a flat unit list by parentId, keeping the list's order among siblings. A unit whose parent is
 * missing (deleted, or outside the list) or that sits in a parent cycle becomes a root, so every unit
 * shows exactly once.
 */
export function buildUnitTree(units: readonly Unit[]): UnitNode[] {
  const nodes = new Map<number, UnitNode>();
  for (const unit of units) nodes.set(unit.id, { unit, children: [] });
  const roots: UnitNode[] = [];
  for (const node of nodes.values()) {
    const { parentId } = node.unit;
    const parent = parentId === null ? undefined : nodes.get(parentId);
    if (!parent || parentId === node.unit.id || isAncestor(node, parent, nodes)) roots.push(node);
    else parent.children.push(node);
  }
  return roots;
}

// True when `node` already sits above `parent`, so linking them would close a cycle.
function isAncestor(node: UnitNode, parent: UnitNode, nodes: Map<number, UnitNode>): boolean {
  const seen = new Set<number>();
  let current: UnitNode | undefined = parent;
  while (current && !seen.has(current.unit.id)) {
    if (current.unit.id === node.unit.id) return true;
    seen.add(current.unit.id);
    const up: number | null = current.unit.parentId;
    current = up === null ? undefined : nodes.get(up);
  }
  return false;
}

/** The ids of `id` and every unit below it: a unit cannot take one of these as its parent. */
export function descendantIds(units: readonly Unit[], id: number): Set<number> {
  const result = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const unit of units) {
      if (unit.parentId !== null && result.has(unit.parentId) && !result.has(unit.id)) {
        result.add(unit.id);
        grew = true;
      }
    }
  }
  return result;
}
