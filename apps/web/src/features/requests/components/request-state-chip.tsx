import Chip, { type ChipProps } from '@mui/material/Chip';
import { REQUEST_STATE_LABELS, type RequestState } from '@darvazeh/shared';
import { StatusChip } from '../../../components/status-chip';
import { panelEntryMessages as text } from '../../../lib/messages';

// No 'info': its blue on white falls short of the 4.5:1 contrast axe asks of a chip's label.
const COLORS: Record<RequestState, ChipProps['color']> = {
  running: 'primary',
  completed: 'success',
  rejected: 'error',
  cancelled: 'default',
};

interface RequestStateChipProps {
  state: RequestState;
  /** Returned to the applicant and waiting for their fix: said instead of «در جریان». */
  awaitingApplicant?: boolean;
  /** Whether the reader is the applicant («منتظر اصلاح شما») or staff («منتظر اصلاح متقاضی»). */
  mine?: boolean;
}

/** A request's state as a chip with its Persian label (REQUEST_STATE_LABELS). */
export function RequestStateChip({ state, awaitingApplicant = false, mine = false }: RequestStateChipProps) {
  // Filled amber with dark text: it asks for attention, and keeps a 4.5:1 contrast (outlined orange would not).
  if (awaitingApplicant && state === 'running')
    return (
      <Chip size="small" color="secondary" label={mine ? text.awaitingYourFix : text.awaitingApplicantFix} />
    );
  return <StatusChip label={REQUEST_STATE_LABELS[state]} color={COLORS[state]} />;
}
