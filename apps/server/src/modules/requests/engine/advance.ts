// The request engine's one pure step (docs/adr/0008-request-engine.md "Advancing"): tokens arrive at nodes
// of the pinned process graph and move on through every node that does not wait, until each waits or the
// process ends. It reads nothing and writes nothing: the caller turns the effects into task rows, events
// and jobs in the action's transaction, so a failure here (a decision that cannot be evaluated, a loop)
// leaves nothing behind.
import type { ProcessEdge, ProcessEndResult, ProcessGraph, ProcessNode } from '@darvazeh/shared';

/** Most node visits one action may make (a guard against loops through decisions). */
export const MAX_VISITS_PER_ACTION = 1_000;

/** What kind of wait a token holds at its node. */
export type WaitKind = 'providerTask' | 'applicantTask' | 'join' | 'function';

/** What advancing asks the caller to do, in the order it happened. */
export type Effect =
  | { kind: 'providerTask'; node: Extract<ProcessNode, { kind: 'providerTask' }> }
  | { kind: 'applicantTask'; node: Extract<ProcessNode, { kind: 'applicantForm' }> }
  | { kind: 'function'; node: Extract<ProcessNode, { kind: 'function' }> }
  | { kind: 'status'; node: ProcessNode; status: string }
  | { kind: 'notification'; node: Extract<ProcessNode, { kind: 'notification' }> }
  | { kind: 'end'; node: ProcessNode; result: ProcessEndResult };

/** A failure of the process definition met while advancing; `message` is Persian, naming the node. */
export class AdvanceError extends Error {
  override readonly name = 'AdvanceError';
  constructor(
    message: string,
    readonly nodeKey: string,
  ) {
    super(message);
  }
}

export type AdvanceContext = {
  /**
   * Evaluates an edge's condition out of a decision; answers the boolean or throws an Error whose message
   * (Persian) says why not.
   */
  condition(source: string, edge: ProcessEdge): boolean;
  /** Applicant forms met pass (the submission itself) instead of asking the applicant again. */
  passApplicantForms: boolean;
  /** Persian messages naming a node. */
  messages: {
    decisionFailed(node: string, message: string): string;
    noWayOut(node: string): string;
    loopGuard(n: number): string;
  };
  /** The Persian name of a node for messages. */
  nameOf(node: ProcessNode): string;
};

export type AdvanceResult = {
  /** Every token of the request afterwards (node keys; several at one join until it fires). */
  tokens: string[];
  effects: Effect[];
  /** The process ended (every other token is gone). */
  ended: ProcessEndResult | null;
};

/** A graph indexed for the engine. */
export type IndexedGraph = {
  node(key: string): ProcessNode | undefined;
  out(key: string): ProcessEdge[];
  inDegree(key: string): number;
  graph: ProcessGraph;
};

export function indexGraph(graph: ProcessGraph): IndexedGraph {
  const nodes = new Map(graph.nodes.map((n) => [n.key, n]));
  const out = new Map<string, ProcessEdge[]>();
  const inDegree = new Map<string, number>();
  for (const e of graph.edges) {
    out.set(e.source, [...(out.get(e.source) ?? []), e]);
    inDegree.set(e.target, (inDegree.get(e.target) ?? 0) + 1);
  }
  return {
    node: (key) => nodes.get(key),
    out: (key) => out.get(key) ?? [],
    inDegree: (key) => inDegree.get(key) ?? 0,
    graph,
  };
}

/** The tokens other than one at `key`. */
export function without(tokens: readonly string[], key: string): string[] {
  const i = tokens.indexOf(key);
  return i < 0 ? [...tokens] : [...tokens.slice(0, i), ...tokens.slice(i + 1)];
}

/** The start node's key. */
export function startKey(graph: IndexedGraph): string {
  const start = graph.graph.nodes.find((n) => n.kind === 'start');
  if (!start) throw new Error('a published process has a start');
  return start.key;
}

/**
 * Where a token goes when it leaves a waiting node: out of a provider task with outcomes, the edge naming
 * `outcome`; otherwise the node's one edge (or, a split's job, all of them).
 */
