// The query definition (SPEC §3 "Query definition"): which collections to read, how to join and filter
// their records, what to answer and how. One zod schema checks the shape and every reference inside the
// definition; what needs the collections' metadata (do the fields exist, does the operator suit the
// field's type) is checked by the server's compiler, which also turns the definition into one
// parameterised SQL statement (modules/queries).
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../rules/messages.js';
import { hasUnstorableCharacter } from '../rules/text.js';
import { QUERY_MESSAGES as M } from './messages.js';

/** Caps of one query definition (ARCHITECTURE §5: a query's cost is bounded before it runs). */
export const QUERY_LIMITS = {
  sources: 5,
  selects: 50,
  /** Conditions in the whole whereStatement tree. */
  conditions: 100,
  /** Nesting of and/or groups in the whereStatement tree (a lone condition is depth 1). */
  depth: 8,
  computingFields: 20,
  groupBy: 10,
  orderBy: 10,
  /** Values of one `in` condition. */
  inValues: 500,
  /** Characters of one text value. */
  textValue: 500,
  /** The largest `limit` a definition may name (the server's row cap still applies). */
  limit: 1_000_000,
} as const;

/** Most rows a query answers, whatever its limit (limit −1 included); more set `truncated`. */
export const QUERY_ROW_CAP = 10_000;

/** Condition operators: SPEC §3 "Filter condition" (like, eq, gt, lt, in) and ne, gte, lte, isNull. */
export const QUERY_OPS = ['like', 'eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'isNull'] as const;
export type QueryOp = (typeof QUERY_OPS)[number];

/**
 * Aggregate functions a select may apply. `p90`: the 90th percentile of numbers, interpolated between the
 * two nearest values (PostgreSQL's percentile_cont(0.9)).
 */
export const QUERY_AGGREGATES = ['count', 'countDistinct', 'sum', 'avg', 'min', 'max', 'p90'] as const;
export type QueryAggregate = (typeof QUERY_AGGREGATES)[number];

/** Jalali groupings of a date field: 'YYYY/MM/DD', 'YYYY/MM' (Latin digits) or the year as a number. */
export const QUERY_DATE_GROUPS = [
  'jalaliDay',
  'jalaliWeek',
  'jalaliMonth',
  'jalaliSeason',
  'jalaliYear',
] as const;
export type QueryDateGroup = (typeof QUERY_DATE_GROUPS)[number];

export const QUERY_JOIN_KINDS = ['inner', 'left'] as const;

/** Output names that would reach Object.prototype if used as keys of a plain object. */
const RESERVED_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A strict object's own issues: a key it does not know, or not an object at all. */
const objectError = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? M.unknownKey : M.notObject),
};

const alias = z.string(M.badAlias).regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, M.badAlias);
/** Field ids as form definitions allow them; whether one exists is the compiler's check. */
const fieldId = z.string(M.badFieldId).regex(/^[A-Za-z0-9_-]{1,64}$/, M.badFieldId);
const outputName = z
  .string(M.badOutputName)
  .min(1, M.badOutputName)
  .max(64, M.badOutputName)
  .refine((name) => !RESERVED_NAMES.has(name) && !hasUnstorableCharacter(name), M.badOutputName);

/**
 * One source: a data collection by its numeric id, or a system collection by its SPEC §3 name (users,
 * Unit, UnitType, UnitResponsibility, AuthLog, SsoClientLoginLog), named in the rest of the definition
 * by `alias`. The same collection may be a source twice under two aliases (a self-join).
 */
export const querySource = z.strictObject(
  {
    alias,
    collectionId: z.union(
      [z.int().min(1).max(2_147_483_647), z.string().regex(/^[A-Za-z]{1,40}$/)],
      M.badCollection,
    ),
  },
  objectError,
);
export type QuerySource = z.infer<typeof querySource>;

/** A field of a source: `{ source: alias, fieldId }`. */
export const queryFieldRef = z.strictObject({ source: alias, fieldId }, objectError);
export type QueryFieldRef = z.infer<typeof queryFieldRef>;

/**
 * One output column: a field of a source, as it is answered, or `aggregate` over it (count and
 * countDistinct of any field; sum, avg and p90 of numbers; min and max of numbers and dates), or its Jalali
 * day, week, month, season or year (`dateGroup`, date fields only), or a choice field's option labels instead of the
 * option ids it stores (`optionLabels`; typed options: a choice drawn from a collection answers its ids).
 * `as` names it in the answer; by default the field id, `{aggregate}_{fieldId}`, `{fieldId}_{dateGroup}`
 * or `{fieldId}_label`.
 */
