// A request's occurrences as the events module sees them (docs/adr/0010-events.md): submitted, its
// status changed, one of its tasks completed — read off the history rows one engine step wrote, so every
// path that moves a request (submission, actions, function nodes) sets events off the same way. `old`
// and `new` hold the status before and after with the request's answers (by field id) and tracking code.
import { requestStatusLabel } from '@darvazeh/shared';
import type { Db } from '../../../db/client.js';
import { emitEvents, type EventOccurrence } from '../../events/events.service.js';
import type { EventRow, RequestRow } from '../requests.repository.js';
import { nodeName, type RequestVersion } from '../request-version.js';

function occurrenceOf(version: RequestVersion, request: RequestRow, row: EventRow): EventOccurrence | null {
  const base = { serviceId: request.serviceId, trackingCode: request.trackingCode };
  const values = (status: string | null) => ({
    ...request.answers,
    id: request.id,
    trackingCode: request.trackingCode,
    status: status === null ? null : requestStatusLabel(status),
  });
  const common = { key: `request:${row.id}`, actorId: row.actorId, answers: request.answers };
  if (row.kind === 'submitted')
    return {
      ...common,
      trigger: { kind: 'request', on: 'submitted', ...base, status: requestStatusLabel(request.status) },
      old: null,
      new: values(row.toStatus),
    };
  if (row.kind === 'status' && row.toStatus !== null && row.toStatus !== row.fromStatus)
    return {
      ...common,
      trigger: { kind: 'request', on: 'status', ...base, status: requestStatusLabel(row.toStatus) },
      old: values(row.fromStatus),
      new: values(row.toStatus),
    };
  if (row.kind === 'completed')
    return {
      ...common,
      trigger: {
        kind: 'request',
        on: 'taskCompleted',
        ...base,
        status: requestStatusLabel(request.status),
        task: nodeName(row.nodeKey ? version.graph.node(row.nodeKey) : undefined),
      },
      old: null,
      new: { ...values(request.status), outcome: row.outcome },
    };
  return null;
}

/** Enqueues, in the step's transaction, the events listening to what the history rows `rows` record. */
export async function emitRequestEvents(
  tx: Db,
  version: RequestVersion,
  request: RequestRow,
  rows: readonly EventRow[],
): Promise<void> {
  const occurrences = rows.flatMap((row) => occurrenceOf(version, request, row) ?? []);
  await emitEvents(tx, occurrences);
}
