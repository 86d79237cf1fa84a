import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { forgetPasswordBody } from '@darvazeh/shared';
import { hasNoErrors, schemaErrors, type FieldErrors } from '../../../lib/form-errors';
import { messages } from '../../../lib/messages';
import { useForgetPassword } from '../api/forget-password';
import { useCaptchaAnswer } from '../hooks/use-captcha-answer';
import { CaptchaField } from './captcha-field';

type RequestField = 'username' | 'captchaCode';

interface ForgetPasswordRequestProps {
  /** The server accepted the request (it answers alike whether or not the account exists). */
  onSent: (username: string) => void;
}

/** Step 1 of a password reset: the username and a captcha; the server sends a code. */
export function ForgetPasswordRequest({ onSent }: ForgetPasswordRequestProps) {
  const { mutate, isPending } = useForgetPassword();
  const captcha = useCaptchaAnswer();
  const [username, setUsername] = useState('');
  const [errors, setErrors] = useState<FieldErrors<RequestField>>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { username, ...captcha.body() };
    const found: FieldErrors<RequestField> = {
      ...schemaErrors<RequestField>(forgetPasswordBody, body),
      ...(captcha.isMissing && { captchaCode: messages.credentials.required }),
    };
    setErrors(found);
    if (!hasNoErrors(found)) return;
    mutate(body, { onSuccess: () => onSent(username.trim()), onError: captcha.renew });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{messages.forgetPassword.intro}</Typography>
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
      <CaptchaField {...captcha.fieldProps} error={errors.captchaCode} />
      <Button type="submit" variant="contained" size="large" loading={isPending}>
        {messages.forgetPassword.sendCode}
      </Button>
    </Box>
  );
}
