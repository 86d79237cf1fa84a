import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { newPasswordBody, toLatinDigits } from '@darvazeh/shared';
import { hasNoErrors, schemaErrors, type FieldErrors } from '../../../lib/form-errors';
import { messages } from '../../../lib/messages';
import { useNewPassword } from '../api/new-password';
import { useCaptchaAnswer } from '../hooks/use-captcha-answer';
import { CaptchaField } from './captcha-field';
import {
  emptyNewPassword,
  newPasswordErrors,
  NewPasswordFields,
  newPasswordServerError,
} from './new-password-fields';

type ResetField = 'code' | 'newPassword' | 'repeatPassword' | 'captchaCode';

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
  const [code, setCode] = useState('');
  const [passwords, setPasswords] = useState(emptyNewPassword);
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      username,
      code: toLatinDigits(code.trim()),
      newPassword: passwords.newPassword,
      ...captcha.body(),
    };
    // The password itself is checked by the stricter policy below, so only the code's message is kept.
    const { code: codeError } = schemaErrors<ResetField>(newPasswordBody, body);
    const found: FieldErrors<ResetField> = {
      ...(codeError !== undefined && { code: codeError }),
      ...newPasswordErrors(passwords),
      ...(captcha.isMissing && { captchaCode: messages.credentials.required }),
    };
    setErrors(found);
    if (!hasNoErrors(found)) return;
    // A captcha answer is single-use: any failure needs the next one.
    mutate(body, {
      onSuccess: onDone,
      onError: (error) => {
        captcha.renew();
        setErrors({ newPassword: newPasswordServerError(error) });
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{messages.forgetPassword.codeIntro}</Typography>
      <TextField
        label={messages.forgetPassword.code}
        name="code"
        autoComplete="one-time-code"
        autoFocus
        required
        fullWidth
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={errors.code !== undefined}
        helperText={errors.code}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 20 } }}
      />
      <NewPasswordFields value={passwords} onChange={setPasswords} errors={errors} />
      <CaptchaField {...captcha.fieldProps} error={errors.captchaCode} />
      <Button type="submit" variant="contained" size="large" loading={isPending}>
        {messages.forgetPassword.submit}
      </Button>
      <Button variant="text" onClick={onResend}>
        {messages.forgetPassword.resend}
      </Button>
    </Box>
  );
}
