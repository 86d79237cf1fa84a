// A documented subset of Mongo queries over one collection's records (SPEC §3 expression type `mongo`),
// compiled to a SelectPlan (query-plan.ts) and so to one parameterised statement. Pure, like
// query-compiler.ts; anything outside the subset is a Persian 400.
//
//   { source: <data collection id | system collection name>, filter?: <filter>, pipeline?: [<stage>, …] }
//
// Filter: { field: value } (equality; null: unanswered), { field: { $eq, $ne, $gt, $gte, $lt, $lte, $in,
// $nin, $exists, $regex (+ $options 'i') } }, { $and: [...] }, { $or: [...] }; several keys are all
// required. Values compare as the records' keys do (query-fields.ts): text folded, numbers as numbers,
// dates by Tehran-time day; `_id` is the record id. $regex is PostgreSQL's regular expression (no
// exponential backtracking), at most MONGO_LIMITS.regex characters, without back references, lookarounds
// or embedded options, over the answer as written; the statement timeout bounds it too.
// Stages: $match, $project ({ f: 1 }, { name: '$f' }, { _id: 0 }), $sort ({ f: 1 | -1 }), $limit (n), $group
// ({ _id: null | '$f' | { k: '$f', … }, name: { $sum: 1 | '$f' } | { $avg | $min | $max: '$f' } | { $count: {} } }).
// Each stage reads the output of the one before: while the rows are still records, a stage reads their
// fields; after $project or $group, the names those stages answered. A stage SQL cannot add to the
// current SELECT (a $match after $group, a $sort after $limit) wraps it as a derived table.
import { hasUnstorableCharacter, QUERY_LIMITS, type QueryAggregate } from '@darvazeh/shared';
import { AppError } from '../../plugins/errors.js';
import { queryMessages as M } from '../../messages/index.js';
import {
  aggregateOf,
  columnField,
  fieldCondition,
  fieldOf,
  rawOf,
  regexCondition,
  sortOf,
  type FieldMeta,
  type FieldOp,
  type SourceMeta,
} from './query-fields.js';
import type { ColumnType, Cond, Expr, Relation, SelectPlan } from './query-plan.js';

/** Caps of the Mongo subset (conditions and nesting as for query definitions). */
export const MONGO_LIMITS = {
  stages: 20,
  /** Characters of a $regex pattern. */
  regex: 200,
  /** Nested bounded repetitions of a $regex pattern, multiplied (see repetitionWeight). */
  repeat: 1000,
  /** Keys of one $project or $group. */
  keys: 50,
} as const;

/** A Mongo query over one collection, after its outer shape was checked. */
export type MongoQuery = {
  source: number | string;
  filter: Record<string, unknown> | null;
  pipeline: Record<string, unknown>[];
};

/** How an output column is answered: where in the document, and how its value is decoded (null column: null). */
export type MongoOutput = { path: string[]; column: string | null; kind: ColumnKind };

/** A compiled Mongo query: the plan, and whether rows are whole records (`{ _id, ...answers }`) or columns. */
export type CompiledMongo = {
  plan: SelectPlan;
  documents: { kind: 'records'; id: string; data: string } | { kind: 'columns'; outputs: MongoOutput[] };
};

/** What an output column holds: a stored answer (JSON), a number, or a column of a system table. */
type ColumnKind = 'json' | 'number' | 'isoDay' | ColumnType;

/** An output column; `column` null: a constant null (the `_id` of `$group: { _id: null }`). */
type Column = { column: string | null; kind: ColumnKind; path: string[] };

/** What the current SELECT reads: a source's records (its fields), or the named columns of an inner layer. */
type Stream =
  | { s: 'records'; relation: string; source: SourceMeta; label: string }
  | { s: 'columns'; relation: string; columns: Map<string, Column> };

type Layer = { plan: SelectPlan; stream: Stream; outputs: Map<string, Column> | null };

