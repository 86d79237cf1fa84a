import { useId } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useAnswer, useFormScope } from '../form-store';
import { useFieldOptions } from '../source-records';
import { answerKey, type FieldProps } from './field-props';
import { optionAutocompleteProps } from './option-autocomplete';
import { findOption, optionKey } from './option-values';
import { OptionsStatus } from './options-status';
import { formMessages as m } from '../../messages';

/** Radio buttons: one option; the answer is its id. */
export function RadioField(props: FieldProps) {
  const { field } = props;
  const labelId = useId();
  const { readOnly } = useFormScope();
  const [value, setValue] = useAnswer(answerKey(props));
  const state = useFieldOptions(field);
  const chosen = findOption(state.options, value);
  return (
    <FormControl component="fieldset" required={field.required ?? false} disabled={readOnly}>
      <FormLabel component="legend" id={labelId}>
        {field.fname}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={field.ename}
        value={chosen ? optionKey(chosen.id) : ''}
        onChange={(_, key) => setValue(findOption(state.options, key)?.id ?? null)}
        row
      >
        {state.options.map((option) => (
          <FormControlLabel
            key={optionKey(option.id)}
            value={optionKey(option.id)}
            control={<Radio />}
            label={option.fname}
          />
        ))}
      </RadioGroup>
      <OptionsStatus state={state} />
    </FormControl>
  );
}

/** A drop-down list: one option; the answer is its id. */
export function SelectField(props: FieldProps) {
  const { field } = props;
  const { readOnly } = useFormScope();
  const [value, setValue] = useAnswer(answerKey(props));
  const state = useFieldOptions(field);
  const chosen = findOption(state.options, value);
  return (
    <TextField
      select
      label={field.fname}
      required={field.required ?? false}
      disabled={readOnly}
      value={chosen ? optionKey(chosen.id) : ''}
      onChange={(event) => setValue(findOption(state.options, event.target.value)?.id ?? null)}
      error={state.failed}
      helperText={state.failed ? m.optionsFailed : undefined}
      fullWidth
      slotProps={{ htmlInput: { name: field.ename } }}
    >
      {state.options.map((option) => (
        <MenuItem key={optionKey(option.id)} value={optionKey(option.id)}>
          {option.fname}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A searchable list: one option; the answer is its id. */
export function AutocompleteField(props: FieldProps) {
  const { field } = props;
  const { readOnly } = useFormScope();
  const [value, setValue] = useAnswer(answerKey(props));
  const state = useFieldOptions(field);
  return (
    <Autocomplete
      {...optionAutocompleteProps(field, state, readOnly)}
      value={findOption(state.options, value)}
      onChange={(_, option) => setValue(option?.id ?? null)}
    />
  );
}
