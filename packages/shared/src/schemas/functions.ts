// Stored functions (تابع, SPEC §3 Function), their runs, logs and the units that may call them. The
// expression tree itself is the flow model's (flow/model); here are the resource's bodies and answers.
import { z } from 'zod';
import { formField } from '../forms/form-definition.js';
import { expressionList } from '../flow/model/expression-schema.js';
import { CALL_ON_EVENTS } from '../flow/model/function-schema.js';
import { auditFields, resourceItem } from './envelope.js';

/** Longest a function's answer may be cached, in seconds (a day). */
export const MAX_FUNCTION_CACHE_SECONDS = 86_400;

/** The English name of a function: its help page and web-service address (`/panel/function-help/{ename}`). */
export const FUNCTION_ENAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

const fname = z
  .string({ error: 'نام تابع را وارد کنید.' })
  .trim()
  .min(1, 'نام تابع را وارد کنید.')
  .max(200, 'حداکثر ۲۰۰ کاراکتر مجاز است.');

const ename = z
  .string({ error: 'نام انگلیسی تابع را وارد کنید.' })
  .trim()
  .regex(
    FUNCTION_ENAME_PATTERN,
    'نام انگلیسی تابع با حرف انگلیسی شروع می‌شود و فقط حرف و عدد انگلیسی، زیرخط و خط تیره دارد.',
  );

const fieldIdText = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'شناسه فیلد معتبر نیست.');

/** Body of `POST function` and `PUT function/{id}`: isServerSide and usedFieldInfos are derived on the server. */
export const functionBody = z
  .strictObject({
    fname,
    ename,
    categoryId: z.number().int().positive().nullable().optional(),
    callOn: z.enum(CALL_ON_EVENTS, 'زمان اجرای تابع معتبر نیست.'),
    relatedId: fieldIdText.nullable().optional(),
    cache: z
      .number('مدت نگهداری پاسخ باید عدد باشد.')
      .int('مدت نگهداری پاسخ باید عدد صحیح باشد.')
      .min(0)
      .max(MAX_FUNCTION_CACHE_SECONDS, 'مدت نگهداری پاسخ حداکثر یک روز (۸۶٬۴۰۰ ثانیه) است.')
      .default(0),
    formFields: z.array(formField).max(200, 'حداکثر ۲۰۰ فیلد ورودی مجاز است.').default([]),
    expressions: expressionList,
    // A client may send back the row it read: the derived fields are accepted and ignored (never trusted).
    isServerSide: z.unknown().optional(),
    usedFieldInfos: z.unknown().optional(),
  })
  .superRefine((fn, ctx) => {
    if ((fn.callOn === 'change' || fn.callOn === 'click') && !fn.relatedId)
      ctx.addIssue({
        code: 'custom',
        path: ['relatedId'],
        message: 'فیلدی را که تابع با آن اجرا می‌شود برگزینید.',
      });
  });
export type FunctionBody = z.input<typeof functionBody>;

/** A stored function as the API answers it. */
export const functionItem = resourceItem({
  fname: z.string(),
  ename: z.string(),
  categoryId: z.number().int().nullable(),
  callOn: z.enum(CALL_ON_EVENTS),
  relatedId: z.string().nullable(),
  cache: z.number().int(),
  formFields: z.array(z.unknown()),
  expressions: z.array(z.unknown()),
  isServerSide: z.boolean(),
  usedFieldInfos: z.array(z.string()),
});
export type FunctionItem = z.infer<typeof functionItem>;

/** Answers a function runs with: field id (or ename) → value; at most 1 MiB as the body limit allows. */
const answers = z.record(z.string().max(200), z.unknown());

/** Body of `POST function/run-request-function`: a stored function run on the server with the caller's answers. */
export const runRequestFunctionBody = z.strictObject({
  functionId: z.number('تابع را برگزینید.').int().positive(),
  answers: answers.default({}),
  variables: answers.optional(),
});
export type RunRequestFunctionBody = z.input<typeof runRequestFunctionBody>;

/**
 * Whose form's server-side functions run: a data collection's (a record's form; staff), a published
 * service's request form (`serviceId`; anyone who may start the service), or the form a task is completed
 * with (`taskId`: the applicant's fix, a provider's task form; whoever may complete it). Exactly one.
 */
export type FormFunctionsSource = { collectionId: number } | { serviceId: number } | { taskId: number };

/** Body of `POST function/run-element-function`: the server-side functions of a form (its source) for one event. */
export const runElementFunctionBody = z
  .strictObject({
    collectionId: z.number('مجموعه داده را برگزینید.').int().positive().optional(),
    serviceId: z.number('خدمت را برگزینید.').int().positive().optional(),
    taskId: z.number('کار را برگزینید.').int().positive().optional(),
    event: z.enum(CALL_ON_EVENTS, 'زمان اجرای تابع معتبر نیست.'),
    fieldId: fieldIdText.nullable().optional(),
    answers: answers.default({}),
  })
  .refine(
    (body) => [body.collectionId, body.serviceId, body.taskId].filter((id) => id !== undefined).length === 1,
    {
      message: 'فرم تابع را برگزینید: یک مجموعه داده، یک خدمت یا یک کار.',
      path: ['collectionId'],
    },
  );
