import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { hasNoErrors, type FieldErrors } from '../../../lib/form-errors';
import { messages } from '../../../lib/messages';
import { useChangePassword } from '../api/change-password';
import {
  emptyNewPassword,
  newPasswordErrors,
  NewPasswordFields,
  newPasswordServerError,
} from './new-password-fields';
import { PasswordField } from './password-field';

type ChangeField = 'oldPassword' | 'newPassword' | 'repeatPassword';

interface ChangePasswordFormProps {
  submitLabel: string;
  /** The server accepted the new password. */
  onDone: () => void;
}

/** Current password, new password with its live strength, and the repeat that must match. */
export function ChangePasswordForm({ submitLabel, onDone }: ChangePasswordFormProps) {
  const { mutate, isPending } = useChangePassword();
  const [oldPassword, setOldPassword] = useState('');
  const [passwords, setPasswords] = useState(emptyNewPassword);
  const [errors, setErrors] = useState<FieldErrors<ChangeField>>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<ChangeField> = {
      ...(oldPassword === '' && { oldPassword: messages.credentials.required }),
      ...newPasswordErrors(passwords),
    };
    setErrors(found);
    if (!hasNoErrors(found)) return;
    mutate(
      { oldPassword, newPassword: passwords.newPassword },
      {
        onSuccess: () => {
          setOldPassword('');
          setPasswords(emptyNewPassword);
          onDone();
        },
        onError: (error) => setErrors({ newPassword: newPasswordServerError(error) }),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
      <PasswordField
        label={messages.credentials.currentPassword}
        name="oldPassword"
        autoComplete="current-password"
        required
        fullWidth
        value={oldPassword}
        onChange={(event) => setOldPassword(event.target.value)}
        error={errors.oldPassword !== undefined}
        helperText={errors.oldPassword}
      />
      <NewPasswordFields value={passwords} onChange={setPasswords} errors={errors} />
      <Button type="submit" variant="contained" size="large" loading={isPending}>
        {submitLabel}
      </Button>
    </Box>
  );
}
