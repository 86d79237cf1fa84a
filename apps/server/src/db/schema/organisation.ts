import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns } from './audit.js';

export const unitTypes = pgTable(
  'unit_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('unit_types_name_live')
      .on(t.name)
      .where(sql`${t.deletedAt} is null`),
  ],
);
