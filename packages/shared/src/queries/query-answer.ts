// What running a query definition answers, and reading its rows as a map (SPEC §3 mapBy).

import { z } from 'zod';

/** The answer of `POST query/run`: column names, rows (objects, or lists when not normalised), truncated. */
export const queryAnswer = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())])),
  truncated: z.boolean(),
});

/** One answered row: keyed by output name (normalize), else the values in the order of `columns`. */
export type QueryRow = Record<string, unknown> | unknown[];

/** The answer of a query: its column names, its rows, and whether the row cap cut them short. */
export type QueryAnswer = {
  columns: string[];
  rows: QueryRow[];
  /** True when more rows matched than were answered (the definition's limit was −1 or above the cap). */
  truncated: boolean;
};

/**
 * The rows of an answer keyed by the value of their `mapBy` column (SPEC §3, default 'id'), as text; the
 * first row of a key wins, and rows without the column (or with null in it) are left out. Positional rows
 * are read through `columns`. The map has no prototype, so no key reaches Object.prototype.
 */
export function mapQueryRows(answer: QueryAnswer, mapBy = 'id'): Record<string, QueryRow> {
  const map = Object.create(null) as Record<string, QueryRow>;
  const index = answer.columns.indexOf(mapBy);
  for (const row of answer.rows) {
    const key: unknown = Array.isArray(row) ? (index < 0 ? undefined : row[index]) : row[mapBy];
    if (key === undefined || key === null) continue;
    const text = typeof key === 'string' ? key : JSON.stringify(key);
    if (!(text in map)) map[text] = row;
  }
  return map;
}
