// Process graphs for the services tests, built loosely (the server's schema checks them): a node is its
// kind, key and extra fields; an edge joins two keys.
import type { ProcessEdge, ProcessGraphInput, ProcessNodeInput } from '@darvazeh/shared';

/** A node of `kind` with stable key `key`. */
export const node = (kind: string, key: string, extra: Record<string, unknown> = {}) =>
  ({ kind, key, ...extra }) as ProcessNodeInput;

/** An edge from `source` to `target` (id `source-target` unless `extra` names one). */
export const edge = (source: string, target: string, extra: Record<string, unknown> = {}) =>
  ({ id: `${source}-${target}`, source, target, ...extra }) as ProcessEdge;

/** Edges joining each of `keys` to the next: a straight path through the graph. */
export const straight = (...keys: string[]): ProcessEdge[] =>
  keys.slice(1).map((key, i) => edge(keys[i] as string, key));

/**
 * start → form → status «در انتظار بررسی» → review (a unit role in a unit, due in `dueDays`, outcomes
 * ok/no) → ok: status «تأیید شد» and done; no: refused (rejected). The requests tests and the inbox bench
 * publish it.
 */
export function reviewedProcess(assignee: { unitId: number; unitRoleId: number }, dueDays: number) {
  return {
    nodes: [
      node('start', 'start'),
      node('applicantForm', 'form'),
      node('statusChange', 'wait', { status: 'در انتظار بررسی' }),
      node('providerTask', 'review', {
        name: 'بررسی کارشناس',
        assignee: { kind: 'unitRole', ...assignee },
        dueDays,
        outcomes: [
          { key: 'ok', label: 'تأیید' },
          { key: 'no', label: 'رد' },
        ],
      }),
      node('statusChange', 'approved', { status: 'تأیید شد' }),
      node('end', 'done'),
      node('end', 'refused', { result: 'rejected' }),
    ],
    edges: [
      ...straight('start', 'form', 'wait', 'review'),
      edge('review', 'approved', { outcome: 'ok' }),
      edge('review', 'refused', { outcome: 'no' }),
      edge('approved', 'done'),
    ],
  };
}

/** What the rich process names: a unit and unit role, a collection, two functions. */
export type ProcessRefsOf = {
  unitId: number;
  unitRoleId: number;
  collectionId: number;
  enterFunctionId: number;
  functionId: number;
};

/**
 * start → the applicant's form → a provider task (unit role in a unit, its form, a function on enter) →
 * a server function → a notification → a decision (approved when the grade is high, else rejected) → two
 * ends.
 */
export function richProcess(
  refs: ProcessRefsOf,
): ProcessGraphInput & { nodes: ProcessNodeInput[]; edges: ProcessEdge[] } {
  return {
    nodes: [
      node('start', 'start'),
      node('applicantForm', 'form', { name: 'فرم درخواست', confirmStep: true }),
      node('providerTask', 'review', {
        name: 'بررسی کارشناس',
        assignee: { kind: 'unitRole', unitId: refs.unitId, unitRoleId: refs.unitRoleId },
        collectionId: refs.collectionId,
        onEnterFunctionId: refs.enterFunctionId,
        dueDays: 3,
        priority: 'high',
      }),
      node('function', 'compute', { name: 'محاسبه', functionId: refs.functionId }),
      node('notification', 'notify', { channels: ['inbox'], template: 'درخواست شما بررسی شد.' }),
      node('decision', 'decide', { name: 'تصمیم نهایی' }),
      node('end', 'approved'),
      node('end', 'rejected', { result: 'rejected' }),
    ],
    edges: [
      ...straight('start', 'form', 'review', 'compute', 'notify', 'decide'),
      edge('decide', 'approved', { condition: 'معدل >= ۱۷' }),
      edge('decide', 'rejected', { isDefault: true }),
    ],
  };
}
