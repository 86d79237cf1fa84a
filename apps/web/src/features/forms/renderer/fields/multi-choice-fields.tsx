import { useId } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import type { FieldOption } from '@darvazeh/shared';
import type { FieldProps } from './field-props';
import { optionMenuItems, optionSelectProps, useChoiceAnswer } from './choice-field';
import { optionAutocompleteProps } from './option-autocomplete';
import { chosenOptions, optionKey, toggleOption } from './option-values';
import { OptionsStatus } from './options-status';

const ids = (options: readonly FieldOption[]): FieldOption['id'][] | null =>
  options.length ? options.map((option) => option.id) : null;

/** A drop-down list with several choices; the answer is the list of their ids. */
export function MultiSelectField(props: FieldProps) {
  const { field, readOnly, value, setValue, state } = useChoiceAnswer(props);
  const chosen = chosenOptions(state.options, value);
  const byKey = new Map(state.options.map((option) => [optionKey(option.id), option]));
  return (
    <TextField
      {...optionSelectProps(field, state, readOnly)}
      value={chosen.map((option) => optionKey(option.id))}
      onChange={(event) => {
        const keys = event.target.value as unknown as string[];
        setValue(ids(keys.flatMap((key) => byKey.get(key) ?? [])));
      }}
      slotProps={{
        htmlInput: { name: field.ename },
        select: {
          multiple: true,
          renderValue: () => chosen.map((option) => option.fname).join('، '),
        },
      }}
    >
      {optionMenuItems(state.options)}
    </TextField>
  );
}

/** A searchable list with several choices; the answer is the list of their ids. */
export function MultiAutocompleteField(props: FieldProps) {
  const { field, readOnly, value, setValue, state } = useChoiceAnswer(props);
  return (
    <Autocomplete
      {...optionAutocompleteProps(field, state, readOnly)}
      multiple
      value={chosenOptions(state.options, value)}
      onChange={(_, options) => setValue(ids(options))}
    />
  );
}

/** A list box whose options are toggled one by one; the answer is the list of chosen ids. */
export function MultiListboxField(props: FieldProps) {
  const labelId = useId();
  const { field, readOnly, value, setValue, state } = useChoiceAnswer(props);
  const chosen = new Set(chosenOptions(state.options, value).map((option) => optionKey(option.id)));
  return (
    <FormControl component="fieldset" required={field.required ?? false} disabled={readOnly}>
      <FormLabel component="legend" id={labelId}>
        {field.fname}
      </FormLabel>
      <List
        role="listbox"
        aria-labelledby={labelId}
        aria-multiselectable="true"
        aria-required={field.required ?? false}
        dense
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 240, overflow: 'auto' }}
      >
        {state.options.map((option) => {
          const selected = chosen.has(optionKey(option.id));
          return (
            <ListItemButton
              key={optionKey(option.id)}
              role="option"
              aria-selected={selected}
              selected={selected}
              disabled={readOnly}
              onClick={() => setValue(toggleOption(value, option.id))}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Checkbox edge="start" checked={selected} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText primary={option.fname} />
            </ListItemButton>
          );
        })}
      </List>
      <OptionsStatus state={state} />
    </FormControl>
  );
}
