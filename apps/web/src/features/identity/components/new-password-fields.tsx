import { DEFAULT_PASSWORD_POLICY, VALIDATION_MESSAGES, validatePassword } from '@darvazeh/shared';
import type { FieldErrors } from '../../../lib/form-errors';
import { useSchemaForm, type SchemaFormOptions } from '../../../lib/use-schema-form';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { identityMessages } from '../../../lib/messages';

/** A new password and its repeat. */
export interface NewPasswordValue {
  newPassword: string;
  repeatPassword: string;
}

/** The empty pair. */
export const emptyNewPassword: NewPasswordValue = { newPassword: '', repeatPassword: '' };

/** Checks the pair: the shared password policy, then that the repeat matches. */
export function newPasswordErrors({
  newPassword,
  repeatPassword,
}: NewPasswordValue): FieldErrors<keyof NewPasswordValue> {
  const policy = validatePassword(newPassword, DEFAULT_PASSWORD_POLICY);
  return {
    ...(policy !== true && { newPassword: policy }),
    ...(repeatPassword !== newPassword && { repeatPassword: identityMessages.credentials.passwordsDiffer }),
  };
}

/**
 * The server's refusal of the new password itself, for the field: a common password, which only the
 * server checks (its list is not shipped to browsers); undefined for any other failure.
 */
export function newPasswordServerError(error: unknown): string | undefined {
  return error instanceof Error && error.message === VALIDATION_MESSAGES.passwordCommon
    ? error.message
    : undefined;
}

/** A new-password form's options: as a schema form's, with `onValid` given how to show a refusal. */
export interface NewPasswordFormOptions<V extends NewPasswordValue, B> extends Omit<
  SchemaFormOptions<V, B>,
  'onValid' | 'announceErrors'
> {
  /** Sends the body; `refused` puts the server's refusal of the password itself under its field. */
  onValid: (body: B, refused: (error: unknown) => void) => void;
}

/**
 * A schema form whose values hold a new password pair. The pair is checked by the stricter shared policy
 * too, its message winning over the schema's; the fields' own messages say it all, so no toast.
 */
export function useNewPasswordForm<V extends NewPasswordValue, B>({
  extraErrors,
  onValid,
  ...options
}: NewPasswordFormOptions<V, B>) {
  return useSchemaForm<V, B>({
    ...options,
    extraErrors: (values, body) => ({ ...newPasswordErrors(values), ...extraErrors?.(values, body) }),
    announceErrors: false,
    onValid: (body, { setErrors }) =>
      onValid(body, (error) => setErrors({ newPassword: newPasswordServerError(error) })),
  });
}

interface NewPasswordFieldsProps {
  value: NewPasswordValue;
  onChange: (value: NewPasswordValue) => void;
  /** Errors to show (after a submit attempt). */
  errors: FieldErrors<keyof NewPasswordValue>;
}

/** New password with a live strength meter, and its repeat, which says at once when it differs. */
export function NewPasswordFields({ value, onChange, errors }: NewPasswordFieldsProps) {
  const repeatDiffers = value.repeatPassword !== '' && value.repeatPassword !== value.newPassword;
  const repeatError =
    errors.repeatPassword ?? (repeatDiffers ? identityMessages.credentials.passwordsDiffer : undefined);
  const field = (name: keyof NewPasswordValue, label: string, error: string | undefined) => (
    <PasswordField
      label={label}
      name={name}
      autoComplete="new-password"
      required
      fullWidth
      value={value[name]}
      onChange={(event) => onChange({ ...value, [name]: event.target.value })}
      error={error !== undefined}
      helperText={error}
    />
  );
  return (
    <>
      {field('newPassword', identityMessages.credentials.newPassword, errors.newPassword)}
      <PasswordStrengthMeter password={value.newPassword} />
      {field('repeatPassword', identityMessages.credentials.repeatPassword, repeatError)}
    </>
  );
}
