// What the choice fields share: their answer and options, and the drop-down lists' field and items.
import MenuItem from '@mui/material/MenuItem';
import type { FieldOption, FormField } from '@darvazeh/shared';
import { useAnswer, useFormScope } from '../form-store';
import { useFieldOptions, type FieldOptions } from '../source-records';
import { answerKey, type FieldProps } from './field-props';
import { optionKey } from './option-values';
import { formMessages as m } from '../../../../lib/messages';

/** A choice field's definition, answer and options, and whether the form is read-only. */
export function useChoiceAnswer(props: FieldProps) {
  const { field } = props;
  const { readOnly } = useFormScope();
  const [value, setValue] = useAnswer(answerKey(props));
  const state = useFieldOptions(field);
  return { field, readOnly, value, setValue, state };
}

/** What the single and multiple drop-down lists share: label, required mark, the options' failure. */
export function optionSelectProps(field: FormField, state: FieldOptions, readOnly: boolean) {
  return {
    select: true,
    label: field.fname,
    required: field.required ?? false,
    disabled: readOnly,
    error: state.failed,
    helperText: state.failed ? m.optionsFailed : undefined,
    fullWidth: true,
  };
}

/** The options as the items of a drop-down list, each keyed and valued by its id as text. */
export function optionMenuItems(options: readonly FieldOption[]) {
  return options.map((option) => (
    <MenuItem key={optionKey(option.id)} value={optionKey(option.id)}>
      {option.fname}
    </MenuItem>
  ));
}
