// One field of any of the 23 types, and a list of fields. Both are memoised on (field, base): a change
// of one answer re-renders only the components subscribed to it, never the list around them.
import { memo, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import type { FieldType, FormField } from '@darvazeh/shared';
import { CheckboxField } from './fields/checkbox-field';
import { ChartField } from './fields/chart-field';
import { DateField } from './fields/date-field';
import {
  AlertField,
  ButtonField,
  DownloadField,
  LineField,
  LinkField,
  SpaceField,
} from './fields/display-fields';
import { ExpansionField } from './fields/expansion-field';
import type { ContainerProps, FieldProps } from './fields/field-props';
import { FileField } from './fields/file-field';
import { MapField } from './fields/map-field';
import { MultiAutocompleteField, MultiListboxField, MultiSelectField } from './fields/multi-choice-fields';
import { RichTextField } from './fields/rich-text-field';
import { AutocompleteField, RadioField, SelectField } from './fields/single-choice-fields';
import { SubformField } from './fields/subform-field';
import { TableField } from './fields/table-field';
import { TextAnswerField } from './fields/text-field';

const FIELDS: Record<Exclude<FieldType, 'expansion' | 'table' | 'subform'>, ComponentType<FieldProps>> = {
  text: TextAnswerField,
  date: DateField,
  file: FileField,
  image: FileField,
  checkbox: CheckboxField,
  radio: RadioField,
  select: SelectField,
  autocomplete: AutocompleteField,
  multiselect: MultiSelectField,
  multiautocomplete: MultiAutocompleteField,
  multilistbox: MultiListboxField,
  map: MapField,
  alert: AlertField,
  richText: RichTextField,
  line: LineField,
  space: SpaceField,
  download: DownloadField,
  link: LinkField,
  button: ButtonField,
  chart: ChartField,
};

const CONTAINERS: Record<'expansion' | 'table' | 'subform', ComponentType<ContainerProps>> = {
  expansion: ExpansionField,
  table: TableField,
  subform: SubformField,
};

export const FieldView = memo(function FieldView({ field, base }: FieldProps) {
  const type = field.type;
  if (type === 'expansion' || type === 'table' || type === 'subform') {
    const Container = CONTAINERS[type];
    return <Container field={field} base={base} List={FieldList} />;
  }
  const Field = FIELDS[type];
  return Field ? <Field field={field} base={base} /> : null;
});

/** The fields of one level, one under another. */
export const FieldList = memo(function FieldList({
  fields,
  base,
}: {
  fields: readonly FormField[];
  base: string;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {fields.map((field) => (
        <div key={field.id} data-field-id={field.id} style={{ minWidth: 0 }}>
          <FieldView field={field} base={base} />
        </div>
      ))}
    </Box>
  );
});
