// Checks a process graph (process-graph.ts) as a whole, the way the designer shows it and the server
// refuses it on save: one start, at least one applicant form and one end; every node reachable from the
// start and able to reach an end; the right number of edges out of each kind of node; decision conditions
// in the flow language with one default edge; task outcomes matched by edges; every parallel split met by
// the one join that gathers exactly its branches (the split's immediate post-dominator); and, when the
// caller passes what exists, every form, function, unit, unit role and user a node names alive. Every
// problem names its node (or edge) in Persian.
import { parseExpression } from '../flow/index.js';
import { PROCESS_NODE_LABELS, SERVICE_MESSAGES as m } from './messages.js';
import type { ProcessEdge, ProcessGraph, ProcessNode } from './process-graph.js';

/** What exists, for the reference checks (a kind left out is not checked). */
export type ProcessRefs = {
  collections?: ReadonlySet<number>;
  functions?: ReadonlySet<number>;
  units?: ReadonlySet<number>;
  unitRoles?: ReadonlySet<number>;
  users?: ReadonlySet<number>;
};

/** One problem of a graph: its Persian message and the node or edge it is about. */
export type ProcessProblem = { message: string; nodeKey?: string; edgeId?: string };

/** How messages name a node: «its name», else «its kind's label and key». */
export function processNodeName(node: Pick<ProcessNode, 'kind' | 'key' | 'name'>): string {
  const name = node.name.trim() || `${PROCESS_NODE_LABELS[node.kind]} ${node.key}`;
  return `مرحله «${name}»`;
}

/** The problems of `graph` (none: it may be saved and published). */
export function checkProcess(graph: ProcessGraph, refs: ProcessRefs = {}): ProcessProblem[] {
  const problems: ProcessProblem[] = [];
  const byKey = new Map<string, ProcessNode>();
  for (const node of graph.nodes) {
    if (byKey.has(node.key))
      problems.push({ message: m.duplicateKey(processNodeName(node)), nodeKey: node.key });
    byKey.set(node.key, node);
  }
  const edgeIds = new Set<string>();
  for (const edge of graph.edges) {
    if (edgeIds.has(edge.id)) problems.push({ message: m.duplicateEdge(edge.id), edgeId: edge.id });
    edgeIds.add(edge.id);
    if (!byKey.has(edge.source) || !byKey.has(edge.target))
      problems.push({ message: m.edgeEndMissing(edge.label || edge.id), edgeId: edge.id });
    else if (edge.source === edge.target)
      problems.push({ message: m.selfLoop(processNodeName(byKey.get(edge.source)!)), edgeId: edge.id });
  }
  if (problems.length > 0) return problems;

  const outgoing = new Map<string, ProcessEdge[]>(graph.nodes.map((n) => [n.key, []]));
  const incoming = new Map<string, ProcessEdge[]>(graph.nodes.map((n) => [n.key, []]));
  for (const edge of graph.edges) {
    outgoing.get(edge.source)!.push(edge);
    incoming.get(edge.target)!.push(edge);
  }

  const starts = graph.nodes.filter((n) => n.kind === 'start');
  const ends = graph.nodes.filter((n) => n.kind === 'end');
  if (starts.length !== 1) problems.push({ message: m.oneStart, nodeKey: starts[1]?.key });
  if (ends.length === 0) problems.push({ message: m.noEnd });
  if (!graph.nodes.some((n) => n.kind === 'applicantForm')) problems.push({ message: m.noApplicantForm });

  for (const node of graph.nodes)
    problems.push(...edgeProblems(node, outgoing.get(node.key)!, incoming.get(node.key)!));
  problems.push(...referenceProblems(graph.nodes, refs));
  if (problems.length > 0 || starts.length !== 1) return problems;

  // Every node reachable from the start, and an end reachable from every node.
  const reached = walk(starts[0]!.key, (k) => outgoing.get(k)!.map((e) => e.target));
  const reaching = new Set<string>();
  for (const end of ends)
    for (const k of walk(end.key, (k) => incoming.get(k)!.map((e) => e.source))) reaching.add(k);
  for (const node of graph.nodes) {
    if (!reached.has(node.key))
      problems.push({ message: m.unreachable(processNodeName(node)), nodeKey: node.key });
    else if (!reaching.has(node.key))
      problems.push({ message: m.noWayToEnd(processNodeName(node)), nodeKey: node.key });
  }
  if (problems.length > 0) return problems;
  return splitProblems(graph.nodes, outgoing, incoming);
}

