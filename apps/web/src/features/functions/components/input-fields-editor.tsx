import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { SelectField } from '../../../components/select-field';
import { SwitchField } from '../../../components/switch-field';
import { collectionMessages, functionMessages } from '../../../lib/messages';
import type { FormField } from '../types';

const text = functionMessages.inputs;

/** The field types a function's input may have: the answers a caller can send as plain values. */
export const INPUT_TYPES = ['text', 'date', 'checkbox', 'select', 'radio', 'file'] as const;
const CHOICE_TYPES: ReadonlySet<string> = new Set(['select', 'radio']);

/** A new input field with a fresh id and an English name not yet used. */
export function newInputField(fields: readonly FormField[]): FormField {
  const ids = new Set(fields.map((field) => field.id));
  const enames = new Set(fields.map((field) => field.ename));
  let n = fields.length + 1;
  while (ids.has(`f${n}`) || enames.has(`field${n}`)) n += 1;
  return { id: `f${n}`, ename: `field${n}`, fname: '', type: 'text' };
}

/** Options typed one per line, given ids 1, 2, … (the answer a caller sends); blank lines stay while typing. */
function optionsOf(lines: string): FormField['options'] {
  return lines.split('\n').map((fname, index) => ({ id: String(index + 1), fname }));
}

/** The fields as saved: blank choice lines dropped, the rest trimmed. */
export function tidyInputFields(fields: readonly FormField[]): FormField[] {
  return fields.map((field) => {
    if (!field.options) return field;
    const options = field.options
      .map((option) => ({ ...option, fname: option.fname.trim() }))
      .filter((option) => option.fname !== '')
      .map((option, index) => ({ ...option, id: String(index + 1) }));
    return { ...field, options };
  });
}

interface InputFieldsEditorProps {
  value: readonly FormField[];
  onChange: (value: FormField[]) => void;
  /** The schema's message about the fields, if any. */
  error?: string;
}

/** The function's input fields as a simple list: title, English name, type, required, id, and choices. */
export function InputFieldsEditor({ value, onChange, error }: InputFieldsEditorProps) {
  const change = (index: number, patch: Partial<FormField>) =>
    onChange(value.map((field, i) => (i === index ? { ...field, ...patch } : field)));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {text.hint}
      </Typography>
      {value.length === 0 && <Typography variant="body2">{text.empty}</Typography>}
      {value.map((field, index) => {
        const name = field.fname || text.unnamed(index + 1);
        return (
          <Paper
            key={index}
            variant="outlined"
            component="fieldset"
            sx={{
              m: 0,
              p: 1.5,
              minWidth: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <Box
              component="legend"
              sx={{ px: 0.5, display: 'flex', alignItems: 'center', gap: 1, typography: 'subtitle2' }}
            >
              {name}
              <IconButton
                size="small"
                aria-label={text.remove(name)}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Box>
            <TextField
              required
              size="small"
              label={text.fname}
              value={field.fname}
              onChange={(event) => change(index, { fname: event.target.value })}
            />
            <TextField
              required
              size="small"
              label={functionMessages.ename}
              value={field.ename}
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
              onChange={(event) => change(index, { ename: event.target.value })}
            />
            <SelectField
              size="small"
              label={text.type}
              value={field.type}
              options={INPUT_TYPES.map((type) => ({
                value: type,
                label: collectionMessages.fieldTypes[type],
              }))}
              onChange={(type) => {
                const next = type ?? 'text';
                change(index, CHOICE_TYPES.has(next) ? { type: next } : { type: next, options: undefined });
              }}
            />
            <TextField
              required
              size="small"
              label={text.id}
              value={field.id}
              helperText={text.idHint}
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
              onChange={(event) => change(index, { id: event.target.value })}
            />
            {CHOICE_TYPES.has(field.type) && (
              <TextField
                multiline
                minRows={2}
                size="small"
                label={text.options}
                value={(field.options ?? []).map((option) => option.fname).join('\n')}
                onChange={(event) => change(index, { options: optionsOf(event.target.value) })}
              />
            )}
            <SwitchField
              label={text.required}
              checked={field.required ?? false}
              onChange={(required) => change(index, { required })}
            />
          </Paper>
        );
      })}
      {error && (
        <Typography role="alert" variant="body2" color="error">
          {error}
        </Typography>
      )}
      <Button
        startIcon={<AddOutlined />}
        variant="outlined"
        size="small"
        sx={{ justifySelf: 'start' }}
        onClick={() => onChange([...value, newInputField(value)])}
      >
        {text.add}
      </Button>
    </Box>
  );
}
