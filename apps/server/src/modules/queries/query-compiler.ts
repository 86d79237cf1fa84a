// Query definition (SPEC §3, checked by the shared `queryDefinition` schema) + the metadata of its sources
// → a SelectPlan (query-plan.ts) that query-sql.repository.ts renders as one parameterised statement.
// Pure: it reads nothing and runs nothing, and every reference is resolved through the sources' metadata
// (a Map by field id), so a field id the metadata does not list, or an operator, aggregate, grouping or
// join its kind does not allow, is a Persian 400 before any SQL exists.
import type {
  QueryComputingField,
  QueryCondition,
  QueryDefinition,
  QuerySelect,
  QueryWhere,
} from '@darvazeh/shared';
import { selectName } from '@darvazeh/shared';
import { AppError } from '../../plugins/errors.js';
import { queryMessages } from '../../messages/index.js';
import {
  aggregateOf,
  assertChoice,
  assertDated,
  fieldCondition,
  fieldOf,
  joinCondition,
  rawOf,
  sortOf,
  type FieldKind,
  type FieldMeta,
  type SourceMeta,
} from './query-fields.js';
import type { Cond, Expr, Relation, SelectPlan } from './query-plan.js';

/**
 * One answered column: its name in the answer, its column in the statement, its field's kind, and for a
 * choice answered by its option labels the labels by option id.
 */
export type OutputColumn = {
  name: string;
  column: string;
  kind: FieldKind | 'computed';
  labels?: ReadonlyMap<string, string>;
};

/** A compiled definition: the plan and how to turn the statement's rows into the answer. */
export type CompiledQuery = {
  plan: SelectPlan;
  outputs: OutputColumn[];
  /** The hidden columns holding the base record's id and answers (extendRecordsBaseOn). */
  extend: { id: string; data: string } | null;
  computing: QueryComputingField[];
  normalize: boolean;
  /** The definition's own limit (−1: none); the statement reads at most the row cap plus one. */
  limit: number;
};

/**
 * Compiles `definition` over `sources` (metadata by the definition's aliases), reading at most `rowCap` + 1
 * rows; `also` are conditions every row must meet besides the definition's own (a dashboard's filters),
 * checked against the sources' fields as the definition's are.
 */
