// Stored queries (پرس‌وجوی ذخیره‌شده, see docs/ARCHITECTURE.md "Queries"): what other modules use of them.
// A stored query always runs as whoever asks, under runQuery's rule (Admins every source, Employees the
// records they created, anyone else nothing), so naming a stored query never reads more than the caller
// could read through record/filter.
import {
  FORM_CHECK_MESSAGES,
  normalizeText,
  queryDefinition,
  toLatinDigits,
  type FormField,
  type Principal,
  type QueryRow,
  type StoredQueryRows,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { queryMessages } from '../../messages/index.js';
import { invalid, labelledColumns, runQuery, type RunOptions } from './queries.service.js';
import {
  findStoredQuery,
  insertStoredQuery,
  liveStoredQueryIds,
  liveStoredQueryNames,
  type StoredQueryRow,
} from './stored-queries.repository.js';

/** A stored query's id as a reference holds it (a number or its digits); null when it cannot be one. */
export function storedQueryIdOf(ref: unknown): number | null {
  const text =
    typeof ref === 'number' ? String(ref) : typeof ref === 'string' ? toLatinDigits(ref).trim() : '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The live stored query `ref` names; 404 with a Persian message when it is missing or was deleted. */
export async function liveStoredQuery(db: Db, ref: unknown): Promise<StoredQueryRow> {
  const id = storedQueryIdOf(ref);
  const row = id === null ? undefined : await findStoredQuery(db, id);
  if (!row) throw new AppError('not_found', queryMessages.storedQueryNotFound);
  return row;
}

/**
 * Runs stored query `ref` as `principal` (runQuery: read-only, statement timeout, row cap) and answers its
 * rows with the definition's `mapBy`. Throws AppError: 404 (missing or deleted), 403 (a source the
 * principal may not read), 400 (the definition no longer compiles: a field was removed, a timeout).
 */
export async function runStoredQuery(
  db: Db,
  principal: Principal,
  ref: unknown,
  options: RunOptions = {},
): Promise<StoredQueryRows> {
  const stored = await liveStoredQuery(db, ref);
  const answer = await runQuery(db, principal, stored.definition, options);
  return { ...answer, mapBy: stored.definition.mapBy };
}

/** Every `queryId` named anywhere in a JSON document (form fields at any depth, `read` expressions). */
export function namedQueryIds(document: unknown): unknown[] {
  const found: unknown[] = [];
  const stack: unknown[] = [document];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...(node as unknown[]));
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'queryId' && value !== null && value !== undefined && value !== '') found.push(value);
        else stack.push(value);
      }
    }
  }
  return found;
}

/**
 * Refuses (400, Persian, naming it) a document that names a stored query which does not exist or was
 * deleted: a form or a function saved with such a reference would only fail when it runs.
 */
export async function assertNamedQueriesExist(db: Db, document: unknown): Promise<void> {
  const refs = namedQueryIds(document);
  if (refs.length === 0) return;
  const ids = refs.map(storedQueryIdOf);
  const live = await liveStoredQueryIds(db, [...new Set(ids.filter((id): id is number => id !== null))]);
  const missing = refs.find((_, i) => {
    const id = ids[i];
    return id === null || id === undefined || !live.has(id);
  });
  if (missing !== undefined)
    throw new AppError(
      'bad_request',
      queryMessages.storedQueryMissing(
        typeof missing === 'string' || typeof missing === 'number'
          ? String(missing)
          : JSON.stringify(missing),
      ),
    );
}

/** One choice answer drawn from a stored query: the field, its query and the chosen values. */
export type QueryChoice = { field: FormField; queryId: string | number; values: unknown[] };

const choiceKey = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? toLatinDigits(String(value)).trim() : null;

/** The values of column `name` in `rows` (keyed as choices compare: Latin digits, trimmed). */
function columnValues(answer: StoredQueryRows, name: string): Set<string> {
  const index = answer.columns.indexOf(name);
  const values = new Set<string>();
  for (const row of answer.rows as QueryRow[]) {
    const value = Array.isArray(row) ? (index < 0 ? undefined : row[index]) : row[name];
    const key = choiceKey(value);
    if (key !== null) values.add(key);
  }
  return values;
}

/**
 * Checks choices drawn from stored queries the way choices drawn from a collection are checked: every
 * chosen value must be one the field offers, i.e. a value of its value column (`valuePath`, else the
 * query's `mapBy`) among the rows the query answers the writer. Answers `[message, index]` pairs for the
 * records (by index into `records`) holding a value that is not. Each query runs once per call. Throws
 * the run's AppError when the writer may not run it at all (403), and 404 when it was deleted.
 */
export async function badQueryChoices(
  db: Db,
  principal: Principal,
  records: readonly (readonly QueryChoice[])[],
): Promise<{ index: number; message: string }[]> {
  const answers = new Map<number, Promise<StoredQueryRows>>();
  const answerOf = (ref: string | number) => {
    const id = storedQueryIdOf(ref);
    if (id === null) throw new AppError('not_found', queryMessages.storedQueryNotFound);
    let answer = answers.get(id);
    if (!answer) {
      answer = runStoredQuery(db, principal, id);
      answers.set(id, answer);
    }
    return answer;
  };
  const bad: { index: number; message: string }[] = [];
  for (const [index, choices] of records.entries()) {
    for (const choice of choices) {
      const answer = await answerOf(choice.queryId);
      const offered = columnValues(answer, choice.field.valuePath ?? answer.mapBy);
      if (choice.values.some((value) => !offered.has(choiceKey(value) ?? '\u0000'))) {
        bad.push({ index, message: FORM_CHECK_MESSAGES.notOption(choice.field.fname) });
        break;
      }
    }
  }
  return bad;
}

/**
 * Stores a query for another module's own writes (the built-in reports, a dashboard's copy), in the
 * caller's transaction: the definition checked by the shared schema (400 otherwise), its columns labelled
 * as the `query` resource labels them, the name normalised. The caller has compiled it or copies one that
 * was stored; the name must be free among live queries (liveQueryNames). Answers the stored row.
 */
export async function storeQuery(
  db: Db,
  fname: string,
  input: unknown,
  creatorId: number | null,
  description: string | null = null,
): Promise<StoredQueryRow> {
  const parsed = queryDefinition.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error.issues);
  const definition = parsed.data;
  const columns = await labelledColumns(db, definition);
  return insertStoredQuery(db, { fname: normalizeText(fname), description, definition, columns, creatorId });
}

/** Which of `names` (normalised as stored) live stored queries carry already. */
export function liveQueryNames(db: Db, names: readonly string[]): Promise<Set<string>> {
  return liveStoredQueryNames(db, names.map(normalizeText));
}
