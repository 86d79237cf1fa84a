import { describe, expect, it } from 'vitest';
import { starterProcess, type ProcessGraph } from '@darvazeh/shared';
import {
  diagnoseProcess,
  edgeLabel,
  MIN_READABLE_ZOOM,
  indexProblems,
  initialViewport,
  serverProblems,
  toFlowEdges,
  toFlowNodes,
} from './process-flow';
import {
  LAYOUT,
  addNode,
  connect,
  connectRefusal,
  isKeyFree,
  layoutRightToLeft,
  needsLayout,
  patchEdge,
  patchNode,
  removeEdge,
  removeNode,
} from './process-model';

/** start → form → decision → (condition) end1 / (default) end2, built through the editor's operations. */
function decisionProcess(): ProcessGraph {
  let graph: ProcessGraph = {
    nodes: starterProcess().nodes.slice(0, 2),
    edges: [starterProcess().edges[0]!],
  };
  const decision = addNode(graph, 'decision', 'form');
  graph = decision.graph;
  const accepted = addNode(graph, 'end', decision.key);
  graph = accepted.graph;
  const rejected = addNode(graph, 'end', decision.key);
  graph = patchNode(rejected.graph, rejected.key, { result: 'rejected' } as never);
  graph = connect(graph, 'form', decision.key)!.graph;
  graph = connect(graph, decision.key, accepted.key)!.graph;
  const second = connect(graph, decision.key, rejected.key)!;
  graph = second.graph;
  const first = graph.edges.find((e) => e.source === decision.key && e.target === accepted.key)!;
  graph = patchEdge(graph, first.id, { isDefault: false, condition: 'age >= 18' });
  return patchEdge(graph, second.id, { isDefault: true });
}

describe('the process model operations', () => {
  it('adds nodes with fresh keys one column to the left of the node they follow', () => {
    const start = starterProcess();
    const { graph, key } = addNode(start, 'providerTask', 'form');
    expect(key).toBe('task1');
    const form = start.nodes.find((n) => n.key === 'form')!;
    const task = graph.nodes.find((n) => n.key === key)!;
    expect(task.position.x).toBe(form.position.x - LAYOUT.column);
    // The end already sits there: the task takes the next free row.
    expect(task.position.y).not.toBe(form.position.y);
    expect(addNode(graph, 'providerTask').key).toBe('task2');
  });

  it('connects nodes, refusing a loop, a duplicate, an edge into the start or out of an end', () => {
    const graph = starterProcess();
    expect(connectRefusal(graph, 'form', 'form')).toBe('self');
    expect(connectRefusal(graph, 'start', 'form')).toBe('duplicate');
    expect(connectRefusal(graph, 'form', 'start')).toBe('intoStart');
    expect(connectRefusal(graph, 'end', 'form')).toBe('fromEnd');
    const made = connect(graph, 'start', 'end');
    expect(made?.id).toBe('e3');
    expect(made?.graph.edges.at(-1)).toEqual({ id: 'e3', source: 'start', target: 'end' });
  });

  it('makes the first edge out of a decision its default, and one default at a time', () => {
    const graph = decisionProcess();
    const out = graph.edges.filter((e) => e.source === 'decision1');
    expect(out.map((e) => [e.target, e.isDefault ?? false, e.condition])).toEqual([
      ['end1', false, 'age >= 18'],
      ['end2', true, undefined],
    ]);
  });

  it('gives edges out of a task with outcomes the next outcome no edge carries', () => {
    let graph = addNode(starterProcess(), 'providerTask', 'form').graph;
    graph = patchNode(graph, 'task1', {
      outcomes: [
        { key: 'ok', label: 'تأیید' },
        { key: 'no', label: 'رد' },
      ],
    });
    graph = connect(graph, 'task1', 'end')!.graph;
    graph = addNode(graph, 'end').graph;
    graph = connect(graph, 'task1', 'end1')!.graph;
    expect(graph.edges.filter((e) => e.source === 'task1').map((e) => e.outcome)).toEqual(['ok', 'no']);
  });

  it('renames a node key into its edges, and refuses a key taken or malformed', () => {
    const graph = patchNode(starterProcess(), 'form', { key: 'apply' });
    expect(graph.edges.map((e) => [e.source, e.target])).toEqual([
      ['start', 'apply'],
      ['apply', 'end'],
    ]);
    expect(isKeyFree(graph, 'apply', 'start')).toBe(false);
    expect(isKeyFree(graph, 'apply', '1abc')).toBe(false);
    expect(isKeyFree(graph, 'apply', 'apply')).toBe(true);
    expect(isKeyFree(graph, 'apply', 'submit')).toBe(true);
  });

  it('removes a node with its edges, and an edge alone', () => {
    const graph = removeNode(starterProcess(), 'form');
    expect(graph.nodes.map((n) => n.key)).toEqual(['start', 'end']);
    expect(graph.edges).toEqual([]);
    expect(removeEdge(starterProcess(), 'e1').edges.map((e) => e.id)).toEqual(['e2']);
  });

  it('lays a graph out right to left: the start at the right, each step one column further left', () => {
    const stacked: ProcessGraph = {
      ...decisionProcess(),
      nodes: decisionProcess().nodes.map((n) => ({ ...n, position: { x: 0, y: 0 } })),
    };
    expect(needsLayout(stacked)).toBe(true);
    const laid = layoutRightToLeft(stacked);
    expect(needsLayout(laid)).toBe(false);
    const at = (key: string) => laid.nodes.find((n) => n.key === key)!.position;
    expect(at('start')).toEqual({ x: 0, y: 0 });
    expect(at('form')).toEqual({ x: -LAYOUT.column, y: 0 });
    expect(at('decision1')).toEqual({ x: -2 * LAYOUT.column, y: 0 });
    expect(at('end1')).toEqual({ x: -3 * LAYOUT.column, y: 0 });
    expect(at('end2')).toEqual({ x: -3 * LAYOUT.column, y: LAYOUT.row });
    // Every step lies to the left of the one before it.
    for (const edge of laid.edges) expect(at(edge.target).x).toBeLessThan(at(edge.source).x);
  });
});