export const querySelect = z.strictObject(
  {
    source: alias,
    fieldId,
    as: outputName.optional(),
    aggregate: z.enum(QUERY_AGGREGATES, M.badAggregate).optional(),
    dateGroup: z.enum(QUERY_DATE_GROUPS, M.badDateGroup).optional(),
    optionLabels: z.boolean(M.notObject).optional(),
  },
  objectError,
);
export type QuerySelect = z.infer<typeof querySelect>;

const scalar = z.union(
  [
    z
      .string()
      .max(QUERY_LIMITS.textValue, M.textTooLong(QUERY_LIMITS.textValue))
      .refine((s) => !hasUnstorableCharacter(s), VALIDATION_MESSAGES.invalidCharacters),
    z.number(),
    z.boolean(),
  ],
  M.badValue,
);

/**
 * One condition on a field. `value`: one string, number or boolean; for `in` a non-empty list of them;
 * for `isNull` true (the field is unanswered) or false (answered; the default is true). `like` looks for
 * the value inside the text, `ne` also matches unanswered fields.
 */
export const queryCondition = z
  .strictObject(
    {
      source: alias,
      fieldId,
      op: z.enum(QUERY_OPS, M.badOp),
      value: z
        .union([scalar, z.array(scalar).max(QUERY_LIMITS.inValues, M.tooManyValues(QUERY_LIMITS.inValues))])
        .optional(),
    },
    objectError,
  )
  .superRefine((condition, ctx) => {
    const { op, value } = condition;
    const list = Array.isArray(value);
    if (op === 'in' && (!list || value.length === 0))
      ctx.addIssue({ code: 'custom', path: ['value'], message: M.inNeedsList });
    else if (op === 'isNull' && value !== undefined && typeof value !== 'boolean')
      ctx.addIssue({ code: 'custom', path: ['value'], message: M.isNullNeedsBoolean });
    else if (op !== 'in' && op !== 'isNull' && (list || value === undefined))
      ctx.addIssue({ code: 'custom', path: ['value'], message: M.badValue });
  });
export type QueryCondition = z.infer<typeof queryCondition>;