const bad = (message: string): never => {
  throw new AppError('bad_request', message);
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks the outer shape of a Mongo query; 400 when it is not `{ source, filter?, pipeline? }`. */
export function readMongoQuery(input: unknown): MongoQuery {
  if (!isObject(input)) return bad(M.mongoShape);
  const { source, filter, pipeline, ...rest } = input;
  if (Object.keys(rest).length > 0) return bad(M.mongoShape);
  const sourceOk =
    (typeof source === 'number' && Number.isInteger(source) && source > 0 && source <= 2_147_483_647) ||
    (typeof source === 'string' && /^[A-Za-z]{1,40}$/.test(source));
  if (!sourceOk) return bad(M.mongoShape);
  if (filter !== undefined && filter !== null && !isObject(filter)) return bad(M.mongoShape);
  if (pipeline !== undefined && !Array.isArray(pipeline)) return bad(M.mongoShape);
  const stages = (pipeline ?? []) as unknown[];
  if (stages.length > MONGO_LIMITS.stages) return bad(M.mongoTooManyStages(MONGO_LIMITS.stages));
  if (!stages.every(isObject)) return bad(M.mongoStageShape);
  return {
    source: source,
    filter: (filter as Record<string, unknown>) ?? null,
    pipeline: stages,
  };
}

/** Output names a $project or $group may give: no `$` start, no dot, nothing that reaches a prototype. */
function outputName(name: string): string {
  const ok =
    name.length >= 1 &&
    name.length <= 64 &&
    !name.startsWith('$') &&
    !name.includes('.') &&
    !['__proto__', 'constructor', 'prototype'].includes(name) &&
    !hasUnstorableCharacter(name);
  return ok ? name : bad(M.mongoFieldName(name));
}

/** `'$name'` → `name`; anything else is a 400. */
function fieldPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('$')) return bad(M.mongoGroup);
  const name = value.slice(1);
  return name === '_id' ? name : outputName(name);
}

/**
 * The most times any part of `pattern` may repeat under its bounded quantifiers ({n}, {m,n}), multiplied
 * through nested groups: `(a{50}){50}` is 2,500. Escapes and bracket expressions count as one atom.
 */
export function repetitionWeight(pattern: string): number {
  const groups: number[] = [1];
  let last = 1;
  let heaviest = 1;
  const note = (weight: number) => {
    last = weight;
    groups[groups.length - 1] = Math.max(groups.at(-1) ?? 1, weight);
    heaviest = Math.max(heaviest, weight);
  };
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i];
    if (c === '\\') {
      i += 1;
      note(1);
    } else if (c === '[') {
      // A bracket expression ends at the first ] after its first character (which may itself be ] or ^]),
      // past any [:class:], [.element.] or [=class=] inside it.
      let j = i + 1;
      if (pattern[j] === '^') j += 1;
      if (pattern[j] === ']') j += 1;
      while (j < pattern.length && pattern[j] !== ']') {
        const inner = /^\[([:.=])/.exec(pattern.slice(j));
        const end = inner ? pattern.indexOf(`${inner[1]}]`, j + 2) : -1;
        j = end >= 0 ? end + 2 : j + 1;
      }
      i = j;
      note(1);
    } else if (c === '(') {
      groups.push(1);
    } else if (c === ')') {
      note(groups.length > 1 ? (groups.pop() ?? 1) : 1);
    } else if (c === '{') {
      const bound = /^\{(\d+)(?:,(\d*))?\}/.exec(pattern.slice(i));
      if (!bound) continue;
      note(last * Math.max(Number(bound[1]), Number(bound[2] || 0)));
      i += bound[0].length - 1;
    } else if (c !== '*' && c !== '+' && c !== '?' && c !== '|') {
      note(1);
    }
  }
  return heaviest;
}

/**
 * A regular expression PostgreSQL may run without surprises: short, no back references (\1, \k<…>),
 * no lookarounds or embedded options ((?=, (?!, (?<, (?i) — only (?: groups), no director prefix (***),
 * and bounded repetitions that multiply to at most MONGO_LIMITS.repeat (PostgreSQL compiles them into
 * automaton states: PGlite, which enforces no statement timeout, hangs on `(a{255}){255}`).
 */
