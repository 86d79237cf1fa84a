// Stored queries (پرس‌وجوی ذخیره‌شده): a query definition (SPEC §3) kept under a Persian name, so form
// fields (`queryId`: options of choice fields, chart points), functions (`read` with `queryId`) and the
// dashboards later name it instead of repeating it. Admins write them; anyone signed in runs one for a
// field, with their own rights on every source.
import { z } from 'zod';
import { resourceItem } from '../schemas/envelope.js';
import { QUERY_MESSAGES as M } from './messages.js';
import { queryAnswer } from './query-answer.js';
import { queryDefinition, type QueryDefinition } from './query-definition.js';

const fname = z.string(M.nameRequired).trim().min(1, M.nameRequired).max(200, M.nameTooLong(200));

/**
 * Body of `POST query` and `PUT query/{id}`. The definition is checked here by `queryDefinition`, and on
 * the server compiled against the sources' fields before anything is written. `columns` is derived on
 * the server from the definition (a client sending back the row it read has it accepted and ignored).
 */
export const storedQueryBody = z.strictObject({
  fname,
  description: z.string().trim().max(2000, M.descriptionTooLong(2000)).nullable().optional(),
  definition: queryDefinition,
  columns: z.unknown().optional(),
});
export type StoredQueryBody = z.input<typeof storedQueryBody>;

/** One output column of a stored query: its name in the rows and its Persian label. */
export const storedQueryColumn = z.object({ name: z.string(), label: z.string() });
export type StoredQueryColumn = z.infer<typeof storedQueryColumn>;

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored query as the API answers it: the definition as it was checked (defaults filled in). */
export const storedQueryItem = resourceItem({
  fname: z.string(),
  description: z.string().nullable(),
  definition: z.custom<QueryDefinition>(isObject),
  /** The output columns with their Persian labels, as of the last save. */
  columns: z.array(storedQueryColumn),
});
export type StoredQueryItem = z.infer<typeof storedQueryItem>;

/**
 * The answer of `POST query/{id}/rows`: the query answer (`columns`, `rows`, `truncated`, as
 * `POST query/run` answers) and the definition's `mapBy`, the column a choice field's value is read from
 * unless the field names another (`valuePath`).
 */
export const storedQueryRows = queryAnswer.extend({ mapBy: z.string() });
export type StoredQueryRows = z.infer<typeof storedQueryRows>;