/** A node of the whereStatement tree: a condition, or an `and`/`or` group of nodes. */
export type QueryWhere = QueryCondition | { and: QueryWhere[] } | { or: QueryWhere[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Depth and condition count of a raw tree, walked without recursion and given up past the caps. */
function measureWhere(root: unknown): { depth: number; conditions: number } {
  let depth = 0;
  let conditions = 0;
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [node, level] = stack.pop() as [unknown, number];
    depth = Math.max(depth, level);
    if (depth > QUERY_LIMITS.depth || conditions > QUERY_LIMITS.conditions) break;
    const items = isObject(node) ? (node.and ?? node.or) : undefined;
    if (Array.isArray(items)) for (const item of items) stack.push([item, level + 1]);
    else conditions += 1;
  }
  return { depth, conditions };
}

const whereGroup = (key: 'and' | 'or') =>
  z.strictObject(
    {
      [key]: z
        .array(whereNode)
        .min(1, M.emptyGroup)
        .max(QUERY_LIMITS.conditions, M.tooMany(QUERY_LIMITS.conditions)),
    },
    objectError,
  );
const groupSchemas = { and: z.lazy(() => whereGroup('and')), or: z.lazy(() => whereGroup('or')) };

/** Copies a nested parse's issues onto the current one, so each keeps its own message and path. */
function forwardIssues(ctx: z.RefinementCtx, error: z.ZodError): typeof z.NEVER {
  for (const issue of error.issues)
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
}

// Chosen by the node's key rather than a zod union, so a wrong condition answers its own message (a
// union would answer only that nothing matched).
const whereNode: z.ZodType<QueryWhere, unknown> = z.lazy(() =>
  z.unknown().transform((value, ctx) => {
    const key = isObject(value) ? (['and', 'or'] as const).find((k) => k in value) : undefined;
    const parsed = (key ? groupSchemas[key] : queryCondition).safeParse(value);
    return parsed.success ? (parsed.data as QueryWhere) : forwardIssues(ctx, parsed.error);
  }),
);

/** The whereStatement: a tree of at most QUERY_LIMITS.conditions conditions, QUERY_LIMITS.depth deep. */
export const queryWhere: z.ZodType<QueryWhere, unknown> = z.unknown().transform((value, ctx) => {
  const { depth, conditions } = measureWhere(value);
  if (depth > QUERY_LIMITS.depth) {
    ctx.addIssue({ code: 'custom', message: M.tooDeep(QUERY_LIMITS.depth) });
    return z.NEVER;
  }
  if (conditions > QUERY_LIMITS.conditions) {
    ctx.addIssue({ code: 'custom', message: M.tooManyConditions(QUERY_LIMITS.conditions) });
    return z.NEVER;
  }
  const parsed = whereNode.safeParse(value);
  return parsed.success ? parsed.data : forwardIssues(ctx, parsed.error);
});

/**
 * A join: `right` (a source not joined yet) to `left` (the first source or one joined before) where the
 * two fields are equal; `left` keeps the left rows without a match. Joins are read in order, and every
 * source but the first is joined exactly once, so a definition never asks for a cross product.
 */
export const queryJoin = z.strictObject(
  {
    left: queryFieldRef,
    right: queryFieldRef,
    kind: z.enum(QUERY_JOIN_KINDS, M.badJoinKind).default('inner'),
  },
  objectError,
);
export type QueryJoin = z.infer<typeof queryJoin>;

/** A grouping key: an output column by its name, or a field not answered (a hidden key). */
export const queryGroupBy = z.union([z.strictObject({ select: outputName }), queryFieldRef], M.notObject);
export type QueryGroupBy = z.infer<typeof queryGroupBy>;

/** A sort key: an output column by its name, or a field (not in grouped queries); ascending by default. */
export const queryOrderBy = z.union(
  [
    z.strictObject({ select: outputName, dir: z.enum(['asc', 'desc'], M.badDirection).default('asc') }),
    z.strictObject({ source: alias, fieldId, dir: z.enum(['asc', 'desc'], M.badDirection).default('asc') }),
  ],
  M.notObject,
);
export type QueryOrderBy = z.infer<typeof queryOrderBy>;

/**
 * A column computed from the answered ones after the query runs: `add`, `subtract`, `multiply` and
 * `divide` read their operands as numbers (Persian digits too; null when one is not a number, or on a
 * division by zero), `concat` joins them as text. An operand is an output column `{ select }` or a
 * constant `{ value }`.
 */
export const queryComputingField = z.strictObject(
  {
    as: outputName,
    op: z.enum(['add', 'subtract', 'multiply', 'divide', 'concat'], M.badOp),
    args: z
      .array(
        z.union([z.strictObject({ select: outputName }), z.strictObject({ value: scalar })], M.computingArgs),
      )
      .min(2, M.computingArgs)
      .max(10, M.tooMany(10)),
  },
  objectError,
);
export type QueryComputingField = z.infer<typeof queryComputingField>;

/** The output name of a select: its `as`, else one made from the field id and what is applied to it. */
export function selectName(select: QuerySelect): string {
  if (select.as) return select.as;
  if (select.aggregate) return `${select.aggregate}_${select.fieldId}`;
  if (select.dateGroup) return `${select.fieldId}_${select.dateGroup}`;
  if (select.optionLabels) return `${select.fieldId}_label`;
  return select.fieldId;
}

const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, M.notObject).max(max, M.tooMany(max));

/**
 * A query definition (SPEC §3). Besides the references checked here:
 * - `extendRecordsBaseOn`: a source alias, or null. When set, each answered row is that source's record
 *   (its id as `id` and every answer by field id) with the selects added over it; not with grouping.
 * - `normalize` (default true): rows are objects keyed by output name; false answers each row as a list
 *   of values in the order of `columns` (selects, then computing fields).
 * - `mapBy` (default 'id'): the output name whose value keys the rows when they are read as a map
 *   (`mapQueryRows`); rows without it stay out of the map.
 * - `limit`: most rows answered, −1 for no limit of the definition's own (SPEC §9); the server answers
 *   at most QUERY_ROW_CAP rows either way and then says `truncated`.
 * - Grouping: with any aggregate, or any groupBy, the rows are grouped by every non-aggregate select and
 *   every groupBy field.
 */
export const queryDefinition = z
  .strictObject(
    {
      id: z.union([z.string().max(100), z.int()]).optional(),
      sources: z
        .array(querySource, M.notObject)
        .min(1, M.noSources)
        .max(QUERY_LIMITS.sources, M.tooManySources(QUERY_LIMITS.sources)),
      selects: z
        .array(querySelect, M.notObject)
        .min(1, M.noSelects)
        .max(QUERY_LIMITS.selects, M.tooManySelects(QUERY_LIMITS.selects)),
      extendRecordsBaseOn: alias.nullable().default(null),
      computingFields: list(queryComputingField, QUERY_LIMITS.computingFields).default([]),
      whereStatement: queryWhere.nullable().default(null),
      groupBy: list(queryGroupBy, QUERY_LIMITS.groupBy).default([]),
      orderBy: list(queryOrderBy, QUERY_LIMITS.orderBy).default([]),
      joins: list(queryJoin, QUERY_LIMITS.sources - 1).default([]),
      limit: z
        .int(M.badLimit)
        .refine((n) => n === -1 || (n >= 1 && n <= QUERY_LIMITS.limit), M.badLimit)
        .default(-1),
      mapBy: z.string(M.badOutputName).min(1, M.badOutputName).max(64, M.badOutputName).default('id'),
      normalize: z.boolean(M.notObject).default(true),
    },
    objectError,
  )
  .superRefine(checkReferences);
