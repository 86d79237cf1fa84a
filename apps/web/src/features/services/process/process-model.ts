// Pure edits of a process graph (packages/shared process-graph.ts) the designer makes: add, connect,
// patch, rename and remove nodes and edges, each answering a new graph and sharing what it did not touch.
// Keys and edge ids are made here (Latin, unique, matching NODE_KEY_PATTERN), never typed by a person
// unless they choose to rename a node's key.
import {
  NODE_KEY_PATTERN,
  type ProcessEdge,
  type ProcessGraph,
  type ProcessNode,
  type ProcessNodeKind,
} from '@darvazeh/shared';

/** Width and height of one layout cell: nodes flow right to left, one column per step. */
export const LAYOUT = { column: 240, row: 120 } as const;

/** The prefix of new keys per kind (`task1`, `decision2`, …). */
const KEY_PREFIX: Record<ProcessNodeKind, string> = {
  start: 'start',
  applicantForm: 'form',
  providerTask: 'task',
  decision: 'decision',
  parallelSplit: 'split',
  parallelJoin: 'join',
  function: 'function',
  notification: 'notify',
  statusChange: 'status',
  end: 'end',
};

/** The first `prefix{n}` (n from 1) not in `taken`. */
export function freshKey(prefix: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) if (!taken.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

/**
 * A new node of `kind` with the values the schema would default, and the few it cannot (a provider
 * task's assignee starts as any unit role of any unit; a function node's function is 0 until picked,
 * which the designer reports as missing).
 */
export function newNode(kind: ProcessNodeKind, key: string, position: { x: number; y: number }): ProcessNode {
  const base = { key, name: '', position };
  switch (kind) {
    case 'applicantForm':
      return { ...base, kind, confirmStep: false };
    case 'providerTask':
      return {
        ...base,
        kind,
        assignee: { kind: 'unitRole', unitId: null, unitRoleId: -1 },
        collectionId: null,
        onEnterFunctionId: null,
        onExitFunctionId: null,
        dueDays: null,
        priority: 'normal',
        outcomes: [],
      };
    case 'function':
      return { ...base, kind, functionId: 0 };
    case 'notification':
      return { ...base, kind, audience: 'applicant', channels: ['inbox'], template: '' };
    case 'statusChange':
      return { ...base, kind, status: '' };
    case 'end':
      return { ...base, kind, result: 'completed' };
    default:
      return { ...base, kind };
  }
}

/**
 * Where a new node goes: one column to the left of `after` (the node selected) on the first free row,
 * else one column left of the leftmost node.
 */
export function placeNewNode(graph: ProcessGraph, after?: string): { x: number; y: number } {
  const anchor = graph.nodes.find((n) => n.key === after);
  if (graph.nodes.length === 0) return { x: 0, y: 0 };
  const x = anchor
    ? anchor.position.x - LAYOUT.column
    : Math.min(...graph.nodes.map((n) => n.position.x)) - LAYOUT.column;
  const startY = anchor?.position.y ?? 0;
  const busy = (y: number) =>
    graph.nodes.some(
      (n) => Math.abs(n.position.x - x) < LAYOUT.column / 2 && Math.abs(n.position.y - y) < LAYOUT.row / 2,
    );
  let y = startY;
  for (let step = 1; busy(y); step += 1)
    y = startY + (step % 2 === 1 ? 1 : -1) * Math.ceil(step / 2) * LAYOUT.row;
  return { x, y };
}

/** Adds a node of `kind` (placed after `after`), answering the graph and the new node's key. */
export function addNode(
  graph: ProcessGraph,
  kind: ProcessNodeKind,
  after?: string,
): { graph: ProcessGraph; key: string } {
  const key = freshKey(KEY_PREFIX[kind], new Set(graph.nodes.map((n) => n.key)));
  const node = newNode(kind, key, placeNewNode(graph, after));
  return { graph: { ...graph, nodes: [...graph.nodes, node] }, key };
}

/** Why an edge from `source` to `target` may not be drawn; null when it may. */
export type ConnectRefusal = 'self' | 'duplicate' | 'intoStart' | 'fromEnd' | 'missing';

/** Whether `source` → `target` may be drawn. */
export function connectRefusal(graph: ProcessGraph, source: string, target: string): ConnectRefusal | null {
  const from = graph.nodes.find((n) => n.key === source);
  const to = graph.nodes.find((n) => n.key === target);
  if (!from || !to) return 'missing';
  if (source === target) return 'self';
  if (to.kind === 'start') return 'intoStart';
  if (from.kind === 'end') return 'fromEnd';
  if (graph.edges.some((e) => e.source === source && e.target === target)) return 'duplicate';
  return null;
}

/**
 * Draws `source` → `target` when allowed (connectRefusal), answering the graph and the new edge's id.
 * Out of a decision, the first edge drawn when none is the default becomes it; out of a provider task
 * with outcomes, the edge takes the first outcome no other edge carries.
 */
export function connect(
  graph: ProcessGraph,
  source: string,
  target: string,
): { graph: ProcessGraph; id: string } | null {
  if (connectRefusal(graph, source, target) !== null) return null;
  const id = freshKey('e', new Set(graph.edges.map((e) => e.id)));
  const from = graph.nodes.find((n) => n.key === source)!;
  const out = graph.edges.filter((e) => e.source === source);
  const edge: ProcessEdge = { id, source, target };
  if (from.kind === 'decision' && !out.some((e) => e.isDefault)) edge.isDefault = true;
  if (from.kind === 'providerTask') {
    const free = from.outcomes.find((o) => !out.some((e) => e.outcome === o.key));
    if (free) edge.outcome = free.key;
  }
  return { graph: { ...graph, edges: [...graph.edges, edge] }, id };
}

/** Changes node `key` by `patch`; a new key (valid and free) is carried into its edges. */
export function patchNode(graph: ProcessGraph, key: string, patch: Partial<ProcessNode>): ProcessGraph {
  const nextKey = patch.key;
  const renames = nextKey !== undefined && nextKey !== key;
  const nodes = graph.nodes.map((n) => (n.key === key ? ({ ...n, ...patch } as ProcessNode) : n));
  if (!renames) return { ...graph, nodes };
  const edges = graph.edges.map((e) =>
    e.source === key || e.target === key
      ? { ...e, source: e.source === key ? nextKey : e.source, target: e.target === key ? nextKey : e.target }
      : e,
  );
  return { nodes, edges };
}

/** Whether `next` may replace node `key`'s key: the pattern, and no other node holds it. */
export function isKeyFree(graph: ProcessGraph, key: string, next: string): boolean {
  return NODE_KEY_PATTERN.test(next) && !graph.nodes.some((n) => n.key === next && n.key !== key);
}

/** Changes edge `id` by `patch`; making it a decision's default clears its siblings' default and its condition. */
export function patchEdge(graph: ProcessGraph, id: string, patch: Partial<ProcessEdge>): ProcessGraph {
  const edge = graph.edges.find((e) => e.id === id);
  if (!edge) return graph;
  const edges = graph.edges.map((e) => {
    if (e.id === id) {
      const next = { ...e, ...patch };
      if (patch.isDefault) delete next.condition;
      return next;
    }
    if (patch.isDefault && e.source === edge.source && e.isDefault) return { ...e, isDefault: false };
    return e;
  });
  return { ...graph, edges };
}

/** Removes node `key` and every edge touching it. */
export function removeNode(graph: ProcessGraph, key: string): ProcessGraph {
  return {
    nodes: graph.nodes.filter((n) => n.key !== key),
    edges: graph.edges.filter((e) => e.source !== key && e.target !== key),
  };
}

/** Removes edge `id`. */
export function removeEdge(graph: ProcessGraph, id: string): ProcessGraph {
  return { ...graph, edges: graph.edges.filter((e) => e.id !== id) };
}

/** Moves node `key` to `position`. */
export function moveNode(graph: ProcessGraph, key: string, position: { x: number; y: number }): ProcessGraph {
  return {
    ...graph,
    nodes: graph.nodes.map((n) => (n.key === key ? { ...n, position } : n)),
  };
}

/**
 * Lays the graph out right to left: the start in the rightmost column (x = 0), every other node one
 * column left of the farthest node leading to it along a shortest walk from the start (columns by
 * breadth-first depth), nodes of one column stacked by their order in the graph; nodes the start does
 * not reach go one column past the last.
 */
export function layoutRightToLeft(graph: ProcessGraph): ProcessGraph {
  const depth = new Map<string, number>();
  const start = graph.nodes.find((n) => n.kind === 'start');
  if (start) {
    depth.set(start.key, 0);
    const queue = [start.key];
    for (let key = queue.shift(); key !== undefined; key = queue.shift())
      for (const edge of graph.edges)
        if (edge.source === key && !depth.has(edge.target)) {
          depth.set(edge.target, depth.get(key)! + 1);
          queue.push(edge.target);
        }
  }
  const last = Math.max(-1, ...depth.values());
  const rows = new Map<number, number>();
  const nodes = graph.nodes.map((node) => {
    const column = depth.get(node.key) ?? last + 1;
    const row = rows.get(column) ?? 0;
    rows.set(column, row + 1);
    return { ...node, position: { x: column === 0 ? 0 : -column * LAYOUT.column, y: row * LAYOUT.row } };
  });
  return { ...graph, nodes };
}

/** True when every node sits at the same place (a graph made by hand or through the API): lay it out. */
export function needsLayout(graph: ProcessGraph): boolean {
  if (graph.nodes.length < 2) return false;
  const [first] = graph.nodes;
  return graph.nodes.every((n) => n.position.x === first!.position.x && n.position.y === first!.position.y);
}
