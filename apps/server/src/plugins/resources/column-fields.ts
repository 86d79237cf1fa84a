import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FieldType, ResourceField } from './resource-definition.js';

// What a column holds decides how a filter compares it; other kinds (JSON) are never filtered on.
const FIELD_TYPE_OF: Record<string, FieldType | undefined> = {
  number: 'number',
  string: 'text',
  boolean: 'boolean',
  date: 'date',
};

/**
 * Filter and sort fields that are the table's own columns under their property names, each typed by its
 * column (integer → number, text → text, boolean, timestamp → date); throws on a column of another kind.
 */
export function columnFields<T extends PgTable>(
  table: T,
  names: readonly (keyof T['_']['columns'] & string)[],
): Record<string, ResourceField> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    names.map((name) => {
      const column = columns[name];
      const type = column && FIELD_TYPE_OF[column.dataType];
      if (!column || !type) throw new Error(`${name}: not a column a resource can filter on`);
      return [name, { column, type }];
    }),
  );
}
