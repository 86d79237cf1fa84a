// Grouping by a Jalali day, month or year in two layers. Joining the calendar to every record and
// grouping by the Jalali text costs one calendar lookup and one text per record; an inner layer that first
// groups by the stored day key (one JSONB read per record, at most a few hundred distinct days a year)
// leaves the calendar join and the Jalali text to the outer layer, which re-aggregates the partial
// results: a count of counts is their sum, a sum of sums their sum, a min of mins their min. Measured on
// PostgreSQL over 100,000 records: about a third less time (BENCHMARKS.md, query/run by Jalali month).
// Averages and distinct counts do not decompose this way; plans with them stay in one layer.
import type { QueryAggregate } from '@darvazeh/shared';
import type { Calendar, Expr, SelectPlan } from './query-plan.js';

/** How an outer layer aggregates an inner layer's partial result of each decomposable aggregate. */
const AGAIN: Partial<Record<QueryAggregate, QueryAggregate>> = {
  count: 'sum',
  sum: 'sum',
  min: 'min',
  max: 'max',
};

/** The inner layer's alias (compiler aliases are s0…, j0…, l0…: this one is only the rollup's). */
const INNER = 'r0';

/**
 * `plan` in two layers when it groups by a Jalali calendar and every aggregate decomposes; else `plan`.
 * The answer is the same: same output columns, order and limit.
 */
export function rollUp(plan: SelectPlan): SelectPlan {
  if (plan.calendars.length === 0 || plan.groupBy.length === 0 || plan.columns === 'row') return plan;
  const columns = plan.columns;
  if (columns.some((c) => c.expr.e === 'aggregate' && !AGAIN[c.expr.fn])) return plan;
  // Every grouped column must be a calendar part or a value the inner layer can group by itself.
  if (columns.some((c) => c.expr.e === 'output' || c.expr.e === 'record')) return plan;
  // The outer layer orders by its own output columns only.
  if (plan.orderBy.some((o) => o.expr.e !== 'output' || o.expr.relation !== null)) return plan;

  const inner: { alias: string; expr: Expr }[] = [];
  const outer: { alias: string; expr: Expr }[] = [];
  const calendars: Calendar[] = plan.calendars.map((calendar, i) => {
    const alias = `k${i}`;
    inner.push({ alias, expr: calendar.key });
    return { ...calendar, key: { e: 'output', relation: INNER, column: alias } };
  });
  for (const { alias, expr } of columns) {
    if (expr.e === 'jalali') {
      outer.push({ alias, expr });
    } else if (expr.e === 'aggregate') {
      const again = AGAIN[expr.fn];
      if (!again) return plan;
      inner.push({ alias, expr: { ...expr, as: 'partial' } });
      outer.push({
        alias,
        expr: { ...expr, fn: again, arg: { e: 'output', relation: INNER, column: alias } },
      });
    } else {
      inner.push({ alias, expr });
      outer.push({ alias, expr: { e: 'output', relation: INNER, column: alias } });
    }
  }
  const innerGroups = inner.flatMap((c, i) => (c.expr.e === 'aggregate' ? [] : [i + 1]));
  // Ties of the definition's order are broken by the grouped columns (each group is one row), so the order
  // and where a limit cuts do not depend on how the inner rows were read (query-day-counts.ts reads them
  // from stored counts).
  const ordered = new Set(plan.orderBy.map((o) => (o.expr.e === 'output' ? o.expr.column : '')));
  const tieBreaks = outer
    .filter((c) => c.expr.e !== 'aggregate' && !ordered.has(c.alias))
    .map((c) => ({ expr: { e: 'output', relation: null, column: c.alias } satisfies Expr, desc: false }));
  return {
    from: {
      r: 'layer',
      alias: INNER,
      plan: {
        from: plan.from,
        joins: plan.joins,
        calendars: [],
        columns: inner,
        where: plan.where,
        groupBy: innerGroups,
        orderBy: [],
        limit: null,
      },
    },
    joins: [],
    calendars,
    columns: outer,
    where: [],
    groupBy: plan.groupBy,
    orderBy: [...plan.orderBy, ...tieBreaks],
    limit: plan.limit,
  };
}
