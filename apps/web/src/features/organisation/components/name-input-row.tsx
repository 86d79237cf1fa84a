import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { hasNoErrors, schemaErrors, type CheckableSchema } from '../../../lib/form-errors';

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
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  const handleSubmit = () => {
    const errors = schemaErrors<'name'>(schema, { name });
    setError(errors.name);
    if (hasNoErrors(errors)) onSubmit(name.trim(), () => setName(''));
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        label={label}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error !== undefined}
        helperText={error}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" loading={isPending}>
        {submitLabel}
      </Button>
    </Box>
  );
}
