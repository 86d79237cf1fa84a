// The recursive form check of SPEC §5: walks a definition's fields over the answers, stops at the FIRST
// failure and collects warnings. The server re-runs it on every submission, so it also checks each
// answer's type (a crafted request cannot send an object for a text or an unknown option).
//
// Answers are an object keyed by field id:
// - file/image: the chosen file under `{id}` (its name, any non-empty value) and the uploaded file's path
//   under `{id}-path`. "Chosen but not uploaded" means `{id}` is set while `{id}-path` is empty.
// - expansion: an object keyed by tab id, each value the answers of that tab's formInfo.
// - table: an array of row objects, each keyed by the column ids (`subform.formFields`).
// - subform: an object holding the subform's answers; `display-{id}: true` shows a `parent` subform.
// - map: `{ lat, lng }` or `[lat, lng]`.
// - checkbox: a boolean, or a list of option ids when it has options.
import { toLatinDigits } from '../rules/digits.js';
import { isIsoDateTime, normalizeJalaliDate } from '../rules/jalali.js';
import { VALIDATION_MESSAGES as M } from '../rules/messages.js';
import { isEmptyValue } from '../rules/rules.js';
import { displayKey, filePathKey, isDisplayOnly, isRecord, ownAnswer } from './answers.js';
import {
  MULTI_CHOICE_TYPES,
  SINGLE_CHOICE_TYPES,
  type FormDefinition,
  type FormField,
} from './form-definition.js';
import { FORMAT_RULES } from './iranian-formats.js';

export type FormCheckResult = { ok: true; warnings: string[] } | { ok: false; message: string };

/** Types whose own emptiness is never a failure (SPEC §5; `label` is kept from the SPEC's list). */
const EXEMPT_TYPES: ReadonlySet<string> = new Set([
  'alert',
  'label',
  'richText',
  'line',
  'space',
  'download',
  'link',
  'button',
  'expansion',
]);

/** Messages of the type checks (beyond SPEC). */
export const FORM_CHECK_MESSAGES = {
  notText: (field: string): string => `مقدار ${field} باید متن باشد.`,
  badDate: (field: string): string => `تاریخ ${field} معتبر نیست.`,
  notOption: (field: string): string => `مقدار ${field} از میان گزینه‌های آن نیست.`,
  notList: (field: string): string => `مقدار ${field} باید فهرستی از گزینه‌ها باشد.`,
  badMap: (field: string): string => `موقعیت ${field} معتبر نیست.`,
  badCheckbox: (field: string): string => `مقدار ${field} معتبر نیست.`,
  notRows: (field: string): string => `مقدار ${field} باید فهرستی از ردیف‌ها باشد.`,
  notObject: (field: string): string => `مقدار ${field} معتبر نیست.`,
  badFile: (field: string): string => `مسیر فایل ${field} معتبر نیست.`,
  badFormat: (field: string, message: string): string => `${field}: ${message}`,
} as const;

type Answers = Record<string, unknown>;

/** Failure carries the message; success may add warnings to the shared list. */
type Step = string | null;

const isScalar = (value: unknown): value is string | number =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

const optionKey = (value: string | number): string => toLatinDigits(String(value)).trim();

/** Checks the answers of one form definition (recursively), first failure only. */
export function checkForm(definition: FormDefinition, answers: unknown): FormCheckResult {
  const warnings: string[] = [];
  const message = checkFields(definition.formFields, isRecord(answers) ? answers : {}, warnings);
  return message === null ? { ok: true, warnings } : { ok: false, message };
}

function checkFields(fields: readonly FormField[], answers: Answers, warnings: string[]): Step {
  for (const field of fields) {
    const message = checkField(field, answers, warnings);
    if (message !== null) return message;
  }
  return null;
}

function checkField(field: FormField, answers: Answers, warnings: string[]): Step {
  if (isDisplayOnly(field.type)) return null;
  const value = ownAnswer(answers, field.id);
  const name = field.fname;
  switch (field.type) {
    case 'file':
    case 'image':
      return checkFile(field, answers, warnings);
    case 'expansion':
      return checkExpansion(field, value, warnings);
    case 'table':
      return checkTable(field, value, warnings);
    case 'subform':
      return checkSubform(field, value, answers, warnings);
    default:
      break;
  }
  if (isEmptyValue(value) || (field.type === 'checkbox' && value === false)) {
    if (!field.required || EXEMPT_TYPES.has(field.type)) return null;
    if (field.type === 'date') return M.requiredDate(name);
    if (field.type === 'checkbox') return M.requiredCheckbox(name);
    if (field.type === 'map') return M.requiredMap(name);
    return M.requiredField(name);
  }
  return checkType(field, value);
}

