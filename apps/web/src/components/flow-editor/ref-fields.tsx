// The flow editor's pickers: fields by their Persian names (ids stored), collections, functions and stored
// queries by name, and the names a value is written to (a variable, or a field's answer).
import TextField from '@mui/material/TextField';
import { SelectField, type SelectOption } from '../select-field';
import { functionMessages } from '../../lib/messages';
import { useFlowEditor } from './flow-editor-context';
import { FieldGrid } from '../field-grid';

const text = functionMessages.editor;

/** The choices of the function's fields, a stored id missing from them kept as «فیلد حذف‌شده». */
function fieldOptions(
  fields: readonly { id: string; fname: string }[],
  value: string,
): SelectOption<string>[] {
  const options = fields.map((field) => ({ value: field.id, label: field.fname || field.id }));
  if (value && !fields.some((field) => field.id === value)) options.push({ value, label: text.missingField });
  return options;
}

interface PickerProps<V> {
  label: string;
  value: V;
  onChange: (value: V) => void;
}

/** A field of the function, shown by its Persian name; stores the field's id. */
export function FieldPicker({
  label,
  value,
  onChange,
  types,
}: PickerProps<string> & { types?: readonly string[] }) {
  const { fields } = useFlowEditor();
  const offered = types ? fields.filter((field) => types.includes(field.type)) : fields;
  return (
    <SelectField
      label={label}
      size="small"
      value={value || null}
      options={fieldOptions(offered.length > 0 ? offered : fields, value)}
      noneLabel={text.noField}
      helperText={fields.length === 0 ? text.noFields : undefined}
      onChange={(id) => onChange(id ?? '')}
    />
  );
}

/** A data collection by name; stores its id. */
export function CollectionPicker({ label, value, onChange }: PickerProps<string | number>) {
  const { collections } = useFlowEditor();
  const options = collections.map((c) => ({ value: String(c.id), label: c.fname }));
  return (
    <SelectField
      label={label}
      size="small"
      value={value === '' ? null : String(value)}
      options={options}
      noneLabel={text.noCollection}
      onChange={(id) => {
        const match = collections.find((c) => String(c.id) === id);
        onChange(match ? match.id : '');
      }}
    />
  );
}

/**
 * A stored function by name; stores its id. `optional` (a fetch's web service, which a URL may replace)
 * lets it be cleared to nothing.
 */
export function FunctionPicker({
  label,
  value,
  onChange,
  optional,
}: PickerProps<string | number | undefined> & { optional?: boolean }) {
  const { functions } = useFlowEditor();
  const current = value === undefined || value === '' ? null : Number(value);
  return (
    <SelectField
      label={optional ? text.optional(label) : label}
      size="small"
      value={current}
      options={functions.map((f) => ({ value: f.id, label: f.fname }))}
      noneLabel={text.noFunction}
      onChange={(id) => onChange(id ?? (optional ? undefined : ''))}
    />
  );
}

/** A service by name (its process is what createProcess starts); stores its id. */
export function ServicePicker({ label, value, onChange }: PickerProps<string | number>) {
  const { services } = useFlowEditor();
  const options = services.map((s) => ({ value: String(s.id), label: s.fname }));
  const current = value === '' ? null : String(value);
  if (current !== null && !options.some((o) => o.value === current))
    options.push({ value: current, label: text.missingService });
  return (
    <SelectField
      label={label}
      size="small"
      value={current}
      options={options}
      noneLabel={text.noService}
      onChange={(id) => {
        const match = services.find((s) => String(s.id) === id);
        onChange(match ? match.id : '');
      }}
    />
  );
}

type Named = { id: number; fname: string };

/**
 * An optional pick among `items` by name; stores the chosen id, or nothing. An id none of them has
 * (deleted since, or typed before the picker existed) stays shown as `missingLabel` until another is chosen.
 */
