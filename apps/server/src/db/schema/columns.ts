// The column shapes every table repeats, named once so each table reads as what it holds.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A point in time with its time zone, read as a Date: every time column of the schema. */
export function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

/** When the row was written, set by the database. */
export function createdAtColumn() {
  return timestamptz('created_at').notNull().defaultNow();
}

/** An integer primary key the database numbers (GENERATED ALWAYS AS IDENTITY). */
export function idColumn() {
  return integer('id').primaryKey().generatedAlwaysAsIdentity();
}

/** The same key, 64-bit, for append-only logs that may outgrow 2^31 rows. */
export function bigIdColumn() {
  return bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
}

/**
 * A unique index on `column` among live rows only, so a soft-deleted row's value can be used again;
 * `table` is the table's columns as the index callback receives them.
 */
export function uniqueAmongLive(name: string, table: { deletedAt: AnyPgColumn }, column: AnyPgColumn) {
  return uniqueIndex(name)
    .on(column)
    .where(sql`${table.deletedAt} is null`);
}

/**
 * An index on `deleted_at` over deleted rows only, named `{table}_deleted`: the recycle bin lists each
 * table's deleted rows newest first through it, and it stays as small as the bin.
 */
export function deletedIndex(table: string, columns: { deletedAt: AnyPgColumn }) {
  return index(`${table}_deleted`)
    .on(columns.deletedAt)
    .where(sql`${columns.deletedAt} is not null`);
}
