import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { SchemaForm } from '../../../components/schema-form';
import type { CheckableSchema } from '../../../lib/form-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';

interface NameInputRowProps {
  label: string;
  submitLabel: string;
  /** The shared body schema `{ name }`, so the message equals the server's. */
  schema: CheckableSchema;
  initial?: string;
  isPending?: boolean;
  /** Saves the checked name; calls `done` once saved so the field can clear. */
  onSubmit: (name: string, done: () => void) => void;
}

/** One name field and a button: adds or renames a unit type or a unit role. */
export function NameInputRow({
  label,
  submitLabel,
  schema,
  initial = '',
  isPending,
  onSubmit,
}: NameInputRowProps) {
  const form = useSchemaForm({
    initial: { name: initial },
    schema,
    toBody: ({ name }) => ({ name: name.trim() }),
    onValid: ({ name }) => onSubmit(name, () => set({ name: '' })),
  });
  const { set, text: bind } = form;

  return (
    <SchemaForm form={form} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField size="small" label={label} {...bind('name')} sx={{ flex: 1 }} />
      <Button type="submit" variant="outlined" loading={isPending}>
        {submitLabel}
      </Button>
    </SchemaForm>
  );
}
