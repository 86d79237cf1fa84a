import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { forgetPasswordBody } from '@darvazeh/shared';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useForgetPassword } from '../api/password-queries';
import { useCaptchaAnswer } from '../hooks/use-captcha-answer';
import { CaptchaField } from './captcha-field';
import { UsernameField } from './username-field';
import { identityMessages, noticeMessages } from '../../../lib/messages';
import { SchemaForm } from '../../../components/schema-form';

interface ForgetPasswordRequestProps {
  /** The server accepted the request (it answers alike whether or not the account exists). */
  onSent: (username: string) => void;
}

/** Step 1 of a password reset: the username and a captcha; the server sends a code. */
export function ForgetPasswordRequest({ onSent }: ForgetPasswordRequestProps) {
  const { mutate, isPending } = useForgetPassword();
  const captcha = useCaptchaAnswer();
  const form = useSchemaForm({
    initial: { username: '' },
    schema: forgetPasswordBody,
    toBody: (values) => ({ ...values, ...captcha.body() }),
    extraErrors: () => (captcha.isMissing ? { captchaCode: noticeMessages.validation.required } : {}),
    announceErrors: false,
    onValid: (body) =>
      mutate(body, { onSuccess: () => onSent(body.username.trim()), onError: captcha.renew }),
  });
  const { errors, text: bind } = form;

  return (
    <SchemaForm form={form} sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{identityMessages.forgetPassword.intro}</Typography>
      <UsernameField {...bind('username')} />
      <CaptchaField {...captcha.fieldProps} error={errors.captchaCode} />
      <Button type="submit" variant="contained" size="large" loading={isPending}>
        {identityMessages.forgetPassword.sendCode}
      </Button>
    </SchemaForm>
  );
}