function OptionalNamePicker({
  label,
  value,
  onChange,
  items,
  missingLabel,
  noneLabel,
}: PickerProps<string | number | undefined> & {
  items: readonly Named[];
  missingLabel: string;
  noneLabel: string;
}) {
  const options = items.map((item) => ({ value: String(item.id), label: item.fname }));
  const current = value === undefined || value === '' ? null : String(value);
  if (current !== null && !options.some((o) => o.value === current))
    options.push({ value: current, label: missingLabel });
  return (
    <SelectField
      label={text.optional(label)}
      size="small"
      value={current}
      options={options}
      noneLabel={noneLabel}
      onChange={(id) => {
        const match = items.find((item) => String(item.id) === id);
        onChange(match ? match.id : id === null ? undefined : value);
      }}
    />
  );
}

/** A stored query by name (optional); one deleted since stays shown as «پرس‌وجوی حذف‌شده». */
export function QueryPicker(props: PickerProps<string | number | undefined>) {
  const { queries } = useFlowEditor();
  return (
    <OptionalNamePicker
      {...props}
      items={queries}
      missingLabel={text.missingQuery}
      noneLabel={text.noQuery}
    />
  );
}

/** A name that receives a value: one word of the expression language, typed left to right. */
export function NameField({
  label,
  value,
  onChange,
  optional,
}: PickerProps<string | undefined> & { optional?: boolean }) {
  return (
    <TextField
      label={optional ? text.optional(label) : label}
      size="small"
      value={value ?? ''}
      slotProps={{ htmlInput: { dir: 'auto', spellCheck: false } }}
      onChange={(event) => onChange(optional && event.target.value === '' ? undefined : event.target.value)}
    />
  );
}

/** A reference to a thing outside this editor (a process step), typed as is. */
export function RefField({
  label,
  value,
  onChange,
  optional,
}: PickerProps<string | number | undefined> & { optional?: boolean }) {
  return (
    <TextField
      label={optional ? text.optional(label) : label}
      size="small"
      value={value ?? ''}
      helperText={text.refHint}
      slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
      onChange={(event) => {
        const raw = event.target.value.trim();
        if (raw === '') onChange(optional ? undefined : '');
        else onChange(/^\d+$/.test(raw) ? Number(raw) : raw);
      }}
    />
  );
}

/**
 * Where a value is written: a variable (typed by name) or one of the function's fields (picked by its
 * Persian name; its id is stored, which the engine reads as the field's answer).
 */
export function TargetField({
  label,
  value,
  onChange,
  optional,
}: PickerProps<string | undefined> & { optional?: boolean }) {
  const { fields } = useFlowEditor();
  const isField = value !== undefined && value !== '' && fields.some((field) => field.id === value);
  return (
    <FieldGrid from="sm" gap={1} template="minmax(0, 10rem) minmax(0, 1fr)" stretch>
      <SelectField
        label={text.target.kind}
        size="small"
        value={isField ? 'field' : 'variable'}
        options={[
          { value: 'variable', label: text.target.variable },
          { value: 'field', label: text.target.field },
        ]}
        onChange={(kind) => {
          if (kind === 'field') onChange(fields[0]?.id ?? '');
          else onChange(optional ? undefined : '');
        }}
      />
      {isField ? (
        <FieldPicker label={label} value={value} onChange={(id) => onChange(id)} />
      ) : (
        <NameField label={label} value={value} onChange={onChange} optional={optional} />
      )}
    </FieldGrid>
  );
}

/**
 * An outside web service by name (a fetch's externalServiceId; optional). One no longer registered stays
 * shown as «وب‌سرویس بیرونی حذف‌شده» until another is chosen.
 */
export function ExternalServicePicker(props: PickerProps<string | number | undefined>) {
  const { externalServices } = useFlowEditor();
  return (
    <OptionalNamePicker
      {...props}
      items={externalServices}
      missingLabel={text.missingExternalService}
      noneLabel={text.noExternalService}
    />
  );
}
