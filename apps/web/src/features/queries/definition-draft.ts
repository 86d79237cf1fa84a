// The query editor's model: a query definition (SPEC §3, the shared `queryDefinition`) as the form edits
// it — sources with their joins, output columns, a flat list of conditions, grouping, ordering, limit and
// mapBy — and back. What the form does not edit (nested and/or groups, computing fields,
// extendRecordsBaseOn, normalize, ordering by a field that is not a column) is kept and written back as it
// was. Which operators, aggregates and groupings a field offers mirrors the server's allowlists
// (modules/queries/query-fields.ts), which stay the authority: anything else is its Persian 400.
import {
  isDisplayOnly,
  MULTI_CHOICE_TYPES,
  QUERY_AGGREGATES,
  QUERY_DATE_GROUPS,
  SINGLE_CHOICE_TYPES,
  selectName,
  toLatinDigits,
  type FieldOption,
  type FormField,
  type QueryAggregate,
  type QueryCondition,
  type QueryDateGroup,
  type QueryDefinition,
  type QueryDefinitionInput,
  type QueryOp,
  type QueryOrderBy,
  type QuerySelect,
  type QueryWhere,
  type SystemCollectionField,
} from '@darvazeh/shared';

/** What a field holds, as the editor offers operators and aggregates for it. */
export type FieldKind = 'text' | 'number' | 'date' | 'choice' | 'multi' | 'boolean' | 'other';

/** A field of a source: its id, its Persian name, its kind and, for a choice, its typed options. */
export interface SourceField {
  id: string;
  fname: string;
  kind: FieldKind;
  options?: readonly FieldOption[];
}

/** A collection a source may read: a data collection (numeric id) or a system collection (its name). */
export interface SourceCollection {
  id: number | string;
  fname: string;
  fields: readonly SourceField[];
}

/** What a column does with its field. */
export type Apply = 'value' | 'label' | QueryAggregate | QueryDateGroup;

export interface JoinDraft {
  /** A field of a source before this one. */
  left: { source: string; fieldId: string };
  /** The field of this source equal to it. */
  fieldId: string;
  kind: 'inner' | 'left';
}
export interface SourceDraft {
  key: string;
  alias: string;
  collectionId: number | string | null;
  /** How this source meets the ones before it (every source but the first). */
  join: JoinDraft | null;
}
export interface ColumnDraft {
  key: string;
  source: string;
  fieldId: string;
  apply: Apply;
  as: string;
}
export interface ConditionDraft {
  key: string;
  source: string;
  fieldId: string;
  op: QueryOp;
  /** As typed: a list for `in` is separated by commas; `isNull` is 'true' or 'false'. */
  value: string;
}
/** A grouping key: a column by its output name, or a field of a source not answered. */
export type GroupKey = { select: string } | { source: string; fieldId: string };
export type GroupDraft = { key: string } & GroupKey;
export interface OrderDraft {
  key: string;
  select: string;
  dir: 'asc' | 'desc';
}

/** The parts of a definition the form does not edit, written back as they were. */
export interface KeptParts {
  whereStatement: QueryWhere | null;
  orderByFields: QueryOrderBy[];
  computingFields: QueryDefinition['computingFields'];
  extendRecordsBaseOn: string | null;
  normalize: boolean;
}

export interface DefinitionDraft {
  sources: SourceDraft[];
  columns: ColumnDraft[];
  match: 'and' | 'or';
  conditions: ConditionDraft[];
  groupBy: GroupDraft[];
  orderBy: OrderDraft[];
  /** '' for no limit (−1). */
  limit: string;
  mapBy: string;
  kept: KeptParts;
}

/** The most rows each list of the editor takes. */
const ROW_CAPS = { sources: 5, columns: 50, conditions: 100, groupBy: 10, orderBy: 10 } as const;

/**
 * The row edits of one list of the draft, each handing `onChange` the new draft: `add` appends a row
 * (undefined once the list is `full`), `remove` drops the row of `key`, `change` rewrites it.
 */
