// Default variables (defaultvariable, SPEC §3/§7): named values every form and function can read — a
// constant, or an expression in the flow language evaluated for the signed-in user (e.g. the current
// Jalali year). `default-variable-values` answers them all, evaluated, as a name → value map.
import { z } from 'zod';
import { resourceItem } from '../schemas/envelope.js';
import { SERVICE_MESSAGES as m } from './messages.js';
import { serviceVariable } from './service-definition.js';

/** Body of `POST defaultvariable` and `PUT defaultvariable/{id}`. */
export const defaultVariableBody = serviceVariable.extend({
  /** `expression`: `value` is flow-language source, evaluated per user; `constant`: `value` as typed. */
  kind: z.enum(['constant', 'expression']).default('constant'),
  description: z.string().trim().max(300, m.nameTooLong(300)).default(''),
});
export type DefaultVariableBody = z.input<typeof defaultVariableBody>;

export const defaultVariableItem = resourceItem({
  name: z.string(),
  value: z.string(),
  kind: z.enum(['constant', 'expression']),
  description: z.string(),
});
export type DefaultVariableItem = z.infer<typeof defaultVariableItem>;

/** `default-variable-values`: every default variable's value for the caller. */
export const defaultVariableValues = z.record(z.string(), z.unknown());
