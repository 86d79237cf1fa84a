// The form definition of a data collection (SPEC §3 "Form definition", "Form field", "Field types",
// "Subform triggerDisplay"): one recursive zod schema shared by the designer, the renderer and the server.
//
// Nesting: an expansion's tabs each hold a whole form definition (`tabs[].formInfo`); a subform holds its
// fields in `subform.formFields`; a table's COLUMNS are fields too and live in the same place,
// `subform.formFields` (a table is a repeating subform: one answer object per row), so every nested field
// list is reached the same way and the designer edits columns with the same field editor.
//
// Answers (see form-check.ts) are keyed by field id. Audit fields and their stripping live in
// schemas/envelope.ts (`AUDIT_FIELDS`, `stripAuditFields`).
import { z } from 'zod';
import { flowFunctionSchema, type FlowFunction } from '../flow/model/function-schema.js';
import { isReservedFieldId } from './answers.js';

/** The 23 field types of SPEC §3, in the SPEC's order. */
export const FIELD_TYPES = [
  'text',
  'date',
  'file',
  'image',
  'checkbox',
  'radio',
  'select',
  'autocomplete',
  'multiselect',
  'multiautocomplete',
  'multilistbox',
  'map',
  'expansion',
  'table',
  'subform',
  'alert',
  'richText',
  'line',
  'space',
  'download',
  'link',
  'button',
  'chart',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Types whose answer is one of the field's options. */
export const SINGLE_CHOICE_TYPES = ['radio', 'select', 'autocomplete'] as const;
/** Types whose answer is a list of the field's options. */
export const MULTI_CHOICE_TYPES = ['multiselect', 'multiautocomplete', 'multilistbox'] as const;
/** Types that need options typed in unless they are drawn from a collection (sourceId) or a query (queryId). */
export const CHOICE_TYPES: readonly FieldType[] = [...SINGLE_CHOICE_TYPES, ...MULTI_CHOICE_TYPES];

/** SPEC §3 subform triggerDisplay.displayType. */
export const DISPLAY_TYPES = ['notHide', 'popup', 'parent', 'other'] as const;
export type DisplayType = (typeof DISPLAY_TYPES)[number];

/** Formats a text field may opt in to (beyond SPEC: Iranian formats and the generic rules). */
export const FIELD_FORMATS = [
  'nationalId',
  'mobile',
  'postalCode',
  'sheba',
  'persianLetters',
  'email',
  'number',
  'integer',
] as const;
export type FieldFormat = (typeof FIELD_FORMATS)[number];

/** A safe identifier for ename: usable as a column, variable or export header name. */
export const ENAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface FieldOption {
  id: string | number;
  fname: string;
}

export interface TriggerDisplay {
  displayType: DisplayType;
  [key: string]: unknown;
}

export interface Subform {
  formFields: FormField[];
  functions?: FlowFunction[] | undefined;
  triggerDisplay?: TriggerDisplay | undefined;
}

export interface FormTab {
  id: string;
  name: string;
  formInfo: FormDefinition;
}

export interface FormField {
  id: string;
  fname: string;
  ename: string;
  type: FieldType;
  required?: boolean | undefined;
  options?: FieldOption[] | undefined;
  hideInTable?: boolean | undefined;
  subform?: Subform | undefined;
  tabs?: FormTab[] | undefined;
  sourceId?: string | number | null | undefined;
  queryId?: string | number | null | undefined;
  chartType?: string | undefined;
  fnamePath?: string | undefined;
  /**
   * A choice drawn from a stored query (`queryId`): the output column whose value is the option's id
   * (the query's `mapBy` when not given); `fnamePath` names the column that labels it.
   */
  valuePath?: string | undefined;
  label?: string | undefined;
  format?: FieldFormat | undefined;
  /** The form step (formSteps[].id) a top-level field belongs to; set by the designer's step editor. */
  stepId?: string | undefined;
}

export interface FormStep {
  id: string;
  name?: string | undefined;
  [key: string]: unknown;
}

export interface FormDefinition {
  formSteps?: FormStep[] | undefined;
  formFields: FormField[];
  functions?: FlowFunction[] | undefined;
  hasConfirmStep?: boolean | undefined;
}

/** Names an answer object must never be keyed by (they reach Object.prototype in plain objects). */
const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const fieldId = z
  .string('شناسه فیلد را وارد کنید.')
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'شناسه فیلد فقط حروف انگلیسی، عدد، خط تیره و زیرخط است.')
  .refine((id) => !RESERVED_KEYS.has(id), 'این شناسه برای فیلد مجاز نیست.');
const refId = z
  .union([z.string().trim().max(64), z.number().int()])
  .nullable()
  .optional();
const shortText = (max: number) => z.string().max(max, `حداکثر ${max} کاراکتر مجاز است.`);

