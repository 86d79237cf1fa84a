// The process graph as @xyflow/react draws it, and the problems the designer shows. Pure: the canvas
// component only renders what these answer. Positions are the graph's own: the start sits at the right
// (x = 0) and later steps at smaller x, so the flow reads right to left on the left-to-right canvas;
// every node takes edges in on its right side and sends them out on its left.
import type { Edge, Node } from '@xyflow/react';
import {
  PROCESS_NODE_LABELS,
  checkProcess,
  processGraph,
  processNodeName,
  type ProcessEdge,
  type ProcessGraph,
  type ProcessNode,
  type ProcessNodeKind,
  type ProcessRefs,
} from '@darvazeh/shared';
import { serviceMessages } from '../../../lib/messages';

const text = serviceMessages.process;

/** What a drawn node shows. */
export type ProcessNodeData = {
  kind: ProcessNodeKind;
  /** Its Persian name, else its kind's label. */
  title: string;
  /** Its kind's label when the title is a name. */
  subtitle: string | null;
  problems: number;
};
export type ProcessFlowNode = Node<ProcessNodeData, 'process'>;
export type ProcessFlowEdge = Edge<{ problems: number }>;

/** One problem the designer lists: a Persian message and the node or edge it is about. */
export interface DesignerProblem {
  message: string;
  nodeKey?: string | undefined;
  edgeId?: string | undefined;
}

/** The problems of a graph, and the same by node and by edge. */
export interface ProcessDiagnostics {
  problems: DesignerProblem[];
  byNode: ReadonlyMap<string, readonly string[]>;
  byEdge: ReadonlyMap<string, readonly string[]>;
}

/** A node's title on the canvas and in lists: its name, else its kind's label. */
export function nodeTitle(node: Pick<ProcessNode, 'kind' | 'name'>): string {
  return node.name.trim() || PROCESS_NODE_LABELS[node.kind];
}

/** The label an edge shows: a decision's condition or «پیش‌فرض», a task's outcome, else its own label. */
export function edgeLabel(edge: ProcessEdge, graph: ProcessGraph): string | undefined {
  const source = graph.nodes.find((n) => n.key === edge.source);
  if (source?.kind === 'decision') {
    if (edge.isDefault) return text.defaultEdge;
    const condition = edge.condition?.trim();
    if (condition) return condition.length > 40 ? `${condition.slice(0, 40)}…` : condition;
    return text.noCondition;
  }
  if (source?.kind === 'providerTask' && edge.outcome)
    return source.outcomes.find((o) => o.key === edge.outcome)?.label ?? undefined;
  return edge.label?.trim() || undefined;
}

/** The nodes @xyflow/react draws for `graph`, marked selected and with their problem counts. */
export function toFlowNodes(
  graph: ProcessGraph,
  diagnostics: ProcessDiagnostics,
  selected: string | null,
): ProcessFlowNode[] {
  return graph.nodes.map((node) => {
    const title = nodeTitle(node);
    const problems = diagnostics.byNode.get(node.key)?.length ?? 0;
    return {
      id: node.key,
      type: 'process',
      position: node.position,
      selected: node.key === selected,
      // Only the start may not be deleted from the canvas; the side panel says why.
      deletable: node.kind !== 'start',
      ariaLabel: text.nodeAria(title, PROCESS_NODE_LABELS[node.kind], problems),
      data: {
        kind: node.kind,
        title,
        subtitle: node.name.trim() ? PROCESS_NODE_LABELS[node.kind] : null,
        problems,
      },
    };
  });
}

/** The edges @xyflow/react draws for `graph`, with their labels and problem marks. */
export function toFlowEdges(
  graph: ProcessGraph,
  diagnostics: ProcessDiagnostics,
  selected: string | null,
): ProcessFlowEdge[] {
  const title = (key: string) => {
    const node = graph.nodes.find((n) => n.key === key);
    return node ? nodeTitle(node) : key;
  };
  return graph.edges.map((edge) => {
    const problems = diagnostics.byEdge.get(edge.id)?.length ?? 0;
    const label = edgeLabel(edge, graph);
    return {
      id: edge.id,
      source: edge.source,
      target: edge.target,
      ...(label !== undefined && { label }),
      selected: edge.id === selected,
      ariaLabel: text.edgeAria(title(edge.source), title(edge.target), label),
      className: problems > 0 ? 'process-edge-problem' : undefined,
      data: { problems },
    };
  });
}

