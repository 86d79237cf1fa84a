import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { dismissToast, toastOffset, useToasts, type Toast } from '../lib/toast-store';
import { commonMessages } from '../lib/messages';

interface ToastItemProps {
  toast: Toast;
  index: number;
}

function ToastItem({ toast, index }: ToastItemProps) {
  return (
    <Alert
      data-testid="toast"
      severity={toast.color}
      variant="filled"
      elevation={4}
      action={
        <IconButton
          size="small"
          color="inherit"
          aria-label={commonMessages.close}
          onClick={() => dismissToast(toast.id)}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      }
      sx={{
        position: 'fixed',
        top: toastOffset(index),
        left: 0,
        right: 0,
        mx: 'auto',
        zIndex: 'snackbar',
        width: 'min(560px, calc(100vw - 32px))',
        minHeight: 48,
        alignItems: 'center',
        py: 0,
        transition: 'top 200ms ease',
        '& .MuiAlert-message': { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
      }}
    >
      <Box component="strong" sx={{ fontWeight: 700, marginInlineEnd: 1 }}>
        {toast.title}
      </Box>
      {toast.text}
    </Alert>
  );
}

/**
 * The stack of toasts at the top of the screen, newest on top and each older one TOAST_OFFSET_PX lower,
 * so a new message is never under an old one.
 */
export function Toasts() {
  const toasts = useToasts();
  return (
    <Box aria-live="polite">
      {toasts
        .filter((toast) => toast.show)
        .toReversed()
        .map((toast, index) => (
          <ToastItem key={toast.id} toast={toast} index={index} />
        ))}
    </Box>
  );
}
