import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { twoFactorDisableBody } from '@darvazeh/shared';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useDisableTwoFactor } from '../api/account-queries';
import { PasswordField } from './password-field';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TwoFactorEnrolment } from './two-factor-enrolment';
import { identityMessages } from '../../../lib/messages';
import { SchemaForm } from '../../../components/schema-form';

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
  const text = identityMessages.twoFactorSettings;
  const form = useSchemaForm({
    initial: { password: '' },
    schema: twoFactorDisableBody,
    onValid: ({ password }) => mutate(password, { onSuccess: () => set({ password: '' }) }),
  });
  const { set, text: bind } = form;

  return (
    <SchemaForm form={form} sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="success">{text.isOn}</Alert>
      <PasswordField
        label={identityMessages.credentials.password}
        {...bind('password', text.disableIntro)}
        autoComplete="current-password"
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
    </SchemaForm>
  );
}
