// Renders a SelectPlan (query-plan.ts) as one SQL statement with drizzle's `sql` template
// (query-run.repository.ts runs it). Identifiers in the statement come from three places only: the
// relation and column aliases the compilers made up (s0, l1, c0, j0: quoted anyway), the system tables'
// column allowlist (query-system-tables.ts), and drizzle's schema objects. Everything taken from a
// definition or a Mongo query (field ids, JSON keys, values, patterns) is a bound parameter, cast to the
// type it is compared as. The statement checks its own deadline as it reads rows (`deadline` below).
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  collectionDayCounts,
  collectionRecords,
  collectionRecordTotals,
  jalaliDays,
  requestTasks,
} from '../../db/schema/index.js';
import { providerTasksHeldBy } from '../requests/request-access.service.js';
import { INDEXED_PREFIX } from '../collections/record-values.service.js';
import type {
  Calendar,
  Cond,
  Expr,
  FieldRef,
  ParamType,
  Relation,
  Scalar,
  SelectPlan,
  SystemSourceName,
} from './query-plan.js';
import { SYSTEM_TABLES } from './query-system-tables.js';

/** A record's own columns by the names queries use. */
const RECORD_COLUMNS: Record<string, PgColumn> = {
  id: collectionRecords.id,
  createdAt: collectionRecords.createdAt,
  creatorId: collectionRecords.creatorId,
  updatedAt: collectionRecords.updatedAt,
};

/** What a relation alias stands for: a records relation (the table, or an inner layer of its rows), a system table, or a layer. */
type RelationKind = { kind: 'records' } | { kind: 'system'; name: SystemSourceName } | { kind: 'layer' };

const ident = (name: string) => sql.identifier(name);
const TEHRAN = sql.raw(`'Asia/Tehran'`);
const EPOCH = sql.raw(`date '1970-01-01'`);

const CASTS: Record<ParamType, SQL> = {
  text: sql.raw('text'),
  numeric: sql.raw('numeric'),
  integer: sql.raw('integer'),
  boolean: sql.raw('boolean'),
  jsonb: sql.raw('jsonb'),
};
const param = (value: Scalar, as: ParamType): SQL => sql`${value}::${CASTS[as]}`;

/** One row in this many, at random, reads the clock for a statement's deadline (Renderer.deadline). */
const DEADLINE_SAMPLE = 64;

/** Renders one plan; relation kinds are collected as the relations are met, inner layers first. */
class Renderer {
  private readonly kinds = new Map<string, RelationKind>();

  /** `timeoutMs`: how long after it starts the statement stops itself (`deadline`). */
  constructor(private readonly timeoutMs: number) {}

  select(plan: SelectPlan): SQL {
    const from = this.relation(plan.from);
    const joins = plan.joins.map((join) => {
      const to = this.relation(join.to);
      const way = sql.raw(join.kind === 'left' ? 'left join' : 'inner join');
      const on = [this.cond(join.on), ...this.scope(join.to), this.deadline()];
      return sql` ${way} ${to} on ${sql.join(on, sql` and `)}`;
    });
    const calendars = plan.calendars.map(
      ({ alias, key, stored }) =>
        sql` left join ${jalaliDays} as ${ident(alias)} on ${ident(alias)}.${ident(jalaliDays.day.name)} = ${this.dayOfKey(key, stored)}`,
    );
    const columns =
      plan.columns === 'row'
        ? sql`${ident(plan.from.alias)}.*`
        : sql.join(
            plan.columns.map((c) => sql`${this.expr(c.expr)} as ${ident(c.alias)}`),
            sql`, `,
          );
    const where = [...this.scope(plan.from), ...plan.where.map((c) => this.cond(c))];
    const parts = [sql`select ${columns} from ${from}`, ...joins, ...calendars];
    if (where.length > 0) parts.push(sql` where ${sql.join(where, sql` and `)}`);
    if (plan.groupBy.length > 0)
      parts.push(sql.raw(` group by ${plan.groupBy.map((n) => String(Math.trunc(n))).join(', ')}`));
    if (plan.orderBy.length > 0) {
      const keys = plan.orderBy.map(
        (o) => sql`${this.expr(o.expr)} ${sql.raw(o.desc ? 'desc' : 'asc')} nulls last`,
      );
      parts.push(sql` order by ${sql.join(keys, sql`, `)}`);
    }
    if (plan.limit !== null) parts.push(sql` limit ${Math.trunc(plan.limit)}`);
    return sql.join(parts, sql``);
  }