export type QueryDefinition = z.output<typeof queryDefinition>;
export type QueryDefinitionInput = z.input<typeof queryDefinition>;

function conditionsOf(node: QueryWhere | null): QueryCondition[] {
  if (node === null) return [];
  if ('and' in node) return node.and.flatMap(conditionsOf);
  if ('or' in node) return node.or.flatMap(conditionsOf);
  return [node];
}

/** The references inside a definition: aliases, output names, joins, grouping and ordering. */
function checkReferences(d: QueryDefinition, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const aliases = new Set<string>();
  d.sources.forEach((s, i) => {
    if (aliases.has(s.alias)) issue(['sources', i, 'alias'], M.duplicateAlias(s.alias));
    aliases.add(s.alias);
  });
  const known = (path: (string | number)[], source: string) => {
    if (!aliases.has(source)) issue(path, M.unknownSource(source));
  };
  d.selects.forEach((s, i) => known(['selects', i, 'source'], s.source));
  conditionsOf(d.whereStatement).forEach((c) => known(['whereStatement'], c.source));
  d.joins.forEach((j, i) => {
    known(['joins', i, 'left', 'source'], j.left.source);
    known(['joins', i, 'right', 'source'], j.right.source);
  });
  d.groupBy.forEach((g, i) => 'source' in g && known(['groupBy', i, 'source'], g.source));
  d.orderBy.forEach((o, i) => 'source' in o && known(['orderBy', i, 'source'], o.source));
  if (d.extendRecordsBaseOn !== null) known(['extendRecordsBaseOn'], d.extendRecordsBaseOn);

  const outputs = new Map<string, QuerySelect>();
  d.selects.forEach((s, i) => {
    const name = selectName(s);
    if (outputs.has(name)) issue(['selects', i, 'as'], M.duplicateOutput(name));
    outputs.set(name, s);
    if (s.aggregate && s.dateGroup) issue(['selects', i], M.aggregateWithDateGroup);
    if (s.optionLabels && (s.aggregate || s.dateGroup)) issue(['selects', i], M.optionLabelsAlone);
  });
  const computed = new Set<string>();
  d.computingFields.forEach((c, i) => {
    if (outputs.has(c.as) || computed.has(c.as)) issue(['computingFields', i, 'as'], M.duplicateOutput(c.as));
    c.args.forEach((a, j) => {
      if ('select' in a && !outputs.has(a.select) && !computed.has(a.select))
        issue(['computingFields', i, 'args', j], M.unknownOutput(a.select));
    });
    computed.add(c.as);
  });

  const grouped = d.groupBy.length > 0 || d.selects.some((s) => s.aggregate);
  d.groupBy.forEach((g, i) => {
    if (!('select' in g)) return;
    const select = outputs.get(g.select);
    if (!select) issue(['groupBy', i, 'select'], M.unknownOutput(g.select));
    else if (select.aggregate) issue(['groupBy', i, 'select'], M.groupOnAggregate(g.select));
  });
  d.orderBy.forEach((o, i) => {
    if ('select' in o) {
      if (computed.has(o.select)) issue(['orderBy', i, 'select'], M.orderByComputed(o.select));
      else if (!outputs.has(o.select)) issue(['orderBy', i, 'select'], M.unknownOutput(o.select));
    } else if (grouped) issue(['orderBy', i], M.orderByFieldWhenGrouped);
  });
  if (d.extendRecordsBaseOn !== null && grouped) issue(['extendRecordsBaseOn'], M.extendNeedsRows);
  if (d.extendRecordsBaseOn !== null && !d.normalize) issue(['normalize'], M.extendNeedsNormalize);

  // Every source after the first is brought in by exactly one join, in order, from one joined before.
  const joined = new Set(d.sources.slice(0, 1).map((s) => s.alias));
  d.joins.forEach((j, i) => {
    if (!aliases.has(j.left.source) || !aliases.has(j.right.source)) return;
    if (!joined.has(j.left.source) || joined.has(j.right.source))
      issue(['joins', i], M.joinTarget(j.right.source));
    joined.add(j.right.source);
  });
  d.sources.forEach((s, i) => {
    if (!joined.has(s.alias)) issue(['sources', i], M.notJoined(s.alias));
  });
}
