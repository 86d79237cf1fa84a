import Button from '@mui/material/Button';
import { changePasswordBody } from '@darvazeh/shared';
import { useChangePassword } from '../api/password-queries';
import { emptyNewPassword, NewPasswordFields, useNewPasswordForm } from './new-password-fields';
import { PasswordField } from './password-field';
import { identityMessages } from '../../../lib/messages';
import { SchemaForm } from '../../../components/schema-form';

interface ChangePasswordFormProps {
  submitLabel: string;
  /** The server accepted the new password. */
  onDone: () => void;
}

const initial = { oldPassword: '', ...emptyNewPassword };

/** Current password, new password with its live strength, and the repeat that must match. */
export function ChangePasswordForm({ submitLabel, onDone }: ChangePasswordFormProps) {
  const { mutate, isPending } = useChangePassword();
  const form = useNewPasswordForm({
    initial,
    schema: changePasswordBody,
    toBody: ({ oldPassword, newPassword }) => ({ oldPassword, newPassword }),
    onValid: (body, refused) =>
      mutate(body, {
        onSuccess: () => {
          set(initial);
          onDone();
        },
        onError: refused,
      }),
  });
  const { values, set, errors, text: bind } = form;

  return (
    <SchemaForm form={form} sx={{ display: 'grid', gap: 2 }}>
      <PasswordField
        label={identityMessages.credentials.currentPassword}
        {...bind('oldPassword')}
        autoComplete="current-password"
        required
        fullWidth
      />
      <NewPasswordFields value={values} onChange={set} errors={errors} />
      <Button type="submit" variant="contained" size="large" loading={isPending}>
        {submitLabel}
      </Button>
    </SchemaForm>
  );
}
