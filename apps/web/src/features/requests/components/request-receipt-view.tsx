import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { Link as RouterLink } from 'react-router';
import type { RequestReceipt } from '@darvazeh/shared';
import { applicantMessages } from '../../../lib/messages';
import { pathTo } from '../../../lib/paths';
import { showToast } from '../../../lib/toast-store';
import { jalaliDateTime, jalaliDay, shownTrackingCode } from '../applicant-format';
import { Fact, FactList } from './fact-list';

const text = applicantMessages.receipt;

/**
 * The receipt of a submission: the tracking code large (Persian digits on screen, the Latin code on the
 * clipboard), when it was submitted, the day the answer is expected and the way to the request's page.
 */
export function RequestReceiptView({
  receipt,
  onAnother,
}: {
  receipt: RequestReceipt;
  onAnother: () => void;
}) {
  const copy = async () => {
    await navigator.clipboard.writeText(receipt.trackingCode);
    showToast({ color: 'info', text: text.copied });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="request-receipt">
      <Alert severity="success" role="status">
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {text.title}
        </Typography>
        {receipt.serviceFname}
      </Alert>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1, justifyItems: 'center' }}>
        <Typography color="text.secondary" id="receipt-code-label">
          {text.trackingCode}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography
            aria-labelledby="receipt-code-label"
            data-testid="tracking-code"
            dir="ltr"
            sx={{
              fontSize: { xs: '1.75rem', sm: '2.25rem' },
              fontWeight: 700,
              letterSpacing: '0.08em',
            }}
          >
            {shownTrackingCode(receipt.trackingCode)}
          </Typography>
          <IconButton aria-label={text.copy} title={text.copy} onClick={() => void copy()}>
            <ContentCopyOutlined />
          </IconButton>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {text.keep}
        </Typography>
      </Paper>
      <FactList>
        <Fact label={text.submittedAt}>{jalaliDateTime(receipt.createdAt)}</Fact>
        {receipt.expectedOn && (
          <Fact label={text.expectedOn}>
            <span data-testid="expected-on">{jalaliDay(receipt.expectedOn)}</span>
          </Fact>
        )}
      </FactList>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={pathTo('my-request', { id: receipt.id })}>
          {text.open}
        </Button>
        <Button variant="outlined" onClick={onAnother}>
          {text.another}
        </Button>
      </Box>
    </Box>
  );
}