const fieldOption = z.object({
  id: z.union([z.string().trim().min(1).max(100), z.number()], 'شناسه گزینه معتبر نیست.'),
  fname: shortText(200),
});

const triggerDisplay = z.looseObject({
  displayType: z.enum(DISPLAY_TYPES, 'نوع نمایش زیرفرم معتبر نیست.'),
});

const fieldList: z.ZodType<FormField[]> = z.lazy(() =>
  z.array(formField).max(1000, 'حداکثر ۱۰۰۰ فیلد در هر سطح مجاز است.').superRefine(checkLevel),
);

/** Most functions one form (or one subform) may embed. */
export const MAX_FORM_FUNCTIONS = 50;

/**
 * A form's or subform's embedded functions (SPEC §3 Function), each checked by the flow model's schema.
 * Definitions stored before functions existed hold `[]` or nothing, and both stay valid.
 */
export const formFunctionsSchema = z
  .array(flowFunctionSchema)
  .max(MAX_FORM_FUNCTIONS, 'حداکثر ۵۰ تابع در هر فرم مجاز است.');

const subform: z.ZodType<Subform> = z.object({
  formFields: fieldList,
  functions: formFunctionsSchema.optional(),
  triggerDisplay: triggerDisplay.optional(),
});

const formTab: z.ZodType<FormTab> = z.lazy(() =>
  z.object({ id: fieldId, name: shortText(200), formInfo: formDefinitionShape }),
);

const RESERVED_ID_MESSAGE =
  'شناسه فیلد با -path تمام نمی‌شود و با display- آغاز نمی‌شود؛ این نام‌ها برای مسیر فایل و نمایش زیرفرم است.';

/** One form field (SPEC §3 "Form field") with the type-specific rules a renderer relies on. */
export const formField: z.ZodType<FormField> = z
  .object({
    id: fieldId,
    fname: z.string('عنوان فیلد را وارد کنید.').trim().min(1, 'عنوان فیلد را وارد کنید.').max(200),
    ename: z
      .string('نام انگلیسی فیلد را وارد کنید.')
      .regex(
        ENAME_PATTERN,
        'نام انگلیسی فیلد با حرف انگلیسی یا زیرخط شروع می‌شود و فقط حرف، عدد و زیرخط دارد.',
      )
      .max(64)
      .refine((ename) => !RESERVED_KEYS.has(ename), 'این نام انگلیسی برای فیلد مجاز نیست.'),
    type: z.enum(FIELD_TYPES, 'نوع فیلد معتبر نیست.'),
    required: z.boolean().optional(),
    options: z.array(fieldOption).max(1000).optional(),
    hideInTable: z.boolean().optional(),
    subform: subform.optional(),
    tabs: z.array(formTab).max(50).optional(),
    sourceId: refId,
    queryId: refId,
    chartType: shortText(40).optional(),
    fnamePath: shortText(200).optional(),
    valuePath: shortText(200).optional(),
    label: shortText(2000).optional(),
    format: z.enum(FIELD_FORMATS, 'قالب فیلد معتبر نیست.').optional(),
    stepId: fieldId.optional(),
  })
  .superRefine((field, ctx) => {
    const drawn = field.sourceId != null || field.queryId != null;
    if (CHOICE_TYPES.includes(field.type) && !drawn && !field.options?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'گزینه‌های فیلد را وارد کنید یا منبع آن را برگزینید.',
      });
    }
    if ((field.type === 'table' || field.type === 'subform') && !field.subform) {
      const what = field.type === 'table' ? 'ستون‌های جدول' : 'فیلدهای زیرفرم';
      ctx.addIssue({ code: 'custom', path: ['subform'], message: `${what} را تعریف کنید.` });
    }
    if (field.type === 'expansion' && !field.tabs?.length) {
      ctx.addIssue({ code: 'custom', path: ['tabs'], message: 'زبانه‌های فیلد را تعریف کنید.' });
    }
    if (isReservedFieldId(field.id)) {
      // `{id}-path` holds a file's uploaded path and `display-{id}` a subform's flag beside the answers, so
      // a field named like them would answer for another (a text "doc-path" uploading the file "doc").
      ctx.addIssue({ code: 'custom', path: ['id'], message: RESERVED_ID_MESSAGE });
    }
    const tabIds = new Set<string>();
    field.tabs?.forEach((tab, index) => {
      if (tabIds.has(tab.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['tabs', index, 'id'],
          message: `شناسه زبانه ${tab.id} تکراری است.`,
        });
      }
      tabIds.add(tab.id);
    });
    if (field.format && field.type !== 'text') {
      ctx.addIssue({ code: 'custom', path: ['format'], message: 'قالب فقط برای فیلد متنی است.' });
    }
  });

/** Within one level of fields, every ename must be different. */
function checkLevel(fields: FormField[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    if (seen.has(field.ename)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'ename'],
        message: `نام انگلیسی ${field.ename} تکراری است.`,
      });
    }
    seen.add(field.ename);
  });
}

