import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { newPasswordBody, toLatinDigits } from '@darvazeh/shared';
import { useNewPassword } from '../api/password-queries';
import { useCaptchaAnswer } from '../hooks/use-captcha-answer';
import { CaptchaField } from './captcha-field';
import { OneTimeCodeField } from './one-time-code-field';
import { emptyNewPassword, NewPasswordFields, useNewPasswordForm } from './new-password-fields';
import { identityMessages, noticeMessages } from '../../../lib/messages';
import { SchemaForm } from '../../../components/schema-form';

interface ResetPasswordFormProps {
  username: string;
  /** The new password was saved. */
  onDone: () => void;
  /** Go back to step 1 for a new code. */
  onResend: () => void;
}

/** Step 2 of a password reset: the code the user received, the new password and a captcha. */
export function ResetPasswordForm({ username, onDone, onResend }: ResetPasswordFormProps) {
  const { mutate, isPending } = useNewPassword();
  const captcha = useCaptchaAnswer();
  const form = useNewPasswordForm({
    initial: { code: '', ...emptyNewPassword },
    schema: newPasswordBody,
    toBody: (values) => ({
      username,
      code: toLatinDigits(values.code.trim()),
      newPassword: values.newPassword,
      ...captcha.body(),
    }),
    extraErrors: () => (captcha.isMissing ? { captchaCode: noticeMessages.validation.required } : {}),
    // A captcha answer is single-use: any failure needs the next one.
    onValid: (body, refused) =>
      mutate(body, {
        onSuccess: onDone,
        onError: (error) => {
          captcha.renew();
          refused(error);
        },
      }),
  });
  const { values, set, errors, text: bind } = form;

  return (
    <SchemaForm form={form} sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{identityMessages.forgetPassword.codeIntro}</Typography>
      <OneTimeCodeField label={identityMessages.credentials.recoveryCode} {...bind('code')} />
      <NewPasswordFields value={values} onChange={set} errors={errors} />
      <CaptchaField {...captcha.fieldProps} error={errors.captchaCode} />
      <Button type="submit" variant="contained" size="large" loading={isPending}>
        {identityMessages.credentials.saveNewPassword}
      </Button>
      <Button variant="text" onClick={onResend}>
        {identityMessages.forgetPassword.resend}
      </Button>
    </SchemaForm>
  );
}