export function draftRows<L extends keyof typeof ROW_CAPS>(
  draft: DefinitionDraft,
  onChange: (draft: DefinitionDraft) => void,
  list: L,
) {
  type Row = DefinitionDraft[L][number];
  const rows: readonly Row[] = draft[list];
  const put = (next: Row[]) => onChange({ ...draft, [list]: next });
  return {
    add: rows.length >= ROW_CAPS[list] ? undefined : (row: Row) => put([...rows, row]),
    remove: (key: string) => put(rows.filter((row) => row.key !== key)),
    change: (key: string, edit: (row: Row) => Row) =>
      put(rows.map((row) => (row.key === key ? edit(row) : row))),
  };
}

const SINGLE: ReadonlySet<string> = new Set(SINGLE_CHOICE_TYPES);
const MULTI: ReadonlySet<string> = new Set([...MULTI_CHOICE_TYPES, 'checkbox']);

/** A form field's kind, as the server reads its answers. */
export function fieldKind(field: Pick<FormField, 'type' | 'format'>): FieldKind {
  if (field.type === 'date') return 'date';
  if (SINGLE.has(field.type)) return 'choice';
  if (MULTI.has(field.type)) return 'multi';
  if (field.type === 'map' || field.type === 'table') return 'other';
  if (field.type === 'text' && (field.format === 'number' || field.format === 'integer')) return 'number';
  return 'text';
}

/** A record's own columns, which every data collection offers (they win over form fields of the same id). */
export const RECORD_COLUMNS: readonly [string, FieldKind][] = [
  ['id', 'number'],
  ['createdAt', 'date'],
  ['creatorId', 'number'],
  ['updatedAt', 'date'],
];

/**
 * The fields of a data collection a query may name: every field with one answer per record (top level,
 * inside subforms and expansion tabs; not display-only types), then the record's own columns, named by
 * `recordColumnNames`.
 */
export function recordSourceFields(
  fields: readonly FormField[],
  recordColumnNames: Readonly<Record<string, string>>,
): SourceField[] {
  const out = new Map<string, SourceField>();
  const visit = (list: readonly FormField[]) => {
    for (const field of list) {
      if (isDisplayOnly(field.type)) continue;
      if (field.type === 'subform') visit(field.subform?.formFields ?? []);
      else if (field.type === 'expansion') for (const tab of field.tabs ?? []) visit(tab.formInfo.formFields);
      else {
        const kind = fieldKind(field);
        out.set(field.id, {
          id: field.id,
          fname: field.fname,
          kind,
          ...((kind === 'choice' || kind === 'multi') && field.options?.length && { options: field.options }),
        });
      }
    }
  };
  visit(fields);
  for (const [id, kind] of RECORD_COLUMNS) out.set(id, { id, fname: recordColumnNames[id] ?? id, kind });
  return [...out.values()];
}

/** The fields of a system collection: ids are numbers, dates are dates, checkboxes are yes/no. */
export function systemSourceFields(fields: readonly SystemCollectionField[]): SourceField[] {
  return fields.map((field) => ({
    id: field.id,
    fname: field.fname,
    kind:
      field.id === 'id' || field.id.endsWith('Id')
        ? 'number'
        : field.type === 'date'
          ? 'date'
          : field.type === 'checkbox'
            ? 'boolean'
            : 'text',
  }));
}

const OPS: Record<FieldKind, readonly QueryOp[]> = {
  text: ['like', 'eq', 'ne', 'in', 'isNull'],
  number: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'isNull'],
  date: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'isNull'],
  choice: ['eq', 'ne', 'in', 'like', 'isNull'],
  multi: ['eq', 'ne', 'in', 'like', 'isNull'],
  boolean: ['eq', 'ne', 'isNull'],
  other: ['isNull'],
};

/** The condition operators a field of `kind` takes. */
export const opsFor = (kind: FieldKind): readonly QueryOp[] => OPS[kind];

