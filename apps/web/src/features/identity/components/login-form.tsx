import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { loginBody, type LoginBody } from '@darvazeh/shared';
import { Link as RouterLink, useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { isCaptchaRequested, useLogin } from '../api/sign-in-queries';
import { useCaptchaAnswer } from '../hooks/use-captcha-answer';
import { continueAfterSignIn } from '../session';
import { CaptchaField } from './captcha-field';
import { PasswordField } from './password-field';
import { UsernameField } from './username-field';
import { identityMessages, noticeMessages, routeNames } from '../../../lib/messages';
import { SchemaForm } from '../../../components/schema-form';

/**
 * The sign-in form: username and password, and a captcha once the server asks for one (the sign-in
 * limits), kept for the rest of the form's life. A refused attempt shows the server's Persian message
 * as a toast and brings a new captcha; a successful one goes on to the pending step or back to the
 * page the user wanted.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const { mutate, isPending } = useLogin();
  const [isCaptchaAsked, setIsCaptchaAsked] = useState(false);
  const captcha = useCaptchaAnswer(isCaptchaAsked);
  const form = useSchemaForm<{ username: string; password: string }, LoginBody>({
    initial: { username: '', password: '' },
    schema: loginBody,
    toBody: (values) => ({ ...values, ...captcha.body() }),
    extraErrors: () => (captcha.isMissing ? { captchaCode: noticeMessages.validation.required } : {}),
    announceErrors: false,
    onValid: (body) =>
      mutate(body, {
        onSuccess: (profile) =>
          continueAfterSignIn(profile, (path) => void navigate(path, { replace: true })),
        onError: (error) => {
          // Showing the field fetches its first captcha; one already shown was used up by this attempt.
          if (isCaptchaAsked) captcha.renew();
          else if (isCaptchaRequested(error)) setIsCaptchaAsked(true);
        },
      }),
  });
  const { errors, text: bind } = form;

  return (
    <SchemaForm form={form} sx={{ display: 'grid', gap: 2 }}>
      <UsernameField {...bind('username')} />
      <PasswordField
        label={identityMessages.credentials.password}
        {...bind('password')}
        autoComplete="current-password"
        required
        fullWidth
      />
      {captcha.isShown && <CaptchaField {...captcha.fieldProps} autoFocus error={errors.captchaCode} />}
      <Button type="submit" variant="contained" size="large" loading={isPending}>
        {routeNames.login}
      </Button>
      <Link
        component={RouterLink}
        to={pathTo('forget-password')}
        underline="hover"
        sx={{ justifySelf: 'center' }}
      >
        {routeNames.forgetPassword}
      </Link>
    </SchemaForm>
  );
}
