// Which form fields a function reads: every identifier in its sources that names a field by id or ename,
// plus the file field an arrayFromExcel reads. Writes (varAssign to a field) and subform switches are not
// reads. The answer lists field ids in order of first use, so it is stable for storage and comparison.
import { analyzeSource } from '../language/analyze.js';
import { parseExpression } from '../language/parser.js';
import type { FlowFunction } from './function-schema.js';
import { sourcesOf, walkExpressions } from './walk.js';

/** A field given by id alone, or by id and ename. */
export type FieldRef = string | { id: string; ename?: string | undefined };

/** Maps every name a field answers to (its id and its ename) to its id. */
export function fieldNameIndex(fields: readonly FieldRef[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const field of fields) {
    if (typeof field === 'string') {
      index.set(field, field);
      continue;
    }
    index.set(field.id, field.id);
    if (field.ename) index.set(field.ename, field.id);
  }
  return index;
}

/** The ids of the given fields that a function reads, in order of first use. */
export function usedFields(fn: Pick<FlowFunction, 'expressions'>, formFields: readonly FieldRef[]): string[] {
  const index = fieldNameIndex(formFields);
  const used = new Set<string>();
  walkExpressions(fn.expressions, (e) => {
    if (e.type === 'arrayFromExcel' && index.has(e.fileField)) used.add(index.get(e.fileField)!);
    for (const { source } of sourcesOf(e)) {
      const parsed = parseExpression(source);
      if (!parsed.ok) continue;
      for (const name of analyzeSource(parsed.ast).names) {
        const id = index.get(name);
        if (id !== undefined) used.add(id);
      }
    }
  });
  return [...used];
}
