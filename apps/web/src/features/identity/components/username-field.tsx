import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { commonMessages } from '../../../lib/messages';

/**
 * The username box of the sign-in and reset forms: required, focused first, Latin text typed left to
 * right inside the RTL page; the form binds its value.
 */
export function UsernameField(props: Omit<TextFieldProps, 'label' | 'slotProps'>) {
  return (
    <TextField
      label={commonMessages.person.username}
      autoComplete="username"
      autoFocus
      required
      fullWidth
      {...props}
      slotProps={{ htmlInput: { dir: 'ltr' } }}
    />
  );
}
