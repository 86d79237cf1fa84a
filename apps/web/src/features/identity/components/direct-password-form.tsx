import Button from '@mui/material/Button';
import { changePasswordDirectlyBody } from '@darvazeh/shared';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useChangePasswordDirectly } from '../api/password-queries';
import {
  emptyNewPassword,
  newPasswordErrors,
  NewPasswordFields,
  newPasswordServerError,
} from './new-password-fields';
import { SchemaForm } from '../../../components/schema-form';

interface DirectPasswordFormProps {
  submitLabel: string;
  onDone: () => void;
}

/** A new password without the current one, allowed right after signing in with a deprecated password. */
export function DirectPasswordForm({ submitLabel, onDone }: DirectPasswordFormProps) {
  const { mutate, isPending } = useChangePasswordDirectly();
  const form = useSchemaForm({
    initial: emptyNewPassword,
    schema: changePasswordDirectlyBody,
    toBody: ({ newPassword }) => ({ newPassword }),
    // The shared password policy is stricter than the schema; its message wins.
    extraErrors: newPasswordErrors,
    announceErrors: false,
    onValid: ({ newPassword }) =>
      mutate(newPassword, {
        onSuccess: onDone,
        onError: (error) => setErrors({ newPassword: newPasswordServerError(error) }),
      }),
  });
  const { values, set, errors, setErrors } = form;

  return (
    <SchemaForm form={form} sx={{ display: 'grid', gap: 2 }}>
      <NewPasswordFields value={values} onChange={set} errors={errors} />
      <Button type="submit" variant="contained" size="large" loading={isPending}>
        {submitLabel}
      </Button>
    </SchemaForm>
  );
}
