// Renders a SelectPlan (query-plan.ts) as one SQL statement with drizzle's `sql` template and runs it
// read-only under a statement timeout. Identifiers in the statement come from three places only: the
// relation and column aliases the compilers made up (s0, l1, c0, j0: quoted anyway), the system tables'
// column allowlist below, and drizzle's schema objects. Everything taken from a definition or a Mongo
// query (field ids, JSON keys, values, patterns) is a bound parameter, cast to the type it is compared as.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  authLogs,
  collectionDayCounts,
  collectionRecords,
  collectionRecordTotals,
  jalaliDays,
  ssoClientLoginLogs,
  unitResponsibilities,
  units,
  unitTypes,
  users,
} from '../../db/schema/index.js';
import { AppError, pgErrorOf } from '../../plugins/errors.js';
import { INDEXED_PREFIX } from '../collections/record-values.service.js';
import { queryMessages } from '../../messages/index.js';
import type {
  Calendar,
  ColumnType,
  Cond,
  Expr,
  FieldRef,
  ParamType,
  Relation,
  Scalar,
  SelectPlan,
  SystemSourceName,
} from './query-plan.js';

type SystemTable = {
  table: PgTable;
  live: PgColumn | null;
  /** The public fields of SPEC §3's system collection: field id → column (never hashes or secrets). */
  columns: Record<string, [PgColumn, ColumnType]>;
};

/** The system collections a query may read, and the only columns of theirs it may name. */
const SYSTEM_TABLES: Record<SystemSourceName, SystemTable> = {
  users: {
    table: users,
    live: users.deletedAt,
    columns: {
      id: [users.id, 'integer'],
      username: [users.username, 'text'],
      firstName: [users.firstName, 'text'],
      lastName: [users.lastName, 'text'],
      email: [users.email, 'text'],
      mobile: [users.mobile, 'text'],
      locked: [users.locked, 'boolean'],
      createdAt: [users.createdAt, 'timestamp'],
    },
  },
  Unit: {
    table: units,
    live: units.deletedAt,
    columns: {
      id: [units.id, 'integer'],
      name: [units.name, 'text'],
      parentId: [units.parentId, 'integer'],
      unitTypeId: [units.unitTypeId, 'integer'],
    },
  },
  UnitType: {
    table: unitTypes,
    live: unitTypes.deletedAt,
    columns: { id: [unitTypes.id, 'integer'], name: [unitTypes.name, 'text'] },
  },
  UnitResponsibility: {
    table: unitResponsibilities,
    live: unitResponsibilities.deletedAt,
    columns: {
      id: [unitResponsibilities.id, 'integer'],
      userId: [unitResponsibilities.userId, 'integer'],
      unitId: [unitResponsibilities.unitId, 'integer'],
      unitRoleId: [unitResponsibilities.unitRoleId, 'integer'],
      personalId: [unitResponsibilities.personalId, 'text'],
    },
  },
  AuthLog: {
    table: authLogs,
    live: null,
    columns: {
      id: [authLogs.id, 'integer'],
      userId: [authLogs.userId, 'integer'],
      username: [authLogs.username, 'text'],
      ip: [authLogs.ip, 'text'],
      userAgent: [authLogs.userAgent, 'text'],
      result: [authLogs.result, 'text'],
      createdAt: [authLogs.createdAt, 'timestamp'],
    },
  },
  SsoClientLoginLog: {
    table: ssoClientLoginLogs,
    live: null,
    columns: {
      id: [ssoClientLoginLogs.id, 'integer'],
      userId: [ssoClientLoginLogs.userId, 'integer'],
      clientId: [ssoClientLoginLogs.clientId, 'integer'],
      protocol: [ssoClientLoginLogs.protocol, 'text'],
      event: [ssoClientLoginLogs.event, 'text'],
      reason: [ssoClientLoginLogs.reason, 'text'],
      ip: [ssoClientLoginLogs.ip, 'text'],
      createdAt: [ssoClientLoginLogs.createdAt, 'timestamp'],
    },
  },
};

/** The system collections queries read, by SPEC §3 name. */
export const SYSTEM_SOURCE_NAMES = Object.keys(SYSTEM_TABLES) as SystemSourceName[];

/** A system collection's fields a query may name, with their column types. */
export function systemSourceColumns(name: SystemSourceName): [string, ColumnType][] {
  return Object.entries(SYSTEM_TABLES[name].columns).map(([id, [, type]]) => [id, type]);
}

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

/** Renders one plan; relation kinds are collected as the relations are met, inner layers first. */
class Renderer {
  private readonly kinds = new Map<string, RelationKind>();

  select(plan: SelectPlan): SQL {
    const from = this.relation(plan.from);
    const joins = plan.joins.map((join) => {
      const to = this.relation(join.to);
      const way = sql.raw(join.kind === 'left' ? 'left join' : 'inner join');
      const on = [this.cond(join.on), ...this.scope(join.to)];
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

  /** The conditions that make a relation what it stands for: one collection's live (and, for Employees, own) records; live rows. */
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
      return scope;
    }
    if (relation.r === 'system') {
      const live = SYSTEM_TABLES[relation.name].live;
      return live ? [sql`${column(live)} is null`] : [];
    }
    return [];
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
    return sql`${ident(ref.relation)}.${ident(column.name)}`;
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

/** The statement of a plan. */
export function renderPlan(plan: SelectPlan): SQL {
  return new Renderer().select(plan);
}

/**
 * Runs `statement` in a read-only transaction with `SET LOCAL statement_timeout` (set_config(…, true),
 * so the timeout is a parameter too) and answers its rows. A statement cancelled by the timeout and a
 * regular expression PostgreSQL refuses are Persian 400s. PGlite accepts the setting but, having no
 * timer signals in WebAssembly, does not enforce it: there the caps of the definitions bound the work.
 */
export async function runReadOnly(
  db: Db,
  statement: SQL,
  timeoutMs: number,
): Promise<Record<string, unknown>[]> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`set transaction read only`);
      await tx.execute(sql`select set_config('statement_timeout', ${String(Math.trunc(timeoutMs))}, true)`);
      const result: unknown = await tx.execute(statement);
      return (result as { rows: Record<string, unknown>[] }).rows;
    });
  } catch (error) {
    const code = pgErrorOf(error)?.code;
    if (code === '57014')
      throw new AppError('bad_request', queryMessages.timedOut(Math.max(1, Math.round(timeoutMs / 1000))));
    if (code === '2201B') throw new AppError('bad_request', queryMessages.badRegex);
    throw error;
  }
}
