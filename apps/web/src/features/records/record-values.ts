// Which answers a record table shows and how: the top-level answerable fields (display-only types and
// hideInTable fields left out), each answer turned into readable Persian text or a download link.
import {
  filePathKey,
  isDisplayOnly,
  isRecord,
  toPersianDigits,
  truncateLabel,
  type FieldType,
  type FormDefinition,
  type FormField,
} from '@darvazeh/shared';
import { fileUrl } from '../../lib/file-urls';
import { commonMessages, recordMessages as m } from '../../lib/messages';

/** Containers whose answers nest under their id: no filter or sort on them. */
const CONTAINERS: ReadonlySet<FieldType> = new Set(['table', 'subform', 'expansion']);
/** A stored file's id (what `{id}-path` holds once an upload finished). */
const FILE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** A cell: plain text, or a link to a stored file. */
export type CellValue = { text: string; href?: string };

/** The columns of a record table: top-level fields that carry an answer and are not hidden in tables. */
export function recordColumns(definition: FormDefinition): FormField[] {
  return definition.formFields.filter((field) => !isDisplayOnly(field.type) && !field.hideInTable);
}

/** Whether a column may be sorted and filtered by (one answer per record; not a container). */
export const isComparable = (field: FormField): boolean => !CONTAINERS.has(field.type);

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** An option's Persian name by its id (ids compare as text: 1 and '1' are the same option). */
function optionName(field: FormField, id: unknown): string {
  const option = field.options?.find((o) => String(o.id) === String(id));
  return option ? option.fname : toPersianDigits(String(id));
}

/** Text of rich text without its tags. */
const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function mapText(value: unknown): string {
  const pair: unknown[] = Array.isArray(value) ? value : isRecord(value) ? [value.lat, value.lng] : [];
  const [lat, lng] = pair;
  const part = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? String(v) : null);
  const a = part(lat);
  const b = part(lng);
  return a === null || b === null ? m.noValue : `${a}, ${b}`;
}

function fileCell(data: Record<string, unknown>, field: FormField): CellValue {
  const name = data[field.id];
  const path = data[filePathKey(field.id)];
  const shown = typeof name === 'string' && name !== '' ? name : typeof path === 'string' ? path : '';
  if (shown === '') return { text: m.noValue };
  if (typeof path === 'string' && FILE_ID.test(path)) return { text: shown, href: fileUrl(path) };
  return { text: shown };
}

/** The readable form of one answer of a record (`data` is the record's answers). */
export function cellValue(data: Record<string, unknown>, field: FormField): CellValue {
  if (field.type === 'file' || field.type === 'image') return fileCell(data, field);
  const value = data[field.id];
  if (isEmpty(value)) return { text: m.noValue };
  switch (field.type) {
    case 'checkbox':
      if (Array.isArray(value)) return { text: value.map((id) => optionName(field, id)).join('، ') };
      return { text: value === true || value === 'true' ? commonMessages.yes : commonMessages.no };
    case 'radio':
    case 'select':
    case 'autocomplete':
      return { text: optionName(field, value) };
    case 'multiselect':
    case 'multiautocomplete':
    case 'multilistbox':
      return { text: (Array.isArray(value) ? value : [value]).map((id) => optionName(field, id)).join('، ') };
    case 'map':
      return { text: toPersianDigits(mapText(value)) };
    case 'table':
      return { text: m.rows(Array.isArray(value) ? value.length : 0) };
    case 'subform':
    case 'expansion':
      return {
        text: m.answers(isRecord(value) ? Object.values(value).filter((v) => !isEmpty(v)).length : 0),
      };
    case 'richText':
      return { text: truncateLabel(plainText(String(value))) };
    case 'date':
      return { text: toPersianDigits(String(value)) };
    default:
      return {
        text: truncateLabel(
          typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value),
        ),
      };
  }
}