const formStep = z.looseObject({ id: fieldId, name: shortText(200).optional() });

const formDefinitionShape: z.ZodType<FormDefinition> = z.object({
  formSteps: z.array(formStep).max(50).optional(),
  formFields: fieldList,
  functions: formFunctionsSchema.optional(),
  hasConfirmStep: z.boolean().optional(),
});

/** Visits every field of a definition, depth first, with its path from the root. */
export function walkFields(
  definition: FormDefinition,
  visit: (field: FormField, path: (string | number)[]) => void,
  path: (string | number)[] = [],
): void {
  definition.formFields.forEach((field, index) => {
    const here = [...path, 'formFields', index];
    visit(field, here);
    if (field.subform) walkFields(field.subform, visit, [...here, 'subform']);
    field.tabs?.forEach((tab, t) => walkFields(tab.formInfo, visit, [...here, 'tabs', t, 'formInfo']));
  });
}

/** Visits every function list of a definition (the form's, its subforms' and its tabs'), with its path. */
function walkFunctionLists(
  definition: FormDefinition,
  visit: (functions: readonly FlowFunction[], path: (string | number)[]) => void,
): void {
  visit(definition.functions ?? [], ['functions']);
  walkFields(definition, (field, path) => {
    if (field.subform?.functions) visit(field.subform.functions, [...path, 'subform', 'functions']);
    field.tabs?.forEach((tab, t) => {
      if (tab.formInfo.functions)
        visit(tab.formInfo.functions, [...path, 'tabs', t, 'formInfo', 'functions']);
    });
  });
}

/**
 * A whole form definition (SPEC §3 "Form definition"): field ids are unique across every level and function
 * ids within their list. A change or click function whose field is gone is kept (it never runs): the
 * form designer points it out, and refusing it here would leave definitions stored before unsaveable.
 */
export const formDefinition: z.ZodType<FormDefinition> = formDefinitionShape.superRefine(
  (definition, ctx) => {
    const seen = new Set<string>();
    walkFields(definition, (field, path) => {
      if (seen.has(field.id)) {
        ctx.addIssue({ code: 'custom', path: [...path, 'id'], message: `شناسه ${field.id} تکراری است.` });
      }
      seen.add(field.id);
    });
    walkFunctionLists(definition, (functions, path) => {
      const ids = new Set<string>();
      functions.forEach((fn, index) => {
        const id = String(fn.id);
        if (ids.has(id))
          ctx.addIssue({
            code: 'custom',
            path: [...path, index, 'id'],
            message: `شناسه تابع ${id} تکراری است.`,
          });
        ids.add(id);
      });
    });
  },
);

/** Writes a zod path as `formFields[2].tabs[0].formInfo.formFields[1].type`. */
function pathText(path: readonly PropertyKey[]): string {
  const text = path.reduce<string>(
    (out, part) => (typeof part === 'number' ? `${out}[${part}]` : `${out}.${String(part)}`),
    '',
  );
  return text.startsWith('.') ? text.slice(1) : text;
}

/**
 * Checks a form definition. Returns null when valid, else a Persian message naming the place that is
 * wrong, e.g. `مقدار formFields[2].tabs[0].formInfo.formFields[1].type معتبر نیست: نوع فیلد معتبر نیست.`
 */
export function formDefinitionError(value: unknown): string | null {
  const parsed = formDefinition.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const path = pathText(issue.path);
  return path ? `مقدار ${path} معتبر نیست: ${issue.message}` : `تعریف فرم معتبر نیست: ${issue.message}`;
}

/**
 * Every function a form runs, in definition order: the form's own, then those of its subforms and tabs
 * at every level outside tables (a table's rows repeat its fields, so nothing below one has a single
 * answer to act on). Nested functions carry an id qualified by where they sit (`{subformId}/{id}`,
 * `{expansionId}/{tabId}/{id}`): ids are unique only within their list. Field ids are unique across the
 * whole definition, so a nested function names any field of the form as the form's own functions do.
 */
export function formFunctionList(definition: FormDefinition): FlowFunction[] {
  const all: FlowFunction[] = [...(definition.functions ?? [])];
  const visit = (fields: readonly FormField[], prefix: string) => {
    for (const field of fields) {
      if (field.type === 'table') continue;
      if (field.subform) {
        const here = `${prefix}${field.id}/`;
        for (const fn of field.subform.functions ?? []) all.push({ ...fn, id: `${here}${fn.id}` });
        visit(field.subform.formFields, here);
      }
      for (const tab of field.tabs ?? []) {
        const here = `${prefix}${field.id}/${tab.id}/`;
        for (const fn of tab.formInfo.functions ?? []) all.push({ ...fn, id: `${here}${fn.id}` });
        visit(tab.formInfo.formFields, here);
      }
    }
  };
  visit(definition.formFields, '');
  return all;
}
