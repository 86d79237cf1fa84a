// The zod schema of a Function (SPEC §3: id, callOn, cache, relatedId, fname, formFields, expressions,
// isServerSide, usedFieldInfos). `formFields` are the fields the function can read: the form's fields, or
// the inputs of a function called from another one or exposed as a web service. `isServerSide` and
// `usedFieldInfos` are derived (withDerivedSide), never trusted from a client.
import { z } from 'zod';
import { RUN_MESSAGES, SCHEMA_MESSAGES } from '../messages.js';
import { expressionList, type FlowExpression } from './expression-schema.js';

/** SPEC §3 callOn: when a function runs. `change` and `click` name their field in relatedId. */
export const CALL_ON_EVENTS = ['load', 'change', 'submit', 'click'] as const;
/** One of the events a function runs on. */
export type CallOnEvent = (typeof CALL_ON_EVENTS)[number];

/** A field a function can read, by id and (for expressions) ename. */
export interface FlowField {
  id: string;
  ename?: string | undefined;
  fname?: string | undefined;
  type?: string | undefined;
}

/** A Function (SPEC §3) with its expression tree. */
export interface FlowFunction {
  id: string | number;
  fname: string;
  callOn: CallOnEvent;
  relatedId?: string | null | undefined;
  cache?: boolean | undefined;
  formFields?: FlowField[] | undefined;
  expressions: FlowExpression[];
  isServerSide?: boolean | undefined;
  /** Ids of the form fields the function reads (derived). */
  usedFieldInfos?: string[] | undefined;
}

const flowField = z.looseObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, SCHEMA_MESSAGES.invalidFieldId),
  ename: z.string().max(64).optional(),
  fname: z.string().max(200).optional(),
  type: z.string().max(40).optional(),
});

/** The schema of a Function; change and click functions must name their field in relatedId. */
export const flowFunctionSchema: z.ZodType<FlowFunction> = z
  .object({
    id: z.union([z.string().trim().min(1).max(100), z.number().int()]),
    fname: z.string().trim().min(1, SCHEMA_MESSAGES.functionNameRequired).max(200),
    callOn: z.enum(CALL_ON_EVENTS),
    relatedId: z.string().max(64).nullable().optional(),
    cache: z.boolean().optional(),
    formFields: z.array(flowField).max(1000).optional(),
    expressions: expressionList,
    isServerSide: z.boolean().optional(),
    usedFieldInfos: z.array(z.string().max(64)).max(1000).optional(),
  })
  .superRefine((fn, ctx) => {
    if ((fn.callOn === 'change' || fn.callOn === 'click') && !fn.relatedId) {
      ctx.addIssue({ code: 'custom', path: ['relatedId'], message: RUN_MESSAGES.relatedIdRequired });
    }
  });