export type RunElementFunctionBody = z.input<typeof runElementFunctionBody>;

/** Body of `POST function/test-run`: an Admin runs a function as edited; what it writes is kept. */
export const testRunFunctionBody = z.strictObject({ function: functionBody, answers: answers.default({}) });
export type TestRunFunctionBody = z.input<typeof testRunFunctionBody>;

/** A run's problem; `limit`: the run was stopped by one of the engine's caps (steps, time, sizes). */
const diagnostic = z.object({
  nodeId: z.string().nullable(),
  message: z.string(),
  limit: z.boolean().optional(),
});

/** What a browser replays after a server run: the form effects the function asked for, in order. */
export const functionEffect = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('toast'), color: z.string(), title: z.string(), text: z.string() }),
  z.object({ kind: z.literal('subform'), fieldId: z.string() }),
  z.object({ kind: z.literal('hideSubform'), fieldId: z.string() }),
  z.object({ kind: z.literal('disableForm'), disabled: z.boolean() }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
]);
export type FunctionEffect = z.infer<typeof functionEffect>;

/** The answer of a run: the answers and variables it left, the effects to replay, diagnostics and the trace. */
export const functionRunResult = z.object({
  ok: z.boolean(),
  answers: z.record(z.string(), z.unknown()),
  variables: z.record(z.string(), z.unknown()),
  effects: z.array(functionEffect),
  diagnostics: z.array(diagnostic),
  trace: z.array(z.object({ nodeId: z.string(), type: z.string() })),
  steps: z.number().int(),
  durationMs: z.number(),
  cached: z.boolean(),
});
export type FunctionRunResult = z.infer<typeof functionRunResult>;

/** The runs of `run-element-function`, one per matching function. */
export const elementRunResult = z.object({
  runs: z.array(functionRunResult.extend({ functionId: z.string() })),
});
export type ElementRunResult = z.infer<typeof elementRunResult>;

/** One server run as `functionlog` lists it (inputs and outputs with secrets redacted). */
export const functionLog = z.object({
  id: z.number().int(),
  functionId: z.number().int(),
  callerId: z.number().int().nullable(),
  ok: z.boolean(),
  input: z.unknown(),
  output: z.unknown(),
  diagnostics: z.array(diagnostic),
  durationMs: z.number().int(),
  steps: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type FunctionLog = z.infer<typeof functionLog>;

/** Body of `POST unitwebserviceaccess`: a unit allowed to call a function, or a web service (exactly one). */
export const unitWebserviceAccessBody = z
  .strictObject({
    unitId: z.number('واحد سازمانی را برگزینید.').int().positive('واحد سازمانی را برگزینید.'),
    functionId: z.number('تابع را برگزینید.').int().positive('تابع را برگزینید.').nullable().default(null),
    serviceId: z.number('خدمت را برگزینید.').int().positive('خدمت را برگزینید.').nullable().default(null),
  })
  .refine((b) => (b.functionId === null) !== (b.serviceId === null), {
    message: 'یک تابع یا یک خدمت را برگزینید.',
    path: ['functionId'],
  });
export type UnitWebserviceAccessBody = z.infer<typeof unitWebserviceAccessBody>;

/** A unit's access to a function as the API answers it. */
export const unitWebserviceAccess = z
  .object({
    id: z.number().int(),
    unitId: z.number().int(),
    functionId: z.number().int().nullable(),
    serviceId: z.number().int().nullable(),
  })
  .extend(auditFields.shape);
export type UnitWebserviceAccess = z.infer<typeof unitWebserviceAccess>;

/** Params of `GET function/help/{ename}`. */
export const functionHelpParams = z.strictObject({ ename });

/** The generated help of a function: what it takes, what it gives, and an example call. */
export const functionHelp = z.object({
  fname: z.string(),
  ename: z.string(),
  callOn: z.enum(CALL_ON_EVENTS),
  isServerSide: z.boolean(),
  inputs: z.array(
    z.object({
      id: z.string(),
      ename: z.string(),
      fname: z.string(),
      type: z.string(),
      required: z.boolean(),
    }),
  ),
  outputs: z.array(z.string()),
  steps: z.array(z.object({ depth: z.number().int(), type: z.string(), text: z.string() })),
  example: z.object({ functionId: z.number().int(), answers: z.record(z.string(), z.unknown()) }),
});
export type FunctionHelp = z.infer<typeof functionHelp>;
