// What the move dialog offers for steps whose node is gone from the published version: for each such
// step of the old version, the nodes of the same kind in the new one, by name (never by key).
import type { MigrationResult } from '@darvazeh/shared';
import { nodeTitle } from './process/process-flow';
import type { ProcessGraph } from './types';

/** One step the Admin may map: the old node's title and the new nodes it may go to. */
export interface MappableStep {
  nodeKey: string;
  title: string;
  options: { key: string; title: string }[];
}

/** Counts of requests by outcome. */
export type OutcomeCounts = Record<'kept' | 'moved' | 'refused', number>;

/** How many requests the plan keeps, moves and leaves behind. */
export function outcomeCounts(plans: MigrationResult['plans']): OutcomeCounts {
  const counts: OutcomeCounts = { kept: 0, moved: 0, refused: 0 };
  for (const plan of plans) counts[plan.outcome] += 1;
  return counts;
}

/**
 * The open steps an Admin may map: refused steps whose old node has no node of its kind under the same key
 * in `after`, and every step already mapped (so a choice can be changed or taken back). Each offers the
 * nodes of `after` of the old node's kind; a step no node of that kind can take is left out.
 */
export function mappableSteps(
  plans: MigrationResult['plans'],
  before: ProcessGraph,
  after: ProcessGraph,
  mappings: Readonly<Record<string, string>>,
): MappableStep[] {
  const oldNodes = new Map(before.nodes.map((n) => [n.key, n]));
  const newNodes = new Map(after.nodes.map((n) => [n.key, n]));
  const found = new Map<string, MappableStep>();
  for (const step of plans.flatMap((p) => p.steps)) {
    const old = oldNodes.get(step.nodeKey);
    if (!old || found.has(step.nodeKey)) continue;
    const isMapped = Object.hasOwn(mappings, step.nodeKey);
    const isGone = newNodes.get(step.nodeKey)?.kind !== old.kind;
    if (!isMapped && !(step.outcome === 'refused' && isGone)) continue;
    const options = after.nodes
      .filter((n) => n.kind === old.kind)
      .map((n) => ({ key: n.key, title: nodeTitle(n) }));
    if (options.length > 0)
      found.set(step.nodeKey, { nodeKey: step.nodeKey, title: nodeTitle(old), options });
  }
  return [...found.values()];
}
