import { useId } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { FieldProps } from './field-props';
import { optionMenuItems, optionSelectProps, useChoiceAnswer } from './choice-field';
import { optionAutocompleteProps } from './option-autocomplete';
import { findOption, optionKey } from './option-values';
import { OptionsStatus } from './options-status';

/** Radio buttons: one option; the answer is its id. */
export function RadioField(props: FieldProps) {
  const labelId = useId();
  const { field, readOnly, value, setValue, state } = useChoiceAnswer(props);
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
  const { field, readOnly, value, setValue, state } = useChoiceAnswer(props);
  const chosen = findOption(state.options, value);
  return (
    <TextField
      {...optionSelectProps(field, state, readOnly)}
      value={chosen ? optionKey(chosen.id) : ''}
      onChange={(event) => setValue(findOption(state.options, event.target.value)?.id ?? null)}
      slotProps={{ htmlInput: { name: field.ename } }}
    >
      {optionMenuItems(state.options)}
    </TextField>
  );
}

/** A searchable list: one option; the answer is its id. */
export function AutocompleteField(props: FieldProps) {
  const { field, readOnly, value, setValue, state } = useChoiceAnswer(props);
  return (
    <Autocomplete
      {...optionAutocompleteProps(field, state, readOnly)}
      value={findOption(state.options, value)}
      onChange={(_, option) => setValue(option?.id ?? null)}
    />
  );
}
