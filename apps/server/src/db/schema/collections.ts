import { jsonb, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { FormDefinition } from '@darvazeh/shared';
import { auditColumns } from './audit.js';

/** Data collections (مجموعه داده, SPEC §3): a name and the form definition its records follow. */
export const dataCollections = pgTable('data_collections', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  fname: text('fname').notNull(),
  formInfo: jsonb('form_info').$type<FormDefinition>().notNull(),
  ...auditColumns(),
});
