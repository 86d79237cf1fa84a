import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Principal, ReadOnlyEndpoints, ResourceEndpoints } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import type { RecycleSpec } from './recycle-definition.js';

/** Value type of a filterable or sortable field; decides which operators and values are valid. */
export type FieldType = 'text' | 'number' | 'boolean' | 'date';

/**
 * A field clients may filter and sort on, and the column behind it. `membership` makes a number field
 * filter through a relation (eq/in only): it answers the condition "the row relates to one of these ids".
 */
export type ResourceField = { column: PgColumn; type: FieldType; membership?: (ids: number[]) => SQL };

/** The columns every resource table has: an integer id and the audit set. */
export type ResourceTable = PgTable & {
  id: PgColumn;
  createdAt: PgColumn;
  creatorId: PgColumn;
  updatedAt: PgColumn;
  updaterId: PgColumn;
  deletedAt: PgColumn;
  deleterId: PgColumn;
};

/** An append-only table (logs, outbox) listed through the same filter and paging, never written by clients. */
export type LogTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/** Everything the resource plugin needs to serve the ARCHITECTURE.md §3 routes for one table. */
export type ResourceDefinition = {
  /** The resource's declared endpoints (@darvazeh/shared `api/`): name, access and schemas. */
  api: ResourceEndpoints;
  table: ResourceTable;
  /** Fields clients may filter and sort on, by wire name. */
  fields: Record<string, ResourceField>;
  /**
   * Column holding the record's name, unique among live rows; enables `check-name`. Writes check the
   * body field of that column (normalised) in their transaction; a unique index on live rows over the
   * column, when the table has one, turns a race past the check into the same 400.
   */
  nameColumn?: PgColumn;
  /** The Persian message for a name already in use, when the generic one is not specific enough. */
  duplicateNameMessage?: string;
  /**
   * Persian messages for the table's other unique indexes on live rows, by index name (a category's name
   * among its siblings): a hook checks first, and a race past the check ends in the same 400, not a 500.
   */
  uniqueMessages?: Readonly<Record<string, string>>;
  /** The body field each of those indexes is about (a user's national ID), for the client to mark. */
  uniqueFields?: Readonly<Record<string, string>>;
  /**
   * Row-level ownership (SPEC §6): a SQL condition limiting what `user` may see and change; `user` is null
   * only on a resource that visitors may list or read.
   */
  ownedBy?: (user: Principal | null) => SQL | undefined;
  /** The order of a list whose client names none (newest first by default). */
  defaultOrder?: readonly SQL[];
  /** The columns a list reads, when lists answer a lighter row than `GET {name}/{id}` (news leaves out its body). */
  listColumns?: Record<string, PgColumn>;
  /** Hooks for resources with relations or rules beyond one row (all optional). */
  hooks?: ResourceHooks;
  /** Columns (by property name) never copied into the change log: password hashes, secrets. */
  secretFields?: readonly string[];
  /** Most rows `POST {name}/all` returns, when a screen needs more than MAX_ALL_ROWS (the unit tree). */
  maxAll?: number;
  /** A fixed condition on what `POST {name}/all` answers (e.g. only collections with form fields). */
  allScope?: SQL;
  /**
   * How its deleted rows live in the recycle bin (recycle-definition.ts): a resource without it is not
   * listed there; its `dependents` are deleted with a row by `DELETE {name}/{id}`.
   */
  recycle?: RecycleSpec;
};

type Row = Record<string, unknown>;

/** Who writes: the signed-in user and the request id (for logs and for attaching their uploads). */
export type ResourceActor = { user: Principal; requestId: string };

/** Extension points of a resource; each runs inside the write's transaction where it writes. */
export type ResourceHooks = {
  /** Checks a valid body against the database (parents exist, no cycles, related rows visible to `user`); throws AppError. */
  check?: (db: Db, body: Row, id: number | null, user: Principal) => Promise<void>;
  /**
   * Column values for the row, when the body carries more than columns (e.g. related ids) or some come
   * from related rows (read in `tx`); `id` is the row being updated (null on create). Checks that must
   * read in the write's transaction throw AppError here.
   */
  toValues?: (body: Row, tx: Db, id: number | null) => Row | Promise<Row>;
  /** Writes related rows after the row itself (attaches uploaded files with `actor.user`). */
  afterWrite?: (tx: Db, id: number, body: Row, actor: ResourceActor) => Promise<void>;
  /** Adds related data to rows about to be answered. */
  expand?: (db: Db, rows: Row[]) => Promise<Row[]>;
  /**
   * The row as the change log keeps it, when a secret sits inside a column (a key in a JSON setting);
   * whole secret columns are `secretFields`.
   */
  forLog?: (row: Row) => Row;
  /** Refuses to delete a live row that others still depend on (children, users of it); throws AppError. */
  beforeRemove?: (tx: Db, id: number) => Promise<void>;
  /**
   * Refuses (throws AppError, 403) a row `user` may see but not change: called in the write's
   * transaction with the row as it was (update, delete) and as it is written (create, update), so
   * neither taking a row nor putting one out of the user's reach slips through.
   */
  assertWritable?: (row: Row, user: Principal) => void;
};

/** A read-only resource over an append-only table: only `filter` and `GET {id}`, for those its endpoints allow. */
export type ReadOnlyResourceDefinition = {
  api: ReadOnlyEndpoints;
  table: LogTable;
  fields: Record<string, ResourceField>;
  /** A fixed condition, when the resource is a slice of a shared table. */
  scope?: SQL;
};