/** The edges a node of its kind needs, in and out, and what its outgoing edges may carry. */
function edgeProblems(node: ProcessNode, out: ProcessEdge[], into: ProcessEdge[]): ProcessProblem[] {
  const name = processNodeName(node);
  const problem = (message: string): ProcessProblem => ({ message, nodeKey: node.key });
  const problems: ProcessProblem[] = [];
  if (node.kind !== 'decision' && out.some((e) => e.condition?.trim() || e.isDefault))
    problems.push(problem(m.conditionOutsideDecision(name)));
  if (node.kind !== 'providerTask' && out.some((e) => e.outcome))
    problems.push(problem(m.outcomeUnknown(name)));
  if (node.kind === 'start') {
    if (into.length > 0) problems.push(problem(m.startHasIncoming));
    if (out.length !== 1) problems.push(problem(m.oneOutgoing(name)));
    return problems;
  }
  if (into.length === 0) problems.push(problem(m.noIncoming(name)));
  switch (node.kind) {
    case 'end':
      if (out.length > 0) problems.push(problem(m.endHasOutgoing(name)));
      break;
    case 'decision': {
      if (out.length < 2) problems.push(problem(m.decisionBranches(name)));
      if (out.filter((e) => e.isDefault).length !== 1) problems.push(problem(m.decisionDefault(name)));
      for (const edge of out) {
        if (edge.isDefault) continue;
        const source = edge.condition?.trim() ?? '';
        if (!source) {
          problems.push({ message: m.conditionRequired(name), nodeKey: node.key, edgeId: edge.id });
          continue;
        }
        const parsed = parseExpression(source);
        if (!parsed.ok)
          problems.push({
            message: m.conditionInvalid(name, parsed.error.message),
            nodeKey: node.key,
            edgeId: edge.id,
          });
      }
      break;
    }
    case 'parallelSplit':
      if (out.length < 2) problems.push(problem(m.splitBranches(name)));
      break;
    case 'parallelJoin':
      if (into.length < 2) problems.push(problem(m.joinInputs(name)));
      if (out.length !== 1) problems.push(problem(m.oneOutgoing(name)));
      break;
    case 'providerTask':
      if (node.outcomes.length === 0) {
        if (out.length !== 1) problems.push(problem(m.oneOutgoing(name)));
        break;
      }
      {
        const keys = new Set(node.outcomes.map((o) => o.key));
        const named = out.map((e) => e.outcome);
        if (named.some((k) => k !== undefined && !keys.has(k)))
          problems.push(problem(m.outcomeUnknown(name)));
        else if (new Set(named).size !== out.length || out.length !== keys.size || named.includes(undefined))
          problems.push(problem(m.outcomeEdges(name)));
      }
      break;
    default:
      if (out.length !== 1) problems.push(problem(m.oneOutgoing(name)));
  }
  return problems;
}

/** The ids of everything a graph's nodes name, each list without repeats (−1, any unit role, left out). */
export function processReferences(graph: Pick<ProcessGraph, 'nodes'>): {
  collections: number[];
  functions: number[];
  units: number[];
  unitRoles: number[];
  users: number[];
} {
  const found = {
    collections: new Set<number>(),
    functions: new Set<number>(),
    units: new Set<number>(),
    unitRoles: new Set<number>(),
    users: new Set<number>(),
  };
  const add = (set: Set<number>, id: number | null) => {
    if (id !== null) set.add(id);
  };
  for (const node of graph.nodes) {
    if (node.kind === 'function') add(found.functions, node.functionId);
    if (node.kind !== 'providerTask') continue;
    add(found.collections, node.collectionId);
    add(found.functions, node.onEnterFunctionId);
    add(found.functions, node.onExitFunctionId);
    const { assignee } = node;
    if (assignee.kind === 'user') add(found.users, assignee.userId);
    else {
      if (assignee.unitRoleId !== -1) add(found.unitRoles, assignee.unitRoleId);
      if (assignee.kind === 'unitRole') add(found.units, assignee.unitId);
    }
  }
  return {
    collections: [...found.collections],
    functions: [...found.functions],
    units: [...found.units],
    unitRoles: [...found.unitRoles],
    users: [...found.users],
  };
}