  private relation(relation: Relation): SQL {
    const alias = ident(relation.alias);
    switch (relation.r) {
      case 'records':
        this.kinds.set(relation.alias, { kind: 'records' });
        return sql`${collectionRecords} as ${alias}`;
      case 'system':
        this.kinds.set(relation.alias, { kind: 'system', name: relation.name });
        return sql`${SYSTEM_TABLES[relation.name].table} as ${alias}`;
      case 'layer': {
        const inner = this.select(relation.plan);
        const rows = relation.plan.columns === 'row' ? this.kinds.get(relation.plan.from.alias) : undefined;
        this.kinds.set(relation.alias, rows ?? { kind: 'layer' });
        return sql`(${inner}) as ${alias}`;
      }
      case 'dayCounts':
        this.kinds.set(relation.alias, { kind: 'layer' });
        return sql`(${dayCountRows(relation)}) as ${alias}`;
    }
  }

  /**
   * The conditions that make a relation what it stands for — one collection's live (and, for Employees,
   * own) records; live rows (and, for a viewer's scope, the rows they own) — and the deadline on every
   * row read from it.
   */
  private scope(relation: Relation): SQL[] {
    const alias = ident(relation.alias);
    const column = (c: PgColumn) => sql`${alias}.${ident(c.name)}`;
    if (relation.r === 'records') {
      const scope = [
        sql`${column(collectionRecords.collectionId)} = ${param(relation.collectionId, 'integer')}`,
        sql`${column(collectionRecords.deletedAt)} is null`,
      ];
      if (relation.creatorId !== null)
        scope.push(sql`${column(collectionRecords.creatorId)} = ${param(relation.creatorId, 'integer')}`);
      return [...scope, this.deadline(column(collectionRecords.id))];
    }
    if (relation.r === 'system') {
      const { live, columns, ownedThrough } = SYSTEM_TABLES[relation.name];
      const idColumn = columns.id?.[0];
      const id = idColumn && !('of' in idColumn) ? idColumn : undefined;
      const scope = live ? [sql`${column(live)} is null`] : [];
      const { owner } = relation;
      if (owner !== null) {
        // Never read a scoped relation whole: a table that cannot be limited to its owner is a bug here.
        if (!ownedThrough || !id) throw new Error(`${relation.name} cannot be limited to an owner`);
        const held = providerTasksHeldBy(owner.userId, owner.held);
        scope.push(sql`${column(id)} in (select ${ownedThrough} from ${requestTasks} where ${held})`);
      }
      return [...scope, this.deadline(id && column(id))];
    }
    return [];
  }

  /**
   * True until `timeoutMs` after the statement started; then the cast to the domain query_before_deadline
   * (migration 0032) fails with a check violation of `query_deadline`, which runReadOnly answers as the
   * timeout. PostgreSQL stops a statement at statement_timeout from a timer signal; PGlite, in WebAssembly
   * on the server's own thread, has none, so the statement checks the clock itself on the rows it reads.
   * Given a relation's id column, the check is tied to that relation, so the planner runs it in the
   * relation's scan (rows read); without one it runs at the join whose ON clause holds it (rows the join
   * makes). Both are needed: a scan of a large collection and a join of small ones can each run for
   * seconds. The id is never null; `or … is null` only names the column. Reading the clock costs PGlite a
   * call out of WebAssembly, more than reading a row, so one row in DEADLINE_SAMPLE, at random, reads it.
   */
  private deadline(id?: SQL): SQL {
    const before = sql`clock_timestamp() < statement_timestamp() + ${`${Math.trunc(this.timeoutMs)} milliseconds`}::interval`;
    const check = id ? sql`(${before}) or ${id} is null` : before;
    return sql`(case when random() >= ${sql.raw(String(1 / DEADLINE_SAMPLE))} then true else (${check})::query_before_deadline end)`;
  }

  private column(ref: FieldRef): SQL {
    if (ref.access.at !== 'column') throw new Error('not a column');
    const kind = this.kinds.get(ref.relation);
    const logical = ref.access.column;
    // An inner layer's output columns are the compilers' own aliases (c0, …).
    if (kind?.kind === 'layer') return sql`${ident(ref.relation)}.${ident(logical)}`;
    const column =
      kind?.kind === 'records'
        ? RECORD_COLUMNS[logical]
        : kind?.kind === 'system'
          ? SYSTEM_TABLES[kind.name].columns[logical]?.[0]
          : undefined;
    if (!column) throw new Error(`no column ${logical} on ${ref.relation}`);
    const of = (c: PgColumn) => sql`${ident(ref.relation)}.${ident(c.name)}`;
    return 'of' in column ? sql`(${column.of(of)})` : of(column);
  }

  private keys(relation: string): SQL {
    return sql`${ident(relation)}.${ident(collectionRecords.keys.name)}`;
  }

