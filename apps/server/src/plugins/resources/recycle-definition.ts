// How a soft-deleted row of one kind lives in the recycle bin (docs/ARCHITECTURE.md "Recycle bin"): its
// name there, what was deleted with it, what it cannot live without, and what goes when it is purged.
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { LogActor } from './resource-writes.js';

type Row = Record<string, unknown>;

/** A table whose rows are soft-deleted: an integer id and the audit columns a restore writes. */
export type RecyclableTable = PgTable & {
  id: PgColumn;
  updatedAt: PgColumn;
  updaterId: PgColumn;
  deletedAt: PgColumn;
  deleterId: PgColumn;
};

/**
 * Rows of another table deleted with the row (a unit's responsibilities, a collection's records): in the
 * same transaction, with the same `deletedAt` (the transaction's `now()`) and deleter, so a restore brings
 * back exactly those, never rows deleted on their own before. A purge removes every deleted one of them.
 */
export type RecycleDependent = {
  table: RecyclableTable;
  /** The column of `table` naming the row. */
  column: PgColumn;
  /** The change log's resource name of these rows (and the owner resource of their files, with `files`). */
  resource: string;
  /** Their Persian name in the bin («مسئولیت»). */
  label: string;
  /** They own files (the files table's owner resource is `resource`), removed when they are purged. */
  files?: boolean;
};

/** A row this one cannot live without: a restore is refused while it is deleted, naming it. */
export type RecycleParent = {
  /** The column of this kind's table holding the parent's id. */
  column: PgColumn;
  /** The parent's kind in the registry (its table, Persian name and title). */
  kind: string;
};

/** What a resource declares to be listed in the recycle bin, restored and purged. */
export type RecycleSpec = {
  /** The kind's Persian name in the bin (GLOSSARY), never the resource name. */
  label: string;
  /** The row's name as the bin shows it: a column of the kind's table, or an expression over it. */
  title: PgColumn | SQL;
  parents?: readonly RecycleParent[];
  dependents?: readonly RecycleDependent[];
  /** The row owns files (the files table's owner resource is the kind): removed when it is purged. */
  files?: boolean;
  /**
   * Rows that exist only for this one and go with it at purge (its settings rows, joins, its own logs),
   * named by the column that points at it: the rows of that column's table whose value is this row's id.
   */
  purgeAlso?: readonly PgColumn[];
  /** Refuses a restore the parents cannot express (a service whose category is deleted); throws AppError. */
  assertRestorable?: (tx: Db, row: Row) => Promise<void>;
  /** Runs in the restore's transaction once the row is live again (a collection's record indexes). */
  afterRestore?: (tx: Db, row: Row, actor: LogActor) => Promise<void>;
};

/**
 * One kind of the bin's registry: its wire name (the resource name, which is also the change log's and
 * the files' owner resource), its table, its recycle spec, and the name rules a restore checks again.
 */
export type RecycleKind = RecycleSpec & {
  kind: string;
  table: RecyclableTable;
  nameColumn?: PgColumn;
  duplicateNameMessage?: string;
  uniqueMessages?: Readonly<Record<string, string>>;
  secretFields?: readonly string[];
  forLog: ((row: Row) => Row) | undefined;
};
