import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toLatinDigits, verifyTwoFactorBody } from '@darvazeh/shared';
import { useNavigate } from 'react-router';
import { errorStatus } from '../../../lib/api-client';
import { hasNoErrors, schemaErrors, type FieldErrors } from '../../../lib/form-errors';
import { messages } from '../../../lib/messages';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { useSignOut } from '../hooks/use-sign-out';
import { pathAfterSignIn } from '../session';

/**
 * The second sign-in step: the authenticator's code, or one of the recovery codes. When the server
 * ends the pending sign-in (too many wrong codes, 401), the user starts over at the login page.
 */
export function TwoFactorForm() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { mutate, isPending } = useVerifyTwoFactor();
  const [isRecovery, setIsRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'code'>>({});
  const text = messages.twoFactor;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { code: toLatinDigits(code.replace(/\s+/g, '')) };
    const found = schemaErrors<'code'>(verifyTwoFactorBody, body);
    setErrors(found);
    if (!hasNoErrors(found)) return;
    mutate(body.code, {
      onSuccess: (profile) => void navigate(pathAfterSignIn(profile), { replace: true }),
      onError: (error) => {
        setCode('');
        if (errorStatus(error) === 401) void signOut();
      },
    });
  };

  const handleToggle = () => {
    setIsRecovery((recovery) => !recovery);
    setCode('');
    setErrors({});
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{isRecovery ? text.recoveryIntro : text.codeIntro}</Typography>
      <TextField
        key={isRecovery ? 'recovery' : 'code'}
        label={isRecovery ? text.recoveryCode : text.code}
        name="code"
        autoComplete="one-time-code"
        autoFocus
        required
        fullWidth
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={errors.code !== undefined}
        helperText={errors.code}
        slotProps={{
          htmlInput: { dir: 'ltr', maxLength: 20, inputMode: isRecovery ? 'text' : 'numeric' },
        }}
      />
      <Button type="submit" variant="contained" size="large" loading={isPending}>
        {text.submit}
      </Button>
      <Button variant="text" onClick={handleToggle}>
        {isRecovery ? text.useCode : text.useRecoveryCode}
      </Button>
      <Button variant="text" color="inherit" onClick={() => void signOut()}>
        {text.cancel}
      </Button>
    </Box>
  );
}
