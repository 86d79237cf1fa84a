import { SelectField, type SelectOption } from '../../../components/select-field';
import { queryMessages as m } from '../../../lib/messages';
import type { ResolvedSource, SourceField } from '../definition-draft';

/** A field of a source, as a picker offers it. */
export interface FieldChoice {
  alias: string;
  field: SourceField;
  label: string;
}

/** Every field of `sources`, each named after its source when the query reads more than one. */
export function fieldChoices(sources: readonly ResolvedSource[]): FieldChoice[] {
  const many = sources.length > 1;
  return sources.flatMap(({ draft, collection }) =>
    (collection?.fields ?? []).map((field) => ({
      alias: draft.alias,
      field,
      label: many ? m.sources.fieldOf(field.fname, collection?.fname ?? '') : field.fname,
    })),
  );
}

const valueOf = (alias: string, fieldId: string) => `${alias}.${fieldId}`;

/** Picks a field among `choices` by its Persian name; answers its source alias and field id. */
export function FieldSelect({
  label,
  choices,
  alias,
  fieldId,
  onChange,
  name,
}: {
  label: string;
  choices: readonly FieldChoice[];
  alias: string;
  fieldId: string;
  onChange: (choice: FieldChoice) => void;
  name?: string;
}) {
  const options: SelectOption<string>[] = choices.map((c) => ({
    value: valueOf(c.alias, c.field.id),
    label: c.label,
  }));
  return (
    <SelectField
      size="small"
      label={label}
      name={name}
      value={fieldId ? valueOf(alias, fieldId) : null}
      options={options}
      onChange={(value) => {
        const chosen = choices.find((c) => valueOf(c.alias, c.field.id) === value);
        if (chosen) onChange(chosen);
      }}
    />
  );
}
