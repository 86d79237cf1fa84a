import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { loginBody } from '@darvazeh/shared';
import { Link as RouterLink, useNavigate } from 'react-router';
import { hasNoErrors, schemaErrors, type FieldErrors } from '../../../lib/form-errors';
import { messages } from '../../../lib/messages';
import { isCaptchaRequested, useLogin } from '../api/login';
import { useCaptchaAnswer } from '../hooks/use-captcha-answer';
import { AUTH_PATHS, pathAfterSignIn } from '../session';
import { CaptchaField } from './captcha-field';
import { PasswordField } from './password-field';

type LoginField = 'username' | 'password' | 'captchaCode';

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
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { username, password, ...captcha.body() };
    const found: FieldErrors<LoginField> = {
      ...schemaErrors<LoginField>(loginBody, body),
      ...(captcha.isMissing && { captchaCode: messages.credentials.required }),
    };
    setErrors(found);
    if (!hasNoErrors(found)) return;
    mutate(body, {
      onSuccess: (profile) => void navigate(pathAfterSignIn(profile), { replace: true }),
      onError: (error) => {
        // Showing the field fetches its first captcha; one already shown was used up by this attempt.
        if (isCaptchaAsked) captcha.renew();
        else if (isCaptchaRequested(error)) setIsCaptchaAsked(true);
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={messages.credentials.username}
        name="username"
        autoComplete="username"
        autoFocus
        required
        fullWidth
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.username !== undefined}
        helperText={errors.username}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <PasswordField
        label={messages.credentials.password}
        name="password"
        autoComplete="current-password"
        required
        fullWidth
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password !== undefined}
        helperText={errors.password}
      />
      {captcha.isShown && <CaptchaField {...captcha.fieldProps} autoFocus error={errors.captchaCode} />}
      <Button type="submit" variant="contained" size="large" loading={isPending}>
        {messages.login.submit}
      </Button>
      <Link
        component={RouterLink}
        to={AUTH_PATHS.forgetPassword}
        underline="hover"
        sx={{ justifySelf: 'center' }}
      >
        {messages.login.forgotPassword}
      </Link>
    </Box>
  );
}
