// Counting records by the Jalali day, month or year of a date field from the stored day counts
// (collection_day_counts and collection_record_totals, kept by triggers on collection_records, migration
// 0015) instead of reading every record. A two-layer plan of query-rollup.ts whose inner layer only groups
// one collection's records by one date field's day key and counts rows is answered by the same outer
// layer over the stored counts: the inner layer's rows are exactly (day key, count) per day plus one row
// of no day, so the answer is the same rows in the same order. Anything else keeps the scan: an Employee
// (their own records), joins, conditions, counts of a field (answered records only), sums, other grouped
// values, a system collection, a timestamp column.
import type { Expr, SelectPlan } from './query-plan.js';

/** Whether `expr` counts the rows of `relation`: count(*), or a count of the record's id (never null). */
function countsRows(expr: Expr, relation: string): boolean {
  if (expr.e !== 'aggregate' || expr.fn !== 'count' || expr.as !== 'partial') return false;
  const arg = expr.arg;
  if (arg === null) return true;
  return (
    (arg.e === 'text' || arg.e === 'raw') &&
    arg.ref.relation === relation &&
    arg.ref.access.at === 'column' &&
    arg.ref.access.column === 'id'
  );
}

/**
 * `plan` (as rollUp answers it) reading the stored day counts when it qualifies (see above); else `plan`.
 */
export function fromDayCounts(plan: SelectPlan): SelectPlan {
  const layer = plan.from;
  const [calendar, ...more] = plan.calendars;
  if (layer.r !== 'layer' || !calendar || more.length > 0 || plan.joins.length > 0 || plan.where.length > 0)
    return plan;
  const inner = layer.plan;
  const records = inner.from;
  if (records.r !== 'records' || records.creatorId !== null) return plan;
  if (inner.columns === 'row' || inner.joins.length > 0 || inner.where.length > 0) return plan;
  if (inner.calendars.length > 0 || inner.orderBy.length > 0 || inner.limit !== null) return plan;

  let day: { column: string; fieldId: string } | null = null;
  const counts: string[] = [];
  for (const { alias, expr } of inner.columns) {
    if (expr.e === 'dayKey' && expr.ref.relation === records.alias && expr.ref.access.at === 'answer') {
      if (day) return plan;
      day = { column: alias, fieldId: expr.ref.access.id };
    } else if (countsRows(expr, records.alias)) {
      counts.push(alias);
    } else {
      return plan;
    }
  }
  const key = calendar.key;
  if (!day || calendar.stored !== 'answer') return plan;
  if (key.e !== 'output' || key.relation !== layer.alias || key.column !== day.column) return plan;
  return {
    ...plan,
    from: {
      r: 'dayCounts',
      alias: layer.alias,
      collectionId: records.collectionId,
      fieldId: day.fieldId,
      day: day.column,
      counts,
    },
  };
}