export function leave(
  graph: IndexedGraph,
  key: string,
  outcome: string | null,
  ctx: Pick<AdvanceContext, 'messages' | 'nameOf'>,
): string[] {
  const node = graph.node(key);
  if (!node) throw new AdvanceError(ctx.messages.noWayOut(key), key);
  const edges = graph.out(key);
  const chosen =
    outcome === null ? edges.filter((e) => !e.outcome) : edges.filter((e) => e.outcome === outcome);
  const usable = chosen.length > 0 ? chosen : outcome === null ? edges : [];
  if (usable.length === 0) throw new AdvanceError(ctx.messages.noWayOut(ctx.nameOf(node)), key);
  return [usable[0]!.target];
}

/**
 * Moves tokens arriving at `arrivals` (node keys) on, beside the request's other `tokens` (which stay
 * where they are unless the process ends), until every token waits or an end is reached.
 */
export function advance(
  graph: IndexedGraph,
  tokens: readonly string[],
  arrivals: readonly string[],
  ctx: AdvanceContext,
): AdvanceResult {
  const held = [...tokens];
  const effects: Effect[] = [];
  const queue = [...arrivals];
  let visits = 0;

  const follow = (node: ProcessNode): void => {
    const edges = graph.out(node.key);
    if (edges.length === 0) throw new AdvanceError(ctx.messages.noWayOut(ctx.nameOf(node)), node.key);
    queue.push(edges[0]!.target);
  };

  while (queue.length > 0) {
    visits += 1;
    const key = queue.shift()!;
    if (visits > MAX_VISITS_PER_ACTION)
      throw new AdvanceError(ctx.messages.loopGuard(MAX_VISITS_PER_ACTION), key);
    const node = graph.node(key);
    if (!node) throw new AdvanceError(ctx.messages.noWayOut(key), key);
    switch (node.kind) {
      case 'start':
        follow(node);
        break;
      case 'applicantForm':
        if (ctx.passApplicantForms) follow(node);
        else {
          held.push(key);
          effects.push({ kind: 'applicantTask', node });
        }
        break;
      case 'providerTask':
        held.push(key);
        effects.push({ kind: 'providerTask', node });
        break;
      case 'function':
        held.push(key);
        effects.push({ kind: 'function', node });
        break;
      case 'decision':
        queue.push(decide(graph, node, ctx));
        break;
      case 'parallelSplit':
        for (const edge of graph.out(key)) queue.push(edge.target);
        if (graph.out(key).length === 0) throw new AdvanceError(ctx.messages.noWayOut(ctx.nameOf(node)), key);
        break;
      case 'parallelJoin': {
        held.push(key);
        const waiting = held.filter((k) => k === key).length;
        if (waiting >= graph.inDegree(key)) {
          for (let i = held.length - 1; i >= 0; i -= 1) if (held[i] === key) held.splice(i, 1);
          follow(node);
        }
        break;
      }
      case 'notification':
        effects.push({ kind: 'notification', node });
        follow(node);
        break;
      case 'statusChange':
        effects.push({ kind: 'status', node, status: node.status });
        follow(node);
        break;
      case 'end':
        effects.push({ kind: 'end', node, result: node.result });
        return { tokens: [], effects, ended: node.result };
    }
  }
  return { tokens: held, effects, ended: null };
}

function decide(
  graph: IndexedGraph,
  node: Extract<ProcessNode, { kind: 'decision' }>,
  ctx: AdvanceContext,
): string {
  const edges = graph.out(node.key);
  for (const edge of edges) {
    const source = edge.condition?.trim();
    if (edge.isDefault || !source) continue;
    let taken: boolean;
    try {
      taken = ctx.condition(source, edge);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new AdvanceError(ctx.messages.decisionFailed(ctx.nameOf(node), message), node.key);
    }
    if (taken) return edge.target;
  }
  const fallback = edges.find((e) => e.isDefault);
  if (!fallback) throw new AdvanceError(ctx.messages.noWayOut(ctx.nameOf(node)), node.key);
  return fallback.target;
}