/** Whether a message is already Persian (the shared schema's own), not zod's English default. */
const isPersian = (message: string) => /\p{Script=Arabic}/u.test(message);

/**
 * Every problem of `graph`: its shape (the shared schema's messages, placed on the node or edge they are
 * about), what the schema cannot say (a function step with no function), then the whole-graph check
 * (`checkProcess`, with `refs` when the caller knows what exists).
 */
export function diagnoseProcess(graph: ProcessGraph, refs: ProcessRefs = {}): ProcessDiagnostics {
  const problems: DesignerProblem[] = [];
  const parsed = processGraph.safeParse(graph);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [list, index] = issue.path;
      const node = list === 'nodes' && typeof index === 'number' ? graph.nodes[index] : undefined;
      const edge = list === 'edges' && typeof index === 'number' ? graph.edges[index] : undefined;
      const where = node ? processNodeName(node) : text.edgeNamed(edge ? edgeName(edge, graph) : '');
      const message = isPersian(issue.message) ? `${where}: ${issue.message}` : text.invalidIn(where);
      problems.push({ message, nodeKey: node?.key, edgeId: edge?.id });
    }
  }
  for (const node of graph.nodes)
    if (node.kind === 'function' && !(node.functionId > 0))
      problems.push({ message: text.functionMissing(processNodeName(node)), nodeKey: node.key });
  // The whole-graph check reads a valid shape; a malformed key or edge would only repeat the above.
  if (problems.length === 0) problems.push(...checkProcess(graph, refs));
  return indexProblems(problems);
}

/** An edge named by the titles of its two ends. */
function edgeName(edge: ProcessEdge, graph: ProcessGraph): string {
  const title = (key: string) => {
    const node = graph.nodes.find((n) => n.key === key);
    return node ? nodeTitle(node) : key;
  };
  return text.edgeBetween(title(edge.source), title(edge.target));
}

/** Groups `problems` by node and by edge (a problem naming both counts on both). */
export function indexProblems(problems: DesignerProblem[]): ProcessDiagnostics {
  const byNode = new Map<string, string[]>();
  const byEdge = new Map<string, string[]>();
  for (const problem of problems) {
    if (problem.nodeKey !== undefined)
      byNode.set(problem.nodeKey, [...(byNode.get(problem.nodeKey) ?? []), problem.message]);
    if (problem.edgeId !== undefined)
      byEdge.set(problem.edgeId, [...(byEdge.get(problem.edgeId) ?? []), problem.message]);
  }
  return { problems, byNode, byEdge };
}

/**
 * Reads the problems a server refusal lists in its envelope's `data` (Persian strings, or objects with
 * a message and the node key or edge id they are about); an empty list when `data` holds none.
 */
export function serverProblems(data: unknown): DesignerProblem[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item): DesignerProblem[] => {
    if (typeof item === 'string') return [{ message: item }];
    if (item && typeof item === 'object' && typeof (item as { message?: unknown }).message === 'string') {
      const { message, nodeKey, edgeId } = item as Record<string, unknown>;
      return [
        {
          message: message as string,
          ...(typeof nodeKey === 'string' && { nodeKey }),
          ...(typeof edgeId === 'string' && { edgeId }),
        },
      ];
    }
    return [];
  });
}

/** The smallest zoom the canvas opens at: below it a step's name cannot be read. */
export const MIN_READABLE_ZOOM = 0.6;

/**
 * Where the canvas opens: the whole graph when it fits at a readable zoom (at most 1), else at that zoom
 * with the graph's right edge (the start) in view, since the process reads from the right; vertically
 * centred when it fits, else from its top.
 */
export function initialViewport(
  bounds: { x: number; y: number; width: number; height: number },
  size: { width: number; height: number },
  margin = 24,
): { x: number; y: number; zoom: number } {
  const fit = Math.min(
    (size.width - 2 * margin) / Math.max(bounds.width, 1),
    (size.height - 2 * margin) / Math.max(bounds.height, 1),
  );
  const zoom = Math.min(1, Math.max(MIN_READABLE_ZOOM, fit));
  const x = size.width - margin - (bounds.x + bounds.width) * zoom;
  const tall = bounds.height * zoom > size.height - 2 * margin;
  const y = tall ? margin - bounds.y * zoom : (size.height - bounds.height * zoom) / 2 - bounds.y * zoom;
  return { x, y, zoom };
}