export function compileQuery(
  definition: QueryDefinition,
  sources: ReadonlyMap<string, SourceMeta>,
  rowCap: number,
  also: readonly QueryCondition[] = [],
): CompiledQuery {
  // Relations are named s0, s1, … in the statement; the definition's aliases never reach SQL.
  const relationOf = new Map(definition.sources.map((s, i) => [s.alias, `s${i}`]));
  const lookup = (source: string, fieldId: string): [string, FieldMeta] => {
    const meta = sources.get(source);
    const relation = relationOf.get(source);
    if (!meta || !relation) throw new AppError('bad_request', queryMessages.unknownField(fieldId, source));
    return [relation, fieldOf(meta, fieldId, source)];
  };
  const relation = (alias: string, index: number): Relation => {
    const meta = sources.get(alias);
    if (!meta) throw new Error(`no metadata for source ${alias}`);
    const name = `s${index}`;
    return meta.kind === 'records'
      ? { r: 'records', alias: name, collectionId: meta.collectionId, creatorId: meta.creatorId }
      : { r: 'system', alias: name, name: meta.name, owner: meta.owner };
  };
  const indexOf = new Map(definition.sources.map((s, i) => [s.alias, i]));

  const calendars: SelectPlan['calendars'] = [];
  const calendarOf = new Map<string, string>();
  const selectExpr = (select: QuerySelect): { expr: Expr; kind: FieldKind } => {
    const [rel, field] = lookup(select.source, select.fieldId);
    if (select.aggregate) return { expr: aggregateOf(rel, field, select.aggregate), kind: field.kind };
    if (!select.dateGroup) return { expr: rawOf(rel, field), kind: field.kind };
    assertDated(field);
    const key = `${rel}.${field.id}`;
    let calendar = calendarOf.get(key);
    if (!calendar) {
      calendar = `j${calendars.length}`;
      const day = { relation: rel, access: field.access };
      calendars.push({ alias: calendar, key: { e: 'dayKey', ref: day }, stored: day.access.at });
      calendarOf.set(key, calendar);
    }
    return { expr: { e: 'jalali', calendar, unit: select.dateGroup }, kind: field.kind };
  };

  const columns: { alias: string; expr: Expr }[] = [];
  const outputs: OutputColumn[] = [];
  const bySelect = new Map<string, { column: string; select: QuerySelect }>();
  definition.selects.forEach((select, i) => {
    const column = `c${i}`;
    const { expr, kind } = selectExpr(select);
    columns.push({ alias: column, expr });
    const name = selectName(select);
    if (select.optionLabels) {
      // Grouped and compared by the stored ids; the ids become labels when the rows are shaped.
      const field = lookup(select.source, select.fieldId)[1];
      assertChoice(field);
      outputs.push({ name, column, kind, labels: field.options ?? new Map() });
    } else outputs.push({ name, column, kind });
    bySelect.set(name, { column, select });
  });

  const grouped = definition.groupBy.length > 0 || definition.selects.some((s) => s.aggregate);
  definition.groupBy.forEach((group, i) => {
    if ('select' in group) return;
    const [rel, field] = lookup(group.source, group.fieldId);
    columns.push({ alias: `g${i}`, expr: rawOf(rel, field) });
  });

  let extend: CompiledQuery['extend'] = null;
  if (definition.extendRecordsBaseOn !== null) {
    const base = definition.extendRecordsBaseOn;
    if (sources.get(base)?.kind !== 'records') throw new AppError('bad_request', queryMessages.extendSystem);
    const [rel, id] = lookup(base, 'id');
    columns.push(
      { alias: 'xid', expr: rawOf(rel, id) },
      { alias: 'xdata', expr: { e: 'record', relation: rel } },
    );
    extend = { id: 'xid', data: 'xdata' };
  }

  const groupBy = grouped ? columns.flatMap((c, i) => (c.expr.e === 'aggregate' ? [] : [i + 1])) : [];

  const orderBy = definition.orderBy.map(({ dir, ...key }) => {
    const desc = dir === 'desc';
    if ('select' in key) {
      const chosen = bySelect.get(key.select);
      if (!chosen) throw new Error(`the schema let an unknown output through: ${key.select}`);
      const { select, column } = chosen;
      // A plain field sorts in its own order (numbers, days, Persian alphabet) while rows are not grouped.
      if (!grouped && !select.aggregate && !select.dateGroup) {
        const [rel, field] = lookup(select.source, select.fieldId);
        return { expr: sortOf(rel, field), desc };
      }
      return { expr: { e: 'output', relation: null, column } satisfies Expr, desc };
    }
    const [rel, field] = lookup(key.source, key.fieldId);
    return { expr: sortOf(rel, field), desc };
  });

  const where = [
    ...(definition.whereStatement ? [conditionOf(definition.whereStatement, lookup)] : []),
    ...also.map((condition) => conditionOf(condition, lookup)),
  ];
  const [first] = definition.sources;
  if (!first) throw new Error('the schema let a definition without sources through');
  const plan: SelectPlan = {
    from: relation(first.alias, 0),
    joins: definition.joins.map((join) => ({
      kind: join.kind,
      to: relation(join.right.source, indexOf.get(join.right.source) ?? 0),
      on: joinCondition(
        lookup(join.left.source, join.left.fieldId),
        lookup(join.right.source, join.right.fieldId),
      ),
    })),
    calendars,
    columns,
    where,
    groupBy,
    orderBy,
    limit: definition.limit === -1 || definition.limit > rowCap ? rowCap + 1 : definition.limit,
  };
  for (const c of definition.computingFields) outputs.push({ name: c.as, column: c.as, kind: 'computed' });
  return {
    plan,
    outputs,
    extend,
    computing: definition.computingFields,
    normalize: definition.normalize,
    limit: definition.limit,
  };
}

function conditionOf(
  node: QueryWhere,
  lookup: (source: string, fieldId: string) => [string, FieldMeta],
): Cond {
  if ('and' in node) return { c: 'all', items: node.and.map((n) => conditionOf(n, lookup)) };
  if ('or' in node) return { c: 'any', items: node.or.map((n) => conditionOf(n, lookup)) };
  const [rel, field] = lookup(node.source, node.fieldId);
  return fieldCondition(rel, field, node.op, node.value);
}
