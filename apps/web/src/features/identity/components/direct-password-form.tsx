import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { hasNoErrors, type FieldErrors } from '../../../lib/form-errors';
import { useChangePasswordDirectly } from '../api/change-password-directly';
import {
  emptyNewPassword,
  newPasswordErrors,
  NewPasswordFields,
  newPasswordServerError,
  type NewPasswordValue,
} from './new-password-fields';

interface DirectPasswordFormProps {
  submitLabel: string;
  onDone: () => void;
}

/** A new password without the current one, allowed right after signing in with a deprecated password. */
export function DirectPasswordForm({ submitLabel, onDone }: DirectPasswordFormProps) {
  const { mutate, isPending } = useChangePasswordDirectly();
  const [passwords, setPasswords] = useState(emptyNewPassword);
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordValue>>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordErrors(passwords);
    setErrors(found);
    if (!hasNoErrors(found)) return;
    mutate(passwords.newPassword, {
      onSuccess: onDone,
      onError: (error) => setErrors({ newPassword: newPasswordServerError(error) }),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
      <NewPasswordFields value={passwords} onChange={setPasswords} errors={errors} />
      <Button type="submit" variant="contained" size="large" loading={isPending}>
        {submitLabel}
      </Button>
    </Box>
  );
}
