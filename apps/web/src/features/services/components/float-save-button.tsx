import Fab from '@mui/material/Fab';
import { keyframes } from '@mui/material/styles';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { serviceMessages } from '../../../lib/messages';

/** SPEC §9: the float button shakes for 2 s, starting 1.3 s (the button) and 1.5 s (its icon) after load. */
export const FLOAT_SHAKE = { durationMs: 2000, buttonDelayMs: 1300, iconDelayMs: 1500 } as const;

const shake = keyframes`
  0%, 100% { transform: translateX(0) rotate(0); }
  10%, 30%, 50%, 70%, 90% { transform: translateX(-3px) rotate(-4deg); }
  20%, 40%, 60%, 80% { transform: translateX(3px) rotate(4deg); }
`;

const shaking = (delayMs: number) => ({
  animation: `${shake} ${FLOAT_SHAKE.durationMs}ms ease-in-out ${delayMs}ms 1`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

interface FloatSaveButtonProps {
  onClick: () => void;
  isPending: boolean;
}

/**
 * The service definition's floating save button (SPEC §2, Admins only: the page shows it to them alone):
 * fixed at the page's lower inline end, it shakes once soon after the page opens so it is noticed.
 */
export function FloatSaveButton({ onClick, isPending }: FloatSaveButtonProps) {
  return (
    <Fab
      variant="extended"
      color="primary"
      onClick={onClick}
      disabled={isPending}
      data-testid="float-save"
      sx={{
        position: 'fixed',
        bottom: 24,
        insetInlineEnd: 24,
        zIndex: 'speedDial',
        gap: 1,
        ...shaking(FLOAT_SHAKE.buttonDelayMs),
      }}
    >
      <SaveOutlined sx={shaking(FLOAT_SHAKE.iconDelayMs)} />
      {serviceMessages.designer.floatSave}
    </Fab>
  );
}
