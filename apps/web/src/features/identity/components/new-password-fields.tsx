import { DEFAULT_PASSWORD_POLICY, VALIDATION_MESSAGES, validatePassword } from '@darvazeh/shared';
import type { FieldErrors } from '../../../lib/form-errors';
import { messages } from '../../../lib/messages';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

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
    ...(repeatPassword !== newPassword && { repeatPassword: messages.credentials.passwordsDiffer }),
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
    errors.repeatPassword ?? (repeatDiffers ? messages.credentials.passwordsDiffer : undefined);
  return (
    <>
      <PasswordField
        label={messages.credentials.newPassword}
        name="newPassword"
        autoComplete="new-password"
        required
        fullWidth
        value={value.newPassword}
        onChange={(event) => onChange({ ...value, newPassword: event.target.value })}
        error={errors.newPassword !== undefined}
        helperText={errors.newPassword}
      />
      <PasswordStrengthMeter password={value.newPassword} />
      <PasswordField
        label={messages.credentials.repeatPassword}
        name="repeatPassword"
        autoComplete="new-password"
        required
        fullWidth
        value={value.repeatPassword}
        onChange={(event) => onChange({ ...value, repeatPassword: event.target.value })}
        error={repeatError !== undefined}
        helperText={repeatError}
      />
    </>
  );
}