/** What a column may do with a field of `kind` (and whether it has typed options). */
export function appliesFor(field: Pick<SourceField, 'kind' | 'options'>): Apply[] {
  const { kind } = field;
  const applies: Apply[] = ['value'];
  if ((kind === 'choice' || kind === 'multi') && field.options?.length) applies.push('label');
  applies.push('count', 'countDistinct');
  if (kind === 'number') applies.push('sum', 'avg', 'p90', 'min', 'max');
  if (kind === 'date') applies.push('min', 'max', ...QUERY_DATE_GROUPS);
  return applies;
}

const AGGREGATES: ReadonlySet<string> = new Set<string>(QUERY_AGGREGATES);
const DATE_GROUPS: ReadonlySet<string> = new Set<string>(QUERY_DATE_GROUPS);
export const isAggregate = (apply: Apply): apply is QueryAggregate => AGGREGATES.has(apply);
const isDateGroup = (apply: Apply): apply is QueryDateGroup => DATE_GROUPS.has(apply);

/** The select a column makes. */
export function selectOf(column: ColumnDraft): QuerySelect {
  const as = column.as.trim();
  return {
    source: column.source,
    fieldId: column.fieldId,
    ...(as && { as }),
    ...(isAggregate(column.apply) && { aggregate: column.apply }),
    ...(isDateGroup(column.apply) && { dateGroup: column.apply }),
    ...(column.apply === 'label' && { optionLabels: true }),
  };
}

/** A column's name in the rows (its `as`, else the name the definition gives it). */
export const outputNameOf = (column: ColumnDraft): string => selectName(selectOf(column));

const applyOf = (select: QuerySelect): Apply =>
  select.aggregate ?? select.dateGroup ?? (select.optionLabels ? 'label' : 'value');

let counter = 0;
/** A key for a new row of the editor (React keys; never sent). */
export const newKey = (): string => `k${(counter += 1)}`;

/** An alias no source of `sources` has (s1, s2, …). */
export function freeAlias(sources: readonly SourceDraft[]): string {
  const taken = new Set(sources.map((s) => s.alias));
  let n = sources.length + 1;
  while (taken.has(`s${n}`)) n += 1;
  return `s${n}`;
}

/** The draft of a new query: one source to choose, no columns yet. */
export function emptyDraft(): DefinitionDraft {
  return {
    sources: [{ key: newKey(), alias: 's1', collectionId: null, join: null }],
    columns: [],
    match: 'and',
    conditions: [],
    groupBy: [],
    orderBy: [],
    limit: '',
    mapBy: 'id',
    kept: {
      whereStatement: null,
      orderByFields: [],
      computingFields: [],
      extendRecordsBaseOn: null,
      normalize: true,
    },
  };
}

const isCondition = (node: QueryWhere): node is QueryCondition => !('and' in node) && !('or' in node);

/** A condition's value as the form shows it. */
function valueText(value: QueryCondition['value']): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).join('، ');
  return String(value);
}

/** The flat conditions of a where tree, or null when it nests groups (then it is kept as it is). */
function flatConditions(where: QueryWhere | null): { match: 'and' | 'or'; items: QueryCondition[] } | null {
  if (where === null) return { match: 'and', items: [] };
  if (isCondition(where)) return { match: 'and', items: [where] };
  const match = 'and' in where ? 'and' : 'or';
  const items = 'and' in where ? where.and : where.or;
  return items.every(isCondition) ? { match, items } : null;
}