describe('the graph as @xyflow/react draws it', () => {
  it('maps nodes to Persian titles, their positions and problem counts, and edges to labels', () => {
    const graph = patchNode(decisionProcess(), 'form', { name: 'درخواست وام' });
    const diagnostics = indexProblems([{ message: 'ایراد', nodeKey: 'end1' }]);
    const nodes = toFlowNodes(graph, diagnostics, 'form');
    const form = nodes.find((n) => n.id === 'form')!;
    expect(form).toMatchObject({
      type: 'process',
      selected: true,
      position: graph.nodes[1]!.position,
      data: { kind: 'applicantForm', title: 'درخواست وام', subtitle: 'فرم متقاضی', problems: 0 },
    });
    expect(nodes.find((n) => n.id === 'decision1')!.data).toMatchObject({ title: 'تصمیم', subtitle: null });
    expect(nodes.find((n) => n.id === 'end1')!.data.problems).toBe(1);
    expect(nodes.find((n) => n.id === 'start')!.deletable).toBe(false);

    const edges = toFlowEdges(graph, diagnostics, null);
    expect(edges.map((e) => [e.source, e.target, e.label])).toEqual([
      ['start', 'form', undefined],
      ['form', 'decision1', undefined],
      ['decision1', 'end1', 'age >= 18'],
      ['decision1', 'end2', 'پیش‌فرض'],
    ]);
    expect(edges[2]!.ariaLabel).toBe('پیوند از تصمیم به پایان: age >= 18');
  });

  it('labels a task edge with its outcome', () => {
    let graph = addNode(starterProcess(), 'providerTask', 'form').graph;
    graph = patchNode(graph, 'task1', { outcomes: [{ key: 'ok', label: 'تأیید' }] });
    graph = connect(graph, 'task1', 'end')!.graph;
    expect(edgeLabel(graph.edges.at(-1)!, graph)).toBe('تأیید');
  });
});

describe('the designer’s diagnostics', () => {
  it('finds none in a complete process', () => {
    expect(diagnoseProcess(decisionProcess()).problems).toEqual([]);
  });

  it('names the node a missing edge leaves stranded, and places the problem on it', () => {
    const graph = removeEdge(decisionProcess(), decisionProcess().edges.find((e) => e.target === 'end2')!.id);
    const { problems, byNode } = diagnoseProcess(graph);
    expect(problems.length).toBeGreaterThan(0);
    expect(byNode.get('end2')?.join(' ')).toMatch(/هیچ پیوندی به مرحله «پایان end2» نمی‌رسد/);
    expect(byNode.get('decision1')?.join(' ')).toMatch(/پیش‌فرض/);
  });

  it('places a condition problem on its edge and its decision', () => {
    const graph = decisionProcess();
    const conditional = graph.edges.find((e) => e.condition)!;
    const broken = patchEdge(graph, conditional.id, { condition: 'age >=' });
    const { byEdge, byNode } = diagnoseProcess(broken);
    expect(byEdge.get(conditional.id)?.[0]).toMatch(/شرط پیوند خروجی/);
    expect(byNode.get('decision1')?.length).toBe(1);
  });

  it('says in Persian what the schema refuses, on the node, and asks for a function step’s function', () => {
    let graph = addNode(starterProcess(), 'notification', 'form').graph;
    graph = addNode(graph, 'function', 'form').graph;
    const { byNode } = diagnoseProcess(graph);
    expect(byNode.get('notify1')).toEqual(['مرحله «اطلاع‌رسانی notify1»: متن پیام را وارد کنید.']);
    expect(byNode.get('function1')?.some((m) => m.includes('تابع مرحله «تابع function1» را برگزینید.'))).toBe(
      true,
    );
  });

  it('reads a server refusal’s list, strings or problems naming their node', () => {
    expect(
      serverProblems(['فرآیند باید دقیقاً یک مرحله شروع داشته باشد.', { message: 'ب', nodeKey: 'end' }, 3]),
    ).toEqual([{ message: 'فرآیند باید دقیقاً یک مرحله شروع داشته باشد.' }, { message: 'ب', nodeKey: 'end' }]);
    expect(serverProblems(null)).toEqual([]);
  });
});

describe('where the canvas opens', () => {
  it('shows the whole graph when it fits at a readable zoom', () => {
    const view = initialViewport({ x: -480, y: 0, width: 648, height: 56 }, { width: 900, height: 480 });
    expect(view.zoom).toBe(1);
    // The graph's right edge (the start) sits one margin from the canvas's right edge.
    expect(view.x + (-480 + 648) * view.zoom).toBe(900 - 24);
  });

  it('keeps a wide graph readable on a phone, its start in view at the right', () => {
    const view = initialViewport({ x: -1440, y: 0, width: 1608, height: 176 }, { width: 300, height: 380 });
    expect(view.zoom).toBe(MIN_READABLE_ZOOM);
    expect(view.x + 168 * view.zoom).toBe(300 - 24);
    expect(view.y).toBeCloseTo((380 - 176 * MIN_READABLE_ZOOM) / 2);
  });
});