export function checkPattern(pattern: unknown, options: unknown): { pattern: string; insensitive: boolean } {
  if (typeof pattern !== 'string' || hasUnstorableCharacter(pattern)) return bad(M.badRegex);
  if ([...pattern].length > MONGO_LIMITS.regex) return bad(M.regexTooLong(MONGO_LIMITS.regex));
  if (/\\[1-9k]|\(\?(?!:)|^\*\*\*/.test(pattern)) return bad(M.regexFeature);
  if (repetitionWeight(pattern) > MONGO_LIMITS.repeat) return bad(M.regexRepeat(MONGO_LIMITS.repeat));
  if (options !== undefined && options !== '' && options !== 'i') return bad(M.regexOptions);
  return { pattern, insensitive: options === 'i' };
}

/** What a filter names: a field of the records, or an output column of the layer before. */
type Target =
  | { t: 'field'; relation: string; field: FieldMeta }
  | { t: 'column'; relation: string; column: Column & { column: string }; expr: Expr };

const COMPARISONS: Record<string, FieldOp> = {
  $eq: 'eq',
  $ne: 'ne',
  $gt: 'gt',
  $gte: 'gte',
  $lt: 'lt',
  $lte: 'lte',
  $in: 'in',
  $nin: 'nin',
};

/** Compiles Mongo filters against one stream, counting conditions and nesting against the caps. */
class FilterCompiler {
  private conditions = 0;

  constructor(private readonly stream: Stream) {}

  filter(doc: unknown, depth = 1): Cond {
    if (!isObject(doc)) return bad(M.mongoShape);
    if (depth > QUERY_LIMITS.depth)
      return bad(M.mongoTooComplex(QUERY_LIMITS.conditions, QUERY_LIMITS.depth));
    const items = Object.entries(doc).map(([key, value]): Cond => {
      if (key === '$and' || key === '$or') {
        if (!Array.isArray(value) || value.length === 0) return bad(M.mongoShape);
        const parts = value.map((item) => this.filter(item, depth + 1));
        return { c: key === '$and' ? 'all' : 'any', items: parts };
      }
      if (key.startsWith('$')) return bad(M.mongoOperator(key));
      return this.field(key, value);
    });
    return items.length === 1 ? (items[0] as Cond) : { c: 'all', items };
  }

  private count(): void {
    this.conditions += 1;
    if (this.conditions > QUERY_LIMITS.conditions)
      bad(M.mongoTooComplex(QUERY_LIMITS.conditions, QUERY_LIMITS.depth));
  }

  private field(name: string, value: unknown): Cond {
    const operators = isObject(value) && Object.keys(value).some((k) => k.startsWith('$'));
    if (!operators) {
      if (isObject(value) || Array.isArray(value)) return bad(M.mongoOperator(name));
      return this.op(name, value === null ? '$exists' : '$eq', value === null ? false : value);
    }
    const ops = value;
    const items = Object.entries(ops).flatMap(([op, operand]): Cond[] => {
      if (op === '$options') {
        if (!('$regex' in ops)) bad(M.regexOptions);
        return [];
      }
      if (op === '$regex') return [this.regex(name, operand, ops.$options)];
      return [this.op(name, op, operand)];
    });
    return items.length === 1 ? (items[0] as Cond) : { c: 'all', items };
  }

  private regex(name: string, pattern: unknown, options: unknown): Cond {
    this.count();
    const checked = checkPattern(pattern, options);
    const target = this.target(name);
    if (target.t === 'field')
      return regexCondition(target.relation, target.field, checked.pattern, checked.insensitive);
    if (target.column.kind !== 'json') return bad(M.mongoOperator('$regex'));
    return { c: 'regex', left: { e: 'jsonText', of: target.expr }, ...checked };
  }

  private op(name: string, op: string, operand: unknown): Cond {
    this.count();
    if (op === '$exists') {
      if (typeof operand !== 'boolean') return bad(M.mongoOperator(op));
      return this.compare(name, 'isNull', !operand);
    }
    const fieldOp = Object.hasOwn(COMPARISONS, op) ? COMPARISONS[op] : undefined;
    if (!fieldOp) return bad(M.mongoOperator(op));
    if (
      (fieldOp === 'in' || fieldOp === 'nin') &&
      (!Array.isArray(operand) || operand.length > QUERY_LIMITS.inValues)
    )
      return bad(M.mongoOperator(op));
    if (operand === null && (fieldOp === 'eq' || fieldOp === 'ne'))
      return this.compare(name, 'isNull', fieldOp === 'eq');
    return this.compare(name, fieldOp, operand);
  }

  /** A field of the records, or a column of the layer before, with what conditions on it need. */
  private target(name: string): Target {
    if (this.stream.s === 'records') {
      const field = fieldOf(this.stream.source, name === '_id' ? 'id' : name, this.stream.label);
      return { t: 'field', relation: this.stream.relation, field };
    }
    const column = this.stream.columns.get(name);
    if (!column?.column) return bad(M.mongoUnknownName(name));
    const expr: Expr = { e: 'output', relation: this.stream.relation, column: column.column };
    return {
      t: 'column',
      column: { ...column, column: column.column },
      expr,
      relation: this.stream.relation,
    };
  }

  private compare(name: string, op: FieldOp, operand: unknown): Cond {
    const target = this.target(name);
    if (target.t === 'field') return fieldCondition(target.relation, target.field, op, operand);
    const { column, expr, relation } = target;
    if (column.kind !== 'json') return fieldCondition(relation, columnMeta(name, column), op, operand);
    return jsonCondition(expr, op, operand, name);
  }
}

/** An inner layer's column as a field, so the records' condition rules apply to it. */
function columnMeta(name: string, column: Column & { column: string }): FieldMeta {
  const type: ColumnType =
    column.kind === 'number'
      ? 'integer'
      : column.kind === 'isoDay' || column.kind === 'json'
        ? 'text'
        : column.kind;
  return columnField(column.column, name, type);
}

/** Conditions on a stored answer passed through a $project or $group: JSON equality, numbers compared as numbers. */
function jsonCondition(expr: Expr, op: FieldOp, operand: unknown, name: string): Cond {
  const scalar = (v: unknown) =>
    typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : bad(M.mongoOperator(name));
  const equal = (v: unknown): Cond => ({
    c: 'compare',
    left: expr,
    op: '=',
    value: JSON.stringify(scalar(v)),
    as: 'jsonb',
  });
  switch (op) {
    case 'isNull':
      return { c: 'isNull', left: expr, negate: operand === false };
    case 'eq':
      return equal(operand);
    case 'ne':
      return { c: 'notTrue', item: equal(operand) };
    case 'in':
    case 'nin': {
      const any: Cond = { c: 'any', items: (operand as unknown[]).map(equal) };
      return op === 'in' ? any : { c: 'notTrue', item: any };
    }
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      if (typeof operand !== 'number') return bad(M.mongoOperator(name));
      const cmp = ({ gt: '>', gte: '>=', lt: '<', lte: '<=' } as const)[op];
      return { c: 'compare', left: { e: 'jsonNumber', of: expr }, op: cmp, value: operand, as: 'numeric' };
    }
    default:
      return bad(M.mongoOperator(name));
  }
}

