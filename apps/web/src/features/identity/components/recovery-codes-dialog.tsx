import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import { messages } from '../../../lib/messages';
import { showToast } from '../../../lib/toast-store';

interface RecoveryCodesDialogProps {
  /** The codes to show; null keeps the dialog closed. They exist only here, so closing forgets them. */
  codes: readonly string[] | null;
  onClose: () => void;
}

function downloadCodes(codes: readonly string[]): void {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = messages.twoFactorSettings.fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Shows the ten recovery codes once, with copy and download; only the button closes it. */
export function RecoveryCodesDialog({ codes, onClose }: RecoveryCodesDialogProps) {
  const text = messages.twoFactorSettings;
  const handleCopy = async () => {
    if (!codes) return;
    await navigator.clipboard.writeText(codes.join('\n'));
    showToast({ color: 'info', text: text.copied });
  };
  return (
    <Dialog open={codes !== null} maxWidth="sm" fullWidth aria-labelledby="recovery-codes-title">
      <DialogTitle id="recovery-codes-title">{text.recoveryTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{text.recoveryIntro}</DialogContentText>
        <Box
          component="ol"
          dir="ltr"
          data-testid="recovery-codes"
          sx={{
            m: 0,
            p: 2,
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            whiteSpace: 'nowrap',
            gap: 1,
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: '1rem',
            textAlign: 'center',
          }}
        >
          {codes?.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void handleCopy()}>
            {text.copy}
          </Button>
          <Button variant="outlined" startIcon={<Download />} onClick={() => codes && downloadCodes(codes)}>
            {text.download}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {text.saved}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
