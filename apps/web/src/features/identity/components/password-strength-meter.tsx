import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { passwordStrength, type PasswordScore } from '@darvazeh/shared';
import { identityMessages } from '../../../lib/messages';

type MeterColor = 'error' | 'warning' | 'info' | 'success';

const colors: Record<PasswordScore, MeterColor> = {
  0: 'error',
  20: 'error',
  40: 'warning',
  60: 'info',
  80: 'success',
  100: 'success',
};

/** The live strength of a password (SPEC §5: five criteria, 0–100) with its Persian label. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (password === '') return null;
  const { score, label } = passwordStrength(password);
  const color = colors[score];
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="password-strength">
      <LinearProgress
        variant="determinate"
        value={score}
        color={color}
        aria-label={identityMessages.credentials.strengthMeter}
        aria-valuetext={label}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color={`${color}.main`} aria-live="polite">
        {identityMessages.credentials.strength(label)}
      </Typography>
    </Box>
  );
}
