// Moving open requests to a new version of their service's process (issue 15 item 5), after Camunda 8.4's
// process instance migration: a request's open steps keep their node keys (or an Admin's mapping names the
// node each moves to), and the node in the new graph must be of the same kind. A request moves whole or not
// at all: one step that cannot move keeps the whole request on its version. This is the pure plan (the dry
// run an Admin reads before applying); the requests issue applies it to stored requests.
import { SERVICE_MESSAGES as m, PROCESS_NODE_LABELS } from './messages.js';
import { processNodeName } from './process-check.js';
import type { ProcessGraph, ProcessNode } from './process-graph.js';

/** A step a request is on: the request and the stable key of the node. */
export type OpenStep = { requestId: number; nodeKey: string };

/** An Admin's mapping of old node keys to new ones, for nodes whose key changed (Camunda's mapping instructions). */
export type MigrationMappings = Readonly<Record<string, string>>;

/** What happens to a step, or to a whole request. */
export type MigrationOutcome = 'kept' | 'moved' | 'refused';

/** The plan for one open step: where it goes (`to`), why, and what differs for it in the new graph. */
export type StepPlan = {
  nodeKey: string;
  outcome: MigrationOutcome;
  /** The node key in the new graph (absent when refused). */
  to?: string;
  /** Persian: why the step is kept, moved or refused. */
  reason: string;
  /** Persian notes on what the new node does differently (new assignee, form, outcomes…). */
  changes: string[];
};

/** The plan for one request: kept when every step keeps its node, moved when some move, refused when any cannot. */
export type RequestPlan = {
  requestId: number;
  outcome: MigrationOutcome;
  /** Persian: the first refusal, else the request's summary. */
  reason: string;
  steps: StepPlan[];
};

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What a request on `before` would meet differently on `after` (both of the same kind). */
function changesOf(before: ProcessNode, after: ProcessNode): string[] {
  const changes: string[] = [];
  const name = processNodeName(after);
  if (before.kind === 'providerTask' && after.kind === 'providerTask') {
    if (!sameJson(before.assignee, after.assignee)) changes.push(m.assigneeChanged(name));
    if (before.collectionId !== after.collectionId) changes.push(m.taskFormChanged(name));
    const keys = new Set(after.outcomes.map((o) => o.key));
    const gone = before.outcomes.filter((o) => !keys.has(o.key)).map((o) => o.label);
    if (gone.length > 0) changes.push(m.outcomesRemoved(name, gone.join('، ')));
    if (before.dueDays !== after.dueDays) changes.push(m.dueChanged(name));
  }
  if (
    before.kind === 'applicantForm' &&
    after.kind === 'applicantForm' &&
    before.confirmStep !== after.confirmStep
  )
    changes.push(m.confirmStepChanged(name));
  return changes;
}

function stepPlan(
  step: OpenStep,
  before: ReadonlyMap<string, ProcessNode>,
  after: ReadonlyMap<string, ProcessNode>,
  mappings: MigrationMappings,
): StepPlan {
  const refused = (reason: string): StepPlan => ({
    nodeKey: step.nodeKey,
    outcome: 'refused',
    reason,
    changes: [],
  });
  const old = before.get(step.nodeKey);
  if (!old) return refused(m.stepUnknown(step.nodeKey));
  const mapped = Object.hasOwn(mappings, step.nodeKey) ? mappings[step.nodeKey] : undefined;
  const to = mapped ?? step.nodeKey;
  const next = after.get(to);
  if (!next)
    return refused(
      mapped === undefined
        ? m.stepRemoved(processNodeName(old))
        : m.mappingTargetMissing(processNodeName(old), to),
    );
  if (next.kind !== old.kind)
    return refused(m.stepKindChanged(processNodeName(old), PROCESS_NODE_LABELS[next.kind]));
  const moved = to !== step.nodeKey;
  return {
    nodeKey: step.nodeKey,
    outcome: moved ? 'moved' : 'kept',
    to,
    reason: moved
      ? m.stepMoved(processNodeName(old), processNodeName(next))
      : m.stepKept(processNodeName(next)),
    changes: changesOf(old, next),
  };
}

/**
 * The dry-run plan of moving open requests from `oldGraph` to `newGraph`: per request (in the order
 * they first appear in `openSteps`), whether it keeps its steps, moves, or stays on its version, with a
 * Persian reason for each step. `mappings` names the new key of a node whose key changed.
 */
export function planMigration(
  oldGraph: ProcessGraph,
  newGraph: ProcessGraph,
  openSteps: readonly OpenStep[],
  mappings: MigrationMappings = {},
): RequestPlan[] {
  const before = new Map(oldGraph.nodes.map((n) => [n.key, n]));
  const after = new Map(newGraph.nodes.map((n) => [n.key, n]));
  const byRequest = new Map<number, OpenStep[]>();
  for (const step of openSteps)
    byRequest.set(step.requestId, [...(byRequest.get(step.requestId) ?? []), step]);

  return [...byRequest].map(([requestId, steps]) => {
    const plans = steps.map((step) => stepPlan(step, before, after, mappings));
    // Two parallel steps landing on one node would merge branches the new graph keeps apart.
    const targets = plans.filter((p) => p.to !== undefined).map((p) => p.to as string);
    const merged = targets.find((to, i) => targets.indexOf(to) !== i);
    if (merged !== undefined)
      for (const plan of plans)
        if (plan.to === merged)
          Object.assign(plan, {
            outcome: 'refused',
            to: undefined,
            changes: [],
            reason: m.stepsMerge(merged),
          });
    for (const plan of plans) if (plan.to === undefined) delete plan.to;
    const refusal = plans.find((p) => p.outcome === 'refused');
    if (refusal)
      return { requestId, outcome: 'refused', reason: m.requestStays(refusal.reason), steps: plans };
    const moved = plans.some((p) => p.outcome === 'moved');
    return {
      requestId,
      outcome: moved ? 'moved' : 'kept',
      reason: moved ? m.requestMoves : m.requestKeeps,
      steps: plans,
    };
  });
}