/** The draft of a stored definition (defaults filled in, as the server answers it). */
export function draftOf(definition: QueryDefinition): DefinitionDraft {
  const flat = flatConditions(definition.whereStatement);
  return {
    sources: definition.sources.map((source, index) => {
      const join = index === 0 ? undefined : definition.joins.find((j) => j.right.source === source.alias);
      return {
        key: newKey(),
        alias: source.alias,
        collectionId: source.collectionId,
        join: join ? { left: join.left, fieldId: join.right.fieldId, kind: join.kind } : null,
      };
    }),
    columns: definition.selects.map((select) => ({
      key: newKey(),
      source: select.source,
      fieldId: select.fieldId,
      apply: applyOf(select),
      as: select.as ?? '',
    })),
    match: flat?.match ?? 'and',
    conditions: (flat?.items ?? []).map((c) => ({
      key: newKey(),
      source: c.source,
      fieldId: c.fieldId,
      op: c.op,
      value: c.op === 'isNull' ? String(c.value !== false) : valueText(c.value),
    })),
    groupBy: definition.groupBy.map((g) => ({ key: newKey(), ...g })),
    orderBy: definition.orderBy.flatMap((o) =>
      'select' in o ? [{ key: newKey(), select: o.select, dir: o.dir ?? 'asc' }] : [],
    ),
    limit: definition.limit === -1 ? '' : String(definition.limit),
    mapBy: definition.mapBy,
    kept: {
      whereStatement: flat ? null : definition.whereStatement,
      orderByFields: definition.orderBy.filter((o) => !('select' in o)),
      computingFields: definition.computingFields,
      extendRecordsBaseOn: definition.extendRecordsBaseOn,
      normalize: definition.normalize,
    },
  };
}

/** Whether the draft keeps parts the form does not edit (other than nested conditions). */
export const keepsAdvancedParts = (kept: KeptParts): boolean =>
  kept.orderByFields.length > 0 ||
  kept.computingFields.length > 0 ||
  kept.extendRecordsBaseOn !== null ||
  !kept.normalize;

type Scalar = string | number | boolean;

/** A typed value as the condition sends it: a number for a numeric field, yes/no for a boolean one. */
function scalarOf(text: string, kind: FieldKind | undefined): Scalar {
  const trimmed = text.trim();
  if (kind === 'boolean') return trimmed === 'true';
  if (kind === 'number' && trimmed !== '' && Number.isFinite(Number(trimmed))) return Number(trimmed);
  return trimmed;
}

/** A condition of the draft as the definition holds it. */
function conditionOf(c: ConditionDraft, kind: FieldKind | undefined): QueryCondition {
  const base = { source: c.source, fieldId: c.fieldId, op: c.op };
  if (c.op === 'isNull') return { ...base, value: c.value !== 'false' };
  if (c.op === 'in') {
    const items = c.value
      .split(/[,،]/)
      .map((item) => item.trim())
      .filter((item) => item !== '');
    return { ...base, value: items.map((item) => scalarOf(item, kind)) };
  }
  return { ...base, value: scalarOf(c.value, kind) };
}

/** The limit the draft names: −1 for none, a whole number, or null when it is not one. */
export function limitOf(text: string): number | null {
  const latin = toLatinDigits(text.trim());
  if (latin === '') return -1;
  return /^\d+$/.test(latin) && Number(latin) >= 1 ? Number(latin) : null;
}

/**
 * The definition a draft says (for saving and for the preview); `kindOf` tells a field's kind so typed
 * values are sent as numbers or yes/no where the field holds them.
 */
