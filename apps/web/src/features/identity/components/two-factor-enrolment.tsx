import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toLatinDigits, twoFactorEnableBody } from '@darvazeh/shared';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useEnableTwoFactor, useSetupTwoFactor } from '../api/account-queries';
import { commonMessages, identityMessages } from '../../../lib/messages';
import { SchemaForm } from '../../../components/schema-form';

/** Enrolment: a new secret as QR code and text, confirmed with a code; hands over the recovery codes. */
export function TwoFactorEnrolment({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const form = useSchemaForm({
    initial: { code: '' },
    schema: twoFactorEnableBody,
    toBody: ({ code }) => ({ code: toLatinDigits(code.replace(/\s+/g, '')) }),
    onValid: ({ code }) =>
      enable.mutate(code, {
        onSuccess: (recoveryCodes) => {
          setup.reset();
          set({ code: '' });
          onEnabled(recoveryCodes);
        },
      }),
  });
  const { set, text: bind } = form;
  const text = identityMessages.twoFactorSettings;

  if (!setup.data) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="info">{text.isOff}</Alert>
        <Button
          variant="contained"
          loading={setup.isPending}
          onClick={() => setup.mutate()}
          sx={{ justifySelf: 'start' }}
        >
          {text.start}
        </Button>
      </Box>
    );
  }
  return (
    <SchemaForm form={form} sx={{ display: 'grid', gap: 2 }}>
      <Typography>{text.scan}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <Box
          component="img"
          src={setup.data.qrCode}
          alt={text.qrAlt}
          sx={{
            width: 184,
            height: 184,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'common.white',
          }}
        />
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0, flex: 1 }}>
          <Box>
            <Typography variant="caption" color="text.secondary">
              {text.secret}
            </Typography>
            <Typography
              dir="ltr"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all', textAlign: 'start' }}
            >
              {setup.data.secret}
            </Typography>
          </Box>
          <TextField
            label={identityMessages.twoFactor.code}
            {...bind('code')}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 20 } }}
            sx={{ maxWidth: 240 }}
          />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" loading={enable.isPending}>
          {text.confirm}
        </Button>
        <Button onClick={() => setup.reset()}>{commonMessages.cancel}</Button>
      </Box>
    </SchemaForm>
  );
}
