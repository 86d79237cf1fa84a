import FormHelperText from '@mui/material/FormHelperText';
import type { FieldOptions } from '../source-records';
import { formMessages as m } from '../../../../lib/messages';

/** Says when a field's options are still loading or could not be loaded. */
export function OptionsStatus({ state }: { state: FieldOptions }) {
  if (state.failed) return <FormHelperText error>{m.optionsFailed}</FormHelperText>;
  if (state.loading) return <FormHelperText>{m.optionsLoading}</FormHelperText>;
  return null;
}
