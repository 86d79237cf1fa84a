import { describe, expect, it } from 'vitest';
import { processGraph, type ProcessGraphInput } from '@darvazeh/shared';
import {
  advance,
  AdvanceError,
  indexGraph,
  leave,
  MAX_VISITS_PER_ACTION,
  type AdvanceContext,
} from './advance.js';

const ctx = (answers: Record<string, unknown> = {}, passApplicantForms = false): AdvanceContext => ({
  // A tiny condition language for the tests: `name == value` or `boom`.
  condition: (source) => {
    if (source === 'boom') throw new Error('نام ناشناخته');
    const [name, value] = source.split('==').map((s) => s.trim());
    return String(answers[name!]) === value;
  },
  passApplicantForms,
  messages: {
    decisionFailed: (node, message) => `decision ${node}: ${message}`,
    noWayOut: (node) => `no way out of ${node}`,
    loopGuard: (n) => `loop ${n}`,
  },
  nameOf: (node) => node.name || node.key,
});

const graph = (input: ProcessGraphInput) => indexGraph(processGraph.parse(input));
const task = (key: string, outcomes: string[] = []) => ({
  key,
  kind: 'providerTask' as const,
  assignee: { kind: 'unitRole' as const, unitId: null, unitRoleId: -1 },
  outcomes: outcomes.map((k) => ({ key: k, label: k })),
});

describe('advancing a request', () => {
  const linear = graph({
    nodes: [
      { key: 'start', kind: 'start' },
      { key: 'form', kind: 'applicantForm' },
      { key: 'registered', kind: 'statusChange', status: 'در انتظار بررسی' },
      task('review', ['ok', 'no']),
      { key: 'done', kind: 'end', result: 'completed' },
      { key: 'refused', kind: 'end', result: 'rejected' },
    ],
    edges: [
      { id: 'a', source: 'start', target: 'form' },
      { id: 'b', source: 'form', target: 'registered' },
      { id: 'c', source: 'registered', target: 'review' },
      { id: 'd', source: 'review', target: 'done', outcome: 'ok' },
      { id: 'e', source: 'review', target: 'refused', outcome: 'no' },
    ],
  });

  it('passes the submitted form, changes the status and waits at the provider task', () => {
    const result = advance(linear, [], ['start'], ctx({}, true));
    expect(result.tokens).toEqual(['review']);
    expect(result.effects.map((e) => e.kind)).toEqual(['status', 'providerTask']);
    expect(result.ended).toBeNull();
  });

  it('asks the applicant again when a form is met after submission', () => {
    const result = advance(linear, [], ['form'], ctx());
    expect(result.tokens).toEqual(['form']);
    expect(result.effects.map((e) => e.kind)).toEqual(['applicantTask']);
  });

  it('leaves a task by the edge of its outcome and ends', () => {
    expect(leave(linear, 'review', 'no', ctx())).toEqual(['refused']);
    const result = advance(linear, [], leave(linear, 'review', 'ok', ctx()), ctx());
    expect(result.ended).toBe('completed');
    expect(result.tokens).toEqual([]);
    expect(() => leave(linear, 'review', 'maybe', ctx())).toThrow(AdvanceError);
  });

  const branching = graph({
    nodes: [
      { key: 'start', kind: 'start' },
      { key: 'which', kind: 'decision' },
      { key: 'split', kind: 'parallelSplit' },
      task('left'),
      task('right'),
      { key: 'join', kind: 'parallelJoin' },
      { key: 'tell', kind: 'notification', channels: ['email'], template: 'x' },
      { key: 'end', kind: 'end' },
    ],
    edges: [
      { id: 'a', source: 'start', target: 'which' },
      { id: 'b', source: 'which', target: 'split', condition: 'kind == both' },
      { id: 'c', source: 'which', target: 'end', isDefault: true },
      { id: 'd', source: 'split', target: 'left' },
      { id: 'e', source: 'split', target: 'right' },
      { id: 'f', source: 'left', target: 'join' },
      { id: 'g', source: 'right', target: 'join' },
      { id: 'h', source: 'join', target: 'tell' },
      { id: 'i', source: 'tell', target: 'end' },
    ],
  });

  it('takes the first true condition, else the default edge', () => {
    expect(advance(branching, [], ['start'], ctx({ kind: 'one' })).ended).toBe('completed');
    const both = advance(branching, [], ['start'], ctx({ kind: 'both' }));
    expect(both.tokens.sort()).toEqual(['left', 'right']);
  });

  it('joins parallel branches only when every branch has arrived', () => {
    const first = advance(branching, ['right'], leave(branching, 'left', null, ctx()), ctx());
    expect(first.tokens.sort()).toEqual(['join', 'right']);
    expect(first.effects).toEqual([]);
    const second = advance(branching, ['join'], leave(branching, 'right', null, ctx()), ctx());
    expect(second.effects.map((e) => e.kind)).toEqual(['notification', 'end']);
    expect(second.ended).toBe('completed');
  });

  it('names the decision whose condition fails, and stops a loop', () => {
    const failing = graph({
      nodes: [
        { key: 'start', kind: 'start' },
        { key: 'which', kind: 'decision', name: 'بررسی نوع' },
        { key: 'end', kind: 'end' },
      ],
      edges: [
        { id: 'a', source: 'start', target: 'which' },
        { id: 'b', source: 'which', target: 'end', condition: 'boom' },
        { id: 'c', source: 'which', target: 'end', isDefault: true },
      ],
    });
    expect(() => advance(failing, [], ['start'], ctx())).toThrow('decision بررسی نوع: نام ناشناخته');

    const looping = graph({
      nodes: [
        { key: 'start', kind: 'start' },
        { key: 'again', kind: 'decision' },
        { key: 'end', kind: 'end' },
      ],
      edges: [
        { id: 'a', source: 'start', target: 'again' },
        { id: 'b', source: 'again', target: 'again', condition: 'x == 1' },
        { id: 'c', source: 'again', target: 'end', isDefault: true },
      ],
    });
    expect(() => advance(looping, [], ['start'], ctx({ x: 1 }))).toThrow(`loop ${MAX_VISITS_PER_ACTION}`);
  });
});
