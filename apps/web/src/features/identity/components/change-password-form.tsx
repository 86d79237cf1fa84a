import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { changePasswordBody } from '@darvazeh/shared';
import { messages } from '../../../lib/messages';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useChangePassword } from '../api/password-queries';
import {
  emptyNewPassword,
  newPasswordErrors,
  NewPasswordFields,
  newPasswordServerError,
} from './new-password-fields';
import { PasswordField } from './password-field';

interface ChangePasswordFormProps {
  submitLabel: string;
  /** The server accepted the new password. */
  onDone: () => void;
}

const initial = { oldPassword: '', ...emptyNewPassword };

/** Current password, new password with its live strength, and the repeat that must match. */
export function ChangePasswordForm({ submitLabel, onDone }: ChangePasswordFormProps) {
  const { mutate, isPending } = useChangePassword();
  const {
    values,
    set,
    errors,
    setErrors,
    text: bind,
    submit,
    formRef,
  } = useSchemaForm({
    initial,
    schema: changePasswordBody,
    toBody: ({ oldPassword, newPassword }) => ({ oldPassword, newPassword }),
    // The new password is checked by the stricter shared policy too; its message wins over the schema's.
    extraErrors: newPasswordErrors,
    announceErrors: false,
    onValid: (body) =>
      mutate(body, {
        onSuccess: () => {
          set(initial);
          onDone();
        },
        onError: (error) => setErrors({ newPassword: newPasswordServerError(error) }),
      }),
  });

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <PasswordField
        label={messages.credentials.currentPassword}
        {...bind('oldPassword')}
        autoComplete="current-password"
        required
        fullWidth
      />
      <NewPasswordFields value={values} onChange={set} errors={errors} />
      <Button type="submit" variant="contained" size="large" loading={isPending}>
        {submitLabel}
      </Button>
    </Box>
  );
}