export function definitionOf(
  draft: DefinitionDraft,
  kindOf: (source: string, fieldId: string) => FieldKind | undefined = () => undefined,
): QueryDefinitionInput {
  const conditions = draft.conditions.map((c) => conditionOf(c, kindOf(c.source, c.fieldId)));
  const outputs = new Set([
    ...draft.columns.map(outputNameOf),
    ...draft.kept.computingFields.map((c) => c.as),
  ]);
  const whereStatement =
    draft.kept.whereStatement ??
    (conditions.length === 0
      ? null
      : conditions.length === 1
        ? (conditions[0] as QueryCondition)
        : draft.match === 'and'
          ? { and: conditions }
          : { or: conditions });
  return {
    sources: draft.sources.map((s) => ({ alias: s.alias, collectionId: s.collectionId ?? '' })),
    joins: draft.sources.flatMap((s, index) =>
      index > 0 && s.join?.left.source && s.join.left.fieldId && s.join.fieldId
        ? [{ left: s.join.left, right: { source: s.alias, fieldId: s.join.fieldId }, kind: s.join.kind }]
        : [],
    ),
    selects: draft.columns.map(selectOf),
    whereStatement,
    // A key naming a column since removed or renamed is left out (the form shows it empty).
    groupBy: draft.groupBy
      .filter((g) => !('select' in g) || outputs.has(g.select))
      .map(({ key: _key, ...group }) => group),
    orderBy: [
      ...draft.orderBy.filter((o) => outputs.has(o.select)).map((o) => ({ select: o.select, dir: o.dir })),
      ...draft.kept.orderByFields,
    ],
    limit: limitOf(draft.limit) ?? Number.NaN,
    mapBy: draft.mapBy.trim() || 'id',
    computingFields: draft.kept.computingFields,
    extendRecordsBaseOn: draft.kept.extendRecordsBaseOn,
    normalize: draft.kept.normalize,
  };
}

/** Whether the draft has what a run needs: every source a collection, and at least one column. */
export const isRunnable = (draft: DefinitionDraft): boolean =>
  draft.sources.every((s) => s.collectionId !== null) && draft.columns.length > 0;

/**
 * A column's Persian label: its `as`, else made of its field's name and what is applied to it
 * («میانگین نمره», «ماه تاریخ ورود»; a count «تعداد» alone), as the server labels a stored query's columns.
 */
export function columnLabel(
  column: ColumnDraft,
  fieldName: string,
  words: {
    aggregates: Record<QueryAggregate, string>;
    dateGroups: Record<QueryDateGroup, string>;
    optionLabel: string;
    join: (what: string, field: string) => string;
  },
): string {
  const as = column.as.trim();
  if (as) return as;
  // A count counts rows: «تعداد» alone reads better than «تعداد شناسه».
  if (column.apply === 'count') return words.aggregates.count;
  if (isAggregate(column.apply)) return words.join(words.aggregates[column.apply], fieldName);
  if (isDateGroup(column.apply)) return words.join(words.dateGroups[column.apply], fieldName);
  if (column.apply === 'label') return words.join(words.optionLabel, fieldName);
  return fieldName;
}

/** The draft without anything that names source `alias` (its columns, conditions, keys, joins to it). */
export function withoutSource(draft: DefinitionDraft, alias: string): DefinitionDraft {
  const names = new Set(draft.columns.filter((c) => c.source === alias).map(outputNameOf));
  return {
    ...draft,
    sources: draft.sources.map((s) => (s.join?.left.source === alias ? { ...s, join: null } : s)),
    columns: draft.columns.filter((c) => c.source !== alias),
    conditions: draft.conditions.filter((c) => c.source !== alias),
    groupBy: draft.groupBy.filter((g) => ('select' in g ? !names.has(g.select) : g.source !== alias)),
    orderBy: draft.orderBy.filter((o) => !names.has(o.select)),
  };
}

/** A source's collection and fields, as the editor resolves them. */
export interface ResolvedSource {
  draft: SourceDraft;
  /** Its position, from 1. */
  n: number;
  collection: SourceCollection | undefined;
}

/** The sources of a draft with their collections (undefined while loading or when gone). */
export function resolveSources(
  draft: DefinitionDraft,
  collections: readonly SourceCollection[],
): ResolvedSource[] {
  return draft.sources.map((source, index) => ({
    draft: source,
    n: index + 1,
    collection: collections.find((c) => c.id === source.collectionId),
  }));
}

/** A field of one of the draft's sources, or undefined. */
export function fieldIn(
  resolved: readonly ResolvedSource[],
  alias: string,
  fieldId: string,
): SourceField | undefined {
  return resolved.find((r) => r.draft.alias === alias)?.collection?.fields.find((f) => f.id === fieldId);
}
