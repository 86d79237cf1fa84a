// Records of a source collection (a field's sourceId): options of choice fields and the data of charts,
// through the declared `recordApi.filter`; one page of the largest size is read.
import { useQuery } from '@tanstack/react-query';
import { isRecord, MAX_PAGE_SIZE, recordApi, type FieldOption, type FormField } from '@darvazeh/shared';
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

/** A choice field's options: typed in, or drawn from the records of its source collection. */
export function useFieldOptions(field: FormField): FieldOptions {
  const drawn = field.sourceId != null && field.sourceId !== '';
  const query = useSourceRecords(drawn ? field.sourceId : null);
  if (!drawn) return { options: field.options ?? NO_OPTIONS, loading: false, failed: false };
  const options = (query.data ?? []).map((record) => ({
    id: record.id,
    fname: recordLabel(record, field.fnamePath),
  }));
  return { options, loading: query.isLoading, failed: query.isError };
}
