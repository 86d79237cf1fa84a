// The plan both compilers (query-compiler.ts for query definitions, mongo-compiler.ts for the Mongo
// subset) produce and query-sql.repository.ts turns into one parameterised SQL statement. A plan holds no
// SQL text and no identifier from the caller: relations and output columns carry names the compilers make
// up (s0, c0, …), fields are reached through metadata (a record answer by its validated field id, or a
// column from the system sources' allowlist), and every value is a parameter when rendered.
import type { QueryAggregate, QueryDateGroup } from '@darvazeh/shared';

/**
 * The system collections queries may read: SPEC §3's, and the requests and their tasks (named here for
 * the dashboards' reports, and the services by name; SPEC §3 lists no collection of them).
 */
export type SystemSourceName =
  | 'users'
  | 'Unit'
  | 'UnitType'
  | 'UnitResponsibility'
  | 'AuthLog'
  | 'SsoClientLoginLog'
  | 'Requests'
  | 'RequestTasks'
  | 'Services';

/**
 * The viewer a system relation is limited to (SPEC §6 ownership): the rows their live unit
 * responsibilities `held` own (a null unit or unit role −1 on the row matching any), or that name them.
 */
export type SourceOwner = { userId: number; held: readonly { unitId: number; unitRoleId: number }[] };

/** How a column of a system table (or a record's own column) is typed. */
export type ColumnType = 'integer' | 'text' | 'boolean' | 'timestamp';

/**
 * Where a field's value lives: a record answer (keys[id] and friends for comparing, data along `path` for
 * answering) or a column of the relation (a system table's, or a record's id, createdAt, …).
 */
export type FieldAccess =
  { at: 'answer'; id: string; path: readonly string[] } | { at: 'column'; column: string; type: ColumnType };

/** A field of one relation of the plan. */
export type FieldRef = { relation: string; access: FieldAccess };

/**
 * A value the statement computes:
 * - raw: the value as stored (a record's answer as JSON, a column as it is); rawText: the same as text
 * - text: the folded text records compare (keys[id]); a column as text
 * - labels: the option labels of a choice answer (keys[id#t]), else its folded text
 * - number: keys[id#n] read as numeric only when it is a JSON number (never an error); numeric columns
 * - day: the Tehran-time day as days since 1970-01-01 (keys[id#d], a timestamp column in Tehran)
 * - sort: a byte-ordered sort key (keys[id#s], Persian order); a column itself
 * - dayKey: a date field's day as stored: keys[id#d] as JSON for an answer, the Tehran-time date of a column
 * - jalali: a Jalali day, month or year from the calendar join `calendar`
 * - aggregate: fn over `arg` (count of rows when null); `as` says how the result is answered (`partial`:
 *   as computed, for an outer layer to aggregate again)
 * - output: an output column of an inner layer, or of this select when `relation` is null
 * - jsonNumber: a JSON value read as a number when it is one (else null); jsonText: a JSON value as text
 * - record: a relation's whole answers object (data)
 * - fanOut: 1 times max(1, count) for each of `counts` (a null count is 0): how many rows one row becomes
 *   when it meets, in each joined relation, that many rows or none (query-fanout.ts)
 */
export type Expr =
  | { e: 'raw' | 'rawText' | 'text' | 'labels' | 'number' | 'day' | 'dayKey' | 'sort'; ref: FieldRef }
  | { e: 'jalali'; calendar: string; unit: QueryDateGroup }
  | { e: 'aggregate'; fn: QueryAggregate; arg: Expr | null; as: 'number' | 'isoDay' | 'partial' }
  | { e: 'output'; relation: string | null; column: string }
  | { e: 'jsonNumber' | 'jsonText'; of: Expr }
  | { e: 'record'; relation: string }
  | { e: 'fanOut'; counts: Expr[] };

/** A constant of a condition: always a parameter. */
export type Scalar = string | number | boolean;

/**
 * A condition:
 * - textEquals: folded text equal to `value`, compared on the indexed prefix first (records' indexes)
 * - compare: `left op value` (`as` casts the parameter to what `left` is)
 * - in: `left` equal to one of `values`
 * - contains: the relation's keys hold `json` (JSONB containment: multi-choice answers)
 * - like: substring (pattern already escaped); regex: PostgreSQL ARE, checked by the compiler
 * - isNull; notTrue: false or unknown (`ne` matching unanswered fields); equal: two expressions (joins)
 */
export type Cond =
  | { c: 'all' | 'any'; items: Cond[] }
  | { c: 'notTrue'; item: Cond }
  | { c: 'textEquals'; left: Expr; value: string }
  | { c: 'compare'; left: Expr; op: '=' | '<' | '<=' | '>' | '>='; value: Scalar; as: ParamType }
  | { c: 'in'; left: Expr; values: Scalar[]; as: ParamType }
  | { c: 'contains'; relation: string; json: string }
  | { c: 'like'; left: Expr; pattern: string; insensitive: boolean }
  | { c: 'regex'; left: Expr; pattern: string; insensitive: boolean }
  | { c: 'isNull'; left: Expr; negate: boolean }
  | { c: 'equal'; left: Expr; right: Expr };

/** The SQL type a parameter is cast to. */
export type ParamType = 'text' | 'numeric' | 'integer' | 'boolean' | 'jsonb';

/**
 * A relation the plan reads: a data collection's live records (only `creatorId`'s when set: an
 * Employee's own), a system table's live rows (only those `owner` owns when set), an inner plan (a derived table), or the stored day counts
 * of one date field of a collection (query-day-counts.ts): one row per day, its day key as JSON under
 * `day` and its count of live records under each of `counts`, plus one row with no day for the live
 * records holding none, when there are any.
 */
export type Relation =
  | { r: 'records'; alias: string; collectionId: number; creatorId: number | null }
  | { r: 'system'; alias: string; name: SystemSourceName; owner: SourceOwner | null }
  | { r: 'layer'; alias: string; plan: SelectPlan }
  | { r: 'dayCounts'; alias: string; collectionId: number; fieldId: string; day: string; counts: string[] };

/** A join of the Jalali calendar on the day a day key stands for. */
export type Calendar = { alias: string; key: Expr; stored: FieldAccess['at'] };

/** One SELECT. `columns: 'row'` answers every column of `from` (an inner layer that filters records). */
export type SelectPlan = {
  from: Relation;
  joins: { kind: 'inner' | 'left'; to: Relation; on: Cond }[];
  /**
   * Left joins of jalali_days on a day, after every other join: `key` is a dayKey expression (or an inner
   * layer's output holding one) and `stored` says what it holds (a JSON day number, or a date).
   */
  calendars: Calendar[];
  columns: { alias: string; expr: Expr }[] | 'row';
  where: Cond[];
  /** 1-based positions in `columns` (GROUP BY ordinal: the grouped expression is the answered one). */
  groupBy: number[];
  orderBy: { expr: Expr; desc: boolean }[];
  limit: number | null;
};
