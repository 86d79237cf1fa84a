// A service form's fields as a web service's inputs: each answer-carrying field under the key the caller
// sends (its id or ename, per the service's mapInputs), its kind, whether it is required, and the zod
// schema of its answer — the form check's type rules (forms/form-check.ts) as a schema, so the OpenAPI
// document's JSON Schema comes from zod (z.toJSONSchema) rather than being written by hand.
import { z } from 'zod';
import {
  isDisplayOnly,
  MULTI_CHOICE_TYPES,
  SINGLE_CHOICE_TYPES,
  type FormField,
  type WsInput,
  type WsInputKind,
} from '@darvazeh/shared';
import { wsHelpMessages as text } from '../../messages/index.js';

export type KeyBy = 'id' | 'ename';

const has = (list: readonly string[], type: string) => list.includes(type);

function kindOf(field: FormField): WsInputKind {
  const { type } = field;
  if (type === 'text' || type === 'richText' || type === 'date' || type === 'map') return type;
  if (type === 'file' || type === 'image') return 'file';
  if (type === 'checkbox') return field.options?.length ? 'choices' : 'boolean';
  if (has(SINGLE_CHOICE_TYPES, type)) return 'choice';
  if (has(MULTI_CHOICE_TYPES, type)) return 'choices';
  if (type === 'table') return 'rows';
  return 'object';
}

/** The fixed options of a choice (none when they are drawn from a collection or a query). */
function fixedOptions(field: FormField) {
  if (field.sourceId != null || field.queryId != null) return [];
  return (field.options ?? []).map(({ id, fname }) => ({ id, fname }));
}

/** The Persian words for an input's kind and format. */
function typeLabelOf(kind: WsInputKind, format: FormField['format']): string {
  return format ? `${text.kinds[kind]} — ${text.formats[format]}` : text.kinds[kind];
}

/** The inputs of `fields` (display-only fields carry no answer and are left out). */
export function inputsOf(fields: readonly FormField[], keyBy: KeyBy): WsInput[] {
  return fields
    .filter((field) => !isDisplayOnly(field.type))
    .map((field) => ({
      key: keyBy === 'ename' ? field.ename : field.id,
      label: field.fname,
      kind: kindOf(field),
      typeLabel: typeLabelOf(kindOf(field), field.type === 'text' ? field.format : undefined),
      required: field.required === true,
      format: field.type === 'text' ? (field.format ?? null) : null,
      options: fixedOptions(field),
      children:
        field.type === 'expansion'
          ? (field.tabs ?? []).map((tab) => ({
              key: tab.id,
              label: tab.name,
              kind: 'object' as const,
              typeLabel: text.kinds.object,
              required: false,
              format: null,
              options: [],
              children: inputsOf(tab.formInfo.formFields, keyBy),
            }))
          : inputsOf(field.subform?.formFields ?? [], keyBy),
    }));
}

const scalar = z.union([z.string(), z.number()]);

function choiceSchema(input: WsInput): z.ZodType {
  const ids = input.options.map((option) => option.id);
  return ids.length === 0 ? scalar : z.literal(ids);
}

/** The zod schema of one input's value, described with its Persian title. */
function valueSchema(input: WsInput): z.ZodType {
  const numeric = input.format === 'number' || input.format === 'integer';
  const schema: z.ZodType = (() => {
    switch (input.kind) {
      case 'text':
        return numeric ? scalar : z.string();
      case 'richText':
      case 'file':
        return z.string();
      case 'date':
        return z.string().meta({ examples: ['1405/01/15', '2026-04-04'] });
      case 'boolean':
        return z.boolean();
      case 'choice':
        return choiceSchema(input);
      case 'choices':
        return z.array(choiceSchema(input));
      case 'map':
        return z.object({ lat: z.number(), lng: z.number() });
      case 'rows':
        return z.array(objectSchema(input.children));
      case 'object':
        return objectSchema(input.children);
    }
  })();
  return schema.describe(input.format ? `${input.label} (${input.format})` : input.label);
}

/** The zod schema of an answers object: required inputs required, the rest optional. */
export function objectSchema(inputs: readonly WsInput[]): z.ZodObject {
  return z.object(
    Object.fromEntries(
      inputs.map((input) => [input.key, input.required ? valueSchema(input) : valueSchema(input).optional()]),
    ),
  );
}

/** JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of the inputs. */
export function inputSchemaOf(inputs: readonly WsInput[]): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(objectSchema(inputs), { unrepresentable: 'any' });
  return schema;
}