/** Forms, functions, units, unit roles and users the nodes name that `refs` does not hold. */
function referenceProblems(nodes: readonly ProcessNode[], refs: ProcessRefs): ProcessProblem[] {
  const problems: ProcessProblem[] = [];
  const missing = (set: ReadonlySet<number> | undefined, id: number | null) =>
    set !== undefined && id !== null && !set.has(id);
  for (const node of nodes) {
    const name = processNodeName(node);
    const add = (message: string) => problems.push({ message, nodeKey: node.key });
    if (node.kind === 'function' && missing(refs.functions, node.functionId)) add(m.missingFunction(name));
    if (node.kind !== 'providerTask') continue;
    if (missing(refs.collections, node.collectionId)) add(m.missingCollection(name));
    for (const id of [node.onEnterFunctionId, node.onExitFunctionId])
      if (missing(refs.functions, id)) add(m.missingFunction(name));
    const { assignee } = node;
    if (assignee.kind === 'user') {
      if (missing(refs.users, assignee.userId)) add(m.missingUser(name));
      continue;
    }
    // SPEC §6: −1 stands for any unit role.
    if (assignee.unitRoleId !== -1 && missing(refs.unitRoles, assignee.unitRoleId))
      add(m.missingUnitRole(name));
    if (assignee.kind === 'unitRole' && missing(refs.units, assignee.unitId)) add(m.missingUnit(name));
  }
  return problems;
}

/** The keys reachable from `from` (itself included) along `next`. */
function walk(from: string, next: (key: string) => string[]): Set<string> {
  const seen = new Set([from]);
  const stack = [from];
  for (let key = stack.pop(); key !== undefined; key = stack.pop())
    for (const k of next(key))
      if (!seen.has(k)) {
        seen.add(k);
        stack.push(k);
      }
  return seen;
}

/**
 * Pairs every parallel split with its join: the split's immediate post-dominator (the first node every
 * path from it to an end passes) must be a join with exactly as many inputs as the split has branches,
 * and every join must be paired with one split.
 */
function splitProblems(
  nodes: readonly ProcessNode[],
  outgoing: ReadonlyMap<string, ProcessEdge[]>,
  incoming: ReadonlyMap<string, ProcessEdge[]>,
): ProcessProblem[] {
  const splits = nodes.filter((n) => n.kind === 'parallelSplit');
  const joins = nodes.filter((n) => n.kind === 'parallelJoin');
  if (splits.length === 0 && joins.length === 0) return [];
  const ipdom = immediatePostDominators(nodes, outgoing);
  const byKey = new Map(nodes.map((n) => [n.key, n]));
  const problems: ProcessProblem[] = [];
  const paired = new Set<string>();
  for (const split of splits) {
    const join = byKey.get(ipdom.get(split.key) ?? '');
    if (!join || join.kind !== 'parallelJoin') {
      problems.push({ message: m.splitWithoutJoin(processNodeName(split)), nodeKey: split.key });
      continue;
    }
    if (paired.has(join.key) || incoming.get(join.key)!.length !== outgoing.get(split.key)!.length)
      problems.push({
        message: m.joinMismatch(processNodeName(split), processNodeName(join)),
        nodeKey: join.key,
      });
    paired.add(join.key);
  }
  for (const join of joins)
    if (!paired.has(join.key) && !problems.some((p) => p.nodeKey === join.key))
      problems.push({ message: m.joinWithoutSplit(processNodeName(join)), nodeKey: join.key });
  return problems;
}

/** Each node's immediate post-dominator (ends lead to one virtual exit, which has none). */
function immediatePostDominators(
  nodes: readonly ProcessNode[],
  outgoing: ReadonlyMap<string, ProcessEdge[]>,
): Map<string, string> {
  const EXIT = '\u0000exit';
  const keys = [...nodes.map((n) => n.key), EXIT];
  const successors = (key: string): string[] => {
    if (key === EXIT) return [];
    const out = outgoing.get(key)!.map((e) => e.target);
    return out.length > 0 ? out : [EXIT];
  };
  const pdom = new Map<string, Set<string>>(keys.map((k) => [k, new Set(keys)]));
  pdom.set(EXIT, new Set([EXIT]));
  for (let changed = true; changed;) {
    changed = false;
    for (const key of keys) {
      if (key === EXIT) continue;
      const [first, ...rest] = successors(key).map((s) => pdom.get(s)!);
      const next = new Set([...first!].filter((k) => rest.every((set) => set.has(k))));
      next.add(key);
      if (next.size !== pdom.get(key)!.size) {
        pdom.set(key, next);
        changed = true;
      }
    }
  }
  const result = new Map<string, string>();
  for (const key of keys) {
    const strict = [...pdom.get(key)!].filter((k) => k !== key);
    const closest = strict.find((d) => pdom.get(d)!.size === strict.length);
    if (closest !== undefined && closest !== EXIT) result.set(key, closest);
  }
  return result;
}
