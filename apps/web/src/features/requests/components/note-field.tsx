import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { NOTE_MAX_LENGTH } from '@darvazeh/shared';

/** What a note field takes: a label and the text, and any TextField prop besides (required, helperText). */
export type NoteFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'multiline' | 'slotProps'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * The one note field of the request screens (a task's note, a fix's, a survey's comment): several lines,
 * two to start, cut at the schemas' NOTE_MAX_LENGTH.
 */
export function NoteField({ value, onChange, ...props }: NoteFieldProps) {
  return (
    <TextField
      minRows={2}
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
    />
  );
}
