import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import { secretSx, ShownOnceDialog } from '../../../components/shown-once-dialog';
import { commonMessages, identityMessages } from '../../../lib/messages';

interface RecoveryCodesDialogProps {
  /** The codes to show; null keeps the dialog closed. They exist only here, so closing forgets them. */
  codes: readonly string[] | null;
  onClose: () => void;
}

function downloadCodes(codes: readonly string[]): void {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = identityMessages.twoFactorSettings.fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Shows the ten recovery codes once, with copy and download; only the button closes it. */
export function RecoveryCodesDialog({ codes, onClose }: RecoveryCodesDialogProps) {
  const text = identityMessages.twoFactorSettings;
  return (
    <ShownOnceDialog
      open={codes !== null}
      title={text.recoveryTitle}
      intro={text.recoveryIntro}
      copy={{ value: codes?.join('\n') ?? '', label: text.copy, done: text.copied }}
      doneLabel={text.saved}
      maxWidth="sm"
      actions={
        <Button variant="outlined" startIcon={<Download />} onClick={() => codes && downloadCodes(codes)}>
          {commonMessages.download}
        </Button>
      }
      onClose={onClose}
    >
      <Box
        component="ol"
        dir="ltr"
        data-testid="recovery-codes"
        sx={{
          ...secretSx,
          m: 0,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          whiteSpace: 'nowrap',
          gap: 1,
          fontSize: '1rem',
        }}
      >
        {codes?.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
    </ShownOnceDialog>
  );
}
