import { describe, expect, it } from 'vitest';
import { checkProcess, processReferences, type ProcessRefs } from './process-check.js';
import { processGraph, starterProcess } from './process-graph.js';

/** A graph as a client may send it: checked by `processGraph.parse`, so tests may build it loosely. */
type ProcessGraphInput = { nodes: Record<string, unknown>[]; edges: Record<string, unknown>[] };

const node = (kind: string, key: string, extra: Record<string, unknown> = {}) => ({ kind, key, ...extra });
const edge = (source: string, target: string, extra: Record<string, unknown> = {}) => ({
  id: `${source}-${target}`,
  source,
  target,
  ...extra,
});
const task = (key: string, extra: Record<string, unknown> = {}) =>
  node('providerTask', key, { assignee: { kind: 'unitRole', unitId: null, unitRoleId: 3 }, ...extra });

const check = (graph: ProcessGraphInput, refs?: ProcessRefs) =>
  checkProcess(processGraph.parse(graph), refs).map((p) => p.message);

/** start → form → split ⇉ (a, b) → join → decision → (approved | default rejected). */
const full = (): ProcessGraphInput => ({
  nodes: [
    node('start', 'start'),
    node('applicantForm', 'form'),
    node('parallelSplit', 'split'),
    task('a', { name: 'تأیید آموزش' }),
    task('b'),
    node('parallelJoin', 'join'),
    node('decision', 'd'),
    node('end', 'ok'),
    node('end', 'no', { result: 'rejected' }),
  ],
  edges: [
    edge('start', 'form'),
    edge('form', 'split'),
    edge('split', 'a'),
    edge('split', 'b'),
    edge('a', 'join'),
    edge('b', 'join'),
    edge('join', 'd'),
    edge('d', 'ok', { condition: 'معدل >= ۱۷' }),
    edge('d', 'no', { isDefault: true }),
  ],
});

describe('checkProcess', () => {
  it('accepts the starter process and a full one', () => {
    expect(check(starterProcess())).toEqual([]);
    expect(check(full())).toEqual([]);
  });

  it('names the node of each problem in Persian', () => {
    const g = full();
    g.edges = g.edges.filter((e) => e.id !== 'a-join');
    const problems = check(g);
    expect(problems).toContain('مرحله «تأیید آموزش» باید دقیقاً یک پیوند خروجی داشته باشد.');
  });

  it('refuses a second start, no end, an unreachable node and a node with no way to an end', () => {
    expect(check({ ...full(), nodes: [...full().nodes, node('start', 's2')] })).toContain(
      'فرآیند باید دقیقاً یک مرحله شروع داشته باشد.',
    );
    const island = full();
    island.nodes.push(task('x'), node('end', 'e2'));
    island.edges.push(edge('x', 'e2'));
    expect(check(island)).toContain('هیچ پیوندی به مرحله «کار کارشناس x» نمی‌رسد.');
    const loop = full();
    loop.nodes = [...loop.nodes.filter((n) => n.key !== 'ok'), task('t1'), task('t2')];
    loop.edges = loop.edges.map((e) => (e.id === 'd-ok' ? { ...e, target: 't1' } : e));
    loop.edges.push(edge('t1', 't2'), edge('t2', 't1', { id: 'back' }));
    const messages = check(loop);
    expect(messages).toContain('از مرحله «کار کارشناس t1» راهی به مرحله پایان نیست.');
  });

  it('checks decisions: one default edge, conditions in the flow language', () => {
    const noDefault = full();
    noDefault.edges = noDefault.edges.map((e) =>
      e.id === 'd-no' ? { ...e, isDefault: false, condition: 'x' } : e,
    );
    expect(check(noDefault).join()).toContain('پیوند پیش‌فرض');
    const bad = full();
    bad.edges = bad.edges.map((e) => (e.id === 'd-ok' ? { ...e, condition: 'معدل >= ' } : e));
    expect(check(bad).join()).toContain('شرط پیوند خروجی مرحله «تصمیم d» نادرست است');
  });

  it('pairs each split with the join that gathers exactly its branches', () => {
    const skip = full();
    // Branch b skips the join: the split's branches no longer meet there.
    skip.edges = skip.edges.map((e) => (e.id === 'b-join' ? { ...e, target: 'ok' } : e));
    expect(check(skip).join()).toMatch(/انشعاب موازی split|پیوند موازی join/);
    const lonelyJoin: ProcessGraphInput = {
      nodes: [
        node('start', 's'),
        node('applicantForm', 'f'),
        task('a'),
        node('parallelJoin', 'j'),
        node('end', 'e'),
      ],
      edges: [edge('s', 'f'), edge('f', 'a'), edge('f', 'j', { id: 'fj' }), edge('a', 'j'), edge('j', 'e')],
    };
    expect(check(lonelyJoin).join()).toContain('یک پیوند خروجی');
  });

  it('matches task outcomes with edges', () => {
    const g = full();
    g.nodes = g.nodes.map((n) =>
      n.key === 'a'
        ? {
            ...n,
            outcomes: [
              { key: 'yes', label: 'تأیید' },
              { key: 'no', label: 'رد' },
            ],
          }
        : n,
    );
    expect(check(g).join()).toContain('هر نتیجه یک پیوند');
  });

  it('refuses references that do not exist, when told what exists', () => {
    const g = full();
    g.nodes = g.nodes.map((n) => (n.key === 'b' ? { ...n, collectionId: 9, onEnterFunctionId: 4 } : n));
    const refs = {
      collections: new Set([1]),
      functions: new Set<number>(),
      unitRoles: new Set([3]),
      units: new Set<number>(),
    };
    expect(check(g, refs)).toEqual([
      'مجموعه داده فرم مرحله «کار کارشناس b» وجود ندارد یا حذف شده است.',
      'تابع مرحله «کار کارشناس b» وجود ندارد یا حذف شده است.',
    ]);
    expect(check(g)).toEqual([]);
  });
});

describe('processReferences', () => {
  it('lists every id the nodes name, once, leaving out −1 (any unit role)', () => {
    const graph = processGraph.parse({
      nodes: [
        node('start', 's'),
        node('applicantForm', 'f'),
        task('a', { collectionId: 5, onEnterFunctionId: 7, onExitFunctionId: 7 }),
        task('b', { assignee: { kind: 'applicantUnit', unitRoleId: -1 } }),
        task('c', { assignee: { kind: 'unitRole', unitId: 2, unitRoleId: 4 } }),
        task('u', { assignee: { kind: 'user', userId: 9 } }),
        node('function', 'fn', { functionId: 8 }),
        node('end', 'e'),
      ],
      edges: [],
    });
    expect(processReferences(graph)).toEqual({
      collections: [5],
      functions: [7, 8],
      units: [2],
      unitRoles: [3, 4],
      users: [9],
    });
  });
});
