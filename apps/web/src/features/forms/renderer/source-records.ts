// Where choice fields' options and charts' data come from besides typed options: the records of a source
// collection (a field's sourceId, through the declared `recordApi.filter`; one page of the largest size),
// or the rows of a stored query (a field's queryId, through `queryApi.rows`, run with the user's rights).
import { useQuery } from '@tanstack/react-query';
import {
  isRecord,
  MAX_PAGE_SIZE,
  queryApi,
  recordApi,
  type FieldOption,
  type FormField,
  type QueryRow,
  type StoredQueryRows,
} from '@darvazeh/shared';
import { call } from '../../../lib/api-client';

export interface SourceRecord {
  id: string | number;
  data: Record<string, unknown>;
}

interface RecordPage {
  list?: unknown;
}

/** Keeps the well-formed records of an answer (a missing or odd answer gives none). */
function toRecords(page: RecordPage | null | undefined): SourceRecord[] {
  const list = Array.isArray(page?.list) ? (page.list as unknown[]) : [];
  return list.flatMap((item) =>
    isRecord(item) && (typeof item.id === 'string' || typeof item.id === 'number')
      ? [{ id: item.id, data: isRecord(item.data) ? item.data : {} }]
      : [],
  );
}

/** The records of collection `sourceId` (one page of the largest size), well-formed ones only. */
export async function fetchSourceRecords(sourceId: string | number): Promise<SourceRecord[]> {
  const { data } = await call(
    recordApi.filter,
    { params: { collectionId: sourceId }, body: { filters: { page: 1, count: MAX_PAGE_SIZE } } },
    { silent: true },
  );
  return toRecords(data);
}

/** The records of `sourceId` (none without one); a missing records API is an error, not a crash. */
export function useSourceRecords(sourceId: FormField['sourceId']) {
  return useQuery({
    queryKey: ['forms', 'source-records', sourceId ?? null],
    queryFn: () => fetchSourceRecords(sourceId ?? ''),
    enabled: sourceId != null && sourceId !== '',
    staleTime: 60_000,
    retry: false,
  });
}

/** A record's label: its `fnamePath` answer as text, else its id. */
export function recordLabel(record: SourceRecord, fnamePath: string | undefined): string {
  const value = fnamePath ? record.data[fnamePath] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : String(record.id);
}

export interface FieldOptions {
  options: FieldOption[];
  loading: boolean;
  failed: boolean;
}

const NO_OPTIONS: FieldOption[] = [];

const isSet = (ref: FormField['queryId']) => ref != null && ref !== '';

/** The rows stored query `queryId` answers the signed-in user (none without one). */
export function useQueryRows(queryId: FormField['queryId']) {
  return useQuery({
    queryKey: ['forms', 'query-rows', queryId ?? null],
    queryFn: async () =>
      (await call(queryApi.rows, { params: { id: queryId ?? '' } }, { silent: true })).data,
    enabled: isSet(queryId),
    staleTime: 60_000,
    retry: false,
  });
}

/** The value of column `name` in a row (rows are objects, or lists in the order of `columns`). */
export function cellOf(answer: Pick<StoredQueryRows, 'columns'>, row: QueryRow, name: string): unknown {
  return Array.isArray(row) ? row[answer.columns.indexOf(name)] : row[name];
}

const isScalar = (value: unknown): value is string | number =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/**
 * The options a stored query's rows make: the id from the value column (`valuePath`, else the query's
 * mapBy), the label from `fnamePath` (else the id). Rows without a value, and repeated values, are left out.
 */
export function queryOptions(answer: StoredQueryRows, field: Pick<FormField, 'fnamePath' | 'valuePath'>) {
  const valueColumn = field.valuePath ?? answer.mapBy;
  const seen = new Set<string>();
  const options: FieldOption[] = [];
  for (const row of answer.rows) {
    const id = cellOf(answer, row, valueColumn);
    if (!isScalar(id) || seen.has(String(id))) continue;
    seen.add(String(id));
    const label = field.fnamePath ? cellOf(answer, row, field.fnamePath) : undefined;
    options.push({ id, fname: isScalar(label) ? String(label) : String(id) });
  }
  return options;
}

/** A choice field's options: typed in, or drawn from a stored query's rows or a source collection's records. */
export function useFieldOptions(field: FormField): FieldOptions {
  const fromQuery = isSet(field.queryId);
  const fromCollection = !fromQuery && isSet(field.sourceId);
  const records = useSourceRecords(fromCollection ? field.sourceId : null);
  const rows = useQueryRows(fromQuery ? field.queryId : null);
  if (fromQuery)
    return {
      options: rows.data ? queryOptions(rows.data, field) : NO_OPTIONS,
      loading: rows.isLoading,
      failed: rows.isError,
    };
  if (!fromCollection) return { options: field.options ?? NO_OPTIONS, loading: false, failed: false };
  const options = (records.data ?? []).map((record) => ({
    id: record.id,
    fname: recordLabel(record, field.fnamePath),
  }));
  return { options, loading: records.isLoading, failed: records.isError };
}
