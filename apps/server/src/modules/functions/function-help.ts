// The generated help of a stored function (`/panel/function-help/{ename}`): what it takes (its input
// fields), what it gives (the names it sets), its steps in Persian, and an example call.
import {
  EXPRESSION_LABELS,
  walkExpressions,
  type FlowExpression,
  type FormField,
  type FunctionHelp,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { functionMessages } from '../../messages/index.js';
import { AppError } from '../../plugins/errors.js';
import { findFunctionByEname, type FunctionRow } from './functions.repository.js';

const DETAIL_KEYS = [
  'condition',
  'variable',
  'array',
  'fieldId',
  'text',
  'url',
  'collectionId',
  'functionId',
];

/** The parameter that best says what a step does, shown after its label (a var: `name = value`). */
function detailOf(e: FlowExpression): string {
  if (e.type === 'var' || e.type === 'varAssign') return `${e.name} = ${e.value}`;
  const params = e as unknown as Record<string, unknown>;
  const value = DETAIL_KEYS.map((key) => params[key]).find(
    (v): v is string | number => typeof v === 'string' || typeof v === 'number',
  );
  return value === undefined ? '' : String(value);
}

/** An example answer of a field's type, for the example call. */
function sampleOf(field: FormField): unknown {
  if (field.type === 'checkbox') return true;
  if (field.type === 'date') return '2026-03-21';
  if (field.options?.length) return field.options[0]?.id ?? '';
  if (field.type.startsWith('multi')) return [];
  return field.fname;
}

/** The help of `row`. */
export function functionHelpOf(row: FunctionRow): FunctionHelp {
  const fields = row.formFields as FormField[];
  const outputs = new Set<string>();
  const steps: FunctionHelp['steps'] = [];
  walkExpressions(row.expressions as FlowExpression[], (e, depth) => {
    const params = e as unknown as Record<string, unknown>;
    if (typeof params.into === 'string') outputs.add(params.into);
    if (e.type === 'var' && depth === 1) outputs.add(e.name);
    const detail = detailOf(e);
    steps.push({
      depth,
      type: e.type,
      text: detail ? `${EXPRESSION_LABELS[e.type]}: ${detail}` : EXPRESSION_LABELS[e.type],
    });
  });
  return {
    fname: row.fname,
    ename: row.ename,
    callOn: row.callOn as FunctionHelp['callOn'],
    isServerSide: row.isServerSide,
    inputs: fields.map((f) => ({
      id: f.id,
      ename: f.ename,
      fname: f.fname,
      type: f.type,
      required: f.required ?? false,
    })),
    outputs: [...outputs],
    steps,
    example: { functionId: row.id, answers: Object.fromEntries(fields.map((f) => [f.id, sampleOf(f)])) },
  };
}

/** The help of stored function `ename`; 404 when there is none. */
export async function functionHelpFor(db: Db, ename: string): Promise<FunctionHelp> {
  const row = await findFunctionByEname(db, ename);
  if (!row) throw new AppError('not_found', functionMessages.functionNotFound);
  return functionHelpOf(row);
}
