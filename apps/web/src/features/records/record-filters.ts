// The filter bar's conditions as the record filter body (`POST …/record/filter`): one condition per field,
// `in` from comma-separated values, and option names of typed choices turned into their ids for eq/in.
import {
  CHOICE_TYPES,
  normalizeForSearch,
  type FilterCondition,
  type FilterOp,
  type FormField,
} from '@darvazeh/shared';
import { recordFilterParam } from '../../lib/paths';

/** One condition of the filter bar, as the user typed it. */
export interface RecordFilter {
  fieldId: string;
  op: FilterOp;
  value: string;
}

/** Sort order of the record table. */
export interface RecordSort {
  field: string;
  dir: 'asc' | 'desc';
}

/** A record filter body as `recordFilterBody` builds it (the export sends the same). */
export interface RecordQuery {
  filters: Record<string, FilterCondition | number>;
  sort?: RecordSort;
}

/** Values of an `in` condition: split at Latin or Persian commas, trimmed, empty parts dropped. */
export const splitValues = (text: string): string[] =>
  text
    .split(/[,،]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** A typed value of a choice field as its option id when it names one of its options, else as typed. */
function choiceValue(field: FormField | undefined, text: string): string | number {
  if (!field || !CHOICE_TYPES.includes(field.type) || !field.options?.length) return text;
  const wanted = normalizeForSearch(text);
  const option = field.options.find(
    (o) => normalizeForSearch(o.fname) === wanted || normalizeForSearch(String(o.id)) === wanted,
  );
  return option ? option.id : text;
}

/** The condition sent for one filter, or null while its value is still empty. */
export function toCondition(filter: RecordFilter, field: FormField | undefined): FilterCondition | null {
  if (filter.op === 'in') {
    const values = splitValues(filter.value).map((v) => choiceValue(field, v));
    return values.length ? { op: 'in', value: values } : null;
  }
  const text = filter.value.trim();
  if (text === '') return null;
  return { op: filter.op, value: filter.op === 'eq' ? choiceValue(field, text) : text };
}

/** Adds a filter to the bar; a field holds one condition, so a new one on the same field replaces it. */
export const addFilter = (filters: readonly RecordFilter[], next: RecordFilter): RecordFilter[] => [
  ...filters.filter((f) => f.fieldId !== next.fieldId),
  next,
];

/** Body of `POST datacollection/{id}/record/filter` (and of the export, which ignores page and count). */
export function recordFilterBody(
  filters: readonly RecordFilter[],
  fields: readonly FormField[],
  page: number,
  count: number,
  sort: RecordSort | null,
): RecordQuery {
  const body: Record<string, FilterCondition | number> = { page, count };
  for (const filter of filters) {
    const condition = toCondition(
      filter,
      fields.find((f) => f.id === filter.fieldId),
    );
    if (condition) body[filter.fieldId] = condition;
  }
  return sort ? { filters: body, sort } : { filters: body };
}

/**
 * The filters an address's query names (`f.{fieldId}=value`, each an eq condition) among the fields the
 * bar filters by; other keys, and fields it does not filter by, are left out.
 */
export function filtersFromAddress(params: URLSearchParams, fields: readonly FormField[]): RecordFilter[] {
  return fields.flatMap((field) => {
    const value = params.get(recordFilterParam(field.id));
    return value !== null && value.trim() !== '' ? [{ fieldId: field.id, op: 'eq' as const, value }] : [];
  });
}