/** The type check of a non-empty answer of a plain field. */
function checkType(field: FormField, value: unknown): Step {
  const name = field.fname;
  const type = field.type;
  if (type === 'text' || type === 'richText') {
    const numeric = field.format === 'number' || field.format === 'integer';
    if (typeof value !== 'string' && !(numeric && typeof value === 'number'))
      return FORM_CHECK_MESSAGES.notText(name);
    const rule = field.format ? FORMAT_RULES[field.format] : undefined;
    const verdict = rule ? rule(value) : true;
    return verdict === true ? null : FORM_CHECK_MESSAGES.badFormat(name, verdict);
  }
  if (type === 'date') {
    const ok = typeof value === 'string' && (normalizeJalaliDate(value) !== null || isIsoDay(value));
    return ok ? null : FORM_CHECK_MESSAGES.badDate(name);
  }
  if ((SINGLE_CHOICE_TYPES as readonly string[]).includes(type)) {
    return isScalar(value) && isOption(field, value) ? null : FORM_CHECK_MESSAGES.notOption(name);
  }
  if ((MULTI_CHOICE_TYPES as readonly string[]).includes(type)) {
    if (!Array.isArray(value)) return FORM_CHECK_MESSAGES.notList(name);
    const ok = value.every((item) => isScalar(item) && isOption(field, item));
    return ok ? null : FORM_CHECK_MESSAGES.notOption(name);
  }
  if (type === 'checkbox') return checkCheckbox(field, value);
  if (type === 'map') return isMapPoint(value) ? null : FORM_CHECK_MESSAGES.badMap(name);
  return null;
}

/** A date typed Jalali ('1405/09/01') or sent as ISO ('2026-11-22' or a full datetime). */
function isIsoDay(value: string): boolean {
  const text = toLatinDigits(value).trim();
  if (isIsoDateTime(text)) return true;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** Options drawn from a collection or query are checked by the server against their source, not here. */
function isOption(field: FormField, value: string | number): boolean {
  if (field.sourceId != null || field.queryId != null) return true;
  const key = optionKey(value);
  return (field.options ?? []).some((option) => optionKey(option.id) === key);
}

function checkCheckbox(field: FormField, value: unknown): Step {
  if (typeof value === 'boolean') return null;
  if (field.options?.length && Array.isArray(value)) {
    const ok = value.every((item) => isScalar(item) && isOption(field, item));
    return ok ? null : FORM_CHECK_MESSAGES.notOption(field.fname);
  }
  return FORM_CHECK_MESSAGES.badCheckbox(field.fname);
}

/** A coordinate sent as a number or as number text in any digits; NaN otherwise. */
function coordinate(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  return Number(toLatinDigits(value).trim());
}

function isMapPoint(value: unknown): boolean {
  const pair: unknown[] = Array.isArray(value) ? value : isRecord(value) ? [value.lat, value.lng] : [];
  if (pair.length !== 2) return false;
  const [lat, lng] = pair.map(coordinate) as [number, number];
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

function checkFile(field: FormField, answers: Answers, warnings: string[]): Step {
  const path = ownAnswer(answers, filePathKey(field.id));
  if (!isEmptyValue(path)) return typeof path === 'string' ? null : FORM_CHECK_MESSAGES.badFile(field.fname);
  if (field.required) return M.requiredFile(field.fname);
  if (!isEmptyValue(ownAnswer(answers, field.id))) warnings.push(M.fileNotUploaded(field.fname));
  return null;
}

function checkExpansion(field: FormField, value: unknown, warnings: string[]): Step {
  if (field.required && !isRecord(value)) return M.requiredField(field.fname);
  if (value !== undefined && value !== null && !isRecord(value))
    return FORM_CHECK_MESSAGES.notObject(field.fname);
  const tabs = isRecord(value) ? value : {};
  for (const [index, tab] of (field.tabs ?? []).entries()) {
    const tabAnswers = ownAnswer(tabs, tab.id);
    const message = checkFields(tab.formInfo.formFields, isRecord(tabAnswers) ? tabAnswers : {}, warnings);
    if (message !== null) return `${M.tabPrefix(field.fname, index + 1)} ${message}`;
  }
  return null;
}

function checkTable(field: FormField, value: unknown, warnings: string[]): Step {
  if (value !== undefined && value !== null && !Array.isArray(value))
    return FORM_CHECK_MESSAGES.notRows(field.fname);
  const rows = Array.isArray(value) ? value : [];
  if (field.required && rows.length === 0) return M.requiredMap(field.fname);
  const columns = field.subform?.formFields ?? [];
  for (const [index, row] of rows.entries()) {
    if (!isRecord(row)) return FORM_CHECK_MESSAGES.notRows(field.fname);
    const message = checkFields(columns, row, warnings);
    if (message !== null) return `${M.rowPrefix(field.fname, index + 1)} ${message}`;
  }
  return null;
}

/** Whether a subform is shown, so checked: notHide and popup always, parent with `display-{id}` on. */
export function isSubformShown(field: FormField, answers: unknown): boolean {
  const displayType = field.subform?.triggerDisplay?.displayType ?? 'notHide';
  if (displayType === 'notHide' || displayType === 'popup') return true;
  if (displayType !== 'parent' || !isRecord(answers)) return false;
  const flag = ownAnswer(answers, displayKey(field.id));
  return flag === true || flag === 'true' || flag === 1;
}

function checkSubform(field: FormField, value: unknown, answers: Answers, warnings: string[]): Step {
  if (!isSubformShown(field, answers)) return null;
  const empty = value === undefined || value === null || (isRecord(value) && Object.keys(value).length === 0);
  if (empty) {
    if (field.required) return M.requiredField(field.fname);
  } else if (!isRecord(value)) {
    return FORM_CHECK_MESSAGES.notObject(field.fname);
  }
  return checkFields(field.subform?.formFields ?? [], isRecord(value) ? value : {}, warnings);
}
