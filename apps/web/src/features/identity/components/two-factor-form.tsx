import { useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toLatinDigits, verifyTwoFactorBody } from '@darvazeh/shared';
import { useNavigate } from 'react-router';
import { errorStatus } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useVerifyTwoFactor } from '../api/sign-in-queries';
import { useSignOut } from '../hooks/use-sign-out';
import { continueAfterSignIn } from '../session';
import { commonMessages, identityMessages } from '../../../lib/messages';
import { SchemaForm } from '../../../components/schema-form';

/**
 * The second sign-in step: the authenticator's code, or one of the recovery codes. When the server
 * ends the pending sign-in (too many wrong codes, 401), the user starts over at the login page.
 */
export function TwoFactorForm() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { mutate, isPending } = useVerifyTwoFactor();
  const [isRecovery, setIsRecovery] = useState(false);
  const form = useSchemaForm({
    initial: { code: '' },
    schema: verifyTwoFactorBody,
    toBody: ({ code }) => ({ code: toLatinDigits(code.replace(/\s+/g, '')) }),
    announceErrors: false,
    onValid: ({ code }) =>
      mutate(code, {
        onSuccess: (profile) =>
          continueAfterSignIn(profile, (path) => void navigate(path, { replace: true })),
        onError: (error) => {
          set({ code: '' });
          if (errorStatus(error) === 401) void signOut();
        },
      }),
  });
  const { set, setErrors, text: bind } = form;
  const text = identityMessages.twoFactor;

  const handleToggle = () => {
    setIsRecovery((recovery) => !recovery);
    set({ code: '' });
    setErrors({});
  };

  return (
    <SchemaForm form={form} sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{isRecovery ? text.recoveryIntro : text.codeIntro}</Typography>
      <TextField
        key={isRecovery ? 'recovery' : 'code'}
        label={isRecovery ? identityMessages.credentials.recoveryCode : text.code}
        {...bind('code')}
        autoComplete="one-time-code"
        autoFocus
        required
        fullWidth
        slotProps={{
          htmlInput: { dir: 'ltr', maxLength: 20, inputMode: isRecovery ? 'text' : 'numeric' },
        }}
      />
      <Button type="submit" variant="contained" size="large" loading={isPending}>
        {commonMessages.confirm}
      </Button>
      <Button variant="text" onClick={handleToggle}>
        {isRecovery ? text.useCode : text.useRecoveryCode}
      </Button>
      <Button variant="text" color="inherit" onClick={() => void signOut()}>
        {text.cancel}
      </Button>
    </SchemaForm>
  );
}
