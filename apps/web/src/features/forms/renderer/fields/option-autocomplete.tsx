import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FieldOption, FormField } from '@darvazeh/shared';
import type { FieldOptions } from '../source-records';
import { optionKey } from './option-values';
import { formMessages as m } from '../../../../lib/messages';

/** What the single and multiple searchable lists share: labels, keys, loading texts and the input. */
export function optionAutocompleteProps(field: FormField, state: FieldOptions, readOnly: boolean) {
  return {
    options: state.options,
    getOptionLabel: (option: FieldOption) => option.fname,
    getOptionKey: (option: FieldOption) => optionKey(option.id),
    isOptionEqualToValue: (option: FieldOption, chosen: FieldOption) =>
      optionKey(option.id) === optionKey(chosen.id),
    loading: state.loading,
    loadingText: m.optionsLoading,
    noOptionsText: state.failed ? m.optionsFailed : m.noOptions,
    disabled: readOnly,
    fullWidth: true,
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField {...params} label={field.fname} required={field.required ?? false} />
    ),
  };
}
