import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { messages } from '../../../lib/messages';
import { useDisableTwoFactor } from '../api/two-factor-disable';
import { PasswordField } from './password-field';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/**
 * Two-factor sign-in in the profile: enrolment (QR code, confirmation, recovery codes shown once)
 * while it is off, and turning it off with the password while it is on.
 */
export function TwoFactorSettings({ isEnabled }: { isEnabled: boolean }) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {isEnabled ? <DisableTwoFactor /> : <TwoFactorEnrolment onEnabled={setRecoveryCodes} />}
      <RecoveryCodesDialog codes={recoveryCodes} onClose={() => setRecoveryCodes(null)} />
    </Box>
  );
}

function DisableTwoFactor() {
  const { mutate, isPending } = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const text = messages.twoFactorSettings;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(password === '' ? messages.credentials.required : undefined);
    if (password !== '') mutate(password, { onSuccess: () => setPassword('') });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="success">{text.isOn}</Alert>
      <PasswordField
        label={messages.credentials.password}
        helperText={error ?? text.disableIntro}
        error={error !== undefined}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        sx={{ maxWidth: 360 }}
      />
      <Button
        type="submit"
        color="error"
        variant="outlined"
        loading={isPending}
        sx={{ justifySelf: 'start' }}
      >
        {text.disable}
      </Button>
    </Box>
  );
}