  /** keys ->> '{id}{suffix}' (the key a parameter). */
  private key(ref: FieldRef, suffix: '' | '#t' | '#s', id: string): SQL {
    return sql`(${this.keys(ref.relation)} ->> ${param(`${id}${suffix}`, 'text')})`;
  }

  /** A stored JSON number of keys as numeric, null for anything else: never a cast error. */
  private keyNumber(ref: FieldRef, id: string, suffix: '#n' | '#d'): SQL {
    const value = sql`(${this.keys(ref.relation)} -> ${param(`${id}${suffix}`, 'text')})`;
    return sql`(case when jsonb_typeof(${value}) = 'number' then ${value}::numeric end)`;
  }

  private answer(ref: FieldRef): SQL {
    if (ref.access.at !== 'answer') throw new Error('not an answer');
    const steps = ref.access.path.map((key) => sql` -> ${param(key, 'text')}`);
    return sql`(${ident(ref.relation)}.${ident(collectionRecords.data.name)}${sql.join(steps, sql``)})`;
  }

  /** The day (a date) a day key stands for: a JSON day number when it is one (else null), or a date as is. */
  private dayOfKey(key: Expr, stored: Calendar['stored']): SQL {
    const value = this.expr(key);
    if (stored === 'column') return value;
    return sql`(${EPOCH} + floor(case when jsonb_typeof(${value}) = 'number' then (${value})::numeric end)::integer)`;
  }

  private dayNumber(ref: FieldRef): SQL {
    if (ref.access.at === 'answer') return sql`(floor(${this.keyNumber(ref, ref.access.id, '#d')})::integer)`;
    return sql`(((${this.column(ref)} at time zone ${TEHRAN})::date - ${EPOCH}))`;
  }

  expr(expr: Expr): SQL {
    switch (expr.e) {
      case 'raw':
        return expr.ref.access.at === 'answer' ? this.answer(expr.ref) : this.column(expr.ref);
      case 'rawText':
        return expr.ref.access.at === 'answer'
          ? sql`(${this.answer(expr.ref)} #>> '{}')`
          : sql`(${this.column(expr.ref)}::text)`;
      case 'text':
      case 'labels':
        if (expr.ref.access.at === 'column') return sql`(${this.column(expr.ref)}::text)`;
        return expr.e === 'text'
          ? this.key(expr.ref, '', expr.ref.access.id)
          : sql`coalesce(${this.key(expr.ref, '#t', expr.ref.access.id)}, ${this.key(expr.ref, '', expr.ref.access.id)})`;
      case 'number':
        return expr.ref.access.at === 'answer'
          ? this.keyNumber(expr.ref, expr.ref.access.id, '#n')
          : this.column(expr.ref);
      case 'day':
        return this.dayNumber(expr.ref);
      case 'dayKey':
        return expr.ref.access.at === 'answer'
          ? sql`(${this.keys(expr.ref.relation)} -> ${param(`${expr.ref.access.id}#d`, 'text')})`
          : sql`((${this.column(expr.ref)} at time zone ${TEHRAN})::date)`;
      case 'sort':
        return expr.ref.access.at === 'answer'
          ? sql`${this.key(expr.ref, '#s', expr.ref.access.id)} collate "C"`
          : this.column(expr.ref);
      case 'jalali': {
        const part = (name: string) => sql`${ident(expr.calendar)}.${ident(name)}`;
        const two = (name: string) => sql`lpad(${part(name)}::text, 2, '0')`;
        if (expr.unit === 'jalaliYear') return part('jy');
        if (expr.unit === 'jalaliMonth') return sql`(${part('jy')}::text || '/' || ${two('jm')})`;
        // The week of the Jalali year from Saturday ('1404-W07'), the season by its months ('1404-S2').
        if (expr.unit === 'jalaliWeek') return sql`(${part('jy')}::text || '-W' || ${two('jweek')})`;
        if (expr.unit === 'jalaliSeason')
          return sql`(${part('jy')}::text || '-S' || ((${part('jm')} + 2) / 3)::text)`;
        return sql`(${part('jy')}::text || '/' || ${two('jm')} || '/' || ${two('jd')})`;
      }
      case 'aggregate': {
        const arg = expr.arg ? this.expr(expr.arg) : sql.raw('*');
        const call = {
          count: sql`count(${arg})`,
          countDistinct: sql`count(distinct ${arg})`,
          sum: sql`sum(${arg})`,
          avg: sql`avg(${arg})`,
          min: sql`min(${arg})`,
          max: sql`max(${arg})`,
          p90: sql`percentile_cont(0.9) within group (order by ${arg})`,
        }[expr.fn];
        if (expr.as === 'partial') return call;
        return expr.as === 'isoDay' ? sql`to_char(${EPOCH} + ${call}, 'YYYY-MM-DD')` : sql`(${call})::float8`;
      }
      case 'output':
        return expr.relation === null
          ? sql`${ident(expr.column)}`
          : sql`${ident(expr.relation)}.${ident(expr.column)}`;
      case 'jsonNumber': {
        const value = this.expr(expr.of);
        return sql`(case when jsonb_typeof(${value}) = 'number' then (${value})::numeric end)`;
      }
      case 'jsonText':
        return sql`(${this.expr(expr.of)} #>> '{}')`;
      case 'record':
        return sql`${ident(expr.relation)}.${ident(collectionRecords.data.name)}`;
      case 'fanOut': {
        const factors = expr.counts.map((count) => sql`greatest(1, coalesce(${this.expr(count)}, 0))`);
        return sql`(${sql.join([sql.raw('1::float8'), ...factors], sql` * `)})`;
      }
    }
  }

