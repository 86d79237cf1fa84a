import { describe, expect, it } from 'vitest';
import { processGraph } from './process-graph.js';

/** A graph as a client may send it: checked by `processGraph.parse`, so tests may build it loosely. */
type ProcessGraphInput = { nodes: Record<string, unknown>[]; edges: Record<string, unknown>[] };
import { planMigration } from './process-migration.js';

const node = (kind: string, key: string, extra: Record<string, unknown> = {}) => ({ kind, key, ...extra });
const edge = (source: string, target: string) => ({ id: `${source}-${target}`, source, target });
const task = (key: string, extra: Record<string, unknown> = {}) =>
  node('providerTask', key, { assignee: { kind: 'unitRole', unitId: null, unitRoleId: 3 }, ...extra });

/** start → form → review → end, with the review's node replaced by `review`. */
const graph = (review: Record<string, unknown> = task('review', { name: 'بررسی' })): ProcessGraphInput => ({
  nodes: [node('start', 'start'), node('applicantForm', 'form'), review, node('end', 'end')],
  edges: [edge('start', 'form'), edge('form', String(review.key)), edge(String(review.key), 'end')],
});
const parsed = (g: ProcessGraphInput) => processGraph.parse(g);
const plan = (
  after: ProcessGraphInput,
  steps: { requestId: number; nodeKey: string }[],
  mappings?: Record<string, string>,
) => planMigration(parsed(graph()), parsed(after), steps, mappings);

describe('planMigration', () => {
  it('keeps a request whose step keeps its key and kind, with no changes', () => {
    const [request] = plan(graph(), [{ requestId: 1, nodeKey: 'review' }]);
    expect(request).toEqual({
      requestId: 1,
      outcome: 'kept',
      reason: 'درخواست با همان مراحل به نسخه تازه می‌رود.',
      steps: [
        {
          nodeKey: 'review',
          outcome: 'kept',
          to: 'review',
          reason: 'درخواست روی مرحله «بررسی» می‌ماند.',
          changes: [],
        },
      ],
    });
  });

  it('reports what a kept task does differently: assignee, form, removed outcomes, due days', () => {
    const before = graph(
      task('review', {
        name: 'بررسی',
        outcomes: [
          { key: 'ok', label: 'تأیید' },
          { key: 'no', label: 'رد' },
        ],
      }),
    );
    before.edges = [
      edge('start', 'form'),
      edge('form', 'review'),
      { ...edge('review', 'end'), outcome: 'ok' },
    ];
    before.nodes.push(node('end', 'end2'));
    before.edges.push({ ...edge('review', 'end2'), outcome: 'no' });
    const after = graph(
      task('review', {
        name: 'بررسی',
        assignee: { kind: 'user', userId: 9 },
        collectionId: 4,
        dueDays: 3,
        outcomes: [{ key: 'ok', label: 'تأیید' }],
      }),
    );
    const [request] = planMigration(parsed(before), parsed(after), [{ requestId: 7, nodeKey: 'review' }]);
    expect(request?.outcome).toBe('kept');
    expect(request?.steps[0]?.changes).toEqual([
      'انجام‌دهنده مرحله «بررسی» تغییر کرده است.',
      'فرم مرحله «بررسی» تغییر کرده است.',
      'نتیجه‌های رد از مرحله «بررسی» برداشته شده است.',
      'مهلت مرحله «بررسی» تغییر کرده است.',
    ]);
  });

  it('refuses a step whose node is gone, naming it, and keeps the request on its version', () => {
    const [request] = plan(graph(task('check', { name: 'وارسی' })), [{ requestId: 2, nodeKey: 'review' }]);
    expect(request).toMatchObject({
      requestId: 2,
      outcome: 'refused',
      reason:
        'درخواست روی نسخه خود می‌ماند: مرحله «بررسی» در نسخه تازه نیست و برای آن جایگزینی تعیین نشده است.',
      steps: [{ nodeKey: 'review', outcome: 'refused', changes: [] }],
    });
    expect(request?.steps[0]).not.toHaveProperty('to');
  });

  it('refuses a step whose key now names a node of another kind', () => {
    const [request] = plan(graph(node('function', 'review', { functionId: 1 })), [
      { requestId: 3, nodeKey: 'review' },
    ]);
    expect(request?.steps[0]?.reason).toBe('مرحله «بررسی» در نسخه تازه از نوع «تابع» است.');
    expect(request?.outcome).toBe('refused');
  });

  it('moves a step along an Admin’s mapping to a node of the same kind, and refuses a mapping to nowhere', () => {
    const after = graph(task('check', { name: 'وارسی' }));
    const [moved] = plan(after, [{ requestId: 4, nodeKey: 'review' }], { review: 'check' });
    expect(moved).toMatchObject({
      outcome: 'moved',
      reason: 'درخواست با جابه‌جایی مراحل به نسخه تازه می‌رود.',
      steps: [
        { outcome: 'moved', to: 'check', reason: 'درخواست از مرحله «بررسی» به مرحله «وارسی» منتقل می‌شود.' },
      ],
    });
    const [nowhere] = plan(after, [{ requestId: 5, nodeKey: 'review' }], { review: 'missing' });
    expect(nowhere?.steps[0]?.reason).toBe(
      'مرحله «بررسی» به کلید «missing» نگاشته شده است که در نسخه تازه نیست.',
    );
  });

  it('plans each request apart, in order, and refuses a whole request when one of its steps cannot move', () => {
    const after = graph();
    const plans = plan(after, [
      { requestId: 10, nodeKey: 'review' },
      { requestId: 11, nodeKey: 'form' },
      { requestId: 10, nodeKey: 'nowhere' },
    ]);
    expect(plans.map((p) => [p.requestId, p.outcome])).toEqual([
      [10, 'refused'],
      [11, 'kept'],
    ]);
    expect(plans[0]?.steps.map((s) => s.outcome)).toEqual(['kept', 'refused']);
    expect(plans[0]?.reason).toContain('مرحله‌ای با کلید «nowhere» در نسخه پیشین فرآیند نیست.');
  });

  it('refuses two parallel steps mapped onto one node', () => {
    const before = parsed({
      nodes: [
        node('start', 's'),
        node('applicantForm', 'f'),
        node('parallelSplit', 'split'),
        task('a'),
        task('b'),
        node('parallelJoin', 'join'),
        node('end', 'e'),
      ],
      edges: [
        edge('s', 'f'),
        edge('f', 'split'),
        edge('split', 'a'),
        edge('split', 'b'),
        edge('a', 'join'),
        edge('b', 'join'),
        edge('join', 'e'),
      ],
    });
    const after = parsed(graph(task('ab')));
    const [request] = planMigration(
      before,
      after,
      [
        { requestId: 1, nodeKey: 'a' },
        { requestId: 1, nodeKey: 'b' },
      ],
      { a: 'ab', b: 'ab' },
    );
    expect(request?.outcome).toBe('refused');
    expect(request?.steps.map((s) => s.reason)).toEqual([
      'دو مرحله باز درخواست به یک مرحله («ab») می‌رسند.',
      'دو مرحله باز درخواست به یک مرحله («ab») می‌رسند.',
    ]);
  });

  it('answers nothing for no open steps, and ignores inherited names in the mappings', () => {
    expect(plan(graph(), [])).toEqual([]);
    const [request] = plan(graph(), [{ requestId: 1, nodeKey: 'review' }], Object.create({ review: 'x' }));
    expect(request?.outcome).toBe('kept');
  });
});