const ACCUMULATORS: Record<string, QueryAggregate> = { $sum: 'sum', $avg: 'avg', $min: 'min', $max: 'max' };

/** Compiles a Mongo query over `source` (its metadata), reading at most `rowCap` + 1 rows. */
export function compileMongo(query: MongoQuery, source: SourceMeta, rowCap: number): CompiledMongo {
  let relations = 0;
  let columns = 0;
  const nextRelation = () => `m${relations++}`;
  const nextColumn = () => `c${columns++}`;
  const emptyPlan = (from: Relation): SelectPlan => ({
    from,
    joins: [],
    calendars: [],
    columns: 'row',
    where: [],
    groupBy: [],
    orderBy: [],
    limit: null,
  });

  const first = nextRelation();
  const base: Relation =
    source.kind === 'records'
      ? { r: 'records', alias: first, collectionId: source.collectionId, creatorId: source.creatorId }
      : { r: 'system', alias: first, name: source.name, owner: source.owner };
  let layer: Layer = {
    plan: emptyPlan(base),
    stream: { s: 'records', relation: first, source, label: String(query.source) },
    outputs: null,
  };

  const wrap = () => {
    const alias = nextRelation();
    const { plan, outputs, stream } = layer;
    const next: Stream = outputs
      ? { s: 'columns', relation: alias, columns: outputs }
      : stream.s === 'records'
        ? { s: 'records', relation: alias, source: stream.source, label: stream.label }
        : { s: 'columns', relation: alias, columns: stream.columns };
    // A layer without a projection of its own answers what it read: the records, or the columns before.
    if (!outputs && stream.s === 'columns') plan.columns = passThrough(stream);
    layer = { plan: emptyPlan({ r: 'layer', alias, plan }), stream: next, outputs: null };
  };
  const passThrough = (stream: Extract<Stream, { s: 'columns' }>) =>
    [...stream.columns.values()].flatMap(({ column }) =>
      column === null
        ? []
        : [{ alias: column, expr: { e: 'output', relation: stream.relation, column } satisfies Expr }],
    );

  /** The expression of `$name` in the current stream, with its kind. */
  const valueOf = (name: string): { expr: Expr; kind: ColumnKind; field?: FieldMeta } => {
    const { stream } = layer;
    if (stream.s === 'records') {
      const field = fieldOf(stream.source, name === '_id' ? 'id' : name, stream.label);
      const kind: ColumnKind = field.access.at === 'answer' ? 'json' : field.access.type;
      return { expr: rawOf(stream.relation, field), kind, field };
    }
    const column = stream.columns.get(name);
    if (!column?.column) return bad(M.mongoUnknownName(name));
    return { expr: { e: 'output', relation: stream.relation, column: column.column }, kind: column.kind };
  };

  const stages: Record<string, (spec: unknown) => void> = {
    $match: (spec) => {
      const { plan, outputs } = layer;
      if (outputs || plan.groupBy.length > 0 || plan.orderBy.length > 0 || plan.limit !== null) wrap();
      layer.plan.where.push(new FilterCompiler(layer.stream).filter(spec));
    },
    $sort: (spec) => {
      if (!isObject(spec) || Object.keys(spec).length === 0 || Object.keys(spec).length > 10)
        return bad(M.mongoSort);
      if (layer.outputs || layer.plan.orderBy.length > 0 || layer.plan.limit !== null) wrap();
      layer.plan.orderBy = Object.entries(spec).map(([name, dir]) => {
        if (dir !== 1 && dir !== -1) return bad(M.mongoSort);
        const { stream } = layer;
        const { expr, field } = valueOf(name);
        return {
          expr: stream.s === 'records' && field ? sortOf(stream.relation, field) : expr,
          desc: dir === -1,
        };
      });
    },
    $limit: (spec) => {
      if (typeof spec !== 'number' || !Number.isInteger(spec) || spec < 1 || spec > QUERY_LIMITS.limit)
        return bad(M.mongoLimit);
      const { limit } = layer.plan;
      layer.plan.limit = limit === null ? spec : Math.min(limit, spec);
    },
    $project: (spec) => {
      if (!isObject(spec) || Object.keys(spec).length > MONGO_LIMITS.keys) return bad(M.mongoProjection);
      if (layer.outputs) wrap();
      const { stream } = layer;
      const hasId = stream.s === 'records' || Boolean(stream.columns.get('_id')?.column);
      const keepId = spec._id === undefined ? hasId : spec._id === 1 || spec._id === true;
      if (spec._id !== undefined && !keepId && spec._id !== 0 && spec._id !== false)
        return bad(M.mongoProjection);
      const outputs = new Map<string, Column>();
      const out: { alias: string; expr: Expr }[] = [];
      const add = (name: string, from: string) => {
        const { expr, kind } = valueOf(from);
        const column = nextColumn();
        out.push({ alias: column, expr });
        outputs.set(name, { column, kind, path: [name] });
      };
      if (keepId) add('_id', '_id');
      for (const [name, value] of Object.entries(spec)) {
        if (name === '_id') continue;
        if (value === 1 || value === true) add(outputName(name), name);
        else if (typeof value === 'string' && value.startsWith('$')) add(outputName(name), fieldPath(value));
        else return bad(M.mongoProjection);
      }
      layer.plan.columns = out;
      layer.outputs = outputs;
    },
    $group: (spec) => {
      if (!isObject(spec) || !('_id' in spec) || Object.keys(spec).length > MONGO_LIMITS.keys)
        return bad(M.mongoGroup);
      const { plan, outputs } = layer;
      if (outputs || plan.orderBy.length > 0 || plan.limit !== null) wrap();
      const grouped = new Map<string, Column>();
      const out: { alias: string; expr: Expr }[] = [];
      const keys: [string[], string][] = [];
      const id = spec._id;
      if (typeof id === 'string') keys.push([['_id'], fieldPath(id)]);
      else if (isObject(id))
        for (const [k, v] of Object.entries(id)) keys.push([['_id', outputName(k)], fieldPath(v)]);
      else if (id !== null) return bad(M.mongoGroup);
      for (const [path, from] of keys) {
        const { expr, kind } = valueOf(from);
        const column = nextColumn();
        out.push({ alias: column, expr });
        grouped.set(path.join('.'), { column, kind, path });
      }
      const groupBy = out.map((_, i) => i + 1);
      if (id === null) grouped.set('_id', { column: null, kind: 'json', path: ['_id'] });
      for (const [name, accumulator] of Object.entries(spec)) {
        if (name === '_id') continue;
        const { expr, kind } = accumulate(accumulator);
        const column = nextColumn();
        out.push({ alias: column, expr });
        grouped.set(outputName(name), { column, kind, path: [name] });
      }
      layer.plan.columns = out;
      layer.plan.groupBy = groupBy;
      layer.outputs = grouped;
    },
  };

  /** One accumulator of $group over the current stream. */
  const accumulate = (spec: unknown): { expr: Expr; kind: ColumnKind } => {
    if (!isObject(spec) || Object.keys(spec).length !== 1) return bad(M.mongoGroup);
    const [[op, arg]] = Object.entries(spec) as [[string, unknown]];
    if (op === '$count' || (op === '$sum' && arg === 1)) {
      if (op === '$count' && !(isObject(arg) && Object.keys(arg).length === 0)) return bad(M.mongoGroup);
      return { expr: { e: 'aggregate', fn: 'count', arg: null, as: 'number' }, kind: 'number' };
    }
    const fn = (Object.hasOwn(ACCUMULATORS, op) ? ACCUMULATORS[op] : undefined) ?? bad(M.mongoOperator(op));
    const { expr, kind, field } = valueOf(fieldPath(arg));
    const { stream } = layer;
    if (field && stream.s === 'records') {
      // Mongo sums the numbers among the values and passes over the rest: a text answer's number key.
      if (field.kind === 'text')
        return {
          expr: {
            e: 'aggregate',
            fn,
            arg: { e: 'number', ref: { relation: stream.relation, access: field.access } },
            as: 'number',
          },
          kind: 'number',
        };
      const aggregate = aggregateOf(stream.relation, field, fn);
      return {
        expr: aggregate,
        kind: aggregate.e === 'aggregate' && aggregate.as === 'isoDay' ? 'isoDay' : 'number',
      };
    }
    const value: Expr = kind === 'json' ? { e: 'jsonNumber', of: expr } : expr;
    if (kind !== 'json' && kind !== 'number' && kind !== 'integer') return bad(M.mongoOperator(op));
    return { expr: { e: 'aggregate', fn, arg: value, as: 'number' }, kind: 'number' };
  };

  const pipeline = query.filter ? [{ $match: query.filter }, ...query.pipeline] : query.pipeline;
  for (const stage of pipeline) {
    const entries = Object.entries(stage);
    if (entries.length !== 1) return bad(M.mongoStageShape);
    const [[name, spec]] = entries as [[string, unknown]];
    const run = Object.hasOwn(stages, name) ? stages[name] : undefined;
    if (!run) return bad(M.mongoStage(name));
    run(spec);
  }

  // The last layer answers documents: its projection, the columns it read, or the records themselves.
  const { plan, outputs, stream } = layer;
  plan.limit = plan.limit === null ? rowCap + 1 : Math.min(plan.limit, rowCap + 1);
  if (outputs) return { plan, documents: { kind: 'columns', outputs: [...outputs.values()] } };
  if (stream.s === 'columns') {
    plan.columns = passThrough(stream);
    return { plan, documents: { kind: 'columns', outputs: [...stream.columns.values()] } };
  }
  if (stream.source.kind === 'records') {
    const id = fieldOf(stream.source, 'id', 'id');
    plan.columns = [
      { alias: 'c_id', expr: rawOf(stream.relation, id) },
      { alias: 'c_data', expr: { e: 'record', relation: stream.relation } },
    ];
    return { plan, documents: { kind: 'records', id: 'c_id', data: 'c_data' } };
  }
  const fields = [...stream.source.fields.values()];
  plan.columns = fields.map((f, i) => ({ alias: `c${columns + i}`, expr: rawOf(stream.relation, f) }));
  return {
    plan,
    documents: {
      kind: 'columns',
      outputs: fields.map((f, i) => ({
        path: [f.id === 'id' ? '_id' : f.id],
        column: `c${columns + i}`,
        kind: f.access.at === 'column' ? f.access.type : 'json',
      })),
    },
  };
}