  cond(cond: Cond): SQL {
    switch (cond.c) {
      case 'all':
      case 'any': {
        if (cond.items.length === 0) return sql.raw(cond.c === 'all' ? 'true' : 'false');
        const items = cond.items.map((item) => this.cond(item));
        return sql`(${sql.join(items, sql.raw(cond.c === 'all' ? ' and ' : ' or '))})`;
      }
      case 'notTrue':
        return sql`((${this.cond(cond.item)}) is not true)`;
      case 'textEquals': {
        // On the indexed prefix first, as the per-collection btree indexes hold it; a longer value also
        // compares whole (modules/collections records.repository.ts does the same).
        const left = this.expr(cond.left);
        const prefix = sql.raw(String(INDEXED_PREFIX));
        const onPrefix = sql`left(${left}, ${prefix}) = left(${param(cond.value, 'text')}, ${prefix})`;
        return [...cond.value].length < INDEXED_PREFIX
          ? onPrefix
          : sql`(${onPrefix} and ${left} = ${param(cond.value, 'text')})`;
      }
      case 'compare':
        return sql`(${this.expr(cond.left)} ${sql.raw(cond.op)} ${param(cond.value, cond.as)})`;
      case 'in':
        return sql`(${this.expr(cond.left)} in (${sql.join(
          cond.values.map((v) => param(v, cond.as)),
          sql`, `,
        )}))`;
      case 'contains':
        return sql`(${this.keys(cond.relation)} @> ${param(cond.json, 'jsonb')})`;
      case 'like':
        return sql`(${this.expr(cond.left)} ${sql.raw(cond.insensitive ? 'ilike' : 'like')} ${param(cond.pattern, 'text')})`;
      case 'regex':
        return sql`(${this.expr(cond.left)} ${sql.raw(cond.insensitive ? '~*' : '~')} ${param(cond.pattern, 'text')})`;
      case 'isNull':
        return sql`(${this.expr(cond.left)} ${sql.raw(cond.negate ? 'is not null' : 'is null')})`;
      case 'equal':
        return sql`(${this.expr(cond.left)} = ${this.expr(cond.right)})`;
    }
  }
}

/**
 * The rows of a dayCounts relation: each day of the field holding live records, and one row of no day for
 * the collection's live records minus those (records without that date, or with a key that is no number).
 */
function dayCountRows(relation: Extract<Relation, { r: 'dayCounts' }>): SQL {
  const counts = collectionDayCounts;
  const ofField = sql`${counts.collectionId} = ${param(relation.collectionId, 'integer')} and ${counts.fieldId} = ${param(relation.fieldId, 'text')}`;
  const columns = (day: SQL, n: SQL) =>
    sql.join(
      [sql`${day} as ${ident(relation.day)}`, ...relation.counts.map((c) => sql`${n} as ${ident(c)}`)],
      sql`, `,
    );
  const withoutDay = sql`(select ${collectionRecordTotals.live} - coalesce((select sum(${counts.n}) from ${counts} where ${ofField}), 0) as n from ${collectionRecordTotals} where ${collectionRecordTotals.collectionId} = ${param(relation.collectionId, 'integer')})`;
  return sql`select ${columns(sql`to_jsonb(${counts.day})`, sql`${counts.n}`)} from ${counts} where ${ofField} and ${counts.n} > 0 union all select ${columns(sql`null::jsonb`, sql`u.n`)} from ${withoutDay} as u where u.n > 0`;
}

/** The statement of a plan, stopping itself `timeoutMs` after it starts. */
export function renderPlan(plan: SelectPlan, timeoutMs: number): SQL {
  return new Renderer(timeoutMs).select(plan);
}
