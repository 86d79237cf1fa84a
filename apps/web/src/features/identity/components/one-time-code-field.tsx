import TextField, { type TextFieldProps } from '@mui/material/TextField';

/**
 * The box for a code the user was sent (a reset code, a registration's SMS code): required, focused
 * first, digits typed left to right with the phone's number pad, offered by the phone's one-time-code
 * autofill; the form binds its label and value.
 */
export function OneTimeCodeField(props: Omit<TextFieldProps, 'slotProps'>) {
  return (
    <TextField
      autoComplete="one-time-code"
      autoFocus
      required
      fullWidth
      {...props}
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 20 } }}
    />
  );
}
